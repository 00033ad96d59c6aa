import { lazy, Suspense } from "react";
import { useRouteLoaderData } from "react-router";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { TrackingConfig } from "./tracker";

/**
 * The tag manager's place in the page. It renders nothing, and this file is in every page's
 * first load, so it stays a few lines: without a container id (the settings' default) nothing
 * more is ever downloaded; with one, the runtime (tracking-runtime.tsx) comes after hydration
 * and waits for the visitor's consent before it downloads the tracker itself.
 */
// A runtime that cannot load (an old build's file gone: Vite's preload helper then answers
// undefined) measures nothing; the page goes on.
const nothing = { default: () => null };
const TrackingRuntime = lazy(() =>
  import("./tracking-runtime").then(
    (module) => module ?? nothing,
    () => nothing,
  ),
);

export function TrackingHead() {
  const config = (useRouteLoaderData("root") as { tracking?: TrackingConfig } | undefined)?.tracking;
  const hydrated = useHydrated();
  if (!hydrated || !config?.gtmContainerId) return null;
  return (
    <Suspense fallback={null}>
      <TrackingRuntime config={config} />
    </Suspense>
  );
}
