import type { LeadVehicleInput } from "./lead";

/**
 * A car of the inventory a lead is about (the pre-approval started from a vehicle page):
 * what the form shows of it and what the lead sends. Browser-safe.
 */
export type VehicleOfInterest = {
  vin: string;
  condition: string;
  year: number;
  make: string;
  model: string;
  trim: string;
  price: number;
  mileage: number;
  bodyStyle: string;
  transmission: string;
  exteriorColor: string;
  interiorColor: string;
  /** The car's first picture. */
  picture: string;
};

/** "2019 Honda Civic EX". */
export function vehicleTitle(v: Pick<VehicleOfInterest, "year" | "make" | "model" | "trim">): string {
  return [v.year, v.make, v.model, v.trim].filter(Boolean).join(" ");
}

/** The car as the lead's vehicle (the ADF vehicle element, with its VIN). */
export function leadVehicleOf(v: VehicleOfInterest): LeadVehicleInput {
  return {
    condition: v.condition,
    year: v.year,
    make: v.make,
    model: v.model,
    trim: v.trim,
    vin: v.vin,
    bodystyle: v.bodyStyle,
    transmissionSlug: v.transmission,
    exteriorColor: v.exteriorColor,
    interiorColor: v.interiorColor,
    price: v.price,
    miles: v.mileage,
  };
}
