import { slugify } from "../slug";
import { BODY_STYLES, type BodyStyle, CONDITIONS, type Condition } from "../vehicle";

/**
 * The search page's filters and the URLs that carry them (spec sections 2 and 9).
 *
 * A filter state lives in two places of the URL: path tokens (body style, make or
 * make-model, features, price), which make the pages search engines index, and the query
 * (everything else). There is exactly one canonical URL per filter state: the path holds
 * its tokens in the filter priority bodystyle, make-model, features, price, at most three
 * segments; what does not fit, or has no path form, goes to the query in a fixed order.
 * Parsing never throws: a path token it does not know is a 404, a query value it does not
 * understand is dropped. Pure and shared by the server and the browser.
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
const QUERY_ORDER = [
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
/** Every query parameter the search understands; anything else (utm_source, gclid...) passes through. */
export const KNOWN_PARAMS: ReadonlySet<string> = new Set([...QUERY_ORDER, ...RANGE_INPUTS, "condition"]);

/** Upper bounds on what a URL may ask for, so a hand-made URL cannot make the server work hard. */
const MAX_VALUES_PER_PARAM = 40;
const MAX_KEYWORD_LENGTH = 100;
/** Past this, a page number is "past the end" whatever the inventory. */
export const MAX_PAGE = 100_000;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PRICE_TOKEN = /^price-(under|over)-(\d{1,7})$/;
const GREAT_DEALS_SEGMENT = "great_deals";

// ---- small parsers that never throw ----------------------------------------------------------

/** A whole number written in a URL or typed in a form ("20000", "20,000", "$20,000"), or null. */
export function parseAmount(
  raw: string | null | undefined,
  limits: { min: number; max: number },
): number | null {
  if (raw === null || raw === undefined) return null;
  const cleaned = raw.trim().replace(/[$,\s]/g, "");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Math.round(Number(cleaned));
  if (!Number.isSafeInteger(value) || value < limits.min || value > limits.max) return null;
  return value;
}

/** `min,max` with `null` (or nothing) for an open end: `null,85000`. A lone year means that year. */
export function parseRange(raw: string, key: RangeKey): Range {
  const limits = RANGE_LIMITS[key];
  const parts = raw.split(",");
  if (parts.length === 1) {
    const value = parseAmount(parts[0], limits);
    return key === "year" && value !== null ? { min: value, max: value } : NO_RANGE;
  }
  if (parts.length !== 2) return NO_RANGE;
  const bound = (part: string) =>
    part.trim() === "" || part.trim() === "null" ? null : parseAmount(part, limits);
  return orderRange({ min: bound(parts[0]!), max: bound(parts[1]!) });
}

function orderRange(range: Range): Range {
  if (range.min !== null && range.max !== null && range.min > range.max)
    return { min: range.max, max: range.min };
  return range;
}

/** Two ranges that both apply: the narrower one (a path token and a query value, say). */
function intersectRanges(a: Range, b: Range): Range {
  const pick = (x: number | null, y: number | null, f: (a: number, b: number) => number) =>
    x === null ? y : y === null ? x : f(x, y);
  return { min: pick(a.min, b.min, Math.max), max: pick(a.max, b.max, Math.min) };
}

export function isRangeSet(range: Range): boolean {
  return range.min !== null || range.max !== null;
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

function sortedUnique<T extends string>(values: T[]): T[] {
  return unique(values).sort();
}

// ---- path tokens ---------------------------------------------------------------------------

export type PathParse = { ok: true; filters: SearchFilters } | { ok: false };

/**
 * Resolves a make or make-model token. Make slugs may hold hyphens (mercedes-benz,
 * land-rover), so known makes are tried longest first, and the rest must be one of that
 * make's models.
 */
export function resolveMakeModel(
  token: string,
  vocabulary: SearchVocabulary,
): { make: string; model: string | null } | null {
  const makes = [...vocabulary.makes.keys()].sort((a, b) => b.length - a.length || a.localeCompare(b));
  for (const make of makes) {
    if (token === make) return { make, model: null };
    if (token.startsWith(`${make}-`)) {
      const model = token.slice(make.length + 1);
      if (vocabulary.makes.get(make)!.models.has(model)) return { make, model };
    }
  }
  return null;
}

/**
 * Reads the path segments after `/{condition}-cars-for-sale`. Any unknown token, or more
 * than three segments, fails (the page answers 404). Empty segments (a trailing slash) are
 * ignored here; the canonical URL then differs and the page redirects.
 */
export function parseSearchPath(
  segments: string[],
  condition: Condition | null,
  vocabulary: SearchVocabulary,
): PathParse {
  const parts = segments.filter((s) => s !== "").map((s) => s.toLowerCase());
  if (parts.length > MAX_PATH_SEGMENTS) return { ok: false };
  const filters = emptyFilters(condition);
  for (let i = 0; i < parts.length; i++) {
    const token = parts[i]!;
    if ((BODY_STYLES as readonly string[]).includes(token)) {
      filters.bodyStyles.push(token as BodyStyle);
      continue;
    }
    const price = PRICE_TOKEN.exec(token);
    if (price) {
      const amount = Number(price[2]);
      const range: Range = price[1] === "under" ? { min: null, max: amount } : { min: amount, max: null };
      filters.price = intersectRanges(filters.price, range);
      continue;
    }
    if (token === GREAT_DEALS_SEGMENT) {
      const deal = (parts[i + 1] ?? "").replace(/_/g, "-");
      if (!(GREAT_DEALS as readonly string[]).includes(deal)) return { ok: false };
      filters.greatDeal = deal as GreatDeal;
      i++;
      continue;
    }
    if (vocabulary.features.has(token)) {
      filters.features.push(token);
      continue;
    }
    const makeModel = resolveMakeModel(token, vocabulary);
    if (makeModel) {
      filters.makes.push(makeModel.make);
      if (makeModel.model) filters.models.push(makeModel.model);
      continue;
    }
    return { ok: false };
  }
  return { ok: true, filters: normalizeFilters(filters, vocabulary) };
}

// ---- the query -----------------------------------------------------------------------------

/**
 * Reads the query. Never throws: unknown values are dropped, repeated single-value
 * parameters keep their first good value, repeated list parameters add up.
 */
export function parseSearchQuery(
  params: URLSearchParams,
  vocabulary: SearchVocabulary,
  conditions: readonly Condition[],
): SearchFilters {
  const filters = emptyFilters(null);
  // `make=toyota&make=honda` and `make=toyota,honda` say the same.
  const slugs = (name: string) =>
    unique(
      params
        .getAll(name)
        .flatMap((v) => v.split(","))
        .slice(0, MAX_VALUES_PER_PARAM * 2)
        .map((v) => v.trim().toLowerCase().replace(/_/g, "-"))
        .filter((v) => v.length <= 60 && SLUG.test(v)),
    ).slice(0, MAX_VALUES_PER_PARAM);

  const condition = params.getAll("condition").find((c) => (conditions as readonly string[]).includes(c));
  filters.condition = (condition as Condition | undefined) ?? null;

  filters.q = (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_KEYWORD_LENGTH);
  filters.bodyStyles = slugs(QUERY_PARAM.bodyStyles).filter((s): s is BodyStyle =>
    (BODY_STYLES as readonly string[]).includes(s),
  );
  filters.makes = slugs(QUERY_PARAM.makes).filter((s) => vocabulary.makes.has(s));
  filters.models = slugs(QUERY_PARAM.models);
  filters.features = slugs(QUERY_PARAM.features).filter((s) => vocabulary.features.has(s));
  for (const key of [
    "trims",
    "transmissions",
    "fuelTypes",
    "drivetrains",
    "exteriorColors",
    "locations",
  ] as const) {
    filters[key] = slugs(QUERY_PARAM[key]);
  }

  for (const key of RANGE_KEYS) {
    // The canonical `price=min,max`, else the form's `priceMin` / `priceMax`; the first good value wins.
    const joined = params
      .getAll(key)
      .map((raw) => parseRange(raw, key))
      .find(isRangeSet);
    const limits = RANGE_LIMITS[key];
    const first = (name: string) =>
      params
        .getAll(name)
        .map((raw) => parseAmount(raw, limits))
        .find((v) => v !== null) ?? null;
    const inputs = orderRange({ min: first(`${key}Min`), max: first(`${key}Max`) });
    filters[key] = joined && isRangeSet(inputs) ? intersectRanges(joined, inputs) : (joined ?? inputs);
  }

  const deal = params
    .getAll("great-deals")
    .map((v) => v.trim().toLowerCase().replace(/_/g, "-"))
    .find((v) => (GREAT_DEALS as readonly string[]).includes(v));
  filters.greatDeal = (deal as GreatDeal | undefined) ?? null;

  const sort = params.getAll("sort").find((v) => (SORT_VALUES as readonly string[]).includes(v));
  filters.sort = (sort as SortValue | undefined) ?? DEFAULT_SORT;

  filters.page = parsePage(params.getAll("page"));
  return filters;
}

/** The first page number that reads as one; junk, zero and negatives are page 1; huge is MAX_PAGE. */
function parsePage(values: string[]): number {
  for (const raw of values) {
    const trimmed = raw.trim();
    if (!/^\d+$/.test(trimmed)) continue;
    const digits = trimmed.replace(/^0+/, "");
    if (digits === "") continue;
    if (digits.length > 6) return MAX_PAGE;
    return Math.min(MAX_PAGE, Number(digits));
  }
  return 1;
}

// ---- merging and normalizing ----------------------------------------------------------------

/** Path and query together: lists add up, ranges narrow, the query's condition yields to the path's. */
export function mergeFilters(
  path: SearchFilters,
  query: SearchFilters,
  vocabulary: SearchVocabulary,
): SearchFilters {
  const merged: SearchFilters = {
    ...query,
    condition: path.condition ?? query.condition,
    greatDeal: path.greatDeal ?? query.greatDeal,
  };
  for (const key of LIST_KEYS) {
    (merged[key] as string[]) = [...path[key], ...query[key]];
  }
  for (const key of RANGE_KEYS) merged[key] = intersectRanges(path[key], query[key]);
  return normalizeFilters(merged, vocabulary);
}

/**
 * One spelling per filter state: lists sorted and without repeats; models only under a
 * chosen make they belong to, trims only under a chosen model (clearing a make clears its
 * models, clearing a model its trims).
 */
export function normalizeFilters(filters: SearchFilters, vocabulary: SearchVocabulary): SearchFilters {
  const next: SearchFilters = { ...filters };
  for (const key of LIST_KEYS) (next[key] as string[]) = sortedUnique(filters[key] as string[]);
  next.bodyStyles = BODY_STYLES.filter((b) => next.bodyStyles.includes(b));
  next.models = next.models.filter((model) =>
    next.makes.some((make) => vocabulary.makes.get(make)?.models.has(model)),
  );
  if (next.models.length === 0) next.trims = [];
  for (const key of RANGE_KEYS) next[key] = orderRange(next[key]);
  return next;
}

// ---- building the canonical URL --------------------------------------------------------------

export function searchBasePath(condition: Condition | null): string {
  return condition ? `/${condition}-cars-for-sale` : "/cars-for-sale";
}

type Placement = {
  path: string[];
  inPath: Set<"bodyStyles" | "makeModel" | "features" | "price" | "greatDeal">;
};

/**
 * Which filters the path holds. Groups go in priority order (bodystyle, make-model,
 * features, price), each whole or not at all, while segments remain. The great-deals pair
 * is a path of its own (/used-cars-for-sale/great_deals/price_drop) only when nothing else
 * is in the path.
 */
function placeInPath(filters: SearchFilters): Placement {
  const path: string[] = [];
  const inPath: Placement["inPath"] = new Set();
  const room = (n: number) => path.length + n <= MAX_PATH_SEGMENTS;
  if (filters.bodyStyles.length === 1) {
    path.push(filters.bodyStyles[0]!);
    inPath.add("bodyStyles");
  }
  if (filters.makes.length === 1 && filters.models.length <= 1 && room(1)) {
    path.push(filters.models.length ? `${filters.makes[0]}-${filters.models[0]}` : filters.makes[0]!);
    inPath.add("makeModel");
  }
  if (filters.features.length > 0 && room(filters.features.length)) {
    path.push(...filters.features);
    inPath.add("features");
  }
  const priceTokens: string[] = [];
  if (filters.price.min !== null) priceTokens.push(`price-over-${filters.price.min}`);
  if (filters.price.max !== null) priceTokens.push(`price-under-${filters.price.max}`);
  if (priceTokens.length > 0 && room(priceTokens.length)) {
    path.push(...priceTokens);
    inPath.add("price");
  }
  if (filters.greatDeal && path.length === 0) {
    path.push(GREAT_DEALS_SEGMENT, filters.greatDeal.replace(/-/g, "_"));
    inPath.add("greatDeal");
  }
  return { path, inPath };
}

export function formatRange(range: Range): string {
  return `${range.min ?? "null"},${range.max ?? "null"}`;
}

/** The canonical query as name/value pairs, in canonical order. */
export function searchQueryEntries(filters: SearchFilters): Array<[string, string]> {
  const { inPath } = placeInPath(filters);
  const entries: Array<[string, string]> = [];
  if (filters.q) entries.push(["q", filters.q]);
  const list = (key: ListKey) => {
    for (const value of filters[key]) entries.push([QUERY_PARAM[key], value]);
  };
  if (!inPath.has("bodyStyles")) list("bodyStyles");
  if (!inPath.has("makeModel")) {
    list("makes");
    list("models");
  }
  list("trims");
  if (!inPath.has("features")) list("features");
  if (!inPath.has("price") && isRangeSet(filters.price)) entries.push(["price", formatRange(filters.price)]);
  for (const key of ["year", "mileage", "payment"] as const) {
    if (isRangeSet(filters[key])) entries.push([key, formatRange(filters[key])]);
  }
  list("transmissions");
  list("fuelTypes");
  list("drivetrains");
  list("exteriorColors");
  list("locations");
  if (filters.greatDeal && !inPath.has("greatDeal")) entries.push(["great-deals", filters.greatDeal]);
  if (filters.sort !== DEFAULT_SORT) entries.push(["sort", filters.sort]);
  if (filters.page > 1) entries.push(["page", String(filters.page)]);
  return entries;
}

export function searchPath(filters: SearchFilters): string {
  const { path } = placeInPath(filters);
  return [searchBasePath(filters.condition), ...path].join("/");
}

/**
 * A query as a browser's GET form writes it (spaces as `+`), except that commas stay
 * readable (`mileage=null,85000`): the one spelling the page compares requests with.
 */
export function encodeQuery(entries: Array<[string, string]>): string {
  return new URLSearchParams(entries).toString().replace(/%2C/g, ",");
}

/** The one URL of a filter state (path and query). */
export function searchUrl(filters: SearchFilters): string {
  const query = encodeQuery(searchQueryEntries(filters));
  return query ? `${searchPath(filters)}?${query}` : searchPath(filters);
}

// ---- changing a filter state (links of chips, facets and pages) -----------------------------

/** The same search from page 1 with one change; used by every link that changes the filters. */
export function withFilters(filters: SearchFilters, change: Partial<SearchFilters>): SearchFilters {
  return { ...filters, page: 1, ...change };
}

export function toggleListValue(filters: SearchFilters, key: ListKey, value: string): SearchFilters {
  const current = filters[key] as string[];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value].sort();
  // normalizeFilters() then drops the models of a make that left, and trims without a model.
  return withFilters(filters, { [key]: next });
}

/** A label for a slug nobody named: 'eight-speed-automatic' -> 'Eight Speed Automatic'. */
export function labelFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

export { slugify };
export const ALL_CONDITIONS = CONDITIONS;
