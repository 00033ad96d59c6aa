import type { ReferencePrices } from "./settings-schema";

/**
 * The makes and models the trade-in's first page offers as lists: those of the valuation's
 * reference table (content/trade-in/reference-prices.json), alphabetical. A seller whose car
 * is not listed still types it: the valuation prices an unknown model at its make's median.
 */
export type MakeModels = { make: string; models: string[] };

const byName = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true });

/** Sorted once per content (the table is read at start-up). */
const sorted = new WeakMap<ReferencePrices, MakeModels[]>();

export function makeModelLists(prices: ReferencePrices): MakeModels[] {
  let lists = sorted.get(prices);
  if (!lists) {
    lists = prices.makes
      .map((m) => ({ make: m.make, models: m.models.map((x) => x.model).sort(byName) }))
      .sort((a, b) => byName(a.make, b.make));
    sorted.set(prices, lists);
  }
  return lists;
}

/** The models listed for `make` (spelled in any case), or none. */
export function modelsOfMake(lists: readonly MakeModels[], make: string): string[] {
  const key = make.trim().toLowerCase();
  return key ? (lists.find((m) => m.make.toLowerCase() === key)?.models ?? []) : [];
}
