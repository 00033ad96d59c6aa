import { resolveLegacySearchUrl } from "~/features/inventory/search/legacy-search.server";
import { pageOrThrow } from "~/routes/+shared/outcome";
import type { Route } from "./+types/search-vehicles";
import { inLanguage, pageLanguage } from "./page-language.server";

/** /search-vehicles/...: a permanent redirect to the search page the old URL meant (in the URL's language). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { language, url, pathname } = pageLanguage(request, context);
  const outcome = await resolveLegacySearchUrl(context.services, url, params["*"] ?? "");
  return pageOrThrow(inLanguage(outcome, language), pathname);
}

// A page module (not a resource route), so an unknown legacy filter shows the layout's 404 page.
export default function SearchVehicles() {
  return null;
}
