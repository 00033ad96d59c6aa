import path from "node:path";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import { generateDemoInventory } from "~/features/inventory/demo-data/generate";
import { PHONE_VERIFICATION_TEXTS } from "~/features/visitor/phone-verification.server";
import { expectValidAdf } from "~tests/support/adf";
import { CONTACT_FIELDS, FORM_CONTEXT, fieldErrors, formData } from "~tests/support/form-data";
import { renderAdf } from "../delivery/adf.server";
import { renderTextEmail } from "../delivery/text-email";
import { detailsSchemaFor } from "../kinds/registry";
import { buildLeadPayload } from "../model/lead-payload";
import {
  NOT_TEXTABLE,
  PHONE_VERIFIED_COMMENT,
  stepOf,
  toUnlockPriceLead,
  unlockPriceSchema,
} from "./unlock-price";

const { company } = loadSettings(path.resolve("content"));
const car = generateDemoInventory({ count: 1, seed: 7 })[0]!;
const parse = (fields: Record<string, string>) => {
  const data = formData(fields);
  return parseWithZod(data, { schema: unlockPriceSchema(data) });
};
const codeStep = (code: string) => parse({ step: "code", ...CONTACT_FIELDS, code });

describe("the unlock-price form", () => {
  it("step one: the phone's spec messages, 'Phone number is required' and 'Phone number is invalid by regex'", () => {
    expect(fieldErrors(parse({ ...CONTACT_FIELDS, phone: "" }))).toEqual({
      phone: ["Phone number is required"],
    });
    expect(fieldErrors(parse({ ...CONTACT_FIELDS, phone: "  " }))).toEqual({
      phone: ["Phone number is required"],
    });
    expect(fieldErrors(parse({ ...CONTACT_FIELDS, phone: "555-01" }))).toEqual({
      phone: ["Phone number is invalid by regex"],
    });
  });

  it("step one: a North American number the site will not text (the Caribbean, toll-free) has the API's words", () => {
    expect(NOT_TEXTABLE).toBe(PHONE_VERIFICATION_TEXTS.notTextable);
    for (const phone of ["(876) 555-0123", "(800) 555-0123", "(309) 411-0123"])
      expect(fieldErrors(parse({ ...CONTACT_FIELDS, phone })), phone).toEqual({ phone: [NOT_TEXTABLE] });
  });

  it("step one: the visitor's details with the lead forms' messages; the phone in the general mask", () => {
    expect(fieldErrors(parse({ firstName: "", lastName: "", email: "ann@", phone: "3095550123" }))).toEqual({
      firstName: ["Enter your first name."],
      lastName: ["Enter your last name."],
      email: ["Please enter a valid email address"],
    });
    const result = parse({ ...CONTACT_FIELDS, phone: "+1 309 555 0123" });
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value).toEqual({
      ...CONTACT_FIELDS,
      phone: "(309) 555-0123",
    });
  });

  it("step two: the code's spec messages, 'Code is required' and 'Code must be 6 digits'", () => {
    expect(fieldErrors(codeStep(""))).toEqual({ code: ["Code is required"] });
    expect(fieldErrors(codeStep("12345"))).toEqual({ code: ["Code must be 6 digits"] });
    expect(fieldErrors(codeStep("1234567"))).toEqual({ code: ["Code must be 6 digits"] });
  });

  it("step two: a pasted code's digits are the code (spaces, dashes, the text message's words)", () => {
    for (const pasted of ["123456", " 123 456 ", "123-456", "Code: 123456."]) {
      const result = codeStep(pasted);
      expect(result.status === "success" && result.value.code, pasted).toBe("123456");
    }
  });

  it("step two checks the details again: a hidden field changed on the way is refused", () => {
    expect(fieldErrors(parse({ step: "code", ...CONTACT_FIELDS, phone: "12", code: "123456" }))).toEqual({
      phone: ["Phone number is invalid by regex"],
    });
    expect(stepOf(formData({ step: "code" }))).toBe("code");
    // "Change the number" checks nothing: the visitor goes back to fix it.
    expect(parse({ step: "code", phone: "12", code: "", changePhone: "1" }).status).toBe("success");
    expect(stepOf(formData({ step: "anything else" }))).toBe("details");
  });

  it("makes an UNLOCK_PRICE lead with the car and the comment that the phone was verified, ADF-valid", () => {
    const result = codeStep("123456");
    if (result.status !== "success") throw new Error("the form should be valid");
    const lead = toUnlockPriceLead(result.value, { ...FORM_CONTEXT, vehicle: car });
    expect(lead).toMatchObject({
      kind: "UNLOCK_PRICE",
      idempotencyKey: FORM_CONTEXT.idempotencyKey,
      user: { firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "(309) 555-0123" },
      vehicle: { vin: car.vin, make: car.make, model: car.model, price: car.price },
      comments: PHONE_VERIFIED_COMMENT,
      details: { phoneVerified: true },
    });
    expect(detailsSchemaFor("UNLOCK_PRICE").safeParse(lead.details).success).toBe(true);
    const payload = buildLeadPayload(lead, {
      vendor: { vendorName: company.name, contact: { phone: company.phone } },
      prospectStatus: "new",
      requestDate: "2026-11-23T15:00:00.000Z",
    });
    const adf = renderAdf(payload, { leadId: "lead-1", settings: {} });
    expectValidAdf(adf);
    expect(adf).toContain(`<vin>${car.vin}</vin>`);
    expect(adf).toContain("verified this phone number");
    expect(renderTextEmail(payload, { leadId: "lead-1" })).toContain("Verified by SMS code: Yes");
    // Without a car (the popup on a search page): no vehicle of interest, still valid.
    const noCar = toUnlockPriceLead(result.value, FORM_CONTEXT);
    expect(noCar.vehicle).toBeUndefined();
    const noCarPayload = buildLeadPayload(noCar, {
      vendor: { vendorName: company.name, contact: { phone: company.phone } },
      prospectStatus: "new",
      requestDate: "2026-11-23T15:00:00.000Z",
    });
    expectValidAdf(renderAdf(noCarPayload, { leadId: "lead-2", settings: {} }));
  });
});
