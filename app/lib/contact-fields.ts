/**
 * The rules of a visitor's contact fields (spec section 5): what an e-mail address and a
 * phone number are, the phone masks, and the digits of a verification code. Pure and
 * browser-safe, with no messages and no feature imports: the lead forms' schemas
 * (features/leads/model/validation.ts), the visitor profile, phone verification and the
 * trade-in's forms all read the same rules from here.
 */

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

/** The digits of a verification code, or undefined unless there are exactly 6. */
export function normalizeVerificationCode(value: string): string | undefined {
  const digits = digitsOnly(value);
  return digits.length === VERIFICATION_CODE_LENGTH ? digits : undefined;
}
