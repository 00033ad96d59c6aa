import type { Facets, FacetValue, ModelFacetValue } from "./facet-lists";
import type { RangeKey } from "./filter-state";
import type { RangeFacet } from "./range-counting";

/**
 * The phone drawer's live counts: what a filter form's current state finds, before it is
 * applied. The server answers the counts only (keyed by value, the same in every language, so
 * the answer depends on the filter URL alone and a shared cache may keep it); the drawer keeps
 * the page's lists, their labels and their choices, and shows these counts beside them.
 *
 * The models and trims are the exception: which ones exist depends on the makes and models
 * chosen, so ticking a make in the drawer lists its models at once. Their names are the data's
 * own (never translated), so they travel with the counts.
 */

/** The lists whose values are counted by value. */
const COUNTED = [
  "conditions",
  "bodyStyles",
  "makes",
  "transmissions",
  "fuelTypes",
  "drivetrains",
  "exteriorColors",
  "locations",
  "features",
  "greatDeals",
] as const;
type CountedList = (typeof COUNTED)[number];

type RangeCounts = { any: number; min: Record<string, number>; max: Record<string, number> };

export type LiveCounts = {
  total: number;
  /** Per list, each value's count; a value not there counts 0. */
  lists: Record<CountedList, Record<string, number>>;
  greatDealsAny: number;
  ranges: Record<RangeKey, RangeCounts>;
  /** The models of the chosen makes (`make` names each one's), and the trims of the chosen models. */
  models: ModelFacetValue[];
  trims: FacetValue[];
};

/** A facet value shown with a live count; `rank` is the page's own count, which orders a long list. */
export type LiveFacetValue = FacetValue & { rank?: number };

const byValue = (values: readonly FacetValue[]) =>
  Object.fromEntries(values.filter((v) => v.count > 0).map((v) => [v.value, v.count]));

const byBound = (options: RangeFacet["min"]) =>
  Object.fromEntries(options.filter((o) => o.count > 0).map((o) => [String(o.bound), o.count]));

const unchosen = <T extends FacetValue>(values: readonly T[]): T[] =>
  values.map((v) => ({ ...v, selected: false }));

/** The counts of a filter state's facets, as the drawer asks for them. */
export function liveCounts(total: number, facets: Facets): LiveCounts {
  const lists = Object.fromEntries(COUNTED.map((key) => [key, byValue(facets[key])])) as LiveCounts["lists"];
  const ranges = Object.fromEntries(
    Object.entries(facets.ranges).map(([key, r]) => [
      key,
      { any: r.any, min: byBound(r.min), max: byBound(r.max) },
    ]),
  ) as LiveCounts["ranges"];
  return {
    total,
    lists,
    greatDealsAny: facets.greatDealsAny,
    ranges,
    // What the drawer has chosen is its own to show: these carry no choice.
    models: unchosen(facets.models),
    trims: unchosen(facets.trims),
  };
}

const modelKey = (v: { make?: string; value: string }) => `${v.make ?? ""}/${v.value}`;

/**
 * The page's facets with the drawer's live counts: every value the page lists stays where it
 * is, with its new count (0 when nothing matches now) and its page count as its `rank` (a long
 * list is not reordered under the shopper's finger); models and trims that the drawer's
 * choices bring follow the page's own. What is chosen stays the page's: the form's controls
 * hold the shopper's changes.
 */
export function withLiveCounts<F extends Facets>(facets: F, live: LiveCounts): F {
  const recount = <T extends FacetValue>(values: readonly T[], counts: Record<string, number>) =>
    values.map((v) => ({ ...v, count: counts[v.value] ?? 0, rank: v.count }));
  const lists = Object.fromEntries(
    COUNTED.map((key) => [key, recount(facets[key], live.lists[key] ?? {})]),
  ) as Record<CountedList, LiveFacetValue[]>;
  const merge = <T extends FacetValue & { make?: string }>(page: readonly T[], now: readonly T[]) => {
    const counts = new Map(now.map((v) => [modelKey(v), v.count]));
    const listed = new Set(page.map(modelKey));
    return [
      ...page.map((v) => ({ ...v, count: counts.get(modelKey(v)) ?? 0, rank: v.count })),
      ...now.filter((v) => !listed.has(modelKey(v))).map((v) => ({ ...v, rank: 0 })),
    ];
  };
  const range = (key: RangeKey): RangeFacet => {
    const counts = live.ranges[key];
    const recountBounds = (options: RangeFacet["min"], by: Record<string, number> | undefined) =>
      options.map((o) => ({ bound: o.bound, count: by?.[String(o.bound)] ?? 0 }));
    return {
      any: counts?.any ?? 0,
      min: recountBounds(facets.ranges[key].min, counts?.min),
      max: recountBounds(facets.ranges[key].max, counts?.max),
    };
  };
  return {
    ...facets,
    ...lists,
    models: merge(facets.models, live.models),
    trims: merge(facets.trims, live.trims),
    greatDealsAny: live.greatDealsAny,
    ranges: {
      price: range("price"),
      year: range("year"),
      mileage: range("mileage"),
      payment: range("payment"),
    },
  };
}

/** The counts of a URL that is not a search page: nothing. */
export function noLiveCounts(): LiveCounts {
  const lists = Object.fromEntries(COUNTED.map((key) => [key, {}])) as LiveCounts["lists"];
  const none = { any: 0, min: {}, max: {} };
  return {
    total: 0,
    lists,
    greatDealsAny: 0,
    ranges: { price: none, year: none, mileage: none, payment: none },
    models: [],
    trims: [],
  };
}

/** A drawer's answer, checked: it comes over the network. */
export function isLiveCounts(value: unknown): value is LiveCounts {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Partial<LiveCounts>;
  return (
    typeof v.total === "number" &&
    typeof v.lists === "object" &&
    typeof v.ranges === "object" &&
    Array.isArray(v.models) &&
    Array.isArray(v.trims)
  );
}
