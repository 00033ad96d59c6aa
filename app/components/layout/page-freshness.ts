import { isChunkLoadError, PRELOAD_ERROR_EVENT, RELOAD_GUARD_KEY, shouldReload } from "./build-reload";

/**
 * The part of the build watcher every page loads first (entry.client.tsx uses it before
 * hydration): what the document knows of its freshness, the guarded reload, the reload after a
 * chunk failed to load, and the watch on failed preloads. A chunk error must be handled by code
 * already loaded (the old build's files may be gone), so this stays here; the polling and the
 * route-change watch (build-watcher.tsx) load once the browser is idle.
 */

/**
 * What this document knows about its freshness (module state: it lives as long as the
 * document, across client-side navigations). `build` is the build the page's code came from,
 * taken ONCE from the first page's data: a later root load (a language switch) may come from a
 * newer server while this code stays old.
 */
export const freshness = {
  build: undefined as string | undefined,
  newBuild: false,
  chunkError: false,
  checkedAt: 0,
};

function lastReloadAt(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(RELOAD_GUARD_KEY));
    return value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Notes the reload about to happen; false when it cannot be noted (then no reload: it could loop). */
function noteReload(now: number): boolean {
  try {
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/** Loads `href` from the server when the page is stale and the guard allows; true when it does. */
export function reloadIfStale(href: string): boolean {
  const now = Date.now();
  const allowed = shouldReload({
    lastReloadAt: lastReloadAt(),
    now,
    newBuild: freshness.newBuild,
    chunkError: freshness.chunkError,
  });
  if (!allowed || !noteReload(now)) return false;
  if (href === window.location.href) window.location.reload();
  else window.location.assign(href);
  return true;
}

/**
 * A chunk failed while rendering (an error boundary caught it; entry.client.tsx reports it):
 * the page shows an error now, so it loads itself anew at once, guard permitting.
 */
export function reloadAfterChunkError(error: unknown): void {
  if (!isChunkLoadError(error)) return;
  freshness.chunkError = true;
  reloadIfStale(window.location.href);
}

/**
 * A failed preload (Vite's `vite:preloadError`) is raised as the site's `preload-error` event
 * and marks the page stale: its next route change loads the page anew. Vite would throw; the
 * code may still load without the preloaded file. Called once per document, before hydration.
 */
export function watchFailedPreloads(): void {
  window.addEventListener("vite:preloadError", (event) => {
    event.preventDefault();
    const payload = (event as Event & { payload?: unknown }).payload;
    window.dispatchEvent(
      new CustomEvent(PRELOAD_ERROR_EVENT, { detail: { message: (payload as Error | undefined)?.message } }),
    );
  });
  window.addEventListener(PRELOAD_ERROR_EVENT, () => {
    freshness.chunkError = true;
  });
}
