import type { BodyStyle, Condition } from "../vehicle";

/**
 * The search page's filter state and its vocabulary (spec sections 2 and 9): what a shopper
 * can choose, the names the URL gives each choice, and the bounds a value must stay within.
 *
 * A filter state lives in two places of the URL: path tokens (body style, make or
 * make-model, features, price), which make the pages search engines index, and the query
 * (everything else). filter-parsing.ts reads a URL into a state, filter-urls.ts writes the
 * one canonical URL of a state. Pure and shared by the server and the browser.
 */

export const RESULTS_PER_PAGE = 19;
/** The route's three optional segments. */
export const MAX_PATH_SEGMENTS = 3;

export const SORT_VALUES = ["newest", "oldest", "mileage", "year", "priceHigh", "priceLow"] as const;
export type SortValue = (typeof SORT_VALUES)[number];
export const DEFAULT_SORT: SortValue = "newest";

export const GREAT_DEALS = ["price-drop", "premium-upgrades"] as const;
export type GreatDeal = (typeof GREAT_DEALS)[number];

export type Range = { min: number | null; max: number | null };
export const RANGE_KEYS = ["price", "year", "mileage", "payment"] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];

/** The list filters whose values are slugs, with their query parameter names. */
export const LIST_KEYS = [
  "bodyStyles",
  "makes",
  "models",
  "trims",
  "features",
  "transmissions",
  "fuelTypes",
  "drivetrains",
  "exteriorColors",
  "locations",
] as const;
export type ListKey = (typeof LIST_KEYS)[number];

export type SearchFilters = {
  /** The path prefix: /{condition}-cars-for-sale, or null for /cars-for-sale. */
  condition: Condition | null;
  bodyStyles: BodyStyle[];
  makes: string[];
  /** Model slugs; each belongs to one of `makes`. */
  models: string[];
  trims: string[];
  /** Feature slugs; a vehicle must have all of them. */
  features: string[];
  transmissions: string[];
  fuelTypes: string[];
  drivetrains: string[];
  exteriorColors: string[];
  locations: string[];
  price: Range;
  year: Range;
  mileage: Range;
  /** Estimated monthly payment in dollars, turned into a price range by the search. */
  payment: Range;
  greatDeal: GreatDeal | null;
  /** The keyword search. */
  q: string;
  sort: SortValue;
  page: number;
};

export const NO_RANGE: Range = { min: null, max: null };

export function emptyFilters(condition: Condition | null = null): SearchFilters {
  return {
    condition,
    bodyStyles: [],
    makes: [],
    models: [],
    trims: [],
    features: [],
    transmissions: [],
    fuelTypes: [],
    drivetrains: [],
    exteriorColors: [],
    locations: [],
    price: NO_RANGE,
    year: NO_RANGE,
    mileage: NO_RANGE,
    payment: NO_RANGE,
    greatDeal: null,
    q: "",
    sort: DEFAULT_SORT,
    page: 1,
  };
}

/** What a URL may say, as far as the data knows: makes with their models, and features. */
export type SearchVocabulary = {
  makes: ReadonlyMap<string, { name: string; models: ReadonlyMap<string, string> }>;
  features: ReadonlyMap<string, string>;
};

/** The bounds a number in a URL must stay within; anything outside is junk (or a 404 in the path). */
export const RANGE_LIMITS: Record<RangeKey, { min: number; max: number }> = {
  price: { min: 0, max: 9_999_999 },
  year: { min: 1900, max: 2100 },
  mileage: { min: 0, max: 9_999_999 },
  payment: { min: 0, max: 99_999 },
};

/** Query parameter names: the canonical ones, in the order the canonical URL lists them. */
export const QUERY_PARAM: Record<ListKey, string> = {
  bodyStyles: "bodyStyle",
  makes: "make",
  models: "model",
  trims: "trim",
  features: "feature",
  transmissions: "transmission",
  fuelTypes: "fuel",
  drivetrains: "drivetrain",
  exteriorColors: "exteriorColor",
  locations: "location",
};
export const QUERY_ORDER = [
  "q",
  "bodyStyle",
  "make",
  "model",
  "trim",
  "feature",
  "price",
  "year",
  "mileage",
  "payment",
  "transmission",
  "fuel",
  "drivetrain",
  "exteriorColor",
  "location",
  "great-deals",
  "sort",
  "page",
] as const;
/** Form-only names: a GET form has one input per bound; the canonical URL joins them as `min,max`. */
const RANGE_INPUTS = RANGE_KEYS.flatMap((key) => [`${key}Min`, `${key}Max`]);
/**
 * Asks for the number of vehicles a filter form would show, not the page (the drawer's "Show N
 * results"). A page visited with it is sent to its canonical URL without it.
 */
export const SEARCH_COUNT_PARAM = "_count";
/** Every query parameter the search understands; anything else (utm_source, gclid...) passes through. */
export const KNOWN_PARAMS: ReadonlySet<string> = new Set([
  ...QUERY_ORDER,
  ...RANGE_INPUTS,
  "condition",
  SEARCH_COUNT_PARAM,
]);

/** Past this, a page number is "past the end" whatever the inventory. */
export const MAX_PAGE = 100_000;

/** The path segment that starts a great-deals pair (/used-cars-for-sale/great_deals/price_drop). */
export const GREAT_DEALS_SEGMENT = "great_deals";

// ---- ranges ----------------------------------------------------------------------------------

export function isRangeSet(range: Range): boolean {
  return range.min !== null || range.max !== null;
}

/** A range typed backwards (max under min) means the same span. */
export function orderRange(range: Range): Range {
  if (range.min !== null && range.max !== null && range.min > range.max)
    return { min: range.max, max: range.min };
  return range;
}

/** Two ranges that both apply: the narrower one (a path token and a query value, say). */
export function intersectRanges(a: Range, b: Range): Range {
  const pick = (x: number | null, y: number | null, f: (a: number, b: number) => number) =>
    x === null ? y : y === null ? x : f(x, y);
  return { min: pick(a.min, b.min, Math.max), max: pick(a.max, b.max, Math.min) };
}

/** A label for a slug nobody named: 'eight-speed-automatic' -> 'Eight Speed Automatic'. */
export function labelFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}
