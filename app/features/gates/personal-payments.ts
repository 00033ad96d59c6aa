import type { PaymentSettings } from "~/features/company/settings-schema";
import {
  defaultPaymentInputs,
  estimatePayment,
  type PaymentInputs,
  paymentSliders,
} from "~/features/financing/payment-estimate";
import {
  aprForCreditScore,
  clampToSlider,
  defaultFinanceTerms,
  type FinanceTerms,
} from "~/features/financing/payments";
import { CREDIT_BAND_SCORES, type CreditBand, type PricingTerms } from "./lead-gates";

/**
 * The visitor's own terms (the personalised-pricing questionnaire's answers, kept in the
 * `leadGates` cookie) as the payment module's inputs. Every payment the site shows them goes
 * through here: the search cards, the payment filter and the vehicle page's payment aside,
 * so the three always agree. A term the sliders cannot show is brought into their range
 * (a $30,000 down payment is the slider's $20,000): the aside must be able to show the terms
 * a card's payment was figured on.
 */

/** The scores each credit band of the questionnaire stands for ("Good: 670 to 739"). */
export const CREDIT_BAND_RANGES: Record<CreditBand, { min: number; max: number }> = {
  excellent: { min: 740, max: 850 },
  good: { min: 670, max: 739 },
  fair: { min: 610, max: 669 },
  poor: { min: 550, max: 609 },
  rebuilding: { min: 300, max: 549 },
};

/** The credit score the payment module prices a band at. */
export function creditScoreOfBand(band: CreditBand): number {
  return CREDIT_BAND_SCORES[band];
}

/** The trade equity the visitor's terms bring (none unless they are trading in). */
function tradeEquityOf(terms: PricingTerms): number {
  return terms.tradingIn ? terms.tradeEquity : 0;
}

/**
 * The payment aside's inputs for a car priced `price` on the visitor's terms: their down
 * payment (never above the price), trade equity and credit band's score, in the sliders'
 * ranges and steps; term and lease settings stay the vehicle page's defaults.
 */
export function personalPaymentInputs(
  terms: PricingTerms,
  price: number,
  settings: PaymentSettings,
): PaymentInputs {
  const sliders = paymentSliders(price, settings);
  return {
    ...defaultPaymentInputs(price, settings),
    cashDownUnit: "dollars",
    cashDown: Math.min(clampToSlider(terms.downPayment, sliders.cashDown), price),
    tradeEquity: clampToSlider(tradeEquityOf(terms), sliders.tradeEquity),
    creditScore: clampToSlider(creditScoreOfBand(terms.creditBand), sliders.creditScore),
  };
}

/** The fields of the aside's form that the visitor's terms set (the others keep their defaults). */
const PERSONAL_FIELDS = ["cashDown", "tradeEquity", "creditScore"] as const;

/**
 * The aside's inputs for a request: what its GET form sent, and for each field it did not
 * send, the visitor's terms when they have some (else the page's defaults).
 */
export function paymentInputsWithTerms(
  requested: PaymentInputs,
  query: URLSearchParams,
  terms: PricingTerms | undefined,
  price: number,
  settings: PaymentSettings,
): PaymentInputs {
  if (!terms) return requested;
  const personal = personalPaymentInputs(terms, price, settings);
  const inputs = { ...requested };
  for (const field of PERSONAL_FIELDS) if (!query.has(field)) inputs[field] = personal[field];
  // Cash down in dollars unless the form chose percent.
  if (!query.has("cashDownUnit")) inputs.cashDownUnit = personal.cashDownUnit;
  return inputs;
}

/**
 * The monthly payment a card shows for a car priced `price`: the vehicle page's first
 * estimate, on the visitor's terms when they have some, on the page's defaults otherwise.
 */
export function monthlyPaymentFor(
  price: number,
  settings: PaymentSettings,
  documentaryFee: number,
  terms?: PricingTerms,
): number {
  const inputs = terms
    ? personalPaymentInputs(terms, price, settings)
    : defaultPaymentInputs(price, settings);
  return estimatePayment(price, inputs, settings, documentaryFee).monthly;
}

/**
 * The finance terms, price aside, that the search's payment filter turns a monthly payment
 * into a price with: the visitor's (as personalPaymentInputs brings them into the sliders)
 * or the page's defaults.
 */
export function financeTermsFor(
  settings: PaymentSettings,
  terms?: PricingTerms,
): Omit<FinanceTerms, "price"> {
  const { price: _price, ...defaults } = defaultFinanceTerms(Number.MAX_SAFE_INTEGER, settings);
  if (!terms) return defaults;
  const sliders = paymentSliders(Number.MAX_SAFE_INTEGER, settings);
  return {
    ...defaults,
    cashDown: clampToSlider(terms.downPayment, sliders.cashDown),
    tradeEquity: clampToSlider(tradeEquityOf(terms), sliders.tradeEquity),
    creditScore: clampToSlider(creditScoreOfBand(terms.creditBand), sliders.creditScore),
  };
}

/** The APR the visitor's credit band gets (percent). */
export function aprOfTerms(terms: PricingTerms, settings: PaymentSettings): number {
  return aprForCreditScore(financeTermsFor(settings, terms).creditScore, settings);
}

/** A short key of a set of terms (memoizing the payment filter's price bounds per terms). */
export function termsKey(terms: PricingTerms | undefined): string {
  if (!terms) return "default";
  return [terms.downPayment, terms.tradingIn ? terms.tradeEquity : 0, terms.creditBand].join(":");
}
