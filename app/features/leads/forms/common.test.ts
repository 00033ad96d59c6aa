import path from "node:path";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import { serviceStoresOf } from "~/features/service/stores";
import { CONTACT_FIELDS, fieldErrors, formData } from "~tests/support/form-data";
import { MESSAGES } from "../model/validation";
import {
  addressFields,
  agreementField,
  checkboxField,
  choiceField,
  contactFields,
  messageField,
  optionalEmail,
  optionalLimitedText,
  optionalNotes,
  optionalPhone,
  wholeNumberField,
} from "./common";
import { financingSchema } from "./financing";
import { serviceSchema } from "./service";

/**
 * A field posted twice reaches the schema as a list (Conform reads a repeated name as a
 * list); a name like "notes.a" makes an object. Neither is one value: every field helper
 * says so with the one catalogue message, never zod's "expected string, received array".
 */
describe("a single-value field given several values", () => {
  const helpers = {
    "an optional one-line text": optionalLimitedText(),
    "optional notes": optionalNotes(),
    "an optional phone": optionalPhone,
    "an optional e-mail": optionalEmail,
    "a required name": contactFields.firstName,
    "a required e-mail": contactFields.email,
    "a required phone": contactFields.phone,
    "a message": messageField,
    "a choice": choiceField(["a", "b"] as const, "Choose one."),
    "a whole number": wholeNumberField(0, 99, "Enter 0 to 99."),
    "an apartment": addressFields.apartment,
    "a ZIP code": addressFields.zipCode,
    "a checkbox": checkboxField(),
    "an agreement": agreementField("Please agree."),
  };

  it.each(Object.entries(helpers))("%s: 'Enter this field only once.'", (_, schema) => {
    for (const value of [["Squeaks", "when braking"], ["a"], { a: "1" }]) {
      const issues = schema.safeParse(value).error?.issues ?? [];
      expect(issues.map((issue) => issue.message)).toEqual([MESSAGES.onlyOnce]);
    }
  });

  it("is what a posted form shows for a repeated field, optional or required", () => {
    const result = parseWithZod(
      formData({
        ...CONTACT_FIELDS,
        firstName: ["Ann", "Anne"],
        identifier: "co-applicant",
        buyingTime: ["Within a month", "Within a month"],
        creditBand: "good",
        monthlyIncome: "4500",
        address: "1 Main St",
        apartment: ["Apt 4", "Apt 5"],
        city: "Moline",
        state: "IL",
        zipCode: "61265",
      }),
      { schema: financingSchema },
    );
    expect(fieldErrors(result)).toEqual({
      firstName: [MESSAGES.onlyOnce],
      buyingTime: [MESSAGES.onlyOnce],
      apartment: [MESSAGES.onlyOnce],
    });
  });

  it("is what the service scheduler shows for its notes and a business's fields posted twice", () => {
    const settings = loadSettings(path.resolve("content"));
    const stores = serviceStoresOf(settings.locations, settings.company.serviceWorkingHours);
    const clocks = Object.fromEntries(stores.map((s) => [s.key, { today: "2026-11-23", now: "10:10" }]));
    const data = formData({
      ...CONTACT_FIELDS,
      store: "moline",
      "vehicle.year": "2018",
      "vehicle.make": "Honda",
      "vehicle.model": "Civic",
      repair_order_lines: ["OILCHG"],
      date: "2026-11-24",
      time: "09:30",
      notes_general: ["Squeaks", "when braking"],
      "business.name": ["Acme", "Acme"],
      "business.contactEmail": ["a@example.com", "b@example.com"],
    });
    const result = parseWithZod(data, {
      schema: serviceSchema({ stores, clocks, store: data.get("store"), date: data.get("date") }),
    });
    expect(fieldErrors(result)).toEqual({
      notes_general: [MESSAGES.onlyOnce],
      "business.name": [MESSAGES.onlyOnce],
      "business.contactEmail": [MESSAGES.onlyOnce],
    });
  });
});

describe("a checkbox", () => {
  it("is ticked when the browser sends its 'on', unticked when it sends nothing", () => {
    expect(checkboxField().parse("on")).toBe(true);
    expect(checkboxField().parse(undefined)).toBe(false);
    expect(checkboxField().parse("")).toBe(false);
  });

  it("reads any other value as unticked, as the browser never sends one", () => {
    for (const value of ["yes", "true", "1", "ON"]) expect(checkboxField().parse(value)).toBe(false);
  });

  it("that must be ticked (an agreement) gives its message when it is not", () => {
    const agree = agreementField("Please agree.");
    expect(agree.parse("on")).toBe(true);
    for (const value of [undefined, "", "yes"])
      expect(agree.safeParse(value).error?.issues.map((i) => i.message)).toEqual(["Please agree."]);
    expect(agree.safeParse(["on", "on"]).error?.issues.map((i) => i.message)).toEqual([MESSAGES.onlyOnce]);
  });
});
