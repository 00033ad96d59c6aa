import type { FacetCounts } from "./facet-counting";
import { GREAT_DEALS, type SearchFilters } from "./filter-state";
import type { CodeDimension, IndexColumns } from "./index-columns";
import type { RangeFacet } from "./range-counting";

/**
 * The facet lists of a search: the counts of the one pass turned into the values shown
 * beside each filter, the chosen ones always kept (at (0) when nothing matches).
 */

export type FacetValue = { value: string; label: string; count: number; selected: boolean };
/** A model facet value also names its make (models are only listed under a chosen make). */
export type ModelFacetValue = FacetValue & { make: string };

export type Facets = Record<Exclude<CodeDimension, "models">, FacetValue[]> & {
  models: ModelFacetValue[];
  features: FacetValue[];
  greatDeals: FacetValue[];
  /** Vehicles matching everything but the great-deals choice: the count beside "all vehicles". */
  greatDealsAny: number;
  ranges: Record<"price" | "year" | "mileage" | "payment", RangeFacet>;
};

export function facetLists(index: IndexColumns, filters: SearchFilters, counts: FacetCounts): Facets {
  const d = index.dictionaries;
  const { codeCounts, featureCounts, dealCounts, rangeCounters } = counts;
  const list = (
    dim: CodeDimension,
    selected: readonly string[],
    keep: (code: number) => boolean = () => true,
  ) => {
    const values: FacetValue[] = [];
    codeCounts[dim].forEach((count, code) => {
      const slug = d[dim].slugs[code]!;
      const isSelected = selected.includes(slug);
      if ((count > 0 || isSelected) && keep(code))
        values.push({ value: slug, label: d[dim].labels[code]!, count, selected: isSelected });
    });
    return values;
  };
  const selectedPairs = filters.makes.flatMap((make) => filters.models.map((model) => `${make}/${model}`));
  const chosenMakes = new Set(filters.makes.map((slug) => d.makes.code(slug)));
  const models: ModelFacetValue[] = list("models", selectedPairs, (code) =>
    chosenMakes.has(index.modelMake[code]),
  ).map((v) => {
    const [make, model] = v.value.split("/") as [string, string];
    return { ...v, value: model, make };
  });
  const features: FacetValue[] = [];
  featureCounts.forEach((count, code) => {
    const slug = index.featureDictionary.slugs[code]!;
    const selected = filters.features.includes(slug);
    if (count > 0 || selected)
      features.push({ value: slug, label: index.featureDictionary.labels[code]!, count, selected });
  });
  return {
    conditions: list("conditions", filters.condition ? [filters.condition] : []),
    bodyStyles: list("bodyStyles", filters.bodyStyles),
    makes: list("makes", filters.makes),
    models,
    trims: filters.models.length ? list("trims", filters.trims) : [],
    transmissions: list("transmissions", filters.transmissions),
    fuelTypes: list("fuelTypes", filters.fuelTypes),
    drivetrains: list("drivetrains", filters.drivetrains),
    exteriorColors: list("exteriorColors", filters.exteriorColors),
    locations: list("locations", filters.locations),
    features,
    greatDeals: GREAT_DEALS.map((deal) => ({
      value: deal,
      // Named in the page's language by labelFacets (search-labels.ts).
      label: deal,
      count: dealCounts[deal],
      selected: filters.greatDeal === deal,
    })),
    greatDealsAny: counts.dealAny,
    ranges: {
      price: rangeCounters.price.result(),
      year: rangeCounters.year.result(),
      mileage: rangeCounters.mileage.result(),
      payment: rangeCounters.payment.result(),
    },
  };
}

/** How many values a long list shows before "Show all". */
export const COMMON_SHOWN = 6;

/**
 * A long list as shoppers scan it: the most common values first (most vehicles first, ties
 * in the list's order), the rest in the list's own order behind "Show all". A list of at most
 * two more values than that shows whole; hiding one or two behind a button helps nobody.
 */
export function commonFirst<T extends FacetValue>(
  values: readonly T[],
  shown = COMMON_SHOWN,
  /** What ranks a value (its count; the phone drawer's live counts rank by the page's). */
  rankOf: (value: T) => number = (value) => value.count,
): { common: T[]; rest: T[] } {
  if (values.length <= shown + 2) return { common: [...values], rest: [] };
  const ranked = values
    .map((value, position) => ({ value, position, rank: rankOf(value) }))
    .sort((a, b) => b.rank - a.rank || a.position - b.position)
    .slice(0, shown);
  const picked = new Set(ranked.map((r) => r.value));
  return { common: ranked.map((r) => r.value), rest: values.filter((v) => !picked.has(v)) };
}
