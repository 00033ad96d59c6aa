import { data, redirect } from "react-router";
import type { VehicleCardData } from "~/components/vehicle-card";
import type { Settings } from "~/features/company/settings.server";
import { getApp } from "~/lib/app.server";
import { aprForCreditScore, defaultFinanceTerms, maxPriceForMonthlyPayment } from "../payments";
import type { Condition } from "../vehicle";
import type {
  FacetIndex,
  Facets,
  FacetValue,
  ModelFacetValue,
  RangeFacet,
  SearchContext,
} from "./facet-index";
import { listFilterPagePaths } from "./filter-pages.server";
import {
  emptyFilters,
  encodeQuery,
  KNOWN_PARAMS,
  type ListKey,
  labelFromSlug,
  mergeFilters,
  normalizeFilters,
  parseSearchPath,
  parseSearchQuery,
  type RangeKey,
  RESULTS_PER_PAGE,
  type SearchFilters,
  type SearchVocabulary,
  type SortValue,
  searchPath,
  searchQueryEntries,
  searchUrl,
} from "./filters";
import {
  type Chip,
  conditionLabel,
  filterChips,
  searchDescription,
  searchHeading,
  searchTitle,
} from "./search-copy";
import { getSearchData, type SearchData } from "./search-repository.server";

/** The options of the range selects; the shopper's own values are added beside them. */
export const RANGE_OPTIONS: Record<Exclude<RangeKey, "year">, readonly number[]> = {
  price: [
    5_000, 7_500, 10_000, 12_500, 15_000, 17_500, 20_000, 25_000, 30_000, 35_000, 40_000, 50_000, 60_000,
    80_000, 100_000,
  ],
  mileage: [
    10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 75_000, 85_000, 100_000, 125_000, 150_000, 200_000,
  ],
  payment: [200, 250, 300, 350, 400, 450, 500, 600, 700, 800, 1_000],
};

export type LabelledFacets = Omit<Facets, "models"> & { models: ModelFacetValue[] };

export type SearchPageData = {
  filters: SearchFilters;
  heading: string;
  title: string;
  description: string;
  /** The page's one URL (path and search query, no campaign parameters). */
  canonicalUrl: string;
  indexable: boolean;
  total: number;
  pageCount: number;
  vehicles: VehicleCardData[];
  facets: LabelledFacets;
  chips: Chip[];
  clearUrl: string;
  /** Where the filter form goes: the search without a condition (the form carries it). */
  formAction: string;
  sortOptions: Array<{ value: SortValue; label: string }>;
  /** The terms the monthly-payment filter assumes, said next to it. */
  paymentTerms: string;
  siteUrl: string;
  siteName: string;
  /** Time spent finding the vehicles and counting the facets, for the Server-Timing header. */
  searchMs: number;
};

function notFound(pathname: string): never {
  throw data(`Page Not Found: ${pathname}`, { status: 404, statusText: "Not Found" });
}

/** How the search reads the dealership's settings: what it sells, and how a payment becomes a price. */
export function searchContext(settings: Settings, index: FacetIndex): SearchContext {
  const payments = settings.company.payments;
  const fee = settings.company.fee.documentary;
  // The vehicle page's default terms (cash down, trade, term, credit score), without a price.
  const { price: _price, ...terms } = defaultFinanceTerms(Number.MAX_SAFE_INTEGER, payments);
  const memo = new Map<number, number>();
  return {
    conditions: settings.store.conditions,
    maxPriceForPayment: (monthly) => {
      let price = memo.get(monthly);
      if (price === undefined) {
        price = maxPriceForMonthlyPayment(monthly, terms, payments, fee);
        memo.set(monthly, price);
      }
      return price;
    },
    rangeOptions: { ...RANGE_OPTIONS, year: index.years() },
  };
}

const contexts = new WeakMap<FacetIndex, { settings: Settings; context: SearchContext }>();
/** searchContext(), made once per loaded index (its payment bounds are memoized). */
export function searchContextFromSettings(settings: Settings, index: FacetIndex): SearchContext {
  const known = contexts.get(index);
  if (known && known.settings === settings) return known.context;
  const context = searchContext(settings, index);
  contexts.set(index, { settings, context });
  return context;
}

function paymentTermsText(settings: Settings): string {
  const payments = settings.company.payments;
  const terms = defaultFinanceTerms(Number.MAX_SAFE_INTEGER, payments);
  const apr = aprForCreditScore(terms.creditScore, payments);
  return `Estimated with $${terms.cashDown.toLocaleString("en-US")} down over ${terms.termMonths} months at ${apr}% APR (credit score ${terms.creditScore}), documentary fee included. Your rate depends on your credit.`;
}

/** Same parameters, same values, same order. */
function sameEntries(a: Array<[string, string]>, b: Array<[string, string]>): boolean {
  return a.length === b.length && a.every(([k, v], i) => b[i]![0] === k && b[i]![1] === v);
}

/** Campaign and other unknown parameters ride along on every redirect (utm_source, gclid...). */
function withPassthrough(url: string, passthrough: Array<[string, string]>): string {
  if (passthrough.length === 0) return url;
  return `${url}${url.includes("?") ? "&" : "?"}${encodeQuery(passthrough)}`;
}

/** A display name for every slug the page shows: settings first, then the data, then the slug itself. */
function labeller(settings: Settings, data: SearchData, filters: SearchFilters) {
  const bodyNames = new Map(settings.bodyStyles.map((b) => [b.value as string, b.name]));
  const locationNames = new Map(settings.locations.map((l) => [l.key as string, l.subname]));
  const { vocabulary, index } = data;
  return (key: ListKey, slug: string): string => {
    switch (key) {
      case "bodyStyles":
        return bodyNames.get(slug) ?? labelFromSlug(slug);
      case "locations":
        return locationNames.get(slug) ?? labelFromSlug(slug);
      case "makes":
        return vocabulary.makes.get(slug)?.name ?? labelFromSlug(slug);
      case "models": {
        for (const make of filters.makes) {
          const name = vocabulary.makes.get(make)?.models.get(slug);
          if (name) return name;
        }
        return labelFromSlug(slug);
      }
      case "features":
        return vocabulary.features.get(slug) ?? labelFromSlug(slug);
      default:
        return index.label(key, slug) ?? labelFromSlug(slug);
    }
  };
}

function labelFacets(facets: Facets, settings: Settings, label: ReturnType<typeof labeller>): LabelledFacets {
  const byLabel = (a: FacetValue, b: FacetValue) => a.label.localeCompare(b.label);
  const relabel = <T extends FacetValue>(values: T[], key: ListKey) =>
    values.map((v) => ({ ...v, label: label(key, v.value) }));
  const locationOrder = settings.locations.map((l) => l.key as string);
  const inOrder = (order: string[]) => (a: FacetValue, b: FacetValue) =>
    order.indexOf(a.value) - order.indexOf(b.value);
  // Every condition sold and every active body style stay listed, at (0) when none match: the
  // form must always carry the chosen condition, and shoppers expect the nine styles.
  const conditions = settings.store.conditions.map((value) => {
    const found = facets.conditions.find((c) => c.value === value);
    return {
      value,
      label: conditionLabel(value),
      count: found?.count ?? 0,
      selected: found?.selected ?? false,
    };
  });
  const bodyStyles = settings.bodyStyles
    .filter((b) => b.active || facets.bodyStyles.some((f) => f.value === b.value))
    .map((b) => {
      const found = facets.bodyStyles.find((f) => f.value === b.value);
      return {
        value: b.value as string,
        label: b.name,
        count: found?.count ?? 0,
        selected: found?.selected ?? false,
      };
    });
  return {
    ...facets,
    conditions,
    bodyStyles,
    locations: relabel(facets.locations, "locations").sort(inOrder(locationOrder)),
    makes: [...facets.makes].sort(byLabel),
    models: [...facets.models].sort(byLabel),
    trims: [...facets.trims].sort(byLabel),
    transmissions: [...facets.transmissions].sort(byLabel),
    fuelTypes: [...facets.fuelTypes].sort(byLabel),
    drivetrains: [...facets.drivetrains].sort(byLabel),
    exteriorColors: [...facets.exteriorColors].sort(byLabel),
    features: [...facets.features].sort(byLabel),
  };
}

/**
 * The search page: reads the path and query, sends any other spelling of the same search to
 * its one URL, and finds the vehicles.
 *
 * - an unknown path token, or more than three segments: 404 'Page Not Found: {path}';
 * - the path's own filters spelled out of order (or in another case, or with a trailing
 *   slash): 301 to the ordered path;
 * - anything else that differs from the canonical URL (a submitted filter form, junk query
 *   values, filters that belong in the path): 302 there, keeping campaign parameters;
 * - a page past the end: 302 to the last page (page 1 when nothing matches), in the same
 *   redirect as any other correction.
 */
export async function loadSearchPage(args: {
  request: Request;
  condition: Condition | null;
  splat: string;
}): Promise<SearchPageData> {
  const { db, settings, env } = getApp();
  const url = new URL(args.request.url);
  const conditions = settings.store.conditions;
  if (args.condition && !conditions.includes(args.condition)) notFound(url.pathname);

  const started = performance.now();
  const data = await getSearchData(db);
  const { vocabulary, index } = data;
  const fromPath = parseSearchPath(args.splat.split("/"), args.condition, vocabulary);
  if (!fromPath.ok) notFound(url.pathname);
  const fromQuery = parseSearchQuery(url.searchParams, vocabulary, conditions);
  const filters = mergeFilters(fromPath.filters, fromQuery, vocabulary);

  const context = searchContextFromSettings(settings, index);
  const outcome = index.search(filters, context);
  const pageCount = Math.max(1, Math.ceil(outcome.total / RESULTS_PER_PAGE));
  // A page past the end (vehicles sold since the link was made): the last page, in the same redirect.
  const canonical = filters.page > pageCount ? { ...filters, page: pageCount } : filters;

  // Compared decoded: React Router re-encodes the query before the loader sees it (`,` as `%2C`).
  const entries = [...url.searchParams];
  const known = entries.filter(([name]) => KNOWN_PARAMS.has(name));
  const passthrough = entries.filter(([name]) => !KNOWN_PARAMS.has(name));
  if (url.pathname !== searchPath(canonical) || !sameEntries(known, searchQueryEntries(canonical))) {
    const expected = withPassthrough(searchUrl(canonical), passthrough);
    // Permanent only for a misspelt path: where the query or the page count leads changes with the stock.
    const permanent = url.pathname !== searchPath(fromPath.filters) && canonical === filters;
    throw redirect(expected, permanent ? 301 : 302);
  }
  const filterPages = listFilterPagePaths(index, context);
  const searchMs = performance.now() - started;

  const label = labeller(settings, data, filters);
  const heading = searchHeading(filters, label);
  const normalize = (f: SearchFilters) => normalizeFilters(f, vocabulary);
  const baseCondition = conditions.length === 1 ? conditions[0]! : null;
  return {
    filters,
    heading,
    title: searchTitle(heading, filters.page),
    description: searchDescription(
      heading,
      outcome.total,
      settings.company.name,
      settings.locations.map((l) => l.subname.replace(/, [A-Z]{2}$/, "")),
    ),
    canonicalUrl: searchUrl(filters),
    indexable: url.search === "" && filterPages.includes(url.pathname),
    total: outcome.total,
    pageCount,
    vehicles: outcome.vehicles,
    facets: labelFacets(outcome.facets, settings, label),
    chips: filterChips(filters, label, normalize, { showCondition: conditions.length > 1 }),
    clearUrl: searchUrl({ ...emptyFilters(filters.condition ?? baseCondition), sort: filters.sort }),
    formAction: searchPath(emptyFilters(baseCondition)),
    sortOptions: settings.sortOptions.map((o) => ({ value: o.value, label: o.label })),
    paymentTerms: paymentTermsText(settings),
    siteUrl: env.siteUrl,
    siteName: settings.company.name,
    searchMs,
  };
}

export type { FacetValue, RangeFacet, SearchVocabulary };
