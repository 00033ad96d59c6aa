import type { PaymentSettings } from "~/features/company/settings-schema";
import { CREDIT_BAND_SCORES, type CreditBand } from "~/features/gates/lead-gates";
import { CREDIT_BAND_RANGES } from "~/features/gates/personal-payments";
import {
  aprForCreditScore,
  estimateMonthlyPayment,
  type FinanceTerms,
  maxPriceForMonthlyPayment,
} from "./payments";

/**
 * The instant pre-qualification estimate shown after the pre-approval form (issue 17): what
 * the visitor's self-reported credit band and gross monthly income buy, from the same payment
 * module as every vehicle page and the search's payment filter, so the figures agree with the
 * rest of the site. An estimate only: no credit check is made, and the finance team's final
 * approval (typically 24-48 hours) sets the real rate and amount.
 *
 * - The monthly budget is a typical payment-to-income share of the gross income: 10 % to 15 %
 *   (the range lenders and buying guides commonly quote for a car payment).
 * - The APR range is the band's score range through the dealership's credit tiers: the top of
 *   the band gets the lowest rate, the bottom the highest.
 * - Buying power is the highest price the budget pays for: the low end with the smaller budget,
 *   the band's highest APR and the shorter typical term; the high end with the larger budget,
 *   its lowest APR and the longer term. Both with the site's usual $1,000 down (the payment
 *   sliders' default), no trade-in and the documentary fee financed, as every estimate on the
 *   site; rounded down to $500, since more precision would promise what an estimate cannot.
 */

export type NumberRange = { min: number; max: number };

/** The share of gross monthly income a car payment typically takes, in percent. */
export const PAYMENT_TO_INCOME_PERCENT: NumberRange = { min: 10, max: 15 };

/** The typical loan terms the estimate spans, in months (kept inside the term slider's range). */
export const TYPICAL_TERM_MONTHS: NumberRange = { min: 60, max: 72 };

/** Buying power is rounded down to this many dollars. */
export const BUYING_POWER_STEP = 500;

/** An example car at the middle of the buying power: its price, terms and monthly payment. */
export type PaymentExample = {
  price: number;
  cashDown: number;
  termMonths: number;
  apr: number;
  monthly: number;
};

export type Prequalification = {
  creditBand: CreditBand;
  monthlyIncome: number;
  /** The scores the band stands for ("Good: 670 to 739"). */
  creditScores: NumberRange;
  /** The payment the income supports: PAYMENT_TO_INCOME_PERCENT of it, whole dollars. */
  monthlyBudget: NumberRange;
  /** APR in percent: the band's best and worst tier. */
  apr: NumberRange;
  /** Vehicle prices, whole dollars rounded down to BUYING_POWER_STEP. */
  buyingPower: NumberRange;
  /** Null when the income buys nothing (no example to give). */
  example: PaymentExample | null;
  /** What the estimate assumed, shown beside it. */
  assumptions: {
    paymentToIncomePercent: NumberRange;
    termMonths: NumberRange;
    cashDown: number;
    documentaryFee: number;
  };
};

const roundDown = (value: number, step: number) => Math.max(0, Math.floor(value / step) * step);

/** The typical terms inside what the dealership finances (content/company.json financeTerm). */
function typicalTerms(settings: PaymentSettings): NumberRange {
  const { min, max } = settings.financeTerm;
  const clamp = (months: number) => Math.min(max, Math.max(min, months));
  return { min: clamp(TYPICAL_TERM_MONTHS.min), max: clamp(TYPICAL_TERM_MONTHS.max) };
}

/** The estimate for a credit band and a gross monthly income (dollars; junk counts as none). */
export function prequalify(
  input: { creditBand: CreditBand; monthlyIncome: number },
  settings: PaymentSettings,
  documentaryFee: number,
): Prequalification {
  const income = Number.isFinite(input.monthlyIncome) ? Math.max(0, input.monthlyIncome) : 0;
  const scores = CREDIT_BAND_RANGES[input.creditBand];
  const terms = typicalTerms(settings);
  const cashDown = settings.cashDown.defaultAmount;
  const monthlyBudget = {
    min: Math.floor((income * PAYMENT_TO_INCOME_PERCENT.min) / 100),
    max: Math.floor((income * PAYMENT_TO_INCOME_PERCENT.max) / 100),
  };
  const apr = { min: aprForCreditScore(scores.max, settings), max: aprForCreditScore(scores.min, settings) };
  const priceFor = (monthly: number, termMonths: number, creditScore: number) =>
    roundDown(
      maxPriceForMonthlyPayment(
        monthly,
        { cashDown, tradeEquity: 0, termMonths, creditScore },
        settings,
        documentaryFee,
      ),
      BUYING_POWER_STEP,
    );
  const buyingPower = {
    min: priceFor(monthlyBudget.min, terms.min, scores.min),
    max: priceFor(monthlyBudget.max, terms.max, scores.max),
  };
  return {
    creditBand: input.creditBand,
    monthlyIncome: income,
    creditScores: scores,
    monthlyBudget,
    apr,
    buyingPower,
    example: paymentExample(input.creditBand, buyingPower, terms.max, cashDown, settings, documentaryFee),
    assumptions: {
      paymentToIncomePercent: PAYMENT_TO_INCOME_PERCENT,
      termMonths: terms,
      cashDown,
      documentaryFee,
    },
  };
}

/**
 * A car at the middle of the buying power, at the band's representative score (the one the
 * personalised prices use) over the longer term: what "about $X a month" means for this visitor.
 */
function paymentExample(
  band: CreditBand,
  buyingPower: NumberRange,
  termMonths: number,
  cashDown: number,
  settings: PaymentSettings,
  documentaryFee: number,
): PaymentExample | null {
  const price = roundDown((buyingPower.min + buyingPower.max) / 2, BUYING_POWER_STEP);
  if (price <= 0) return null;
  const terms: FinanceTerms = {
    price,
    cashDown: Math.min(cashDown, price),
    tradeEquity: 0,
    termMonths,
    creditScore: CREDIT_BAND_SCORES[band],
  };
  return {
    price,
    cashDown: terms.cashDown,
    termMonths,
    apr: aprForCreditScore(terms.creditScore, settings),
    monthly: estimateMonthlyPayment(terms, settings, documentaryFee),
  };
}

/** A band in the dealer's words, as the lead e-mails show it: "Good (670-739)". */
export function creditBandText(band: CreditBand): string {
  const { min, max } = CREDIT_BAND_RANGES[band];
  return `${band.charAt(0).toUpperCase()}${band.slice(1)} (${min}-${max})`;
}
