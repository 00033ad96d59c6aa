import { redirectLegacyVehicle } from "~/features/inventory/vehicle-page/vehicle-page.server";
import type { Route } from "./+types/legacy-vehicle";

/**
 * The old site's vehicle URLs (/used-vehicle/…, /new-vehicle/…, /certified-vehicle/…):
 * a permanent redirect to the vehicle's current detail URL, or the 404 page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return redirectLegacyVehicle(request);
}

export default function LegacyVehicle() {
  return null;
}
