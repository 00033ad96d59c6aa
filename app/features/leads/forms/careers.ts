import { z } from "zod";
import type { AcceptLeadInput } from "../model/lead";
import { textField } from "../model/validation";
import { contactFields, type LeadFormContext, LIMITS, messageField, tooLong } from "./common";

/** The careers form (spec section 5): the position applied for and why the applicant is a good fit. */
export const careersSchema = z.object({
  position: textField("Enter the position you are applying for.").max(
    LIMITS.shortText,
    tooLong(LIMITS.shortText),
  ),
  message: messageField,
  ...contactFields,
});
export type CareersForm = z.infer<typeof careersSchema>;

/** The CAREERS lead of a valid careers form. */
export function toCareersLead(value: CareersForm, form: LeadFormContext): AcceptLeadInput<"CAREERS"> {
  return {
    kind: "CAREERS",
    idempotencyKey: form.idempotencyKey,
    url: form.pageUrl,
    user: { firstName: value.firstName, lastName: value.lastName, email: value.email, phone: value.phone },
    details: { position: value.position, message: value.message },
  };
}

/** The careers form's id: its Conform id, and the form its tokens are issued for. */
export const CAREERS_FORM_ID = "careers-form";

/** The careers toasts of spec section 8, word for word. */
export const CAREERS_TOASTS = {
  success: { summary: "Message sent!", detail: "Thank you! Your submission has been received!" },
  error: { summary: "Something went wrong", detail: "Oops! Something went wrong while submitting the form." },
} as const;
