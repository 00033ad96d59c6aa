import { z } from "zod";
import { EMAIL_PATTERN, formatPhone, isValidPhone, normalizeVerificationCode } from "~/lib/contact-fields";

/**
 * The validation rules and messages of spec section 5, shared by every lead form in the
 * browser and on the server (and by the phone-verification API). Browser-safe: no
 * server imports. Messages are the spec's, word for word. What an e-mail address and a phone
 * are, and the phone masks, are the contact fields' rules (lib/contact-fields.ts).
 *
 * Form schemas extend `userSchema`:
 *
 *   export const contactSchema = userSchema.extend({ message: textField(MESSAGES.message) });
 *
 * Conform's `parseWithZod` turns an empty field into `undefined`, so every required field
 * here reports its message for both `undefined` and a blank string.
 */
export const MESSAGES = {
  required: "This field is required",
  invalidEmail: "Please enter a valid email address",
  invalidPhone: "Please enter a valid phone number",
  firstName: "Enter your first name.",
  lastName: "Enter your last name.",
  message: "Enter your message.",
  make: "Enter the make of the vehicle.",
  model: "Enter the model of the vehicle.",
  year: "Enter the year of the vehicle.",
  price: "Enter the price of the vehicle.",
  mileage: "Enter the mileage of the vehicle.",
  phoneRequired: "Phone number is required",
  phoneRegex: "Phone number is invalid by regex",
  codeRequired: "Code is required",
  codeDigits: "Code must be 6 digits",
  // The spec gives no wording for these two; ours follow the style of its field messages.
  invalidSsn: "Enter a valid Social Security number.",
  invalidDate: "Enter a date as YYYY-MM-DD.",
} as const;

// ---------------------------------------------------------------------------------------
// Social Security number, dates.

/** 3-2-4 digits; area 000, 666 and 900-999, group 00 and serial 0000 are never issued. */
const SSN_PATTERN = /^(?!000|666|9\d\d)(\d{3})-(?!00)(\d{2})-(?!0000)(\d{4})$/;

/** Accepts `123-45-6789`, `123 45 6789` or `123456789` and returns the 3-2-4 form, or undefined. */
export function normalizeSsn(value: string): string | undefined {
  const grouped = /^(\d{3})[\s-]?(\d{2})[\s-]?(\d{4})$/.exec(value.trim());
  if (!grouped) return undefined;
  const digits = grouped.slice(1).join("");
  const formatted = `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
  return SSN_PATTERN.test(formatted) ? formatted : undefined;
}

export function isValidSsn(value: string): boolean {
  return normalizeSsn(value) !== undefined;
}

/** YYYY-MM-DD naming a day that exists (no 2025-02-30). */
export function isValidDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// ---------------------------------------------------------------------------------------
// zod field schemas. Each stops at its first failing rule, so a field shows one message.

const stop = (message: string) => ({ message, abort: true });

/** Non-empty after trimming; the trimmed text is the value. */
export function textField(message: string = MESSAGES.required) {
  return z.string({ error: message }).trim().min(1, stop(message));
}

/** An optional free text: trimmed, and a blank becomes undefined. */
export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

export function emailField(requiredMessage: string = MESSAGES.required) {
  return textField(requiredMessage).regex(EMAIL_PATTERN, MESSAGES.invalidEmail);
}

/** A phone; the value is the number in the general mask, (999) 999-9999. */
export function phoneField(
  requiredMessage: string = MESSAGES.required,
  invalidMessage: string = MESSAGES.invalidPhone,
) {
  return textField(requiredMessage)
    .refine(isValidPhone, invalidMessage)
    .transform((v) => formatPhone(v, "general"));
}

/** An e-mail that may be left blank; when given it must be valid. */
export const optionalEmailField = optionalText.refine(
  (v) => v === undefined || EMAIL_PATTERN.test(v),
  MESSAGES.invalidEmail,
);

/** A phone that may be left blank; when given it must be valid (and is given in the general mask). */
export const optionalPhoneField = optionalText
  .refine((v) => v === undefined || isValidPhone(v), MESSAGES.invalidPhone)
  .transform((v) => (v === undefined ? undefined : formatPhone(v, "general")));

/** An SSN, returned in the 3-2-4 form. */
export function ssnField(requiredMessage: string = MESSAGES.required) {
  return textField(requiredMessage)
    .refine(isValidSsn, MESSAGES.invalidSsn)
    .transform((v) => normalizeSsn(v)!);
}

export function dateField(requiredMessage: string = MESSAGES.required) {
  return textField(requiredMessage).refine(isValidDate, MESSAGES.invalidDate);
}

/** The 6-digit verification code; the value is its 6 digits. */
export const verificationCodeField = z
  .string({ error: MESSAGES.codeRequired })
  .trim()
  .min(1, stop(MESSAGES.codeRequired))
  .refine((v) => normalizeVerificationCode(v) !== undefined, MESSAGES.codeDigits)
  .transform((v) => normalizeVerificationCode(v)!);

/** The phone of the phone-verification step, with that step's own messages, as typed. */
export const verificationPhoneField = textField(MESSAGES.phoneRequired).refine(
  isValidPhone,
  MESSAGES.phoneRegex,
);

// ---------------------------------------------------------------------------------------
// Numbers, read strictly: what a person types as an amount, never what JavaScript's Number()
// also reads ("0x10" is 16, "1e300" is a number, 400 nines are Infinity, stored as null and
// mailed as "$0"). A number out of its field's range gets the field's message.

/** Digits, thousands commas in their places or none, cents optional, "$" first optional. */
const AMOUNT_PATTERN = /^\$? ?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;
/** More digits than a double holds exactly is not an amount anybody types. */
const MAX_AMOUNT_DIGITS = 15;

/** An amount typed as people type one ("$18,995", "18995.50"), or undefined. */
export function parseTypedAmount(value: string): number | undefined {
  const match = AMOUNT_PATTERN.exec(value.trim());
  if (!match) return undefined;
  const whole = match[1]!.replace(/,/g, "");
  if (whole.replace(/^0+(?=\d)/, "").length > MAX_AMOUNT_DIGITS) return undefined;
  return Number(match[2] ? `${whole}.${match[2]}` : whole);
}

/** The newest model year a car can have: next year's models are sold from this year. */
export const nextModelYear = (today: Date = new Date()) => today.getFullYear() + 1;

/**
 * The ranges of a lead's vehicle numbers (forms and /api/email/send): a year from 1900 to the
 * next model year, a price up to $10,000,000, an odometer up to 2,000,000 miles (a few
 * trucks pass a million; six-digit odometers roll over at 999,999). docs/decisions.md.
 */
export const VEHICLE_RANGES = {
  year: { min: 1900, max: () => nextModelYear() },
  price: { min: 0, max: () => 10_000_000 },
  miles: { min: 0, max: () => 2_000_000 },
} as const;

export function isVehicleYear(value: number): boolean {
  return Number.isInteger(value) && value >= VEHICLE_RANGES.year.min && value <= VEHICLE_RANGES.year.max();
}

/** A vehicle year of a lead: 4 digits from 1900 to the next model year. */
export function vehicleYearField(message: string = MESSAGES.year) {
  return textField(message).refine((v) => /^\d{4}$/.test(v) && isVehicleYear(Number(v)), message);
}

/** A non-negative amount, at most `max`, typed with or without "$" and thousands commas. */
export function amountField(message: string, range: { max: number }) {
  return textField(message)
    .refine((v) => {
      const amount = parseTypedAmount(v);
      return amount !== undefined && amount <= range.max;
    }, message)
    .transform((v) => parseTypedAmount(v)!);
}

// ---------------------------------------------------------------------------------------
// The visitor's contact details, which every lead form asks for.

export const userSchema = z.object({
  firstName: textField(MESSAGES.firstName),
  lastName: textField(MESSAGES.lastName),
  email: emailField(),
  phone: phoneField(),
});
export type UserFields = z.infer<typeof userSchema>;

/** The fields of a vehicle a visitor describes (a trade-in, a vehicle to sell). */
export const vehicleDescriptionSchema = z.object({
  make: textField(MESSAGES.make),
  model: textField(MESSAGES.model),
  year: vehicleYearField(),
  price: amountField(MESSAGES.price, { max: VEHICLE_RANGES.price.max() }),
  mileage: amountField(MESSAGES.mileage, { max: VEHICLE_RANGES.miles.max() }),
});

/**
 * User info is valid when first name, last name, e-mail and phone are all present and
 * each passes its format check (spec section 5).
 */
export function isUserInfoValid(user: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
}): boolean {
  return userSchema.safeParse({
    firstName: user.firstName ?? undefined,
    lastName: user.lastName ?? undefined,
    email: user.email ?? undefined,
    phone: user.phone ?? undefined,
  }).success;
}
