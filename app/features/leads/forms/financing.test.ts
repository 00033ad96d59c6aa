import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { CONTACT_FIELDS, FORM_CONTEXT, fieldErrors, formData } from "~tests/support/form-data";
import { detailsSchemaFor } from "../kinds/registry";
import { financingSchema, financingVisitorData, toFinancingLead } from "./financing";

const address = { address: "1 Main St", city: "Moline", state: "IL", zipCode: "61265" };

describe("financing pre-approval", () => {
  it("needs the applicant identifier, the buying time and a complete home address", () => {
    const result = parseWithZod(formData({ ...CONTACT_FIELDS, zipCode: "123" }), { schema: financingSchema });
    expect(fieldErrors(result)).toMatchObject({
      identifier: ["Choose who is applying."],
      buyingTime: ["Choose when you plan to buy."],
      address: ["This field is required"],
      zipCode: ["Enter a 5-digit ZIP code."],
    });
  });

  it("maps a valid form to an APPLY_FINANCING lead with the home address, and the profile it saves", () => {
    const result = parseWithZod(
      formData({ ...CONTACT_FIELDS, ...address, identifier: "co-applicant", buyingTime: "Within a month" }),
      { schema: financingSchema },
    );
    if (result.status !== "success") throw new Error("the form should be valid");
    const homeAddress = { ...address, apartment: undefined };
    const contact = { firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "(309) 555-0123" };
    expect(financingVisitorData(result.value)).toEqual({ ...contact, homeAddress });
    const lead = toFinancingLead(result.value, FORM_CONTEXT);
    expect(lead).toEqual({
      kind: "APPLY_FINANCING",
      idempotencyKey: FORM_CONTEXT.idempotencyKey,
      url: FORM_CONTEXT.pageUrl,
      user: { ...contact, homeAddress },
      details: { identifier: "co-applicant", buyingTime: "Within a month" },
    });
    expect(detailsSchemaFor(lead.kind).safeParse(lead.details).success).toBe(true);
  });
});
