import type { Range, RangeKey, SearchFilters } from "./filter-state";
import type { SearchContext } from "./search-context";

/**
 * Counting the range selects: beside each bound, how many vehicles match with it as the
 * minimum or the maximum. One binary search per counted vehicle, or none when the bounds
 * are the standard ones (each row's place among them is worked out once, see RangeSlots).
 */

/** Counts beside a range's options: how many match with `min` (value >= bound) or `max` (value <= bound). */
export type RangeFacet = {
  /** Rows passing every other filter: the count beside "any". */
  any: number;
  min: Array<{ bound: number; count: number }>;
  max: Array<{ bound: number; count: number }>;
};

/**
 * A monthly payment range as a price range: a payment of at most M means a price of at
 * most maxPrice(M); at least m means a price above maxPrice(m - 1).
 */
export function paymentToPriceRange(
  payment: Range,
  maxPriceForPayment: (monthly: number) => number,
): { lo: number; hi: number } | null {
  if (payment.min === null && payment.max === null) return null;
  return {
    lo: payment.min === null || payment.min <= 0 ? -Infinity : maxPriceForPayment(payment.min - 1) + 1,
    hi: payment.max === null ? Infinity : maxPriceForPayment(payment.max),
  };
}

/** A range's standard option bounds, sorted. */
function standardBounds(key: RangeKey, context: SearchContext): number[] {
  return [...new Set(context.rangeOptions[key])].sort((a, b) => a - b);
}

/** A range's option bounds: the standard ones and the shopper's own, sorted. */
export function rangeBounds(key: RangeKey, filters: SearchFilters, context: SearchContext): number[] {
  const own = [filters[key].min, filters[key].max].filter((v): v is number => v !== null);
  return [...new Set([...context.rangeOptions[key], ...own])].sort((a, b) => a - b);
}

/**
 * Counts, for each bound b, the values <= b and the values >= b, with one binary search
 * per value. For the payment range the bounds are monthly payments and the values prices.
 */
export class RangeCounter {
  private readonly maxEdges: number[];
  private readonly minEdges: number[];
  private readonly belowOrAt: Int32Array;
  private readonly atOrAbove: Int32Array;
  private any = 0;

  constructor(
    private readonly bounds: number[],
    paymentToPrice: ((monthly: number) => number) | null,
  ) {
    // In price terms: payment <= M  <=>  price <= maxPrice(M);  payment >= m  <=>  price >= maxPrice(m - 1) + 1.
    this.maxEdges = paymentToPrice ? bounds.map((b) => paymentToPrice(b)) : bounds;
    this.minEdges = paymentToPrice
      ? bounds.map((b) => (b <= 0 ? -Infinity : paymentToPrice(b - 1) + 1))
      : bounds;
    this.belowOrAt = new Int32Array(bounds.length + 1);
    this.atOrAbove = new Int32Array(bounds.length + 1);
  }

  /** Where a value falls: the first bound it is <= to, and how many bounds it is >= to. */
  locate(value: number): [belowOrAt: number, atOrAbove: number] {
    let lo = 0;
    let hi = this.maxEdges.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.maxEdges[mid]! >= value) hi = mid;
      else lo = mid + 1;
    }
    const below = lo;
    lo = 0;
    hi = this.minEdges.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.minEdges[mid]! <= value) lo = mid + 1;
      else hi = mid;
    }
    return [below, lo];
  }

  add(value: number): void {
    const [below, above] = this.locate(value);
    this.addAt(below, above);
  }

  /** Counts a value already located (see RangeSlots). */
  addAt(below: number, above: number): void {
    this.any++;
    this.belowOrAt[below]!++;
    this.atOrAbove[above]!++;
  }

  result(): RangeFacet {
    const max: RangeFacet["max"] = [];
    let running = 0;
    for (let i = 0; i < this.bounds.length; i++) {
      running += this.belowOrAt[i]!;
      max.push({ bound: this.bounds[i]!, count: running });
    }
    // atOrAbove[k] counts values >= exactly the first k bounds; a value is >= bound i when k > i.
    const min: RangeFacet["min"] = [];
    let above = 0;
    for (let k = this.bounds.length; k >= 1; k--) {
      above += this.atOrAbove[k]!;
      min.unshift({ bound: this.bounds[k - 1]!, count: above });
    }
    return { any: this.any, min, max };
  }
}

type Slots = { bounds: string; below: Uint16Array; above: Uint16Array };

/**
 * Per search context and range, each row's place among the standard option bounds, worked out
 * once: the common search (no bound of the shopper's own) then counts a range with two array
 * reads per row instead of two binary searches.
 */
export class RangeSlots {
  private readonly byContext = new WeakMap<SearchContext, Map<RangeKey, Slots>>();

  constructor(private readonly size: number) {}

  /** The rows' places for these bounds, or null when the bounds are not the standard ones. */
  slotsFor(
    key: RangeKey,
    values: Int32Array,
    counter: RangeCounter,
    bounds: number[],
    context: SearchContext,
  ): Slots | null {
    const standard = standardBounds(key, context);
    if (bounds.length !== standard.length || bounds.some((b, i) => b !== standard[i])) return null;
    let byKey = this.byContext.get(context);
    if (!byKey) {
      byKey = new Map();
      this.byContext.set(context, byKey);
    }
    const signature = standard.join(",");
    let slots = byKey.get(key);
    if (!slots || slots.bounds !== signature) {
      const below = new Uint16Array(this.size);
      const above = new Uint16Array(this.size);
      for (let r = 0; r < this.size; r++) [below[r], above[r]] = counter.locate(values[r]!);
      slots = { bounds: signature, below, above };
      byKey.set(key, slots);
    }
    return slots;
  }
}
