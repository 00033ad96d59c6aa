import { isTime, isVin, unique } from "./car-lists";

/**
 * Recently viewed cars: the car pages this browser showed, newest first, kept in the browser
 * while the visitor allows functional storage (components/shopper-tools/viewed-cars-browser.ts).
 * Pure, and apart from the saved and compare lists, which every car card needs at once: only
 * the "Recently viewed" row, loaded after the page, needs these.
 */

/** How many visits are remembered; older ones fall off. */
export const VIEWED_CARS_KEPT = 12;
/** How many recently viewed cars a page shows: one row of four cards on a laptop. */
export const VIEWED_CARS_SHOWN = 4;

/** A car's page seen in this browser, and when. */
export type ViewedCar = { vin: string; viewedAt: number };

export function parseViewedCars(stored: unknown): ViewedCar[] {
  if (!Array.isArray(stored)) return [];
  const cars = stored.flatMap((item): ViewedCar[] => {
    const { vin, viewedAt } = (item ?? {}) as Record<string, unknown>;
    return isVin(vin) && isTime(viewedAt) ? [{ vin, viewedAt }] : [];
  });
  return unique(cars, (car) => car.vin, VIEWED_CARS_KEPT);
}

/** A visit to a car's page: first in the list, once, the oldest falling off. */
export function recordView(viewed: readonly ViewedCar[], vin: string, now: number): ViewedCar[] {
  return unique([{ vin, viewedAt: now }, ...viewed], (car) => car.vin, VIEWED_CARS_KEPT);
}

/** Two lists of visits as one, newest first (the stored one and this page's memory). */
export function mergeViewed(a: readonly ViewedCar[], b: readonly ViewedCar[]): ViewedCar[] {
  const all = [...a, ...b].sort((x, y) => y.viewedAt - x.viewedAt);
  return unique(all, (car) => car.vin, VIEWED_CARS_KEPT);
}

/** The VINs a "Recently viewed" row shows: the newest, never the car of the page itself. */
export function viewedToShow(viewed: readonly ViewedCar[], current?: string): string[] {
  return viewed
    .map((car) => car.vin)
    .filter((vin) => vin !== current)
    .slice(0, VIEWED_CARS_SHOWN);
}
