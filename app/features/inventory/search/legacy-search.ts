import { CONDITIONS, type Condition } from "../vehicle";

/**
 * The old site's search URLs (spec section 2, legacy redirects):
 *
 * - /search-vehicles goes to /cars-for-sale, or to /{condition}-cars-for-sale when the
 *   dealership sells one condition only;
 * - /search-vehicles/{condition}-inventory/{filter}/{value}/{extra} goes to the new filter
 *   path: price max becomes price-under-{n}, price min price-over-{n}, any other filter
 *   names its token by value (and extra, a make's model), underscores becoming hyphens.
 *
 * Pure: it says which search path the old URL means. The caller checks the token against
 * the inventory (an unknown one is a 404) and redirects to the canonical URL.
 */

export type LegacySearch = { condition: Condition | null; segments: string[] };

const PRICE_MAX = new Set(["price-max", "max-price", "pricemax", "maxprice", "price-to", "max"]);
const PRICE_MIN = new Set(["price-min", "min-price", "pricemin", "minprice", "price-from", "min"]);

const hyphens = (text: string) => text.trim().toLowerCase().replace(/_/g, "-");

/** Reads the segments after /search-vehicles; null when they do not make a legacy search URL. */
export function parseLegacySearch(segments: string[], configured: readonly Condition[]): LegacySearch | null {
  const parts = segments.filter((s) => s !== "");
  const onlyCondition = configured.length === 1 ? configured[0]! : null;
  if (parts.length === 0) return { condition: onlyCondition, segments: [] };
  if (parts.length > 4) return null;

  const inventory = /^(?:([a-z]+)-)?inventory$/.exec(hyphens(parts[0]!));
  if (!inventory) return null;
  const named = inventory[1];
  let condition: Condition | null;
  if (named === undefined || named === "all") condition = onlyCondition;
  else if ((CONDITIONS as readonly string[]).includes(named)) {
    // A condition the dealership no longer sells lands on the whole inventory rather than a 404.
    condition = configured.includes(named as Condition) ? (named as Condition) : onlyCondition;
  } else return null;

  const [filter, value, extra] = parts.slice(1).map(hyphens);
  if (filter === undefined) return { condition, segments: [] };
  if (value === undefined || value === "") return null;
  if (PRICE_MAX.has(filter) || PRICE_MIN.has(filter)) {
    const amount = value.replace(/[$,]/g, "");
    if (!/^\d{1,7}$/.test(amount) || extra !== undefined) return null;
    const n = Number(amount);
    return { condition, segments: [PRICE_MAX.has(filter) ? `price-under-${n}` : `price-over-${n}`] };
  }
  if (filter === "great-deals") {
    if (extra !== undefined) return null;
    return { condition, segments: ["great_deals", value.replace(/-/g, "_")] };
  }
  return { condition, segments: [extra ? `${value}-${extra}` : value] };
}
