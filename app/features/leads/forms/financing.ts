import { z } from "zod";
import { addressFields, choiceField, contactFields } from "./common";

/**
 * The financing pre-approval form: who is applying (spec: the applicant identifier,
 * "current" or "co-applicant"), when they plan to buy, their contact details and home
 * address. It replaces the embedded pre-approval frame of the original site.
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
  ...contactFields,
  ...addressFields,
});
export type FinancingForm = z.infer<typeof financingSchema>;

/** The financing form has no toasts in the spec; these follow the contact form's. */
export const FINANCING_TOASTS = {
  success: {
    summary: "Application received!",
    detail:
      "Thank you! A finance specialist will contact you with your pre-approval, usually within 24-48 hours.",
  },
  error: {
    summary: "Something went wrong",
    detail: "There was an error on sending your infromation. Please try again or just gice us a call",
  },
} as const;
