import { sitemapIndexXml } from "~/features/seo/feeds/sitemap-xml";
import type { Route } from "./+types/sitemap-index";
import { listSitemapFiles, xmlResponse } from "./sitemaps.server";

/**
 * GET /sitemap.xml: the sitemap index (robots.txt points here). It lists one file per 50,000
 * URLs of each section that has any; an empty section is left out, since a urlset without a
 * URL is not a valid sitemap.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  return xmlResponse(sitemapIndexXml(services.env.siteUrl, await listSitemapFiles(services)));
}
