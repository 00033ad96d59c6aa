import { z } from "zod";
import type { Prequalification } from "~/features/financing/prequalification";
import { CREDIT_BANDS } from "~/features/gates/lead-gates";
import type { VisitorProfile } from "~/features/visitor/profile";
import type { FinancingDetails } from "../kinds/financing";
import type { AcceptLeadInput } from "../model/lead";
import { MESSAGES, parseTypedAmount, textField } from "../model/validation";
import { leadVehicleOf, type VehicleOfInterest } from "../model/vehicle-of-interest";
import {
  addressFields,
  choiceField,
  contactFields,
  type LeadFormContext,
  optionalLimitedText,
  SEND_ERROR_TOAST,
} from "./common";
import { CREDIT_MESSAGES, MAX_MONTHLY_INCOME } from "./credit-application";

/**
 * The financing pre-approval form: who is applying (spec: the applicant identifier,
 * "current" or "co-applicant"), when they plan to buy, the self-reported credit score range
 * and gross monthly income the instant estimate is figured from (features/financing/
 * prequalification.ts), their contact details and home address. It replaces the embedded
 * pre-approval frame of the original site.
 */
export const APPLICANT_IDENTIFIERS = [
  { value: "current", label: "I am the main applicant" },
  { value: "co-applicant", label: "I am a co-applicant" },
] as const;

export const BUYING_TIMES = [
  { value: "Within a week", label: "Within a week" },
  { value: "Within a month", label: "Within a month" },
  { value: "In 1 to 3 months", label: "In 1 to 3 months" },
  { value: "Just researching", label: "Just researching" },
] as const;

const values = <T extends ReadonlyArray<{ value: string }>>(list: T) =>
  list.map((o) => o.value) as unknown as readonly [T[number]["value"], ...T[number]["value"][]];

export const financingSchema = z.object({
  identifier: choiceField(values(APPLICANT_IDENTIFIERS), "Choose who is applying."),
  buyingTime: choiceField(values(BUYING_TIMES), "Choose when you plan to buy."),
  /** The visitor's own estimate of their credit score, as one of the five bands: never a credit pull. */
  creditBand: choiceField(CREDIT_BANDS),
  /**
   * Gross monthly income in dollars, typed as people type money ("$4,500"): blank is "This
   * field is required", anything else that is not an amount up to the credit application's
   * ceiling gets that application's income message.
   */
  monthlyIncome: textField(MESSAGES.required)
    .refine((v) => {
      const amount = parseTypedAmount(v);
      return amount !== undefined && amount <= MAX_MONTHLY_INCOME;
    }, CREDIT_MESSAGES.monthlyIncome)
    .transform((v) => Math.round(parseTypedAmount(v)!)),
  ...contactFields,
  ...addressFields,
  /**
   * The car the pre-approval was started from (a hidden field, from `?vin=`). Only its VIN
   * is posted; the action looks the car up again in the inventory (intake/vehicle-of-interest).
   */
  vin: optionalLimitedText(17),
});
export type FinancingForm = z.infer<typeof financingSchema>;

/** What the form saves in the visitor profile: the contact details and the home address. */
export function financingVisitorData(
  value: FinancingForm,
): Pick<VisitorProfile, "firstName" | "lastName" | "email" | "phone" | "homeAddress"> {
  return {
    firstName: value.firstName,
    lastName: value.lastName,
    email: value.email,
    phone: value.phone,
    homeAddress: {
      address: value.address,
      apartment: value.apartment,
      city: value.city,
      state: value.state,
      zipCode: value.zipCode,
    },
  };
}

/**
 * The APPLY_FINANCING lead of a valid pre-approval form; with the car it was started from
 * (found in stock by the posted VIN), the lead's vehicle, which the ADF sends with its VIN.
 */
export function toFinancingLead(
  value: FinancingForm,
  form: LeadFormContext & {
    vehicle?: VehicleOfInterest | null;
    /** The reference the confirmation shows (PRE-7K3M-Q9TZ), which the visitor quotes. */
    reference?: string;
    /** The instant estimate the visitor was shown: the dealer sees the same figures. */
    estimate?: Prequalification;
  },
): AcceptLeadInput<"APPLY_FINANCING"> {
  return {
    kind: "APPLY_FINANCING",
    idempotencyKey: form.idempotencyKey,
    url: form.pageUrl,
    ...(form.reference ? { reference: form.reference } : {}),
    user: financingVisitorData(value),
    ...(form.vehicle ? { vehicle: leadVehicleOf(form.vehicle) } : {}),
    details: {
      identifier: value.identifier,
      buyingTime: value.buyingTime,
      creditBand: value.creditBand,
      monthlyIncome: value.monthlyIncome,
      ...(form.estimate ? { estimate: estimateDetails(form.estimate) } : {}),
    },
  };
}

/** The estimate as the lead keeps it: the figures shown and what they assumed. */
export function estimateDetails(estimate: Prequalification): NonNullable<FinancingDetails["estimate"]> {
  return {
    monthlyBudget: estimate.monthlyBudget,
    apr: estimate.apr,
    buyingPower: estimate.buyingPower,
    paymentToIncomePercent: estimate.assumptions.paymentToIncomePercent,
    termMonths: estimate.assumptions.termMonths,
    cashDown: estimate.assumptions.cashDown,
    ...(estimate.example ? { example: estimate.example } : {}),
  };
}

/** The prefix of a pre-approval's reference on its confirmation (PRE-7K3M-Q9TZ). */
export const PRE_APPROVAL_REFERENCE_PREFIX = "PRE";

/** The pre-approval form's id: its Conform id, and the form its tokens are issued for. */
export const FINANCING_FORM_ID = "financing-form";

/**
 * The financing form has no toasts in the spec; these follow the contact form's. The success
 * toast is never shown: the confirmation with the estimate replaces the form (one message,
 * apply-for-financing.tsx); the error toast is shown when nothing was stored.
 */
export const FINANCING_TOASTS = {
  success: {
    summary: "Application received!",
    detail:
      "Thank you! A finance specialist will contact you with your pre-approval, usually within 24-48 hours.",
  },
  error: SEND_ERROR_TOAST,
} as const;
