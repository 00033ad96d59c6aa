import { useEffect } from "react";
import { hasTrackedParam } from "./landing-query";

/** Only the document's first page is its landing (a layout mounted again later is not). */
let landingSeen = false;

/**
 * Mounted once by the layouts: after hydration, hands the landing URL's campaign values to
 * the server (remember-landing.ts, loaded only when the URL has one). The page's HTML and its
 * loaders never read them, so a campaign link opens the same shared, cacheable page as any other.
 */
export function LandingAttribution() {
  useEffect(() => {
    if (landingSeen) return;
    landingSeen = true;
    const search = window.location.search;
    if (!hasTrackedParam(search)) return;
    void import("./remember-landing").then(
      // Undefined when an old build's file is gone (Vite's preload helper): this landing's
      // values are not kept; the page goes on.
      (landing) => landing?.rememberLandingAttribution(search),
      () => undefined,
    );
  }, []);
  return null;
}
