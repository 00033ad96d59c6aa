import type { Vehicle } from "./vehicle";

/** What a list of vehicles shows of each (search results, similar vehicles, the home page). */
export type VehicleCardData = Pick<
  Vehicle,
  | "vin"
  | "condition"
  | "year"
  | "make"
  | "model"
  | "trim"
  | "mileage"
  | "price"
  | "oldPrice"
  | "images"
  | "premiumUpgrade"
>;
