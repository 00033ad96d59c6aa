import { BODY_STYLES, type BodyStyle, CONDITIONS, type Condition } from "../vehicle";
import { normalizeFilters, parseAmount, parseSearchPath, resolveMakeModel } from "./filter-parsing";
import {
  emptyFilters,
  GREAT_DEALS,
  type GreatDeal,
  RANGE_LIMITS,
  type Range,
  type SearchFilters,
  type SearchVocabulary,
} from "./filter-state";
import { searchUrl } from "./filter-urls";

/**
 * The old site's search URLs (spec section 2, legacy redirects):
 *
 * - /search-vehicles goes to /cars-for-sale, or to /{condition}-cars-for-sale when the
 *   dealership sells one condition only;
 * - /search-vehicles/{condition}-inventory/{filter}/{value}/{extra} goes to the search page
 *   that means the same: price max becomes price-under-{n}, price min price-over-{n}, and
 *   every other filter the old site had its equivalent here (a path token or a query value),
 *   underscores becoming hyphens.
 *
 * The fourth segment, {extra}, refines the value where the filter has a second part: a
 * make's model, a model's trim, the end of a year or price range, the amount of
 * `price/max/{n}`. Where it has none (a body style, a feature, a price bound already
 * given), the extra is dropped: the old site put pages and sorts there, and the shopper is
 * better served by the search than by a 404.
 *
 * Pure: the vocabulary (makes, models, features the inventory knows) decides what a value
 * names; a value it does not know is null (a 404), like an unknown token on the search page.
 */

/** A legacy filter's reading of its value and extra into filters; null when they name nothing we have. */
type LegacyFilter = (
  value: string,
  extra: string | undefined,
  vocabulary: SearchVocabulary,
) => Partial<SearchFilters> | null;

/** Filter names as the old URLs spelled them, compared without hyphens: price_max, max-price, pricemax. */
const key = (name: string) => name.replace(/-/g, "");
const hyphens = (text: string) => text.trim().toLowerCase().replace(/_/g, "-");
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const amount = (raw: string | undefined, range: keyof typeof RANGE_LIMITS) =>
  raw === undefined ? null : parseAmount(raw, RANGE_LIMITS[range]);

/** A bound of a range: `max` and its spellings give `{ max }`, `min` and its spellings `{ min }`. */
const UPPER = new Set(["max", "under", "to", "below", "maximum"]);
const LOWER = new Set(["min", "over", "from", "above", "minimum"]);

/** `{n}`, `{lo}-{hi}`, or `{lo}` then `{hi}` in the extra; `single` is what a lone number means. */
function rangeOf(
  value: string,
  extra: string | undefined,
  range: "price" | "year" | "mileage",
  single: (n: number) => Range,
): Range | null {
  const [from, to = extra] = value.includes("-") ? value.split("-", 2) : [value];
  const lo = amount(from, range);
  if (lo === null) return null;
  if (to === undefined) return single(lo);
  const hi = amount(to, range);
  // An extra that is not a number (a page, a sort) is dropped; a bad second half of "lo-hi" is not.
  if (hi === null) return value.includes("-") ? null : single(lo);
  return { min: Math.min(lo, hi), max: Math.max(lo, hi) };
}

/** `price/max/{n}`, `year/min/{n}`: a bound named in the value, its amount in the extra. */
function boundOf(
  value: string,
  extra: string | undefined,
  range: "price" | "year" | "mileage",
): Range | null {
  const n = amount(extra, range);
  if (n === null) return null;
  if (UPPER.has(value)) return { min: null, max: n };
  if (LOWER.has(value)) return { min: n, max: null };
  return null;
}

const upTo =
  (range: "price" | "year" | "mileage"): LegacyFilter =>
  (value) => {
    const n = amount(value, range);
    return n === null ? null : { [range]: { min: null, max: n } };
  };
const from =
  (range: "price" | "year" | "mileage"): LegacyFilter =>
  (value) => {
    const n = amount(value, range);
    return n === null ? null : { [range]: { min: n, max: null } };
  };

/** The body styles by every name shoppers and the old site gave them: singular, plural, synonyms. */
const BODY_STYLE_NAMES = new Map<string, BodyStyle>([
  ...BODY_STYLES.map((style) => [style, style] as const),
  ...BODY_STYLES.map((style) => [style.replace(/s$/, ""), style] as const),
  ["suv", "suvs"],
  ["crossover", "suvs"],
  ["crossovers", "suvs"],
  ["sport-utility", "suvs"],
  ["pickup", "trucks"],
  ["pickups", "trucks"],
  ["pickup-truck", "trucks"],
  ["pickup-trucks", "trucks"],
  ["van", "minivans"],
  ["vans", "minivans"],
  ["mini-van", "minivans"],
  ["cabriolet", "convertibles"],
  ["hatch", "hatchbacks"],
  ["station-wagon", "wagons"],
]);

/** A list filter that lives in the query (transmission, fuel...): any slug, as the query takes it. */
const queryList =
  (list: "transmissions" | "fuelTypes" | "drivetrains" | "exteriorColors" | "locations"): LegacyFilter =>
  (value) =>
    SLUG.test(value) ? { [list]: [value] } : null;

const bodyStyle: LegacyFilter = (value) => {
  const style = BODY_STYLE_NAMES.get(value);
  return style ? { bodyStyles: [style] } : null;
};

const make: LegacyFilter = (value, extra, vocabulary) => {
  const named = resolveMakeModel(value, vocabulary);
  if (!named) return null;
  const models = vocabulary.makes.get(named.make)!.models;
  // A model the inventory never had under a make it has: the make's page, the nearest equivalent.
  const model = named.model ?? (extra !== undefined && models.has(extra) ? extra : null);
  return { makes: [named.make], models: model ? [model] : [] };
};

const model: LegacyFilter = (value, extra, vocabulary) => {
  const makes = [...vocabulary.makes].filter(([, m]) => m.models.has(value)).map(([slug]) => slug);
  const trims = extra !== undefined && SLUG.test(extra) ? [extra] : [];
  if (makes.length > 0) return { makes, models: [value], trims };
  // "model/toyota-camry": a make-model token under the model's name.
  const named = resolveMakeModel(value, vocabulary);
  return named?.model ? { makes: [named.make], models: [named.model], trims } : null;
};

const feature: LegacyFilter = (value, _extra, vocabulary) =>
  vocabulary.features.has(value) ? { features: [value] } : null;

const greatDeals: LegacyFilter = (value) => {
  const deal = value.replace(/_/g, "-");
  return (GREAT_DEALS as readonly string[]).includes(deal) ? { greatDeal: deal as GreatDeal } : null;
};

const price: LegacyFilter = (value, extra) => {
  const range = boundOf(value, extra, "price") ?? rangeOf(value, extra, "price", () => NOT_A_RANGE);
  return range && range !== NOT_A_RANGE ? { price: range } : null;
};
/** A lone price says neither "under" nor "over": no equivalent. */
const NOT_A_RANGE: Range = { min: null, max: null };

const year: LegacyFilter = (value, extra) => {
  const range = boundOf(value, extra, "year") ?? rangeOf(value, extra, "year", (y) => ({ min: y, max: y }));
  return range ? { year: range } : null;
};

const mileage: LegacyFilter = (value, extra) => {
  const range =
    boundOf(value, extra, "mileage") ?? rangeOf(value, extra, "mileage", (n) => ({ min: null, max: n }));
  return range ? { mileage: range } : null;
};

const keyword: LegacyFilter = (value) => {
  const q = value.replace(/-/g, " ").trim();
  return q ? { q } : null;
};

/** The old site's filter names (compared without hyphens) and what each reads. */
const LEGACY_FILTERS = new Map<string, LegacyFilter>([
  ...["pricemax", "maxprice", "priceto", "max"].map((n) => [n, upTo("price")] as const),
  ...["pricemin", "minprice", "pricefrom", "min"].map((n) => [n, from("price")] as const),
  ...["price", "prices"].map((n) => [n, price] as const),
  ...["year", "years", "modelyear"].map((n) => [n, year] as const),
  ...["yearmin", "minyear", "yearfrom"].map((n) => [n, from("year")] as const),
  ...["yearmax", "maxyear", "yearto"].map((n) => [n, upTo("year")] as const),
  ...["mileage", "miles", "odometer"].map((n) => [n, mileage] as const),
  ...["mileagemax", "maxmileage", "maxmiles", "milesmax"].map((n) => [n, upTo("mileage")] as const),
  ...["make", "makes", "brand"].map((n) => [n, make] as const),
  ...["model", "models"].map((n) => [n, model] as const),
  ...["bodystyle", "bodystyles", "body", "bodytype", "style", "type", "vehicletype"].map(
    (n) => [n, bodyStyle] as const,
  ),
  ...["feature", "features", "option", "options"].map((n) => [n, feature] as const),
  ...["transmission", "transmissions"].map((n) => [n, queryList("transmissions")] as const),
  ...["fuel", "fueltype", "fueltypes"].map((n) => [n, queryList("fuelTypes")] as const),
  ...["drivetrain", "drivetrains", "drive", "drivetype"].map((n) => [n, queryList("drivetrains")] as const),
  ...["color", "exteriorcolor", "extcolor"].map((n) => [n, queryList("exteriorColors")] as const),
  ...["location", "store"].map((n) => [n, queryList("locations")] as const),
  ...["keyword", "keywords", "q", "search"].map((n) => [n, keyword] as const),
  ["greatdeals", greatDeals],
]);

/** Reads `{condition}-inventory`: the condition it names, undefined when it is no inventory segment. */
function inventoryCondition(segment: string, configured: readonly Condition[]): Condition | null | undefined {
  const onlyCondition = configured.length === 1 ? configured[0]! : null;
  const inventory = /^(?:([a-z]+)-)?inventory$/.exec(hyphens(segment));
  if (!inventory) return undefined;
  const named = inventory[1];
  if (named === undefined || named === "all") return onlyCondition;
  if (!(CONDITIONS as readonly string[]).includes(named)) return undefined;
  // A condition the dealership no longer sells lands on the whole inventory rather than a 404.
  return configured.includes(named as Condition) ? (named as Condition) : onlyCondition;
}

/**
 * The filters an old URL means (the segments after /search-vehicles), or null when it is not
 * a legacy search URL or names what the inventory does not know.
 */
export function legacySearchFilters(
  segments: string[],
  configured: readonly Condition[],
  vocabulary: SearchVocabulary,
): SearchFilters | null {
  const parts = segments.filter((s) => s !== "");
  if (parts.length === 0) return emptyFilters(configured.length === 1 ? configured[0]! : null);
  if (parts.length > 4) return null;
  const condition = inventoryCondition(parts[0]!, configured);
  if (condition === undefined) return null;

  const [filter, value, extra] = parts.slice(1).map(hyphens);
  if (filter === undefined) return emptyFilters(condition);
  if (value === undefined || value === "") return null;

  if (key(filter) === "condition") {
    if (!configured.includes(value as Condition)) return null;
    return emptyFilters(value as Condition);
  }
  const known = LEGACY_FILTERS.get(key(filter));
  if (known) {
    const change = known(value, extra, vocabulary);
    return change ? normalizeFilters({ ...emptyFilters(condition), ...change }, vocabulary) : null;
  }
  // A filter name we never saw: its value (with its extra, a make's model) as a search token.
  for (const tokens of extra === undefined ? [[value]] : [[`${value}-${extra}`], [value]]) {
    const parsed = parseSearchPath(tokens, condition, vocabulary);
    if (parsed.ok) return parsed.filters;
  }
  return null;
}

/** The search URL an old URL means (its query is the caller's to keep), or null for a 404. */
export function legacySearchUrl(
  segments: string[],
  configured: readonly Condition[],
  vocabulary: SearchVocabulary,
): string | null {
  const filters = legacySearchFilters(segments, configured, vocabulary);
  return filters ? searchUrl(filters) : null;
}
