import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  EMAIL_PATTERN,
  formatPhone,
  isValidEmail,
  isValidPhone,
  normalizeVerificationCode,
} from "~/lib/contact-fields";
import {
  amountField,
  dateField,
  emailField,
  isUserInfoValid,
  isValidDate,
  isValidSsn,
  MESSAGES,
  multilineTextField,
  normalizeSsn,
  optionalEmailField,
  optionalMultilineText,
  optionalPhoneField,
  optionalText,
  phoneField,
  ssnField,
  textField,
  userSchema,
  vehicleDescriptionSchema,
  vehicleYearField,
  verificationCodeField,
  verificationPhoneField,
} from "./validation";

/** The messages a schema reports for an input, per field path. */
function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe("the messages of spec section 5", () => {
  it("are the spec's words", () => {
    expect(MESSAGES).toMatchObject({
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
    });
  });
});

describe("e-mail", () => {
  it.each([
    "jane@example.com",
    "jane.doe+cars@mail.example.co",
    "J_D@sub.domain.example.museum",
    "o'brien@example.ie",
  ])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
    expect(messages(emailField(), email)).toEqual([]);
  });

  it.each([
    "jane@example",
    "jane@example.c",
    "jane@.com",
    "jane.example.com",
    "jane@exa mple.com",
    "@example.com",
    "jane@example.c0m",
    "jane@-example.com",
  ])("rejects %s with 'Please enter a valid email address'", (email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(messages(emailField(), email)).toEqual([MESSAGES.invalidEmail]);
  });

  it("asks for a missing or blank e-mail with one message", () => {
    expect(messages(emailField(), undefined)).toEqual([MESSAGES.required]);
    expect(messages(emailField(), "   ")).toEqual([MESSAGES.required]);
  });

  it("trims the value", () => {
    expect(emailField().parse("  jane@example.com ")).toBe("jane@example.com");
    expect(EMAIL_PATTERN.test(" jane@example.com")).toBe(false);
  });
});

describe("text fields", () => {
  it("must be non-empty after trimming", () => {
    const field = textField(MESSAGES.message);
    expect(messages(field, "")).toEqual([MESSAGES.message]);
    expect(messages(field, " \n\t ")).toEqual([MESSAGES.message]);
    expect(messages(field, undefined)).toEqual([MESSAGES.message]);
    expect(field.parse("  Hello  ")).toBe("Hello");
  });

  it("defaults to 'This field is required'", () => {
    expect(messages(textField(), "")).toEqual([MESSAGES.required]);
  });
});

describe("phone", () => {
  it("needs more than 9 digits", () => {
    expect(isValidPhone("309-555-012")).toBe(false);
    expect(isValidPhone("309-555-0123")).toBe(true);
    expect(isValidPhone("+1 (309) 555-0123")).toBe(true);
    expect(isValidPhone("+44 20 7946 0958")).toBe(false);
    expect(isValidPhone("1234567890123456")).toBe(false);
    expect(messages(phoneField(), "555-0123")).toEqual([MESSAGES.invalidPhone]);
    expect(messages(phoneField(), "")).toEqual([MESSAGES.required]);
  });

  it("uses the verification step's own messages there", () => {
    expect(messages(verificationPhoneField, undefined)).toEqual([MESSAGES.phoneRequired]);
    expect(messages(verificationPhoneField, "")).toEqual([MESSAGES.phoneRequired]);
    expect(messages(verificationPhoneField, "12345")).toEqual([MESSAGES.phoneRegex]);
    expect(messages(verificationPhoneField, "(309) 555-0123")).toEqual([]);
  });

  it("may be optional, and is checked when given", () => {
    expect(optionalPhoneField.parse("")).toBeUndefined();
    expect(optionalPhoneField.parse(undefined)).toBeUndefined();
    expect(messages(optionalPhoneField, "123")).toEqual([MESSAGES.invalidPhone]);
    expect(optionalEmailField.parse(" ")).toBeUndefined();
    expect(messages(optionalEmailField, "x@y")).toEqual([MESSAGES.invalidEmail]);
  });
});

describe("a phone is digits with the usual separators, North American (issue 8, point 5)", () => {
  it.each([
    "309-555-0123",
    "(309) 555-0123",
    "309.555.0123",
    "309 555 0123",
    "3095550123",
    "13095550123",
    "1-309-555-0123",
    "+1 309 555 0123",
    "+1 (309) 555-0123",
    " (309)555-0123 ",
  ])("accepts %s", (phone) => {
    expect(isValidPhone(phone)).toBe(true);
    expect(messages(phoneField(), phone)).toEqual([]);
  });

  it.each([
    "<b>309-555-0123</b>",
    "309-555-0123<script>",
    "309\n555\n0123",
    "309-555-0123\r\nBcc: x@y.z",
    "call 309 555 0123",
    "309-555-0123 ext 12",
    "tel:3095550123",
    "309-555-01234",
    "+44 20 7946 0958",
    "+2 309 555 0123",
    "23095550123",
    "(309 555-0123",
    "309--555--0123",
    "109-555-0123",
    "309-055-0123",
  ])("refuses %j with 'Please enter a valid phone number'", (phone) => {
    expect(isValidPhone(phone)).toBe(false);
    expect(messages(phoneField(), phone)).toEqual([MESSAGES.invalidPhone]);
  });

  it("gives the number in the general mask, so every e-mail can put it in its own", () => {
    expect(phoneField().parse("+1 309.555.0123")).toBe("(309) 555-0123");
    expect(formatPhone(phoneField().parse("1 (309) 555 0123"), "adf")).toBe("309-555-0123");
  });
});

describe("numbers are read strictly, within their field's range (issue 8, point 5)", () => {
  const price = amountField(MESSAGES.price, { max: 10_000_000 });
  it.each([
    ["18995", 18995],
    ["$18,995", 18995],
    ["$ 18,995.50", 18995.5],
    ["1,250,000", 1250000],
    ["0", 0],
  ])("reads %s as %d", (typed, value) => {
    expect(price.parse(typed)).toBe(value);
  });

  it.each([
    "0x10",
    "1e3",
    "1e300",
    "Infinity",
    "NaN",
    "-5",
    "+5",
    "12,50",
    "1,2345",
    "12.345",
    "١٢٣",
    "9".repeat(400),
    "10000001",
  ])("refuses %s with the field's message", (typed) => {
    expect(messages(price, typed)).toEqual([MESSAGES.price]);
  });
});

describe("Social Security number", () => {
  it.each(["123-45-6789", "123456789", "123 45 6789", "665-01-0001", "899-99-9999"])("accepts %s", (ssn) => {
    expect(isValidSsn(ssn)).toBe(true);
  });

  it.each([
    ["000-12-3456", "area 000"],
    ["666-12-3456", "area 666"],
    ["900-12-3456", "area 9xx"],
    ["999-12-3456", "area 9xx"],
    ["123-00-4567", "group 00"],
    ["123-45-0000", "serial 0000"],
    ["12-345-6789", "not 3-2-4"],
    ["123-45-678", "too short"],
    ["123-45-67890", "too long"],
    ["abc-de-fghi", "letters"],
  ])("rejects %s (%s)", (ssn) => {
    expect(isValidSsn(ssn)).toBe(false);
    expect(messages(ssnField(), ssn)).toEqual([MESSAGES.invalidSsn]);
  });

  it("is returned in the 3-2-4 form", () => {
    expect(normalizeSsn("123456789")).toBe("123-45-6789");
    expect(ssnField().parse(" 123 45 6789 ")).toBe("123-45-6789");
    expect(messages(ssnField(), "")).toEqual([MESSAGES.required]);
  });
});

describe("dates", () => {
  it("are YYYY-MM-DD days that exist", () => {
    expect(isValidDate("1990-07-15")).toBe(true);
    expect(isValidDate("2024-02-29")).toBe(true);
    expect(isValidDate("2025-02-29")).toBe(false);
    expect(isValidDate("2025-13-01")).toBe(false);
    expect(isValidDate("2025-04-31")).toBe(false);
    expect(isValidDate("07/15/1990")).toBe(false);
    expect(isValidDate("1990-7-15")).toBe(false);
    expect(messages(dateField(), "1990-02-30")).toEqual([MESSAGES.invalidDate]);
    expect(messages(dateField(), "")).toEqual([MESSAGES.required]);
  });
});

describe("the verification code", () => {
  it("is exactly 6 digits after stripping non-digits", () => {
    expect(normalizeVerificationCode("123456")).toBe("123456");
    expect(normalizeVerificationCode("123-456")).toBe("123456");
    expect(normalizeVerificationCode(" 12 34 56 ")).toBe("123456");
    expect(normalizeVerificationCode("12345")).toBeUndefined();
    expect(normalizeVerificationCode("1234567")).toBeUndefined();
    expect(verificationCodeField.parse("12-34-56")).toBe("123456");
    expect(messages(verificationCodeField, "12345")).toEqual([MESSAGES.codeDigits]);
    expect(messages(verificationCodeField, "abcdef")).toEqual([MESSAGES.codeDigits]);
    expect(messages(verificationCodeField, "")).toEqual([MESSAGES.codeRequired]);
    expect(messages(verificationCodeField, undefined)).toEqual([MESSAGES.codeRequired]);
  });
});

describe("vehicle fields", () => {
  it("report the spec's message per field", () => {
    const result = vehicleDescriptionSchema.safeParse({ make: " ", model: "", year: "19", price: "x" });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({
      make: MESSAGES.make,
      model: MESSAGES.model,
      year: MESSAGES.year,
      price: MESSAGES.price,
      mileage: MESSAGES.mileage,
    });
  });

  it("read amounts typed with dollars and separators", () => {
    expect(amountField(MESSAGES.price, { max: 100_000 }).parse("$12,500")).toBe(12500);
    expect(amountField(MESSAGES.mileage, { max: 100_000 }).parse("85000")).toBe(85000);
    expect(messages(amountField(MESSAGES.price, { max: 100_000 }), "-5")).toEqual([MESSAGES.price]);
    expect(vehicleYearField().parse("2019")).toBe("2019");
    expect(messages(vehicleYearField(), "1850")).toEqual([MESSAGES.year]);
  });
});

describe("the visitor's details", () => {
  const jane = { firstName: "Jane", lastName: "Doe", email: "jane@example.com", phone: "309-555-0123" };

  it("are valid when all four are present and well-formed", () => {
    expect(isUserInfoValid(jane)).toBe(true);
    expect(isUserInfoValid({ ...jane, firstName: " " })).toBe(false);
    expect(isUserInfoValid({ ...jane, lastName: null })).toBe(false);
    expect(isUserInfoValid({ ...jane, email: "jane@example" })).toBe(false);
    expect(isUserInfoValid({ ...jane, phone: "555-0123" })).toBe(false);
    expect(isUserInfoValid({})).toBe(false);
  });

  it("report one message per field, the spec's", () => {
    const result = userSchema.safeParse({ firstName: "", email: "jane@", phone: "12" });
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({
      firstName: MESSAGES.firstName,
      lastName: MESSAGES.lastName,
      email: MESSAGES.invalidEmail,
      phone: MESSAGES.invalidPhone,
    });
    expect(result.error!.issues).toHaveLength(4);
  });

  it("are extended by a form's schema", () => {
    const contact = userSchema.extend({ message: textField(MESSAGES.message) });
    expect(messages(contact, { ...jane, message: " " })).toEqual([MESSAGES.message]);
    expect(contact.parse({ ...jane, message: " Hi " }).message).toBe("Hi");
  });
});

describe("control characters (issue 19)", () => {
  const CONTROLS = ["\u0000", "\u0007", "\u001b[2J", "\r\n", "\n", "\t", "\u007f", "\u009b", "\u2028"];

  it("a one-line field refuses every control character with one message", () => {
    for (const control of CONTROLS) {
      const label = JSON.stringify(control);
      expect(messages(textField(MESSAGES.firstName), `Ann${control}Lee`), label).toEqual([
        MESSAGES.controlCharacters,
      ]);
      expect(messages(optionalText, `Apt${control}4`), label).toEqual([MESSAGES.controlCharacters]);
      // An e-mail's and a phone's patterns hold no control character: their own message says so.
      expect(messages(emailField(), `ann${control}@example.com`), label).toEqual([MESSAGES.invalidEmail]);
      expect(messages(phoneField(), `309${control}555-0123`), label).toEqual([MESSAGES.invalidPhone]);
      expect(messages(vehicleDescriptionSchema.shape.make, `Ford${control}F`), label).toEqual([
        MESSAGES.controlCharacters,
      ]);
    }
    expect(messages(textField(), "  José O'Brien-Núñez  ")).toEqual([]);
  });

  it("the visitor's details with a line break in the name are not valid", () => {
    const jane = { firstName: "Jane", lastName: "Doe", email: "jane@example.com", phone: "309-555-0123" };
    expect(isUserInfoValid({ ...jane, firstName: "Jane\r\nBcc: x@example.com" })).toBe(false);
  });

  it("a field of several lines keeps line breaks and tabs, CR LF read as a line feed, and refuses other controls", () => {
    expect(multilineTextField(MESSAGES.message).parse("  Hello,\r\n\r\n\tIs it sold?\rThanks  ")).toBe(
      "Hello,\n\n\tIs it sold?\nThanks",
    );
    expect(optionalMultilineText.parse("Line one\r\nLine two")).toBe("Line one\nLine two");
    expect(optionalMultilineText.parse(" \r\n ")).toBeUndefined();
    for (const control of ["\u0000", "\u0007", "\u001b[2J", "\u000b", "\u007f", "\u009b"]) {
      const label = JSON.stringify(control);
      expect(messages(multilineTextField(MESSAGES.message), `Hi${control}there`), label).toEqual([
        MESSAGES.controlCharacters,
      ]);
      expect(messages(optionalMultilineText, `Hi${control}there`), label).toEqual([
        MESSAGES.controlCharacters,
      ]);
    }
    expect(messages(multilineTextField(MESSAGES.message), " \r\n ")).toEqual([MESSAGES.message]);
  });
});
