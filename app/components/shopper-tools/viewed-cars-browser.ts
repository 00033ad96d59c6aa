import {
  mergeViewed,
  parseViewedCars,
  recordView,
  type ViewedCar,
} from "~/features/shopper-tools/viewed-cars";
import { isAllowedInBrowser, onConsentChange } from "~/lib/consent/browser-consent";
import { readStored, writeStored } from "./car-lists-browser";

/**
 * The cars recently viewed in this browser (features/shopper-tools/viewed-cars.ts). They
 * remember browsing the visitor did not ask to keep, so they are functional storage (as the
 * popups' page counters): kept in localStorage while functional cookies are allowed; otherwise
 * in memory for this visit (client navigations keep it), and what was stored is deleted, as it
 * is the moment the visitor refuses them. Loaded with the "Recently viewed" row, after the page.
 */
const KEY = "viewedCars";

let inMemory: ViewedCar[] = [];
const allowed = () => isAllowedInBrowser("functional");

function forgetStored(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing could be stored either.
  }
}

/** The visits so far, newest first. */
export function viewedCars(): ViewedCar[] {
  if (!allowed()) {
    forgetStored();
    return inMemory;
  }
  return mergeViewed(parseViewedCars(readStored(KEY)), inMemory);
}

/** A visit to a car's page; answers the visits with it. */
export function recordCarView(vin: string): ViewedCar[] {
  const viewed = recordView(viewedCars(), vin, Date.now());
  inMemory = viewed;
  if (allowed()) writeStored(KEY, viewed);
  return viewed;
}

// The visitor's answer: allowed, this visit's memory is kept from now on; refused, it is deleted.
onConsentChange(() => {
  if (allowed()) writeStored(KEY, inMemory);
  else forgetStored();
});
