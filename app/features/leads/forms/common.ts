import { z } from "zod";
import { EMAIL_PATTERN, formatPhone, isValidPhone } from "~/lib/contact-fields";
import {
  emailField,
  fieldTypeError,
  MESSAGES,
  multilineTextField,
  optionalFormattedText,
  optionalMultilineText,
  optionalText,
  phoneField,
  textField,
} from "../model/validation";

/**
 * Pieces every lead form's schema is built from: the visitor's contact details with
 * length limits (a form never stores a 1 MB "first name"), and the limits themselves.
 * The spec's messages come from validation.ts; the length messages are ours. A text field
 * is one line (no control character, validation.ts singleLine()) unless it is a message or
 * notes, which keep their line breaks (multilineTextField, optionalNotes).
 */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  shortText: 200,
  message: 5000,
} as const;

export function tooLong(max: number): string {
  return `Please keep this under ${max.toLocaleString("en-US")} characters.`;
}

/** userSchema of validation.ts, with length limits. */
export const contactFields = {
  firstName: textField(MESSAGES.firstName).max(LIMITS.name, tooLong(LIMITS.name)),
  lastName: textField(MESSAGES.lastName).max(LIMITS.name, tooLong(LIMITS.name)),
  email: emailField().max(LIMITS.email, tooLong(LIMITS.email)),
  // A phone's own pattern bounds its length.
  phone: phoneField(),
};

export const messageField = multilineTextField(MESSAGES.message).max(LIMITS.message, tooLong(LIMITS.message));

/** An optional one-line text with a limit; blank becomes undefined. */
export function optionalLimitedText(max: number = LIMITS.shortText, text = optionalText) {
  return text.refine((v) => v === undefined || v.length <= max, tooLong(max));
}

/** Optional notes or comments with a limit: several lines, blank becomes undefined. */
export function optionalNotes(max: number = LIMITS.message) {
  return optionalLimitedText(max, optionalMultilineText);
}

/** A phone that may be left blank; when given it must be valid, and is given in the general mask. */
export const optionalPhone = optionalLimitedText(LIMITS.phone, optionalFormattedText)
  .refine((v) => v === undefined || isValidPhone(v), MESSAGES.invalidPhone)
  .transform((v) => (v === undefined ? undefined : formatPhone(v, "general")));

/** An e-mail that may be left blank; when given it must be valid. */
export const optionalEmail = optionalLimitedText(LIMITS.email, optionalFormattedText).refine(
  (v) => v === undefined || EMAIL_PATTERN.test(v),
  MESSAGES.invalidEmail,
);

/**
 * A required choice among fixed values; a missing or unknown value gets `message` (add
 * `.optional()` for a choice that may be left blank: Conform reads a blank as missing).
 */
export function choiceField<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string = MESSAGES.required,
) {
  return z.enum(values, { error: fieldTypeError(message) });
}

/**
 * Whether a checkbox is ticked: when the form sends "on" (what a browser sends for a checkbox
 * without a value, as ours are). Sending nothing means unticked, and so does any other value:
 * a browser never sends one for our boxes. Sent twice, it gets MESSAGES.onlyOnce like every field.
 */
function isTicked(value: unknown, ctx: z.RefinementCtx) {
  if (value !== null && typeof value === "object") {
    ctx.addIssue({ code: "custom", message: MESSAGES.onlyOnce });
    return z.NEVER;
  }
  return value === "on";
}

// Preprocesses, not transforms of z.unknown(): zod refuses an absent key for the latter.

/** A checkbox the visitor may leave unticked (a yes/no question): true or false. */
export function checkboxField() {
  return z.preprocess(isTicked, z.boolean());
}

/** A checkbox that must be ticked (an agreement); unticked, it gets `message`. */
export function agreementField(message: string) {
  return z.preprocess(isTicked, z.literal(true, { error: message }));
}

export const WHOLE_NUMBER_MESSAGE = "Enter a whole number.";

/**
 * A whole number typed in a form field (years at an address, months on the job): digits
 * only, read as a person means them. The field is text, not a zod number, so neither
 * Conform's coercion nor Number() reads "0x10" as 16 or "1e1" as 10.
 */
export function wholeNumberField(min: number, max: number, rangeMessage: string) {
  // A sign is a whole number out of range ("-1": the range's message), a point or a letter is not.
  return z
    .string({ error: fieldTypeError(MESSAGES.required) })
    .trim()
    .min(1, { message: MESSAGES.required, abort: true })
    .regex(/^[-+]?\d{1,6}$/, { message: WHOLE_NUMBER_MESSAGE, abort: true })
    .transform(Number)
    .refine((n) => n >= min && n <= max, rangeMessage);
}

export const US_STATES = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["DC", "District of Columbia"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
] as const;

const STATE_CODES = US_STATES.map(([code]) => code) as unknown as readonly [string, ...string[]];

export const stateOptions = US_STATES.map(([value, label]) => ({ value, label }));

export const ZIP_MESSAGE = "Enter a 5-digit ZIP code.";

/** The address fields of spec section 3 ("Address"): address, apartment, city, state, zipCode. */
export const addressFields = {
  address: textField().max(LIMITS.shortText, tooLong(LIMITS.shortText)),
  apartment: optionalLimitedText(50),
  city: textField().max(LIMITS.name, tooLong(LIMITS.name)),
  state: choiceField(STATE_CODES),
  zipCode: textField().regex(/^\d{5}(?:-\d{4})?$/, ZIP_MESSAGE),
};

/**
 * The error toast's text of spec section 8, its misspellings ('infromation', 'gice')
 * published corrected (docs/decisions.md); every lead form without its own uses it.
 */
export const SEND_ERROR_TOAST = {
  summary: "Something went wrong",
  detail: "There was an error on sending your information. Please try again or just give us a call",
} as const;

/**
 * The call-and-text consent of spec section 5, shown with every phone a lead form asks for
 * (components/forms/phone-field.tsx): the dealer relies on it to call or text the lead.
 */
export const CELL_PHONE_CONSENT =
  "By providing your cell phone number, you agree to be contacted by call or text, including by auto-dialers or prerecorded messages, at the number provided. Standard message and data rates may apply.";

/**
 * What every form's mapper (`toXxxLead(value, form)`) gets besides the valid values: the
 * idempotency key of the form's token and the page the form was sent from.
 */
export type LeadFormContext = { idempotencyKey: string; pageUrl: string };

/**
 * A hidden field the form sets to "1" once JavaScript runs. The server uses it to answer
 * a plain-HTML post with a redirect (post-redirect-get) where a page wants one.
 */
export const ENHANCED_FIELD = "enhanced";

/**
 * A submit button named so (`<button name={REFRESH_FIELD} formNoValidate>`) asks the server
 * to draw the form again for the choices made so far, storing nothing: without JavaScript,
 * the service scheduler's "Show open times" (the server says which times are open).
 */
export const REFRESH_FIELD = "refresh";
