import { z } from "zod";

/**
 * The validation rules and messages of spec section 5, shared by every lead form in the
 * browser and on the server (and by the phone-verification API). Browser-safe: no
 * server imports. Messages are the spec's, word for word.
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

/**
 * The `{email}` pattern: a local part, a dot-separated domain, and a top-level domain of
 * at least 2 letters. Deliberately simpler than RFC 5322: it accepts every address a
 * dealer's CRM can answer and rejects the typos visitors make ("name@gmail", "name@.com").
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/**
 * A phone is a North American number (the dealership's market), typed as people type one:
 * 10 digits, area code and exchange starting with 2-9 (NANP), optionally after +1 or 1, with
 * the usual separators only (one space, dash or dot between the groups, parentheses around
 * the area code). Markup, letters, extensions, line breaks and foreign numbers are not a
 * phone: the CRM would receive them as they are. The spec's "more than 9 digits" holds.
 */
const PHONE_PATTERN = /^(?:\+?1[ .-]?)?(?:\(([2-9]\d{2})\)|([2-9]\d{2}))[ .-]?([2-9]\d{2})[ .-]?(\d{4})$/;

export const VERIFICATION_CODE_LENGTH = 6;

export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, "");
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

// ---------------------------------------------------------------------------------------
// Phone masks (spec section 5).

export type PhoneMask = "general" | "input" | "email" | "adf" | "search" | "default";

/** The 10 national digits of a North American number, or undefined when it is not one. */
export function nationalDigits(value: string): string | undefined {
  const digits = digitsOnly(value);
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith("1")) return digits.slice(1);
  return undefined;
}

/**
 * Formats a phone number with one of the spec's masks:
 * general `(999) 999-9999`, input and e-mail `+1 (999) 999-9999`, adf `999-999-9999`,
 * search `9999999999`, default `+19999999999`.
 * Forms and the API take North American numbers only; a stored number that is not one (a
 * lead from before that rule) is given as its digits, "+" first, never with the markup or
 * line breaks around them. A value without digits ('Not provided') is given as it is.
 */
export function formatPhone(value: string, mask: PhoneMask = "default"): string {
  const d = nationalDigits(value);
  if (!d) {
    const digits = digitsOnly(value);
    return digits ? `+${digits}` : value.trim();
  }
  const [area, exchange, line] = [d.slice(0, 3), d.slice(3, 6), d.slice(6)];
  switch (mask) {
    case "general":
      return `(${area}) ${exchange}-${line}`;
    case "input":
    case "email":
      return `+1 (${area}) ${exchange}-${line}`;
    case "adf":
      return `${area}-${exchange}-${line}`;
    case "search":
      return d;
    case "default":
      return `+1${d}`;
  }
}

// ---------------------------------------------------------------------------------------
// Social Security number, dates, the verification code.

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

/** The digits of a verification code, or undefined unless there are exactly 6. */
export function normalizeVerificationCode(value: string): string | undefined {
  const digits = digitsOnly(value);
  return digits.length === VERIFICATION_CODE_LENGTH ? digits : undefined;
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
