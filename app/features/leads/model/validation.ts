import { z } from "zod";
import { EMAIL_PATTERN, formatPhone, isValidPhone, normalizeVerificationCode } from "~/lib/contact-fields";
import { isLinesText, isOneLineText, normalizeLineBreaks } from "~/lib/printable";

/**
 * The validation rules and messages of spec section 5, shared by every lead form in the
 * browser and on the server (and by the phone-verification API). Browser-safe: no
 * server imports. Messages are the spec's, word for word. What an e-mail address and a phone
 * are, and the phone masks, are the contact fields' rules (lib/contact-fields.ts).
 *
 * Form schemas extend `userSchema`:
 *
 *   export const contactSchema = userSchema.extend({ message: multilineTextField(MESSAGES.message) });
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
  // Issue 19: a control character (NUL, ESC, a line break in a name) nobody sees or types.
  controlCharacters: "This field contains invisible characters. Please type it again.",
  // Issue 19: a single field sent more than once (only a script does that; our forms never).
  onlyOnce: "Enter this field only once.",
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

/**
 * The message of a field given something other than its type: MESSAGES.onlyOnce for a field
 * posted more than once (Conform reads a repeated name as a list, and "name.x" as an
 * object), else `message` (a missing required field's). Every field helper's base type uses
 * it, so no field shows zod's own "expected string, received array". Refusing beats taking
 * one of the values: a post that repeats a field was not made on our pages.
 */
export function fieldTypeError(message?: string) {
  return (issue: { input?: unknown }) =>
    issue.input !== null && typeof issue.input === "object" ? MESSAGES.onlyOnce : message;
}

/**
 * The characters of a text (issue 19, lib/printable.ts). A one-line field (a name, a city, a
 * make) holds no control character at all, line breaks and tabs included; a field of several
 * lines (a message, notes) keeps its line breaks, read as line feeds, and its tabs. Anything
 * else gets MESSAGES.controlCharacters and no other message. Fields checked against a format
 * (e-mail, phone, SSN, date, year, amount) need neither: no format holds a control character,
 * and the format's own message says what is wrong.
 */
export function singleLine<T extends z.ZodString>(schema: T): T {
  return schema.refine(isOneLineText, stop(MESSAGES.controlCharacters));
}

/** A text of several lines: line breaks as line feeds, then trimmed, with line feeds and tabs only. */
export function multiline(schema: z.ZodString): z.ZodString {
  return schema.overwrite(normalizeLineBreaks).trim().refine(isLinesText, stop(MESSAGES.controlCharacters));
}

/** Non-empty after trimming; the trimmed text is the value. Characters unchecked: a format's base. */
function requiredText(message: string) {
  return z
    .string({ error: fieldTypeError(message) })
    .trim()
    .min(1, stop(message));
}

/** A required one-line text: non-empty after trimming, the trimmed text is the value. */
export function textField(message: string = MESSAGES.required) {
  return singleLine(requiredText(message));
}

/** A required text of several lines (a message): line breaks kept as line feeds, trimmed. */
export function multilineTextField(message: string = MESSAGES.required) {
  return multiline(z.string({ error: fieldTypeError(message) })).min(1, stop(message));
}

const optionalOf = (schema: z.ZodString) => schema.optional().transform((v) => (v ? v : undefined));
const anyText = () => z.string({ error: fieldTypeError() });

/** An optional one-line text: trimmed, and a blank becomes undefined. */
export const optionalText = optionalOf(singleLine(anyText().trim()));

/** An optional text of several lines (notes, comments): as multiline(), a blank becomes undefined. */
export const optionalMultilineText = optionalOf(multiline(anyText()));

/** An optional text a format checks (e-mail, phone): trimmed, a blank becomes undefined. */
export const optionalFormattedText = optionalOf(anyText().trim());

export function emailField(requiredMessage: string = MESSAGES.required) {
  return requiredText(requiredMessage).regex(EMAIL_PATTERN, MESSAGES.invalidEmail);
}

/** A phone; the value is the number in the general mask, (999) 999-9999. */
export function phoneField(
  requiredMessage: string = MESSAGES.required,
  invalidMessage: string = MESSAGES.invalidPhone,
) {
  return requiredText(requiredMessage)
    .refine(isValidPhone, invalidMessage)
    .transform((v) => formatPhone(v, "general"));
}

/** An e-mail that may be left blank; when given it must be valid. */
export const optionalEmailField = optionalFormattedText.refine(
  (v) => v === undefined || EMAIL_PATTERN.test(v),
  MESSAGES.invalidEmail,
);

/** A phone that may be left blank; when given it must be valid (and is given in the general mask). */
export const optionalPhoneField = optionalFormattedText
  .refine((v) => v === undefined || isValidPhone(v), MESSAGES.invalidPhone)
  .transform((v) => (v === undefined ? undefined : formatPhone(v, "general")));

/** An SSN, returned in the 3-2-4 form. */
export function ssnField(requiredMessage: string = MESSAGES.required) {
  return requiredText(requiredMessage)
    .refine(isValidSsn, MESSAGES.invalidSsn)
    .transform((v) => normalizeSsn(v)!);
}

export function dateField(requiredMessage: string = MESSAGES.required) {
  return requiredText(requiredMessage).refine(isValidDate, MESSAGES.invalidDate);
}

/** The 6-digit verification code; the value is its 6 digits. */
export const verificationCodeField = z
  .string({ error: fieldTypeError(MESSAGES.codeRequired) })
  .trim()
  .min(1, stop(MESSAGES.codeRequired))
  .refine((v) => normalizeVerificationCode(v) !== undefined, MESSAGES.codeDigits)
  .transform((v) => normalizeVerificationCode(v)!);

/** The phone of the phone-verification step, with that step's own messages, as typed. */
export const verificationPhoneField = requiredText(MESSAGES.phoneRequired).refine(
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
  return requiredText(message).refine((v) => /^\d{4}$/.test(v) && isVehicleYear(Number(v)), message);
}

/** A non-negative amount, at most `max`, typed with or without "$" and thousands commas. */
export function amountField(message: string, range: { max: number }) {
  return requiredText(message)
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
