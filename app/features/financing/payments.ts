import type { PaymentSettings } from "~/features/company/settings-schema";

/**
 * Payment estimates shown beside a vehicle and used by the search page's payment filter.
 * Pure functions of the dealership's payment settings (content/company.json `payments`)
 * and the documentary fee, which is always financed with the vehicle.
 */

export type FinanceTerms = {
  price: number;
  cashDown: number;
  tradeEquity: number;
  termMonths: number;
  creditScore: number;
};

export type LeaseTerms = {
  price: number;
  cashDown: number;
  tradeEquity: number;
  termMonths: number;
  milesPerYear: number;
  creditScore: number;
};

/** The APR for a credit score: the base rate plus the tier add-on of spec section 9. */
export function aprForCreditScore(creditScore: number, settings: PaymentSettings): number {
  const tier = settings.creditTiers.find((t) => creditScore >= t.min && creditScore <= t.max);
  // Below the lowest tier (under 300) the highest add-on applies.
  const addOn = tier?.addApr ?? Math.max(...settings.creditTiers.map((t) => t.addApr));
  return Math.round((settings.baseApr + addOn) * 100) / 100;
}

/** What the shopper borrows: price plus documentary fee, less cash down and trade equity. */
export function amountFinanced(
  terms: Pick<FinanceTerms, "price" | "cashDown" | "tradeEquity">,
  documentaryFee: number,
) {
  return Math.max(0, terms.price + documentaryFee - terms.cashDown - terms.tradeEquity);
}

/** The standard amortised monthly payment for a principal, APR (percent) and term. */
export function amortizedPayment(principal: number, aprPercent: number, months: number): number {
  if (months <= 0) throw new RangeError("term must be at least one month");
  if (principal <= 0) return 0;
  const r = aprPercent / 1200;
  if (r === 0) return principal / months;
  return (principal * r) / (1 - (1 + r) ** -months);
}

/** Monthly loan payment in whole dollars (rounded up: we never promise less than it costs). */
export function estimateMonthlyPayment(
  terms: FinanceTerms,
  settings: PaymentSettings,
  documentaryFee: number,
): number {
  const apr = aprForCreditScore(terms.creditScore, settings);
  return Math.ceil(amortizedPayment(amountFinanced(terms, documentaryFee), apr, terms.termMonths));
}

/**
 * The highest vehicle price whose monthly payment stays within `monthly` under the same
 * terms; the search page turns a payment range into a price range with it.
 */
export function maxPriceForMonthlyPayment(
  monthly: number,
  terms: Omit<FinanceTerms, "price">,
  settings: PaymentSettings,
  documentaryFee: number,
): number {
  if (monthly <= 0) return 0;
  const r = aprForCreditScore(terms.creditScore, settings) / 1200;
  const n = terms.termMonths;
  const principal = r === 0 ? monthly * n : (monthly * (1 - (1 + r) ** -n)) / r;
  return Math.max(0, Math.floor(principal - documentaryFee + terms.cashDown + terms.tradeEquity));
}

/**
 * The share of the price a vehicle keeps at lease end: 60 % for 36 months at 10,000 miles a
 * year, one point less for each further 3 months and for each further 2,500 miles a year
 * (a common captive-lender shape; the spec gives no residual table).
 */
export function residualPercent(termMonths: number, milesPerYear: number): number {
  const termSteps = (termMonths - 36) / 3;
  const mileSteps = (milesPerYear - 10_000) / 2_500;
  return Math.min(75, Math.max(30, 60 - termSteps - mileSteps));
}

/** Monthly lease payment in whole dollars: depreciation plus rent charge (money factor = APR / 2400). */
export function estimateLeasePayment(
  terms: LeaseTerms,
  settings: PaymentSettings,
  documentaryFee: number,
): number {
  const capitalizedCost = amountFinanced(terms, documentaryFee);
  const residual = (terms.price * residualPercent(terms.termMonths, terms.milesPerYear)) / 100;
  const moneyFactor = aprForCreditScore(terms.creditScore, settings) / 2400;
  const depreciation = Math.max(0, capitalizedCost - residual) / terms.termMonths;
  const rentCharge = (capitalizedCost + residual) * moneyFactor;
  return Math.ceil(depreciation + rentCharge);
}

/**
 * The terms a vehicle page starts from, and the terms of every search card's estimate and of
 * the payment filter (one function, so the figures agree). Where spec section 9's slider
 * default and its vehicle-data default disagree, the vehicle-data default wins (finance term
 * 72, lease term 36): those are the vehicle defaults and match what shoppers compare elsewhere.
 * Cash down starts in dollars at the slider's amount default ($1,000), never above the price;
 * the percent default (20 %) is where the percent unit starts (cashDownPercentSlider).
 */
export function defaultFinanceTerms(price: number, settings: PaymentSettings): FinanceTerms {
  return {
    price,
    cashDown: Math.min(settings.cashDown.defaultAmount, price),
    tradeEquity: settings.tradeEquity.default,
    termMonths: settings.vehicleDefaults.financeTerm,
    creditScore: settings.vehicleDefaults.creditScore,
  };
}

export function defaultLeaseTerms(price: number, settings: PaymentSettings): LeaseTerms {
  return {
    price,
    cashDown: Math.min(settings.cashDown.defaultAmount, price),
    tradeEquity: settings.tradeEquity.default,
    termMonths: settings.vehicleDefaults.leaseTerm,
    milesPerYear: settings.vehicleDefaults.leaseMiles,
    creditScore: settings.vehicleDefaults.creditScore,
  };
}

/** Cash down of `percent` of the price, in whole dollars. */
export function cashDownForPercent(price: number, percent: number): number {
  return Math.round((price * percent) / 100);
}

/**
 * Cash down in percent of the price (spec section 9's "step 5 percent, default 20 percent"):
 * from 0 to the last step whose amount stays within the dollar slider's maximum ($20,000),
 * and at most 100 %. The default is 20 %, or that top when 20 % would pass it.
 */
export function cashDownPercentSlider(
  price: number,
  settings: PaymentSettings,
): { min: number; max: number; step: number; default: number } {
  const { max, stepPercent, defaultPercent } = settings.cashDown;
  const steps = price > 0 ? Math.floor((max * 100) / (price * stepPercent)) : Number.POSITIVE_INFINITY;
  const top = Math.min(Math.floor(100 / stepPercent), steps) * stepPercent;
  return { min: 0, max: top, step: stepPercent, default: Math.min(defaultPercent, top) };
}

/** Clamps a submitted slider value into its range and onto its step (junk becomes the default). */
export function clampToSlider(
  value: unknown,
  slider: { min: number; max: number; step: number; default: number },
): number {
  const n =
    typeof value === "string" && value.trim() !== ""
      ? Number(value)
      : typeof value === "number"
        ? value
        : Number.NaN;
  if (!Number.isFinite(n)) return slider.default;
  const stepped = slider.min + Math.round((n - slider.min) / slider.step) * slider.step;
  return Math.min(slider.max, Math.max(slider.min, stepped));
}
