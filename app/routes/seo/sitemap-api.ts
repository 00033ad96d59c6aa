import { absoluteUrl } from "~/features/seo/page-meta";
import { isSitemapSection } from "~/features/seo/sitemap-sections";
import type { Route } from "./+types/sitemap-api";
import { loadSitemapSection } from "./sitemaps.server";

/**
 * GET /api/___sitemaps___/{pages|filters|vehicles|offers|articles|team-members} (spec section 7):
 * a section of the sitemap as `{ value: [{ loc }] }`. Locs are absolute URLs; `?without=1`
 * gives each loc without the site's origin (a path, which is what the search page compares
 * itself with for the filters section).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isSitemapSection(params.section)) {
    return Response.json(
      { error: "Unknown sitemap section" },
      { status: 404, headers: { "Cache-Control": "public, max-age=300" } },
    );
  }
  const { services } = context;
  const without = new URL(request.url).searchParams.get("without") === "1";
  const entries = await loadSitemapSection(services, params.section);
  return Response.json(
    {
      value: entries.map((entry) => ({
        loc: without ? entry.path : absoluteUrl(services.env.siteUrl, entry.path),
      })),
    },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}
