import type { BodyStyle, Vehicle } from "~/features/inventory/vehicle";
import type { LeadVehicleInput } from "../model/lead";

/** What a lead sent from a vehicle's page says about the car: everything the CRM can file. */
export type LeadVehicleSource = Pick<
  Vehicle,
  | "condition"
  | "year"
  | "make"
  | "model"
  | "vin"
  | "trim"
  | "bodyStyle"
  | "transmission"
  | "interiorColor"
  | "exteriorColor"
  | "price"
  | "mileage"
  | "stockNumber"
>;

/** A body style as a salesperson says it (the URL slugs are plurals: "suvs"). */
const BODY_STYLE_NAMES: Record<BodyStyle, string> = {
  suvs: "SUV",
  sedans: "Sedan",
  wagons: "Wagon",
  coupes: "Coupe",
  convertibles: "Convertible",
  hatchbacks: "Hatchback",
  trucks: "Truck",
  minivans: "Minivan",
  commercial: "Commercial",
};

/**
 * The car a lead is about, from our own inventory record (never from what the form posted:
 * a visitor cannot change the price or the VIN the salesperson reads). The stock number
 * goes in the vehicle's comments, the one place ADF 1.0 leaves for it.
 */
export function leadVehicleOf(vehicle: LeadVehicleSource): LeadVehicleInput {
  return {
    condition: vehicle.condition,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    vin: vehicle.vin,
    trim: vehicle.trim,
    bodystyle: BODY_STYLE_NAMES[vehicle.bodyStyle],
    transmissionSlug: vehicle.transmission,
    interiorColor: vehicle.interiorColor,
    exteriorColor: vehicle.exteriorColor,
    price: vehicle.price,
    miles: vehicle.mileage,
    comments: `Stock #${vehicle.stockNumber}`,
  };
}
