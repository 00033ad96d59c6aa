import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";

/**
 * What runs on every page after hydration and shows nothing: the build watcher (a page left
 * open on an old build loads itself anew on its next route change) and the experiment
 * exposures. No first paint needs them, so this file, in every page's first load, only waits
 * for the browser to be idle and then loads them; the exposures only on a page that shows a
 * variant. What must work from the start (the reload after a chunk error, failed preloads)
 * is in page-freshness.ts.
 */
// A part that cannot load (an old build's file gone: Vite's preload helper then answers
// undefined) is skipped: the page goes on without it.
const nothing = { default: () => null };
const BuildWatcher = lazy(() =>
  import("./build-watcher").then(
    (module) => module ?? nothing,
    () => nothing,
  ),
);
const ExperimentExposure = lazy(() =>
  import("./experiment-exposure").then(
    (module) => module ?? nothing,
    () => nothing,
  ),
);

/** False until the browser is first idle after hydration (at most about a second). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!window.requestIdleCallback) {
      const timer = window.setTimeout(() => setIdle(true), 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}

export function PageWatchers() {
  const root = useRouteLoaderData<RootData>("root");
  // The build the page's code came from: the first page's (a later root load, after a
  // language switch, may come from a newer server while this code stays old).
  const build = useRef(root?.build).current;
  const shown = root?.experiments?.assignments;
  const idle = useIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <BuildWatcher build={build} />
      {shown && shown.length > 0 ? <ExperimentExposure shown={shown} /> : null}
    </Suspense>
  );
}
