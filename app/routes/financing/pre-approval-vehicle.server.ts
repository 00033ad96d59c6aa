import type { AppLoadContext } from "react-router";
import { priceAccessOf, priceLockApplies, priceRulesOf } from "~/features/gates/price-view";
import { findVehicleRecord } from "~/features/inventory/vehicle-page/vehicle-page-repository.server";
import { looksLikeVin } from "~/features/inventory/vin";
import { vehicleOfInterestOf } from "~/features/leads/intake/vehicle-of-interest.server";
import type { VehicleOfInterest } from "~/features/leads/model/vehicle-of-interest";
import { hiddenFromVisitor } from "~/routes/gates/private-inventory.server";

/** The car a pre-approval page shows: its price null while the visitor has not unlocked it. */
export type PreApprovalCar = Omit<VehicleOfInterest, "price"> & { price: number | null };

/**
 * The car the visitor started the pre-approval from (`?vin=`), as the lead gates let this
 * visitor see it: none for a private car of the locked private inventory, no price for a car
 * whose price is locked (issue 16). The gates are read only for such a car, so the page of a
 * public car with a public price stays what it was.
 */
export async function preApprovalCar(
  context: AppLoadContext,
  vin: string | null,
): Promise<PreApprovalCar | null> {
  const { db, settings } = context.services;
  // One lookup: the record says whether the car is private, and what a lead says of it.
  const record = vin && looksLikeVin(vin.trim()) ? await findVehicleRecord(db, vin.trim()) : null;
  if (record?.status !== "in_stock" || hiddenFromVisitor(context, record.vehicle)) return null;
  const vehicle = vehicleOfInterestOf(record.vehicle);
  const rules = priceRulesOf(settings);
  const locked =
    priceLockApplies(record.vehicle.condition, rules.scopes, "elsewhere") &&
    !priceAccessOf(context.visitor).unlocked();
  return { ...vehicle, price: locked ? null : vehicle.price };
}
