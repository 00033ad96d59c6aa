import type { PaymentSettings } from "~/features/company/settings-schema";
import {
  amountFinanced,
  aprForCreditScore,
  cashDownForPercent,
  cashDownPercentSlider,
  clampToSlider,
  defaultFinanceTerms,
  defaultLeaseTerms,
  estimateLeasePayment,
  estimateMonthlyPayment,
  residualPercent,
} from "./payments";

/**
 * The payment aside of a vehicle page: which sliders it shows, the terms a request asks
 * for (a GET form submits them, so the estimate is right without JavaScript), and the
 * estimate for those terms. Shared by the server (first render, form submits) and the
 * browser (live updates as a slider moves), so both always show the same figure.
 */

export const PAYMENT_TABS = ["finance", "lease"] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];

/**
 * How the shopper states cash down: in dollars ($100 steps) or in percent of the price (5 %
 * steps), spec section 9's "step 100 or 5 percent". The page starts in dollars.
 */
export const CASH_DOWN_UNITS = ["dollars", "percent"] as const;
export type CashDownUnit = (typeof CASH_DOWN_UNITS)[number];

/**
 * The query parameter of each slider; the GET form and the tab links use these names. Cash
 * down has one per unit (`cashDown` in dollars, `cashDownPercent`), so each unit keeps its
 * own value and a form switched to the other unit without JavaScript starts from that
 * unit's default rather than reading dollars as percent.
 */
export const PAYMENT_FIELDS = [
  "cashDown",
  "cashDownPercent",
  "tradeEquity",
  "creditScore",
  "financeTerm",
  "leaseTerm",
  "leaseMiles",
] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];

export type PaymentInputs = Record<PaymentField, number> & { tab: PaymentTab; cashDownUnit: CashDownUnit };

export type Slider = { min: number; max: number; step: number; default: number };

/**
 * The sliders of spec section 9 with the defaults a vehicle page starts from. Where the
 * slider default and the vehicle-data default disagree (finance term 24 vs 72, lease term
 * 39 vs 36) the vehicle-data default wins, as in payments.ts: the search page's payment
 * filter and every vehicle card use those terms, so the page repeats the figure the
 * shopper clicked on. Cash down in dollars moves in $100 steps from $1,000 (never above
 * the price); in percent, 5 % steps from 20 % (cashDownPercentSlider).
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
    cashDownPercent: cashDownPercentSlider(price, settings),
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
  const unit = query.get("cashDownUnit");
  const inputs = {
    tab: tab === "lease" ? "lease" : "finance",
    cashDownUnit: unit === "percent" ? "percent" : "dollars",
  } as PaymentInputs;
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
  /** Cash down in dollars, whichever unit the shopper chose it in. */
  cashDown: number;
  tradeEquity: number;
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

/** Cash down in dollars: the dollar slider, or the chosen percent of the price. */
export function cashDownOf(price: number, inputs: PaymentInputs): number {
  return inputs.cashDownUnit === "percent"
    ? cashDownForPercent(price, inputs.cashDownPercent)
    : inputs.cashDown;
}

/** The estimate for the active tab's terms, the documentary fee included. */
export function estimatePayment(
  price: number,
  inputs: PaymentInputs,
  settings: PaymentSettings,
  documentaryFee: number,
): PaymentEstimate {
  const shared = {
    price,
    cashDown: cashDownOf(price, inputs),
    tradeEquity: inputs.tradeEquity,
    creditScore: inputs.creditScore,
  };
  const apr = aprForCreditScore(inputs.creditScore, settings);
  const financed = amountFinanced(shared, documentaryFee);
  if (inputs.tab === "lease") {
    return {
      tab: "lease",
      cashDown: shared.cashDown,
      tradeEquity: shared.tradeEquity,
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
    cashDown: shared.cashDown,
    tradeEquity: shared.tradeEquity,
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
  const query = new URLSearchParams({ tab, cashDownUnit: inputs.cashDownUnit });
  for (const field of PAYMENT_FIELDS) query.set(field, String(inputs[field]));
  return `?${query.toString()}`;
}
