import { mainPictureUrl } from "~/features/inventory/photos/picture-urls";
import type { Vehicle } from "~/features/inventory/vehicle";
import { findVehicleRecord } from "~/features/inventory/vehicle-page/vehicle-page-repository.server";
import { looksLikeVin } from "~/features/inventory/vin";
import type { DB } from "~/lib/db/connection.server";
import type { VehicleOfInterest } from "../model/vehicle-of-interest";

/** What a VIN looks like: 17 letters and digits without I, O or Q. */

/**
 * The car a lead form was started from (the pre-approval's `?vin=`), looked up in the
 * inventory by its VIN: only a car in stock, so a sold or unknown VIN, or anything that is
 * not a VIN, gives none and the form simply works without a car. The page's loader shows
 * it; the action looks it up again from the posted VIN, so a lead never carries a car's
 * details as a browser sent them.
 */
export async function findVehicleOfInterest(db: DB, vin: unknown): Promise<VehicleOfInterest | null> {
  if (typeof vin !== "string" || !looksLikeVin(vin.trim())) return null;
  const record = await findVehicleRecord(db, vin.trim());
  return record?.status === "in_stock" ? vehicleOfInterestOf(record.vehicle) : null;
}

/** What a lead says of a car of the inventory. */
export function vehicleOfInterestOf(v: Vehicle): VehicleOfInterest {
  return {
    vin: v.vin,
    condition: v.condition,
    year: v.year,
    make: v.make,
    model: v.model,
    trim: v.trim,
    price: v.price,
    mileage: v.mileage,
    bodyStyle: v.bodyStyle,
    transmission: v.transmission,
    exteriorColor: v.exteriorColor,
    interiorColor: v.interiorColor,
    picture: mainPictureUrl(v),
  };
}
