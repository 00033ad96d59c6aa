import { slugify } from "./slug";
import type { Vehicle } from "./vehicle";

/** The vehicle detail URL: /{condition}-cars-for-sale/{year}-{make}-{model}-{vin}. */
export function vehicleUrl(vehicle: Pick<Vehicle, "condition" | "year" | "make" | "model" | "vin">): string {
  return `/${vehicle.condition}-cars-for-sale/${vehicle.year}-${slugify(vehicle.make)}-${slugify(vehicle.model)}-${vehicle.vin}`;
}

/** The search page of one body style. */
export function bodyStyleSearchUrl(bodyStyle: string): string {
  return `/cars-for-sale/${bodyStyle}`;
}
