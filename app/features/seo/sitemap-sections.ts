import type { StaffMember } from "~/features/company/staff";
import type { Article } from "~/features/content/article-schema";
import { offerPath } from "~/features/content/offers";
import type { HelpCategory, LegalDocument } from "~/features/content/page-schema";
import type { Promotion } from "~/features/content/promotion-schema";
import { activePromotions } from "~/features/content/promotions";
import { vehicleUrl } from "~/features/inventory/urls";
import type { Vehicle } from "~/features/inventory/vehicle";
import { LANGUAGES, localizePath } from "~/lib/i18n/languages";
import { SITE_PATHS, staffMemberPath } from "~/lib/site-paths";

/**
 * The sitemap's sections (spec section 2: pages, filters, vehicles (daily), offers, articles,
 * team-members), each a list of the site paths it holds. One builder per section, pure, with
 * its inputs passed in: the XML sitemaps (/sitemap.xml and /sitemaps/{section}-{n}.xml) and
 * the JSON endpoints (GET /api/___sitemaps___/{section}) read the same lists, so they cannot
 * disagree.
 */
export const SITEMAP_SECTIONS = [
  "pages",
  "filters",
  "vehicles",
  "offers",
  "articles",
  "team-members",
] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

export function isSitemapSection(value: string): value is SitemapSection {
  return (SITEMAP_SECTIONS as readonly string[]).includes(value);
}

/** The sitemaps.org 0.9 values of changefreq. */
export type ChangeFrequency = "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";

export type SitemapEntry = {
  /** A site path (/our-company); the writers make it absolute. */
  path: string;
  /** W3C datetime: a day (2025-03-01) or a UTC time (2025-03-01T14:00:00Z). */
  lastmod?: string;
  changefreq?: ChangeFrequency;
};

/** The protocol's limit per sitemap file; a section with more is split into pages 1..n. */
export const URLS_PER_SITEMAP = 50_000;

/**
 * Static pages that are NOT in the pages section, and why. Every other SITE_PATHS entry is
 * listed, so a page added there reaches the sitemap without anyone remembering to add it.
 */
const NOT_STATIC_PAGES: ReadonlySet<string> = new Set([
  // The search pages: the filters section lists the ones worth indexing.
  SITE_PATHS.search,
  // A results page for the visitor's own words: no content of its own to rank.
  SITE_PATHS.carResearchSearch,
  // The thank-you page after the contact form.
  SITE_PATHS.contactConfirmation,
]);

/**
 * Every static page of the site: home, financing, contact, company, service, the offer index
 * pages, research and help center (with its categories), the legal texts, sell-trade, referrals,
 * protection plans... Legal texts carry the day their version took effect.
 */
export function pagesSection(input: {
  helpCenter: readonly Pick<HelpCategory, "path">[];
  legal: Readonly<Record<string, Pick<LegalDocument, "path" | "updatedAt">>>;
}): SitemapEntry[] {
  const legal = Object.values(input.legal);
  const legalPaths = new Set(legal.map((doc) => doc.path));
  const staticPaths = Object.values(SITE_PATHS).filter(
    (path) => !NOT_STATIC_PAGES.has(path) && !legalPaths.has(path),
  );
  const entries: SitemapEntry[] = [
    ...staticPaths.map((path) => ({ path })),
    ...input.helpCenter.map((category) => ({ path: category.path })),
    ...legal.map((doc) => ({ path: doc.path, lastmod: doc.updatedAt })),
  ];
  return uniqueByPath(entries);
}

/** The search pages worth indexing, as the search page itself decides (filter-pages.server.ts). */
export function filtersSection(paths: readonly string[]): SitemapEntry[] {
  return uniqueByPath(paths.map((path) => ({ path })));
}

/** What the vehicles section needs of an in-stock vehicle: its URL's parts and when it last changed. */
export type SitemapVehicle = Pick<Vehicle, "vin" | "condition" | "year" | "make" | "model"> & {
  /** The row's updated_at: an ISO-8601 UTC time. */
  updatedAt: string;
};

/** Every vehicle in stock; prices and stock change daily (spec section 2: vehicles, daily). */
export function vehiclesSection(vehicles: readonly SitemapVehicle[]): SitemapEntry[] {
  return vehicles.map((vehicle) => {
    const lastmod = w3cDateTime(vehicle.updatedAt);
    return {
      path: vehicleUrl(vehicle),
      changefreq: "daily" as const,
      ...(lastmod ? { lastmod } : {}),
    };
  });
}

/**
 * The offers running today that have a page of their own. An offer that has not started is
 * private until its first day, and an ended one answers 410, so neither is listed.
 */
export function offersSection(promotions: readonly Promotion[], now: Date): SitemapEntry[] {
  const paths = activePromotions(promotions, now)
    .map((offer) => offerPath(offer))
    .filter((path): path is string => path !== undefined);
  return uniqueByPath(paths.map((path) => ({ path })));
}

/** Each article once, at its canonical URL (the category aliases only point there). */
export function articlesSection(
  articles: readonly Pick<Article, "path" | "publishedAt" | "updatedAt">[],
): SitemapEntry[] {
  return uniqueByPath(
    articles.map((article) => ({ path: article.path, lastmod: article.updatedAt ?? article.publishedAt })),
  );
}

export function teamMembersSection(staff: readonly Pick<StaffMember, "slug">[]): SitemapEntry[] {
  return uniqueByPath(staff.map((member) => ({ path: staffMemberPath(member.slug) })));
}

/**
 * Every entry in both languages: the English page, then its Spanish twin (`/es/...`), with
 * the same dates. Search engines find each language's page; the pages' `hreflang` links
 * pair them.
 */
export function inBothLanguages(entries: readonly SitemapEntry[]): SitemapEntry[] {
  return entries.flatMap((entry) =>
    LANGUAGES.map((language) => ({ ...entry, path: localizePath(entry.path, language) })),
  );
}

/** Pages of at most `size` entries; an empty list has no pages (an empty urlset is invalid). */
export function paginate<T>(entries: readonly T[], size = URLS_PER_SITEMAP): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < entries.length; start += size) pages.push(entries.slice(start, start + size));
  return pages;
}

/** The path of a section's n-th sitemap file (n from 1): /sitemaps/vehicles-2.xml. */
export function sitemapFilePath(section: SitemapSection, page: number): string {
  return `/sitemaps/${section}-${page}.xml`;
}

const SITEMAP_FILE = new RegExp(`^(${SITEMAP_SECTIONS.join("|")})-([1-9]\\d{0,5})\\.xml$`);

/** Reads "vehicles-2.xml" back into its section and page; anything else is null. */
export function parseSitemapFileName(name: string): { section: SitemapSection; page: number } | null {
  const match = SITEMAP_FILE.exec(name);
  if (!match) return null;
  return { section: match[1] as SitemapSection, page: Number(match[2]) };
}

/** The newest lastmod of some entries (for the index's line of their file), if any has one. */
export function latestLastmod(entries: readonly SitemapEntry[]): string | undefined {
  let latest: { time: number; value: string } | undefined;
  for (const entry of entries) {
    if (!entry.lastmod) continue;
    const time = Date.parse(entry.lastmod);
    if (!Number.isNaN(time) && (!latest || time > latest.time)) latest = { time, value: entry.lastmod };
  }
  return latest?.value;
}

/** An ISO time as the W3C datetime sitemaps take, to the second in UTC; unreadable: undefined. */
export function w3cDateTime(iso: string): string | undefined {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return undefined;
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z");
}

function uniqueByPath(entries: SitemapEntry[]): SitemapEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (seen.has(entry.path)) return false;
    seen.add(entry.path);
    return true;
  });
}
