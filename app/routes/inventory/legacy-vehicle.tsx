import { resolveLegacyVehicleUrl } from "~/features/inventory/vehicle-page/vehicle-page.server";
import { pageOrThrow } from "~/routes/+shared/outcome";
import type { Route } from "./+types/legacy-vehicle";
import { inLanguage, pageLanguage } from "./page-language.server";

/**
 * The old site's vehicle URLs (/used-vehicle/…, /new-vehicle/…, /certified-vehicle/…):
 * a permanent redirect to the vehicle's current detail URL (in the URL's language), or the 404 page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, url, pathname } = pageLanguage(request, context);
  const outcome = await resolveLegacyVehicleUrl(context.services.db, url);
  return pageOrThrow(inLanguage(outcome, language), pathname);
}

export default function LegacyVehicle() {
  return null;
}
