import { loadFilterPagePaths } from "~/features/inventory/search/filter-pages.server";
import { searchContextFromSettings } from "~/features/inventory/search/search-page.server";
import { getApp } from "~/lib/app.server";
import type { Route } from "./+types/sitemap-filters";

/**
 * GET /api/___sitemaps___/filters: the filter pages worth indexing, as `{ value: [{ loc }] }`
 * (spec section 7). `?without=1` gives each loc without the site's origin (a path, which is
 * what the search page compares itself with); otherwise locs are absolute URLs for the sitemap.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { db, settings, env } = getApp();
  const without = new URL(request.url).searchParams.get("without") === "1";
  const paths = await loadFilterPagePaths(db, (index) => searchContextFromSettings(settings, index));
  return Response.json(
    { value: paths.map((path) => ({ loc: without ? path : `${env.siteUrl}${path}` })) },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}
