import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { PopupDefinition } from "~/features/popups/popup-definition";
import type { RootData } from "~/root";

/**
 * The popups' place in every page. This file is in every page's first load, so it only waits
 * for the browser to be idle after hydration and then loads the popup host (popup-host.tsx,
 * its own chunk, with the engine); the popups' forms load only when a popup opens. Nothing
 * renders on the server, so a popup never moves the page.
 */
// A host that cannot load (an old build's file gone: Vite's preload helper then answers
// undefined) shows no popup; the page goes on.
type HostModule = { default: ComponentType<{ popups: PopupDefinition[] }> };
const nothing: HostModule = { default: () => null };
const PopupHost = lazy<HostModule["default"]>(() =>
  import("./popup-host").then(
    (module) => module ?? nothing,
    () => nothing,
  ),
);

export function PopupsMount() {
  const popups = useRouteLoaderData<RootData>("root")?.popups;
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!window.requestIdleCallback) {
      const timer = window.setTimeout(() => setIdle(true), 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 1500 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  if (!idle || !popups || popups.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PopupHost popups={popups} />
    </Suspense>
  );
}
