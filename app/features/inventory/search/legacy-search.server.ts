import { data, redirect } from "react-router";
import { getApp } from "~/lib/app.server";
import { parseSearchPath, searchUrl } from "./filters";
import { parseLegacySearch } from "./legacy-search";
import { getSearchData } from "./search-repository.server";

/**
 * Answers an old /search-vehicles URL: a permanent redirect to the search page it means, with
 * its query kept (campaign parameters), or 404 'Page Not Found: {path}' when it names a
 * filter the inventory does not know.
 */
export async function redirectLegacySearch(request: Request, splat: string): Promise<never> {
  const { db, settings } = getApp();
  const url = new URL(request.url);
  const legacy = parseLegacySearch(splat.split("/"), settings.store.conditions);
  const notFound = () => data(`Page Not Found: ${url.pathname}`, { status: 404, statusText: "Not Found" });
  if (!legacy) throw notFound();
  const { vocabulary } = await getSearchData(db);
  const parsed = parseSearchPath(legacy.segments, legacy.condition, vocabulary);
  if (!parsed.ok) throw notFound();
  const target = searchUrl(parsed.filters);
  throw redirect(
    url.search ? `${target}${target.includes("?") ? "&" : "?"}${url.search.slice(1)}` : target,
    301,
  );
}
