/**
 * When an open page should load itself anew (spec section 4: "the app polls for a new build and
 * reloads the page on the next route change after a chunk error or a new build"; section 10:
 * a 10 s page-reload guard). The rules are here, pure; build-watcher.tsx does the watching.
 */

/** No page reloads itself twice within this time, whatever happens (a broken deploy never loops). */
export const RELOAD_GUARD_MS = 10_000;
/** How often an open page asks which build is live (and again when its tab comes back into view). */
export const BUILD_POLL_MS = 5 * 60_000;
/** A tab shown again asks only when its last question is older than this. */
export const RECHECK_ON_SHOW_MS = 60_000;
/** The window event a failed preload raises (spec section 7), whatever preloaded. */
export const PRELOAD_ERROR_EVENT = "preload-error";
/** Where the last reload's time is kept, for this tab only. */
export const RELOAD_GUARD_KEY = "build-reload-at";

/**
 * Whether to load the page anew now: only when it runs an old build or a chunk failed to load,
 * and never within the guard time of the last reload. A last reload "in the future" (the
 * clock was set back) does not block.
 */
export function shouldReload(input: {
  /** When this tab last reloaded itself (ms); null: never. */
  lastReloadAt: number | null;
  now: number;
  newBuild: boolean;
  chunkError: boolean;
}): boolean {
  if (!input.newBuild && !input.chunkError) return false;
  if (input.lastReloadAt === null) return true;
  const since = input.now - input.lastReloadAt;
  return since < 0 || since >= RELOAD_GUARD_MS;
}

/** Whether the build manifest's answer names another build than the page's. */
export function isNewBuild(pageBuild: string | undefined, answer: unknown): boolean {
  if (!pageBuild) return false;
  const latest = (answer as { build?: unknown } | null)?.build;
  return typeof latest === "string" && latest.length > 0 && latest !== pageBuild;
}

/**
 * An error from loading a chunk of code (the files of the build the page came from are gone):
 * each browser words it its own way.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

/** The manifest's URL with a timestamp query, so no cache on the way answers an old one. */
export function buildManifestUrl(now: number): string {
  return `/builds/latest.json?t=${now}`;
}
