import { z } from "zod";
import { textField } from "../validation";
import { contactFields, LIMITS, messageField, tooLong } from "./common";

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

/** The careers toasts of spec section 8, word for word. */
export const CAREERS_TOASTS = {
  success: { summary: "Message sent!", detail: "Thank you! Your submission has been received!" },
  error: { summary: "Something went wrong", detail: "Oops! Something went wrong while submitting the form." },
} as const;
