import { resolveLegacyVehicleUrl } from "~/features/inventory/vehicle-page/vehicle-page.server";
import { pageOrThrow } from "~/routes/+shared/outcome";
import type { Route } from "./+types/legacy-vehicle";

/**
 * The old site's vehicle URLs (/used-vehicle/…, /new-vehicle/…, /certified-vehicle/…):
 * a permanent redirect to the vehicle's current detail URL, or the 404 page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return pageOrThrow(await resolveLegacyVehicleUrl(context.services.db, url), url.pathname);
}

export default function LegacyVehicle() {
  return null;
}
