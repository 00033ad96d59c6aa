import type { Condition } from "../vehicle";
import {
  DEFAULT_SORT,
  GREAT_DEALS_SEGMENT,
  isRangeSet,
  type ListKey,
  MAX_PATH_SEGMENTS,
  QUERY_PARAM,
  type Range,
  type SearchFilters,
} from "./filter-state";

/**
 * Writing a filter state as its one canonical URL, and the changes links make to a state.
 *
 * The path holds its tokens in the filter priority bodystyle, make-model, features, price,
 * at most three segments; what does not fit, or has no path form, goes to the query in a
 * fixed order. filter-parsing.ts reads every URL written here back as the same state.
 */

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

/** A URL with more query parameters after its own (campaign parameters kept on a redirect). */
export function appendQuery(url: string, query: string): string {
  if (!query) return url;
  return `${url}${url.includes("?") ? "&" : "?"}${query}`;
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
