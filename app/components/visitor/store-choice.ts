import type { GeoPoint } from "~/features/company/store-order";
import type { LocationKey } from "~/features/company/stores";
import { isAllowedInBrowser } from "~/lib/consent/browser-consent";
import { showStoreFirst } from "./visitor-browser";

/**
 * The store chooser's side of what the browser knows of the visit (visitor-browser.ts reads
 * the selected store): choosing one, and the visitor's location (in memory only: coordinates,
 * or `false` when the visitor refused). Nothing is remembered without functional consent: a
 * choice then lives until the page is left, and the server refuses to set a cookie too.
 */

/**
 * The visitor chose a store: shown first at once, and kept 30 days by the server when the
 * visitor allows functional cookies. Answers whether it will be remembered.
 */
export async function chooseStore(store: LocationKey): Promise<boolean> {
  showStoreFirst(store);
  if (!isAllowedInBrowser("functional")) return false;
  try {
    const response = await fetch("/api/visitor/store", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ store }),
      credentials: "same-origin",
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** Where the browser says the visitor is: coordinates, `false` when refused or unavailable. */
let visitorLocation: GeoPoint | false | undefined;

/**
 * Asks the browser for the visitor's position; only ever called from the visitor's own click
 * on "Find my nearest store". Kept in memory for the page view, never sent or stored.
 */
export function locateVisitor(): Promise<GeoPoint | false> {
  if (visitorLocation !== undefined) return Promise.resolve(visitorLocation);
  return new Promise((resolve) => {
    const done = (location: GeoPoint | false) => {
      visitorLocation = location;
      resolve(location);
    };
    if (typeof navigator === "undefined" || !navigator.geolocation) return done(false);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => done({ latitude: coords.latitude, longitude: coords.longitude }),
      // Refused, unavailable or too slow: the visitor chooses from the list instead.
      () => done(false),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60 * 1000 },
    );
  });
}
