import type { PaymentSettings } from "~/features/company/settings-schema";
import {
  amountFinanced,
  aprForCreditScore,
  clampToSlider,
  defaultFinanceTerms,
  defaultLeaseTerms,
  estimateLeasePayment,
  estimateMonthlyPayment,
  residualPercent,
} from "../payments";

/**
 * The payment aside of a vehicle page: which sliders it shows, the terms a request asks
 * for (a GET form submits them, so the estimate is right without JavaScript), and the
 * estimate for those terms. Shared by the server (first render, form submits) and the
 * browser (live updates as a slider moves), so both always show the same figure.
 */

export const PAYMENT_TABS = ["finance", "lease"] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];

/** The query parameter of each slider; the GET form and the tab links use these names. */
export const PAYMENT_FIELDS = [
  "cashDown",
  "tradeEquity",
  "creditScore",
  "financeTerm",
  "leaseTerm",
  "leaseMiles",
] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];

export type PaymentInputs = Record<PaymentField, number> & { tab: PaymentTab };

export type Slider = { min: number; max: number; step: number; default: number };

/**
 * The sliders of spec section 9 with the defaults a vehicle page starts from. Where the
 * slider default and the vehicle-data default disagree (finance term 24 vs 72, lease term
 * 39 vs 36) the vehicle-data default wins, as in payments.ts: the search page's payment
 * filter and every vehicle card use those terms, so the page repeats the figure the
 * shopper clicked on. Cash down moves in $100 steps (the spec's alternative is 5 %),
 * starting at $1,000 but never above the price.
 */
export function paymentSliders(price: number, settings: PaymentSettings): Record<PaymentField, Slider> {
  const finance = defaultFinanceTerms(price, settings);
  const lease = defaultLeaseTerms(price, settings);
  return {
    cashDown: {
      min: settings.cashDown.min,
      max: settings.cashDown.max,
      step: settings.cashDown.step,
      default: finance.cashDown,
    },
    tradeEquity: { ...settings.tradeEquity, default: finance.tradeEquity },
    creditScore: { ...settings.creditScore, default: finance.creditScore },
    financeTerm: { ...settings.financeTerm, default: finance.termMonths },
    leaseTerm: { ...settings.leaseTerm, default: lease.termMonths },
    leaseMiles: { ...settings.leaseMiles, default: lease.milesPerYear },
  };
}

/**
 * The terms a request asks for. Every value is clamped into its slider's range and onto
 * its step; anything that is not a plain decimal number (or is missing) falls back to the default, so
 * no query string can break the page.
 */
export function parsePaymentInputs(
  query: URLSearchParams,
  price: number,
  settings: PaymentSettings,
): PaymentInputs {
  const sliders = paymentSliders(price, settings);
  const tab = query.get("tab");
  const inputs = { tab: tab === "lease" ? "lease" : "finance" } as PaymentInputs;
  for (const field of PAYMENT_FIELDS) {
    // Plain decimals only: Number() would also take "0x10" or "1e3", which no slider sends.
    const raw = query.get(field)?.trim();
    inputs[field] = clampToSlider(raw && DECIMAL.test(raw) ? raw : undefined, sliders[field]);
  }
  return inputs;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

export function defaultPaymentInputs(price: number, settings: PaymentSettings): PaymentInputs {
  return parsePaymentInputs(new URLSearchParams(), price, settings);
}

export type PaymentEstimate = {
  tab: PaymentTab;
  /** Whole dollars a month. */
  monthly: number;
  apr: number;
  termMonths: number;
  /** What the loan or lease is figured on: price plus documentary fee, less down and trade. */
  amountFinanced: number;
  /** Lease only: the share of the price the vehicle keeps at lease end. */
  residualPercent: number | null;
  milesPerYear: number | null;
};

/** The estimate for the active tab's terms, the documentary fee included. */
export function estimatePayment(
  price: number,
  inputs: PaymentInputs,
  settings: PaymentSettings,
  documentaryFee: number,
): PaymentEstimate {
  const shared = {
    price,
    cashDown: inputs.cashDown,
    tradeEquity: inputs.tradeEquity,
    creditScore: inputs.creditScore,
  };
  const apr = aprForCreditScore(inputs.creditScore, settings);
  const financed = amountFinanced(shared, documentaryFee);
  if (inputs.tab === "lease") {
    return {
      tab: "lease",
      monthly: estimateLeasePayment(
        { ...shared, termMonths: inputs.leaseTerm, milesPerYear: inputs.leaseMiles },
        settings,
        documentaryFee,
      ),
      apr,
      termMonths: inputs.leaseTerm,
      amountFinanced: financed,
      residualPercent: residualPercent(inputs.leaseTerm, inputs.leaseMiles),
      milesPerYear: inputs.leaseMiles,
    };
  }
  return {
    tab: "finance",
    monthly: estimateMonthlyPayment({ ...shared, termMonths: inputs.financeTerm }, settings, documentaryFee),
    apr,
    termMonths: inputs.financeTerm,
    amountFinanced: financed,
    residualPercent: null,
    milesPerYear: null,
  };
}

/** The query string of a set of terms: the tab links carry it, so switching tabs keeps them. */
export function paymentQuery(inputs: PaymentInputs, tab: PaymentTab = inputs.tab): string {
  const query = new URLSearchParams({ tab });
  for (const field of PAYMENT_FIELDS) query.set(field, String(inputs[field]));
  return `?${query.toString()}`;
}
