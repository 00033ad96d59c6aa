import { z } from "zod";
import {
  EMAIL_PATTERN,
  emailField,
  isValidPhone,
  MESSAGES,
  optionalText,
  phoneField,
  textField,
} from "../validation";

/**
 * Pieces every lead form's schema is built from: the visitor's contact details with
 * length limits (a form never stores a 1 MB "first name"), and the limits themselves.
 * The spec's messages come from validation.ts; the length messages are ours.
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
  phone: phoneField().max(LIMITS.phone, tooLong(LIMITS.phone)),
};

export const messageField = textField(MESSAGES.message).max(LIMITS.message, tooLong(LIMITS.message));

/** An optional free text with a limit; blank becomes undefined. */
export function optionalLimitedText(max: number = LIMITS.shortText) {
  return optionalText.refine((v) => v === undefined || v.length <= max, tooLong(max));
}

/** A phone that may be left blank; when given it must be valid (and of sane length). */
export const optionalPhone = optionalLimitedText(LIMITS.phone).refine(
  (v) => v === undefined || isValidPhone(v),
  MESSAGES.invalidPhone,
);

/** An e-mail that may be left blank; when given it must be valid. */
export const optionalEmail = optionalLimitedText(LIMITS.email).refine(
  (v) => v === undefined || EMAIL_PATTERN.test(v),
  MESSAGES.invalidEmail,
);

/** A required choice among fixed values; a missing or unknown value gets `message`. */
export function choiceField<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string = MESSAGES.required,
) {
  return z.enum(values, { error: message });
}

/** A whole number typed in a form field (years at an address, months on the job). */
export function wholeNumberField(min: number, max: number, rangeMessage: string) {
  return z
    .number({
      error: (issue) => (issue.input === undefined ? MESSAGES.required : "Enter a whole number."),
    })
    .int("Enter a whole number.")
    .min(min, rangeMessage)
    .max(max, rangeMessage);
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
 * A hidden field the form sets to "1" once JavaScript runs. The server uses it to answer
 * a plain-HTML post with a redirect (post-redirect-get) where a page wants one.
 */
export const ENHANCED_FIELD = "enhanced";
