import { loadFilterPagePaths } from "~/features/inventory/search/filter-pages.server";
import { searchContextFromSettings } from "~/features/inventory/search/search-page.server";
import { listSitemapVehicles } from "~/features/seo/feeds/in-stock-vehicles.server";
import type { SitemapFile } from "~/features/seo/feeds/sitemap-xml";
import {
  articlesSection,
  filtersSection,
  inBothLanguages,
  latestLastmod,
  offersSection,
  pagesSection,
  paginate,
  SITEMAP_SECTIONS,
  type SitemapEntry,
  type SitemapSection,
  sitemapFilePath,
  teamMembersSection,
  vehiclesSection,
} from "~/features/seo/sitemap-sections";
import type { AppServices } from "~/start-up/app-services.server";

/**
 * A section's entries from the services of this request: content and settings are in memory,
 * the filters and vehicles come from the database. Only the section asked for is read, so
 * /api/___sitemaps___/pages never queries the inventory.
 */
export async function loadSitemapSection(
  services: AppServices,
  section: SitemapSection,
  now = new Date(),
): Promise<SitemapEntry[]> {
  return inBothLanguages(await sectionInEnglish(services, section, now));
}

async function sectionInEnglish(
  services: AppServices,
  section: SitemapSection,
  now: Date,
): Promise<SitemapEntry[]> {
  const { content, db, settings } = services;
  switch (section) {
    case "pages":
      return pagesSection({ helpCenter: content.helpCenter, legal: content.legal });
    case "filters":
      return filtersSection(
        await loadFilterPagePaths(db, (index) => searchContextFromSettings(settings, index)),
      );
    case "vehicles":
      return vehiclesSection(await listSitemapVehicles(db));
    case "offers":
      return offersSection(content.promotions, now);
    case "articles":
      return articlesSection(content.articles);
    case "team-members":
      return teamMembersSection(content.staff);
  }
}

/** Every sitemap file of every section, in the spec's order: what /sitemap.xml lists. */
export async function listSitemapFiles(services: AppServices, now = new Date()): Promise<SitemapFile[]> {
  const sections = await Promise.all(
    SITEMAP_SECTIONS.map(async (section) => ({
      section,
      pages: paginate(await loadSitemapSection(services, section, now)),
    })),
  );
  return sections.flatMap(({ section, pages }) =>
    pages.map((entries, index) => {
      const lastmod = latestLastmod(entries);
      return { path: sitemapFilePath(section, index + 1), ...(lastmod ? { lastmod } : {}) };
    }),
  );
}

/**
 * Sitemaps change when the inventory or the content does: a CDN keeps them an hour and may
 * serve the old copy for a day while it fetches the new one; browsers re-ask after 15 minutes.
 */
export const SITEMAP_CACHE_CONTROL = "public, max-age=900, s-maxage=3600, stale-while-revalidate=86400";

export function xmlResponse(body: string, init: { status?: number } = {}): Response {
  return new Response(body, {
    status: init.status ?? 200,
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": SITEMAP_CACHE_CONTROL,
    },
  });
}

export function notFoundResponse(): Response {
  return new Response("Not Found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
