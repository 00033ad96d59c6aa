import { z } from "zod";
import type { PaymentSettings } from "~/features/company/settings-schema";
import { CREDIT_BANDS, type CreditBand, type PricingTerms } from "~/features/gates/lead-gates";
import { CREDIT_BAND_RANGES } from "~/features/gates/personal-payments";
import { formatPrice } from "~/lib/format";
import type { AcceptLeadInput } from "../model/lead";
import { MESSAGES, optionalText, parseTypedAmount, textField } from "../model/validation";
import { choiceField, contactFields, type LeadFormContext } from "./common";
import { type LeadVehicleSource, leadVehicleOf } from "./lead-vehicle";

/**
 * The personalised-pricing questionnaire (spec section 4, six steps): down payment, whether
 * trading in, estimated trade equity (only when trading in), credit score range, contact
 * details, confirmation. One step per page, with or without JavaScript: each page posts its
 * answer with the earlier ones in hidden fields, and the server checks them all again (a
 * carried answer is the visitor's to change, so never trusted). Nothing is stored before the
 * contact step, which sends an UNLOCK_PRICE lead and keeps the terms in the `leadGates` cookie.
 * The same schema, per step, checks the page in the browser and on the server.
 */
export const PERSONALIZE_PRICE_FORM_ID = "personalize-price";

/** The questionnaire's address (its Spanish twin is under /es). */
export const PERSONALIZE_PRICE_PATH = "/gates/personalize-price";

export const PRICING_STEP_IDS = [
  "down-payment",
  "trading-in",
  "trade-equity",
  "credit",
  "contact",
  "confirmation",
] as const;
export type PricingStepId = (typeof PRICING_STEP_IDS)[number];
/** The questionnaire's address for a car (or none), at a step. */
export function personalizePriceHref(vin: string | null, step?: PricingStepId): string {
  const query = new URLSearchParams();
  if (vin) query.set("vin", vin);
  if (step) query.set("step", step);
  const search = query.toString();
  return search ? `${PERSONALIZE_PRICE_PATH}?${search}` : PERSONALIZE_PRICE_PATH;
}

/** The steps that post a form (the confirmation only shows what the terms give). */
export type PricingFormStepId = Exclude<PricingStepId, "confirmation">;

/** The answers each step asks for, by their field names. */
export const STEP_FIELDS: Record<PricingFormStepId, readonly string[]> = {
  "down-payment": ["downPayment"],
  "trading-in": ["tradingIn"],
  "trade-equity": ["tradeEquity"],
  credit: ["creditBand"],
  contact: ["firstName", "lastName", "email", "phone"],
};

export const ANSWER_FIELDS = ["downPayment", "tradingIn", "tradeEquity", "creditBand"] as const;
export type AnswerField = (typeof ANSWER_FIELDS)[number];
/** The answers so far as the form carries them (text, as the visitor typed or the server wrote them). */
export type PricingAnswers = Partial<Record<AnswerField, string>>;

export const YES_NO = ["yes", "no"] as const;

/** The most each amount may be: the payment aside's sliders' tops, so the aside can show the terms. */
export type PricingLimits = { downPayment: number; tradeEquity: number };

export function pricingLimitsOf(payments: PaymentSettings): PricingLimits {
  return { downPayment: payments.cashDown.max, tradeEquity: payments.tradeEquity.max };
}

/** "Enter an amount from $0 to $20,000." (the validation catalogue has it as a template). */
export function amountMessage(max: number): string {
  return `Enter an amount from $0 to ${formatPrice(max)}.`;
}

/** Spec section 8's toasts; the welcome, which the spec words for the private inventory, is ours. */
export const PERSONALIZE_PRICE_TOASTS = {
  success: {
    summary: "Access Granted!",
    detail: "Welcome! Your prices are unlocked, and every payment we show you now uses your terms.",
  },
  error: { summary: "Error", detail: "There was an error saving your information." },
} as const;

/** An amount in whole dollars from 0 to `max`, typed with or without "$" and commas. */
function amountField(max: number) {
  return textField(MESSAGES.required)
    .refine((v) => {
      const amount = parseTypedAmount(v);
      return amount !== undefined && amount <= max;
    }, amountMessage(max))
    .transform((v) => Math.round(parseTypedAmount(v)!));
}

const stepIndex = (step: PricingFormStepId) => PRICING_STEP_IDS.indexOf(step);

/** What a step's schema gives: the answers up to that step, and the contact details on the last. */
export type PricingStepValue = {
  downPayment: number;
  tradingIn?: boolean;
  /** 0 when not trading in. */
  tradeEquity?: number;
  creditBand?: CreditBand;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
};

/**
 * The schema of a step: its own answer and every earlier one (carried in hidden fields). The
 * trade equity is asked only when trading in: on the later steps it is checked only then,
 * and counts as 0 otherwise.
 */
export function personalizePriceSchema(
  step: PricingFormStepId,
  limits: PricingLimits,
): z.ZodType<PricingStepValue> {
  const at = stepIndex(step);
  const equity = amountField(limits.tradeEquity);
  const shape: Record<string, z.ZodType> = { downPayment: amountField(limits.downPayment) };
  if (at >= stepIndex("trading-in")) shape.tradingIn = choiceField(YES_NO);
  if (at === stepIndex("trade-equity")) shape.tradeEquity = equity;
  if (at > stepIndex("trade-equity")) {
    shape.tradeEquity = optionalText;
    shape.creditBand = choiceField(CREDIT_BANDS);
  }
  if (at >= stepIndex("contact")) Object.assign(shape, contactFields);
  return z
    .object(shape)
    .superRefine((value, context) => {
      if (at <= stepIndex("trade-equity") || value.tradingIn !== "yes") return;
      const checked = equity.safeParse(value.tradeEquity ?? "");
      if (!checked.success)
        context.addIssue({
          code: "custom",
          path: ["tradeEquity"],
          message: checked.error.issues[0]!.message,
        });
    })
    .transform((value) => {
      const result: Record<string, unknown> = { ...value };
      if (value.tradingIn !== undefined) result.tradingIn = value.tradingIn === "yes";
      if (at > stepIndex("trade-equity"))
        result.tradeEquity = value.tradingIn === "yes" ? equity.parse(value.tradeEquity) : 0;
      return result as PricingStepValue;
    }) as unknown as z.ZodType<PricingStepValue>;
}

/** The car the visitor came from, as the questionnaire names it (no price: it may be locked). */
export type PricingCar = { vin: string; name: string; path: string; image: string };

/** What the confirmation says: the terms, and the payment for the car they came from. */
export type PricingConfirmation = {
  terms: PricingTerms;
  /** The APR of the visitor's credit band (percent). */
  apr: number;
  termMonths: number;
  /** The car's monthly payment on these terms (prices are unlocked once the terms are set). */
  carPayment: { monthly: number } | null;
};

/** The contact step's value: the whole questionnaire. */
export type PersonalizePriceForm = Required<PricingStepValue>;

/** The terms of a complete questionnaire, as the `leadGates` cookie keeps them. */
export function pricingTermsOf(value: PricingStepValue): PricingTerms | null {
  if (value.tradingIn === undefined || value.creditBand === undefined) return null;
  return {
    downPayment: value.downPayment,
    tradingIn: value.tradingIn,
    tradeEquity: value.tradingIn ? (value.tradeEquity ?? 0) : 0,
    creditBand: value.creditBand,
  };
}

/** The answers of a step's value as the next page carries them in hidden fields. */
export function answersOf(value: PricingStepValue, carried: PricingAnswers): PricingAnswers {
  const answers: PricingAnswers = { ...carried, downPayment: String(value.downPayment) };
  if (value.tradingIn !== undefined) answers.tradingIn = value.tradingIn ? "yes" : "no";
  if (value.tradingIn === false) delete answers.tradeEquity;
  else if (value.tradeEquity !== undefined) answers.tradeEquity = String(value.tradeEquity);
  if (value.creditBand !== undefined) answers.creditBand = value.creditBand;
  return answers;
}

/** The answers of saved terms (a visitor changing them starts from what they chose). */
export function answersOfTerms(terms: PricingTerms | undefined): PricingAnswers {
  if (!terms) return {};
  return {
    downPayment: String(terms.downPayment),
    tradingIn: terms.tradingIn ? "yes" : "no",
    ...(terms.tradingIn ? { tradeEquity: String(terms.tradeEquity) } : {}),
    creditBand: terms.creditBand,
  };
}

/** The answers among posted values (text only, each at most once; anything else is left out). */
export function answersFromForm(formData: FormData): PricingAnswers {
  const answers: PricingAnswers = {};
  for (const field of ANSWER_FIELDS) {
    const values = formData.getAll(field);
    const value = values[0];
    if (values.length === 1 && typeof value === "string" && value.length <= 100) answers[field] = value;
  }
  return answers;
}

/**
 * The steps for the answers so far, in order: the trade equity is left out once the visitor
 * says they are not trading in.
 */
export function pricingSteps(answers: PricingAnswers): PricingStepId[] {
  return PRICING_STEP_IDS.filter((step) => step !== "trade-equity" || answers.tradingIn !== "no");
}

/** The step after `step` for these answers. */
export function nextPricingStep(step: PricingFormStepId, answers: PricingAnswers): PricingStepId {
  const steps = pricingSteps(answers);
  return steps[steps.indexOf(step) + 1] ?? "confirmation";
}

/** The step before `step` (the first step has none: it stays). */
export function previousPricingStep(step: PricingFormStepId, answers: PricingAnswers): PricingFormStepId {
  const steps = pricingSteps(answers);
  return (steps[Math.max(0, steps.indexOf(step) - 1)] ?? "down-payment") as PricingFormStepId;
}

/** The first step (in order) whose answer is among `names` (fields with errors), or undefined. */
export function firstStepWithError(names: readonly string[]): PricingFormStepId | undefined {
  return (Object.keys(STEP_FIELDS) as PricingFormStepId[]).find((step) =>
    STEP_FIELDS[step].some((field) => names.includes(field)),
  );
}

/** Whether `value` names a step that posts a form. */
export function isPricingFormStep(value: unknown): value is PricingFormStepId {
  return typeof value === "string" && value in STEP_FIELDS;
}

/** A credit band as the dealer's e-mail says it: "Good (670 to 739)". */
export function creditBandText(band: CreditBand): string {
  const { min, max } = CREDIT_BAND_RANGES[band];
  return `${band.charAt(0).toUpperCase()}${band.slice(1)} (${min} to ${max})`;
}

/**
 * The UNLOCK_PRICE lead of a complete questionnaire: the visitor, their terms, and the car
 * they came from when there is one (read from our inventory, never from the form).
 */
export function toPersonalizePriceLead(
  value: PersonalizePriceForm,
  form: LeadFormContext & { vehicle?: LeadVehicleSource },
): AcceptLeadInput<"UNLOCK_PRICE"> {
  return {
    kind: "UNLOCK_PRICE",
    idempotencyKey: form.idempotencyKey,
    url: form.pageUrl,
    user: { firstName: value.firstName, lastName: value.lastName, email: value.email, phone: value.phone },
    ...(form.vehicle ? { vehicle: leadVehicleOf(form.vehicle) } : {}),
    details: {
      downPayment: value.downPayment,
      tradingIn: value.tradingIn,
      tradeEquity: value.tradingIn ? value.tradeEquity : undefined,
      creditScore: creditBandText(value.creditBand),
    },
  };
}
