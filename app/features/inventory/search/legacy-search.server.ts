import type { Settings } from "~/features/company/settings.server";
import type { DB } from "~/lib/db/connection.server";
import { notFound, type PageOutcome, redirectTo } from "~/lib/page-outcome";
import { appendQuery } from "./filter-urls";
import { legacySearchUrl } from "./legacy-search";
import { getSearchData } from "./search-repository.server";

/**
 * Answers an old /search-vehicles URL: a permanent redirect to the search page it means, with
 * its query kept (campaign parameters), or not found when it names a filter the inventory
 * does not know.
 */
export async function resolveLegacySearchUrl(
  services: { db: DB; settings: Settings },
  url: URL,
  splat: string,
): Promise<PageOutcome<never>> {
  const { vocabulary } = await getSearchData(services.db);
  const target = legacySearchUrl(splat.split("/"), services.settings.store.conditions, vocabulary);
  if (!target) return notFound;
  return redirectTo(appendQuery(target, url.search.slice(1)), 301);
}
