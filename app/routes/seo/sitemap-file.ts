import { urlsetXml } from "~/features/seo/feeds/sitemap-xml";
import { paginate, parseSitemapFileName } from "~/features/seo/sitemap-sections";
import type { Route } from "./+types/sitemap-file";
import { loadSitemapSection, notFoundResponse, xmlResponse } from "./sitemaps.server";

/** GET /sitemaps/{section}-{n}.xml: the n-th 50,000 URLs of a section, as a sitemaps.org urlset. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const file = parseSitemapFileName(params.file);
  if (!file) return notFoundResponse();
  const { services } = context;
  const entries = paginate(await loadSitemapSection(services, file.section))[file.page - 1];
  if (!entries) return notFoundResponse();
  return xmlResponse(urlsetXml(services.env.siteUrl, entries));
}
