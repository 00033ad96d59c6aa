import type { Settings } from "~/features/company/settings.server";
import type { PriceAccess } from "~/features/gates/price-view";
import type { DB } from "~/lib/db/connection.server";
import { notFound, type PageOutcome, page, redirectTo } from "~/lib/page-outcome";
import type { Condition } from "../vehicle";
import { listFilterPagePaths } from "./filter-pages.server";
import { mergeFilters, normalizeFilters, parseSearchPath, parseSearchQuery } from "./filter-parsing";
import {
  emptyFilters,
  KNOWN_PARAMS,
  RESULTS_PER_PAGE,
  type SearchFilters,
  type SortValue,
} from "./filter-state";
import { appendQuery, encodeQuery, searchPath, searchQueryEntries, searchUrl } from "./filter-urls";
import { type LiveCounts, liveCounts, noLiveCounts } from "./live-counts";
import { type NearMatch, nearMatches } from "./near-matches";
import { type ResultCard, resultCards } from "./result-cards";
import { paymentTermsText, searchContextFromSettings } from "./search-context";
import {
  type Chip,
  chipLink,
  chipStates,
  searchDescription,
  searchHeading,
  searchTitle,
  type Wording,
} from "./search-copy";
import { type LabelledFacets, labelFacets, labeller } from "./search-labels";
import { getSearchData } from "./search-repository.server";

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
  vehicles: ResultCard[];
  facets: LabelledFacets;
  chips: Chip[];
  clearUrl: string;
  /** When nothing matches: the nearest searches that find vehicles. */
  nearMatches: NearMatch[];
  /** Where the filter form goes: the search without a condition (the form carries it). */
  formAction: string;
  sortOptions: Array<{ value: SortValue; label: string }>;
  /** The terms the monthly-payment filter and the cards' estimates assume, said next to them. */
  paymentTerms: string;
  /** Those terms are the visitor's own (the personalised-pricing questionnaire's): a personal page. */
  yourTerms: boolean;
  siteUrl: string;
  siteName: string;
  /**
   * "12 more vehicles in our private inventory": how many private vehicles a visitor who has
   * not unlocked them does not see (a count, the same for everyone: the page stays shared);
   * null when there are none or the visitor's results already hold them. Its words come
   * translated (the gates catalogue, `wording.t`), so the search page's script carries none.
   */
  privateTeaser: PrivateTeaser | null;
  /** Time spent finding the vehicles and counting the facets, for the Server-Timing header. */
  searchMs: number;
};

export type PrivateTeaser = { count: number; text: string; detail: string; link: string };

/** The teaser's words for `count` private vehicles. */
function privateTeaser(count: number, t: Wording["t"]): PrivateTeaser {
  return {
    count,
    text: t("gateFlows.privateInventory.teaser.text", { count }),
    detail: t("gateFlows.privateInventory.teaser.detail"),
    link: t("gateFlows.privateInventory.teaser.link"),
  };
}

/** Same parameters, same values, same order. */
function sameEntries(a: Array<[string, string]>, b: Array<[string, string]>): boolean {
  return a.length === b.length && a.every(([k, v], i) => b[i]![0] === k && b[i]![1] === v);
}

/** Campaign and other unknown parameters ride along on every redirect (utm_source, gclid...). */
function withPassthrough(url: string, passthrough: Array<[string, string]>): string {
  return appendQuery(url, encodeQuery(passthrough));
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
export type SearchPageServices = { db: DB; settings: Settings; siteUrl: string };

type SearchArgs = {
  url: URL;
  condition: Condition | null;
  splat: string;
  /**
   * Asked only when the inventory has private vehicles: whether this visitor unlocked them
   * (reading the visitor's gates makes the page personal, so a shared page never asks).
   */
  privateInventory?: () => boolean;
  /**
   * What the visitor may see of prices (features/gates/price-view.ts): locked cars come
   * without prices unless unlocked; the cards' payments and the payment filter use the
   * visitor's own terms when they have some. None: an anonymous visitor.
   */
  prices?: PriceAccess;
};

/** The search a URL asks for, path and query merged; null when the path is not a search page. */
async function readSearch(services: SearchPageServices, args: SearchArgs) {
  const { db, settings } = services;
  const conditions = settings.store.conditions;
  if (args.condition && !conditions.includes(args.condition)) return null;
  const data = await getSearchData(db);
  const { vocabulary } = data;
  const unlocked = data.privateCount > 0 && (args.privateInventory?.() ?? false);
  const index = unlocked ? await data.withPrivate() : data.index;
  const fromPath = parseSearchPath(args.splat.split("/"), args.condition, vocabulary);
  if (!fromPath.ok) return null;
  const fromQuery = parseSearchQuery(args.url.searchParams, vocabulary, conditions);
  const filters = mergeFilters(fromPath.filters, fromQuery, vocabulary);
  const context = searchContextFromSettings(settings, index, args.prices?.terms);
  return { data, index, unlocked, fromPath: fromPath.filters, filters, context };
}

/**
 * How many vehicles the filters of a URL find, as a filter form would send them (any
 * spelling, never a redirect), and the count beside every filter value: the phone drawer's
 * "Show N results" and its lists' live counts (live-counts.ts). Counts only, no words: the
 * answer is the same in both languages.
 */
export async function countSearch(services: SearchPageServices, args: SearchArgs): Promise<LiveCounts> {
  const search = await readSearch(services, args);
  if (!search) return noLiveCounts();
  const { total, facets } = search.index.counts(search.filters, search.context);
  return liveCounts(total, facets);
}

export async function loadSearchPage(
  services: SearchPageServices,
  args: SearchArgs,
  /**
   * The inventory and payments catalogues in the page's language (settings already are in
   * it), and the data's words in that language.
   */
  wording: Wording,
): Promise<PageOutcome<SearchPageData>> {
  const { t, language } = wording;
  const { settings, siteUrl } = services;
  const { url } = args;
  const conditions = settings.store.conditions;

  const started = performance.now();
  const search = await readSearch(services, args);
  if (!search) return notFound;
  const { data, index, filters, context } = search;
  const { vocabulary } = data;
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
    const permanent = url.pathname !== searchPath(search.fromPath) && canonical === filters;
    return redirectTo(expected, permanent ? 301 : 302);
  }
  // Which filter pages are indexable: the public inventory's, whoever asks.
  const filterPages = listFilterPagePaths(data.index, context);
  const searchMs = performance.now() - started;

  const label = labeller(settings, data, filters, wording.word);
  const heading = searchHeading(filters, label, wording);
  const normalize = (f: SearchFilters) => normalizeFilters(f, vocabulary);
  const baseCondition = conditions.length === 1 ? conditions[0]! : null;
  const chips = chipStates(filters, label, normalize, { showCondition: conditions.length > 1 }, wording);
  return page({
    filters,
    heading,
    title: searchTitle(heading, filters.page, t),
    description: searchDescription(
      heading,
      outcome.total,
      settings.company.name,
      settings.locations.map((l) => l.subname.replace(/, [A-Z]{2}$/, "")),
      t,
    ),
    canonicalUrl: searchUrl(filters),
    indexable: url.search === "" && filterPages.includes(url.pathname),
    total: outcome.total,
    pageCount,
    vehicles: resultCards(outcome.vehicles, settings, args.prices),
    facets: labelFacets(outcome.facets, settings, label, t, wording.word),
    chips: chips.map(chipLink),
    clearUrl: searchUrl({ ...emptyFilters(filters.condition ?? baseCondition), sort: filters.sort }),
    nearMatches:
      outcome.total === 0
        ? nearMatches(filters, chips, outcome.facets.ranges, (f) => index.count(f, context), wording)
        : [],
    formAction: searchPath(emptyFilters(baseCondition)),
    sortOptions: settings.sortOptions.map((o) => ({ value: o.value, label: o.label })),
    paymentTerms: paymentTermsText(settings, t, language, args.prices?.terms),
    yourTerms: args.prices?.terms !== undefined,
    siteUrl,
    siteName: settings.company.name,
    privateTeaser: data.privateCount > 0 && !search.unlocked ? privateTeaser(data.privateCount, t) : null,
    searchMs,
  });
}

// The sitemap route reads the same search context as the page.
export { searchContextFromSettings };
