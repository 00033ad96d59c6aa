import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { CONTACT_FIELDS, FORM_CONTEXT, fieldErrors, formData } from "~tests/support/form-data";
import { detailsSchemaFor, isLeadKind } from "../kinds/registry";
import { CONTACT_TOPICS, contactLeadKind, contactSchema, toContactLead } from "./contact";

describe("contact form", () => {
  it("has the 7 topics of the spec, each making a valid CONTACT_{target} kind", () => {
    expect(CONTACT_TOPICS.map((t) => t.name)).toEqual([
      "Purchasing a vehicle",
      "Financing options",
      "Trade appraisal",
      "Selling my car",
      "Recent vehicle purchase",
      "Billing issues",
      "General questions",
    ]);
    for (const topic of CONTACT_TOPICS) expect(isLeadKind(contactLeadKind(topic))).toBe(true);
    expect(contactLeadKind(CONTACT_TOPICS[1])).toBe("CONTACT_FINANCE");
  });

  it("refuses an unknown topic and a blank message with the spec's messages", () => {
    const result = parseWithZod(formData({ ...CONTACT_FIELDS, inquiry: "8", message: "  " }), {
      schema: contactSchema,
    });
    expect(result.status).toBe("error");
    expect(fieldErrors(result)).toMatchObject({
      inquiry: ["This field is required"],
      message: ["Enter your message."],
    });
  });

  it("maps a valid form to the topic's CONTACT_{target} lead", () => {
    const result = parseWithZod(
      formData({ ...CONTACT_FIELDS, inquiry: "6", message: "  I was charged twice.  " }),
      { schema: contactSchema },
    );
    if (result.status !== "success") throw new Error("the form should be valid");
    const lead = toContactLead(result.value, FORM_CONTEXT);
    expect(lead).toEqual({
      kind: "CONTACT_ACCOUNTING",
      idempotencyKey: FORM_CONTEXT.idempotencyKey,
      url: FORM_CONTEXT.pageUrl,
      user: { firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "(309) 555-0123" },
      details: { inquiry: { name: "Billing issues", to: "ACCOUNTING" }, message: "I was charged twice." },
    });
    expect(detailsSchemaFor(lead.kind).safeParse(lead.details).success).toBe(true);
  });
});
