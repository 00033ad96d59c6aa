import { digitsOnly } from "~/lib/contact-fields";

/**
 * The numbers the site texts a verification code to: US and Canadian numbers of the North
 * American Numbering Plan, the dealership's market. Everything else is where SMS pumping
 * makes its money, so it is refused before any text is sent:
 *
 * - numbers of other countries (anything but 10 digits, or 11 starting with the country code 1);
 * - the NANP's other countries (the Caribbean, Bermuda): a US-looking number that is charged as
 *   an international one, the classic target of pumping and one-ring fraud;
 * - premium-rate, toll-free and other non-geographic area codes (900, 8XX, 5XX, 600, 700, 710),
 *   where no shopper's mobile phone lives;
 * - numbers the plan does not allow: an area code or exchange starting with 0 or 1, or an N11
 *   service code (911, 411...).
 */
export const OUTSIDE_US_AND_CANADA = [
  "242", // Bahamas
  "246", // Barbados
  "264", // Anguilla
  "268", // Antigua and Barbuda
  "284", // British Virgin Islands
  "345", // Cayman Islands
  "441", // Bermuda
  "473", // Grenada
  "649", // Turks and Caicos
  "658", // Jamaica
  "664", // Montserrat
  "721", // Sint Maarten
  "758", // Saint Lucia
  "767", // Dominica
  "784", // Saint Vincent and the Grenadines
  "809", // Dominican Republic
  "829", // Dominican Republic
  "849", // Dominican Republic
  "868", // Trinidad and Tobago
  "869", // Saint Kitts and Nevis
  "876", // Jamaica
] as const;

/** Premium-rate, toll-free, personal-communication and government codes: no shopper's phone. */
export const NON_GEOGRAPHIC = [
  "500",
  "521",
  "522",
  "523",
  "524",
  "525",
  "526",
  "527",
  "528",
  "529",
  "530",
  "531",
  "532",
  "533",
  "544",
  "566",
  "577",
  "588",
  "600",
  "622",
  "700",
  "710",
  "800",
  "833",
  "844",
  "855",
  "866",
  "877",
  "888",
  "900",
] as const;

const refused = new Set<string>([...OUTSIDE_US_AND_CANADA, ...NON_GEOGRAPHIC]);

/** The 10 digits of a US or Canadian number the site may text, or undefined. */
export function textableNationalNumber(phone: string): string | undefined {
  const digits = digitsOnly(phone);
  const national =
    digits.length === 10
      ? digits
      : digits.length === 11 && digits.startsWith("1")
        ? digits.slice(1)
        : undefined;
  if (!national) return undefined;
  const area = national.slice(0, 3);
  const exchange = national.slice(3, 6);
  const allowed = (code: string) => /^[2-9]\d\d$/.test(code) && !/^[2-9]11$/.test(code);
  if (!allowed(area) || !allowed(exchange) || refused.has(area)) return undefined;
  return national;
}

export function isTextableNumber(phone: string): boolean {
  return textableNationalNumber(phone) !== undefined;
}
