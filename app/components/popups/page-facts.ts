import { pickAdsValues } from "~/features/visitor/tracked-params";

/**
 * What the popup conditions ask of the page in the browser: whether an element is visible in
 * the viewport, the campaign values of the page this document was loaded with, and the answer
 * of GET /api/visitor/popup-state.
 */

/** An element matching `selector` is rendered, not inside a popup, and at least partly in the viewport. */
export function tagVisible(selector: string): boolean {
  let elements: NodeListOf<Element>;
  try {
    elements = document.querySelectorAll(selector);
  } catch {
    return false;
  }
  const width = window.innerWidth;
  const height = window.innerHeight;
  for (const element of elements) {
    if (element.closest("[data-popup]")) continue;
    if (
      typeof element.checkVisibility === "function" &&
      !element.checkVisibility({ visibilityProperty: true })
    )
      continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (box.bottom > 0 && box.right > 0 && box.top < height && box.left < width) return true;
  }
  return false;
}

/**
 * The campaign values of the URL this document was first loaded at (the landing: later client
 * navigations change `location` but not this). They count before the server keeps them (the
 * visitor may not have answered the cookie question yet, or refused functional cookies), and
 * they are the newest: last click wins, as on the server.
 */
export function landingAdsValues(): Record<string, string> | undefined {
  const entry = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  try {
    const url = new URL(entry?.name ?? window.location.href);
    return pickAdsValues(Object.fromEntries(url.searchParams));
  } catch {
    return undefined;
  }
}

/** Whether another dialog (the cookie question, a photo viewer, a scheduler) is showing now. */
export function anotherDialogShowing(): boolean {
  return document.querySelector("dialog[open]:not([data-popup]), .consent-dialog") !== null;
}
