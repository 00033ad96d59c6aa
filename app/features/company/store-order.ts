import { LOCATION_KEYS, type LocationKey } from "./stores";

/**
 * The visitor's store first (spec section 3, userSelectedStore): any list (stores, cars) with
 * the chosen store's entries first. Pure, so the header, the contact page and the car lists
 * order alike. The nearest store to the visitor is in store-distance.ts: only the contact
 * page's chooser needs it, and this file is in every page's first load.
 */

export type GeoPoint = { latitude: number; longitude: number };

/** Whether a value is one of the dealership's store keys (a cookie or a form may say anything). */
export function isStoreKey(value: unknown): value is LocationKey {
  return typeof value === "string" && (LOCATION_KEYS as readonly string[]).includes(value);
}

/**
 * The list with the entries of the selected store first, each group in its own order
 * (a stable partition). `keyOf` names an entry's store; no selection: the list as it is.
 */
export function selectedStoreFirst<T>(
  list: readonly T[],
  selected: string | undefined,
  keyOf: (entry: T) => string | undefined = (entry) => (entry as { key?: string }).key,
): T[] {
  if (!selected) return [...list];
  const first = list.filter((entry) => keyOf(entry) === selected);
  if (first.length === 0) return [...list];
  return [...first, ...list.filter((entry) => keyOf(entry) !== selected)];
}
