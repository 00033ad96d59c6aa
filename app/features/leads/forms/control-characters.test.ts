import path from "node:path";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import { serviceStoresOf } from "~/features/service/stores";
import { CONTACT_FIELDS, fieldErrors, formData } from "~tests/support/form-data";
import { MESSAGES } from "../model/validation";
import { careersSchema } from "./careers";
import { contactSchema } from "./contact";
import { creditApplicationSchema } from "./credit-application";
import { financingSchema } from "./financing";
import { sellTradeContactSchema } from "./sell-trade";
import { serviceSchema } from "./service";
import { staffMessageSchema } from "./staff-message";
import { testDriveSchema } from "./test-drive";
import { testDriveDays } from "./test-drive-calendar";
import { vehicleQuestionSchema } from "./vehicle-question";

/**
 * Issue 19: no lead form takes a control character into a one-line field (a name, an
 * e-mail, a make, a city), and a message keeps its line breaks but no other control. A NUL
 * made PostgreSQL refuse the lead, an ESC drove the dealer's terminal, a CR LF in a name
 * wrote lines of its own into the text e-mail.
 */
const settings = loadSettings(path.resolve("content"));
const stores = serviceStoresOf(settings.locations, settings.company.serviceWorkingHours);
const clock = { today: "2026-11-23", now: "10:10" };
const service = serviceSchema({
  stores,
  clocks: { moline: clock, rockford: clock, "fort-wayne": clock },
  store: "moline",
  date: "2026-11-24",
});
const testDrive = testDriveSchema(
  testDriveDays(settings.company.workingHours, { today: "2026-11-23", minutes: 480 }),
);

type Schema = Parameters<typeof parseWithZod>[1]["schema"];
const FORMS: Record<string, Schema> = {
  contact: contactSchema,
  careers: careersSchema,
  financing: financingSchema,
  "credit application": creditApplicationSchema,
  service,
  "test drive": testDrive,
  "staff message": staffMessageSchema,
  "vehicle question": vehicleQuestionSchema,
  "trade-in contact step": sellTradeContactSchema,
};
const errorsOf = (form: string, fields: Record<string, string>) =>
  fieldErrors(parseWithZod(formData({ ...CONTACT_FIELDS, ...fields }), { schema: FORMS[form]! }));

// Form and field names only: a schema in a test's name would be printed whole.
const ONE_LINE_FIELDS: Array<[string, string]> = [
  ["contact", "firstName"],
  ["contact", "lastName"],
  ["careers", "position"],
  ["financing", "address"],
  ["financing", "apartment"],
  ["financing", "city"],
  ["credit application", "middleName"],
  ["credit application", "residences[0].fullAddress"],
  ["credit application", "residences[0].city"],
  ["credit application", "employments[0].employer"],
  ["credit application", "employments[0].jobTitle"],
  ["service", "vehicle.make"],
  ["service", "vehicle.model"],
  ["service", "business.name"],
  ["service", "business.contactName"],
  ["trade-in contact step", "firstName"],
];

const MULTILINE_FIELDS: Array<[string, string]> = [
  ["contact", "message"],
  ["careers", "message"],
  ["staff message", "message"],
  ["vehicle question", "message"],
  ["test drive", "comments"],
  ["service", "notes_general"],
];

describe("control characters in the lead forms", () => {
  it.each(ONE_LINE_FIELDS)("the %s form refuses them in %s", (form, field) => {
    for (const control of ["\u0000", "\u0007", "\u001b[2J", "\r\nBcc: x@example.com", "\t", "\u009b"])
      expect(errorsOf(form, { [field]: `Ann${control}Lee` })[field], JSON.stringify(control)).toEqual([
        MESSAGES.controlCharacters,
      ]);
  });

  it.each(MULTILINE_FIELDS)(
    "the %s form keeps line breaks and tabs in %s, and refuses other controls",
    (form, field) => {
      expect(errorsOf(form, { [field]: "Hello,\r\n\r\n\tIs it still there?" })[field]).toBeUndefined();
      for (const control of ["\u0000", "\u0007", "\u001b]0;owned\u0007", "\u007f"])
        expect(errorsOf(form, { [field]: `Hello${control}there` })[field], JSON.stringify(control)).toEqual([
          MESSAGES.controlCharacters,
        ]);
    },
  );

  it("refuses them in an e-mail and a phone with the format's own message", () => {
    expect(errorsOf("contact", { email: "ann\u0000@example.com" }).email).toEqual([MESSAGES.invalidEmail]);
    expect(errorsOf("contact", { phone: "309-555-0123\r\nBcc: x@example.com" }).phone).toEqual([
      MESSAGES.invalidPhone,
    ]);
  });

  it("reads a message's CR LF as a line feed", () => {
    const result = parseWithZod(formData({ ...CONTACT_FIELDS, inquiry: "6", message: "Hello\r\nthere" }), {
      schema: contactSchema,
    });
    expect(result.status === "success" && result.value.message).toBe("Hello\nthere");
  });
});
