import { BODY_STYLES, type BodyStyle, type Condition } from "../vehicle";
import {
  DEFAULT_SORT,
  emptyFilters,
  GREAT_DEALS,
  GREAT_DEALS_SEGMENT,
  type GreatDeal,
  intersectRanges,
  isRangeSet,
  LIST_KEYS,
  MAX_PAGE,
  MAX_PATH_SEGMENTS,
  NO_RANGE,
  orderRange,
  QUERY_PARAM,
  RANGE_KEYS,
  RANGE_LIMITS,
  type Range,
  type RangeKey,
  type SearchFilters,
  type SearchVocabulary,
  SORT_VALUES,
  type SortValue,
} from "./filter-state";

/**
 * Reading a URL into a filter state: path tokens and the query, merged and normalized.
 * Parsing never throws: a path token it does not know is a 404, a query value it does not
 * understand is dropped.
 */

/** Upper bounds on what a URL may ask for, so a hand-made URL cannot make the server work hard. */
const MAX_VALUES_PER_PARAM = 40;
const MAX_KEYWORD_LENGTH = 100;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PRICE_TOKEN = /^price-(under|over)-(\d{1,7})$/;

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
