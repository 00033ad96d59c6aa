import type { PaymentSettings } from "~/features/company/settings-schema";
import { formatNumber, formatPrice } from "~/lib/format";
import type { PaymentEstimate } from "./payment-estimate";

/**
 * The disclaimer under a lease estimate, built from the terms the estimate shows, in the
 * wording of spec section 9's example ("48 months, 10,000 miles per year, $0.20 per excess
 * mile"). The charge per excess mile is the dealership's setting (company.json `payments`).
 * It follows the sliders: the estimate it is given is the one on screen. Empty for a loan.
 */
export function leaseDisclaimer(
  estimate: PaymentEstimate,
  settings: Pick<PaymentSettings, "leaseExcessMileCharge">,
): string {
  if (estimate.tab !== "lease" || estimate.milesPerYear === null) return "";
  const terms = [
    `${estimate.termMonths} months`,
    `${formatNumber(estimate.milesPerYear)} miles per year`,
    `$${settings.leaseExcessMileCharge.toFixed(2)} per excess mile`,
  ].join(", ");
  return (
    `Lease estimate: ${terms}, on a ${estimate.residualPercent}% residual value with ` +
    `${formatPrice(estimate.cashDown + estimate.tradeEquity)} cash down and trade equity. ` +
    "A closed-end lease with approved credit: at lease end you pay for miles over the allowance " +
    "and for excess wear. Tax, title, license and any amount due at signing are extra."
  );
}
