import { absoluteUrl } from "../page-meta";
import type { SitemapEntry } from "../sitemap-sections";
import { XML_DECLARATION, xmlElement } from "./xml";

/**
 * The sitemaps.org 0.9 documents: a urlset (one file of a section) and the sitemap index that
 * lists the files. Both validate against the protocol's XSDs (tests/fixtures/sitemaps/).
 */
export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** One `<url>` per entry; the caller keeps a file within URLS_PER_SITEMAP (paginate()). */
export function urlsetXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const lines = entries.map(
    (entry) =>
      `<url>${xmlElement("loc", absoluteUrl(siteUrl, entry.path))}${xmlElement("lastmod", entry.lastmod)}${xmlElement("changefreq", entry.changefreq)}</url>`,
  );
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${lines.join("\n")}\n</urlset>\n`;
}

/** A sitemap file as the index lists it: its path and the newest lastmod of its entries. */
export type SitemapFile = { path: string; lastmod?: string };

export function sitemapIndexXml(siteUrl: string, files: readonly SitemapFile[]): string {
  const lines = files.map(
    (file) =>
      `<sitemap>${xmlElement("loc", absoluteUrl(siteUrl, file.path))}${xmlElement("lastmod", file.lastmod)}</sitemap>`,
  );
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${lines.join("\n")}\n</sitemapindex>\n`;
}
