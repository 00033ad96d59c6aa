import { redirectLegacySearch } from "~/features/inventory/search/legacy-search.server";
import type { Route } from "./+types/search-vehicles";

/** /search-vehicles/...: a permanent redirect to the search page the old URL meant. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return redirectLegacySearch(request, params["*"] ?? "");
}

// A page module (not a resource route), so an unknown legacy filter shows the layout's 404 page.
export default function SearchVehicles() {
  return null;
}
