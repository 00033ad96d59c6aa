/**
 * The shopper's lists kept in the browser, no account needed: saved cars (the heart) and the
 * cars to compare (recently viewed cars: viewed-cars.ts). Pure: the browser's store
 * (components/shopper-tools/car-lists-browser.ts) keeps them in localStorage and calls these
 * rules; the pages read the same lists from their URL (car-ids.ts).
 *
 * Every list holds VINs (a car's one key in the feed, the database and its URL).
 */

/**
 * How many cars the heart keeps. A shared list's link holds every VIN (18 characters each), so
 * 24 keep it under 450 characters, and the saved-cars page shows them as one page of cards.
 */
export const SAVED_CARS_MAX = 24;
/** Side by side, three cars still fit a phone's width (spec: "compare up to three cars"). */
export const COMPARE_MAX = 3;

/** A saved car: when, and the price the visitor saw then (none while its price was locked). */
export type SavedCar = { vin: string; savedAt: number; price?: number };
export type CarLists = {
  saved: readonly SavedCar[];
  compare: readonly string[];
};

export const EMPTY_CAR_LISTS: CarLists = { saved: [], compare: [] };

/** What pressing a heart or a compare button did; `full` is refused, with a message to say so. */
export type ListChange = "added" | "removed" | "full";

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
export const isVin = (value: unknown): value is string => typeof value === "string" && VIN.test(value);
export const isTime = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);
const isPrice = (value: unknown): value is number => isTime(value) && value > 0;

/** `list` without repeats of the same VIN (the first, newest, kept) and at most `max` long. */
export function unique<T>(list: readonly T[], vinOf: (item: T) => string, max: number): T[] {
  const seen = new Set<string>();
  return list.filter((item) => !seen.has(vinOf(item)) && seen.add(vinOf(item))).slice(0, max);
}

/**
 * The saved cars stored in a browser, whatever it holds: anything damaged or edited by hand
 * is dropped, never an error (the page must still open).
 */
export function parseSavedCars(stored: unknown): SavedCar[] {
  if (!Array.isArray(stored)) return [];
  const cars = stored.flatMap((item): SavedCar[] => {
    const { vin, savedAt, price } = (item ?? {}) as Record<string, unknown>;
    if (!isVin(vin) || !isTime(savedAt)) return [];
    return [isPrice(price) ? { vin, savedAt, price } : { vin, savedAt }];
  });
  return unique(cars, (car) => car.vin, SAVED_CARS_MAX);
}

export function parseCompareCars(stored: unknown): string[] {
  return Array.isArray(stored) ? unique(stored.filter(isVin), (vin) => vin, COMPARE_MAX) : [];
}

export function isSaved(saved: readonly SavedCar[], vin: string): boolean {
  return saved.some((car) => car.vin === vin);
}

/**
 * The heart: a saved car is taken off the list, another is put first with the price the
 * visitor sees now (for the price-drop badge). A full list refuses rather than forgetting a
 * car the visitor chose.
 */
export function toggleSaved(
  saved: readonly SavedCar[],
  car: { vin: string; price?: number },
  now: number,
): { saved: readonly SavedCar[]; change: ListChange } {
  if (isSaved(saved, car.vin)) return { saved: saved.filter((s) => s.vin !== car.vin), change: "removed" };
  if (saved.length >= SAVED_CARS_MAX) return { saved, change: "full" };
  const added: SavedCar = isPrice(car.price)
    ? { vin: car.vin, savedAt: now, price: car.price }
    : { vin: car.vin, savedAt: now };
  return { saved: [added, ...saved], change: "added" };
}

/** The compare button: in or out; a fourth car is refused (the visitor removes one first). */
export function toggleCompare(
  compare: readonly string[],
  vin: string,
): { compare: readonly string[]; change: ListChange } {
  if (compare.includes(vin)) return { compare: compare.filter((v) => v !== vin), change: "removed" };
  if (compare.length >= COMPARE_MAX) return { compare, change: "full" };
  // Kept in the order chosen: the first car chosen stays the first column.
  return { compare: [...compare, vin], change: "added" };
}

/** Whether two lists hold the same cars, in any order (the page's URL and the browser's list). */
export function sameCars(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((vin) => set.has(vin));
}
