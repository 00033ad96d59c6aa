import { emptyFilters } from "~/features/inventory/search/filter-state";
import { searchUrl } from "~/features/inventory/search/filter-urls";
import type { FinancingForm } from "~/features/leads/forms/financing";
import { type VehicleOfInterest, vehicleTitle } from "~/features/leads/model/vehicle-of-interest";
import type { Prequalification } from "./prequalification";

/**
 * What the pre-approval form ends on (issue 17), in place of the form: the reference, what the
 * visitor sent, the instant estimate, and a search for cars within it. The page renders it from
 * the action's answer, with and without JavaScript: it holds the visitor's income and credit
 * band, which never travel in a URL (browser history, analytics page views, shared links).
 */
export type PreApprovalConfirmation = {
  /** The stored lead's reference (PRE-7K3M-Q9TZ); null when nothing new was sent (details unchanged). */
  reference: string | null;
  estimate: Prequalification;
  /** What the visitor sent, as they typed it (choices as their values: the page words them). */
  sent: {
    name: string;
    email: string;
    phone: string;
    homeAddress: string;
    identifier: FinancingForm["identifier"];
    buyingTime: FinancingForm["buyingTime"];
    /** "2021 Honda CR-V EX", when the pre-approval was started from a car. */
    vehicle: string | null;
  };
  /** The search for cars priced within the buying power, or null when there is none. */
  searchPath: string | null;
};

/** The confirmation of a valid pre-approval form and its estimate. */
export function preApprovalConfirmation(
  value: FinancingForm,
  estimate: Prequalification,
  options: { reference: string | null; vehicle?: VehicleOfInterest | null },
): PreApprovalConfirmation {
  const { vehicle } = options;
  const maxPrice = estimate.buyingPower.max;
  return {
    reference: options.reference,
    estimate,
    sent: {
      name: `${value.firstName} ${value.lastName}`,
      email: value.email,
      phone: value.phone,
      homeAddress: [value.address, value.apartment, value.city, [value.state, value.zipCode].join(" ")]
        .filter(Boolean)
        .join(", "),
      identifier: value.identifier,
      buyingTime: value.buyingTime,
      vehicle: vehicle ? vehicleTitle(vehicle) : null,
    },
    searchPath:
      maxPrice > 0 ? searchUrl({ ...emptyFilters(null), price: { min: null, max: maxPrice } }) : null,
  };
}
