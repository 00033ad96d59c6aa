import { useEffect } from "react";
import { isAllowedInBrowser, onConsentChange } from "~/lib/consent/browser-consent";
import { pushToDataLayer } from "~/lib/tracking/data-layer";
import { exposuresToPush, type ShownVariant } from "./exposures";

/** Experiments this document already reported (module state: one report per page load). */
const pushed = new Set<string>();

/**
 * Tells the data layer which experiment variants the page shows: after hydration (an effect
 * runs once the server-rendered variant is on screen), and only with analytics allowed, at
 * once or when the visitor allows it later. Loaded once the browser is idle, and only on a page
 * that shows a variant (page-watchers.tsx).
 */
export default function ExperimentExposure({ shown }: { shown: readonly ShownVariant[] | undefined }) {
  useEffect(() => {
    if (!shown || shown.length === 0) return;
    const report = () => {
      for (const entry of exposuresToPush(shown, pushed, isAllowedInBrowser("analytics")))
        pushToDataLayer(entry);
    };
    report();
    return onConsentChange(report);
  }, [shown]);
  return null;
}
