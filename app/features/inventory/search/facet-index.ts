import type { Condition } from "../vehicle";
import { countFacets } from "./facet-counting";
import { type Facets, facetLists } from "./facet-lists";
import type { SearchFilters } from "./filter-state";
import {
  buildColumns,
  type CodeDimension,
  conditionMask,
  type IndexColumns,
  type IndexInput,
} from "./index-columns";
import { RangeSlots } from "./range-counting";
import { type IndexedCard, pageOfCards, SortOrders } from "./result-page";
import type { SearchContext } from "./search-context";

/**
 * The search's facet index: the in-stock inventory's filterable columns in typed arrays
 * (index-columns.ts), so one pass over it (facet-counting.ts) answers a search page whole -
 * which vehicles match, how many, the page of them in the chosen order (result-page.ts), and
 * the count beside every filter value (facet-lists.ts, range-counting.ts).
 *
 * Pure and synchronous; search-repository.server.ts loads it from the database and keeps
 * it fresh.
 */

export type SearchOutcome = {
  total: number;
  vehicles: IndexedCard[];
  facets: Facets;
};

export class FacetIndex {
  readonly size: number;
  private readonly data: IndexColumns;
  private readonly sortOrders: SortOrders;
  private readonly rangeSlots: RangeSlots;
  private yearList: number[] | undefined;

  constructor(rows: readonly IndexInput[]) {
    this.data = buildColumns(rows);
    this.size = this.data.size;
    this.sortOrders = new SortOrders(this.data);
    this.rangeSlots = new RangeSlots(this.size);
  }

  /** The model years in stock, oldest first: the options of the year filter. */
  years(): number[] {
    this.yearList ??= [...new Set(this.data.year)].sort((a, b) => a - b);
    return this.yearList;
  }

  /** Per value of a dimension, how many in-stock vehicles (of the sold conditions) have it. */
  countBy(dimension: CodeDimension, conditions: readonly Condition[]): Map<string, number> {
    const { dictionaries, columns, size } = this.data;
    const sold = conditionMask(this.data, conditions);
    const counts = new Int32Array(dictionaries[dimension].size);
    const column = columns[dimension];
    for (let r = 0; r < size; r++) if (sold[columns.conditions[r]!]) counts[column[r]!]!++;
    const result = new Map<string, number>();
    counts.forEach((count, code) => {
      if (count > 0) result.set(dictionaries[dimension].slugs[code]!, count);
    });
    return result;
  }

  /** Trim, colour, fuel... labels as the data spells them, for chips of values not in the facets. */
  label(dimension: CodeDimension | "features", slug: string): string | undefined {
    const dictionary =
      dimension === "features" ? this.data.featureDictionary : this.data.dictionaries[dimension];
    const code = dictionary.code(slug);
    return code === undefined ? undefined : dictionary.labels[code];
  }

  /** How many vehicles match, and nothing else (the drawer's count, the empty page's suggestions). */
  count(filters: SearchFilters, context: SearchContext): number {
    return countFacets(this.data, filters, context, this.rangeSlots, this.years()).total;
  }

  /** How many vehicles match, and every facet's counts: the phone drawer's live counts. */
  counts(filters: SearchFilters, context: SearchContext): Omit<SearchOutcome, "vehicles"> {
    const counts = countFacets(this.data, filters, context, this.rangeSlots, this.years());
    return { total: counts.total, facets: facetLists(this.data, filters, counts) };
  }

  search(filters: SearchFilters, context: SearchContext): SearchOutcome {
    const counts = countFacets(this.data, filters, context, this.rangeSlots, this.years());
    return {
      total: counts.total,
      vehicles: pageOfCards(this.data, this.sortOrders.order(filters.sort), counts.match, filters.page),
      facets: facetLists(this.data, filters, counts),
    };
  }
}

export type { Facets, FacetValue, ModelFacetValue } from "./facet-lists";
export type { IndexInput } from "./index-columns";
export { paymentToPriceRange, type RangeFacet } from "./range-counting";
export type { IndexedCard } from "./result-page";
export type { SearchContext } from "./search-context";
