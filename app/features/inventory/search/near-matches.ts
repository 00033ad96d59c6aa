import type { Range, RangeKey, SearchFilters } from "./filter-state";
import { searchUrl, withFilters } from "./filter-urls";
import type { RangeFacet } from "./range-counting";
import { type ChipState, describeRange, rangeName, type Wording } from "./search-copy";

/**
 * What an empty result offers instead of only "Clear all filters": the nearest searches
 * that do find vehicles. First a range widened to the next option that has stock (a higher
 * price or mileage limit, a lower minimum, an older first year), then the search without one
 * of the chosen filters, most vehicles first. Each says how many it finds.
 */

export type NearMatch = { label: string; href: string; count: number };

/** At most this many suggestions: a short list a shopper reads at a glance. */
export const NEAR_MATCH_LIMIT = 4;
/** Option bounds tried per range before giving up on widening it. */
const WIDEN_TRIES = 3;

/** The range made wider by one option bound on a side that narrows it, nearest first. */
function widenings(range: Range, facet: RangeFacet): Range[] {
  const { min, max } = range;
  const higher =
    max === null
      ? []
      : facet.max.filter((o) => o.bound > max && o.count > 0).map((o) => ({ min, max: o.bound }));
  const lower =
    min === null
      ? []
      : facet.min
          .filter((o) => o.bound < min && o.count > 0)
          .reverse()
          .map((o) => ({ min: o.bound, max }));
  return [...higher.slice(0, WIDEN_TRIES), ...lower.slice(0, WIDEN_TRIES)];
}

function rangeLabel(key: RangeKey, range: Range, wording: Wording): string {
  return wording.t("inventory.near.range", {
    name: rangeName(key, wording.t),
    range: describeRange(key, range, wording),
  });
}

export function nearMatches(
  filters: SearchFilters,
  chips: readonly ChipState[],
  ranges: Record<RangeKey, RangeFacet>,
  count: (filters: SearchFilters) => number,
  wording: Wording,
): NearMatch[] {
  const { t } = wording;
  const found: NearMatch[] = [];
  const seen = new Set<string>();
  const offer = (label: string, next: SearchFilters) => {
    const href = searchUrl(next);
    if (seen.has(href)) return false;
    seen.add(href);
    const n = count(next);
    if (n > 0) found.push({ label, href, count: n });
    return n > 0;
  };
  for (const key of ["price", "mileage", "payment", "year"] as const) {
    for (const wider of widenings(filters[key], ranges[key])) {
      if (offer(rangeLabel(key, wider, wording), withFilters(filters, { [key]: wider }))) break;
    }
  }
  const drops: NearMatch[] = [];
  for (const chip of chips) {
    const label = chip.range
      ? t(`inventory.near.any.${chip.range}`)
      : t("inventory.near.without", { label: chip.label });
    const href = searchUrl(chip.without);
    if (seen.has(href)) continue;
    seen.add(href);
    const n = count(chip.without);
    if (n > 0) drops.push({ label, href, count: n });
  }
  drops.sort((a, b) => b.count - a.count);
  return [...found, ...drops].slice(0, NEAR_MATCH_LIMIT);
}
