import type { PaymentSettings } from "~/features/company/settings-schema";
import { formatNumber, formatPrice } from "~/lib/format";
import type { Language, Translate } from "~/lib/i18n";
import type { PaymentEstimate } from "./payment-estimate";

/**
 * The disclaimer under a lease estimate, built from the terms the estimate shows, in the
 * wording of spec section 9's example ("48 months, 10,000 miles per year, $0.20 per excess
 * mile"). The charge per excess mile is the dealership's setting (company.json `payments`).
 * It follows the sliders: the estimate it is given is the one on screen. Empty for a loan.
 * `t` translates the payments catalogue in the page's language.
 */
export function leaseDisclaimer(
  estimate: PaymentEstimate,
  settings: Pick<PaymentSettings, "leaseExcessMileCharge">,
  t: Translate,
  language: Language,
): string {
  if (estimate.tab !== "lease" || estimate.milesPerYear === null) return "";
  return t("payments.leaseDisclaimer", {
    months: String(estimate.termMonths),
    miles: formatNumber(estimate.milesPerYear, language),
    excessMile: `$${settings.leaseExcessMileCharge.toFixed(2)}`,
    residual: String(estimate.residualPercent),
    down: formatPrice(estimate.cashDown + estimate.tradeEquity, language),
  });
}
