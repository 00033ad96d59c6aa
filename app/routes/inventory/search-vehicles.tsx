import { resolveLegacySearchUrl } from "~/features/inventory/search/legacy-search.server";
import { pageOrThrow } from "~/routes/+shared/outcome";
import type { Route } from "./+types/search-vehicles";

/** /search-vehicles/...: a permanent redirect to the search page the old URL meant. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return pageOrThrow(await resolveLegacySearchUrl(context.services, url, params["*"] ?? ""), url.pathname);
}

// A page module (not a resource route), so an unknown legacy filter shows the layout's 404 page.
export default function SearchVehicles() {
  return null;
}
