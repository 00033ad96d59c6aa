import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { CONTACT_FIELDS, FORM_CONTEXT, fieldErrors, formData } from "~tests/support/form-data";
import { detailsSchemaFor } from "../kinds/registry";
import { careersSchema, toCareersLead } from "./careers";

describe("careers form", () => {
  it("needs the position and why the applicant is a good fit", () => {
    const result = parseWithZod(formData({ ...CONTACT_FIELDS, position: " ", message: "" }), {
      schema: careersSchema,
    });
    expect(fieldErrors(result)).toMatchObject({
      position: ["Enter the position you are applying for."],
      message: ["Enter your message."],
    });
  });

  it("maps a valid form to a CAREERS lead with the position and message in its details", () => {
    const result = parseWithZod(
      formData({ ...CONTACT_FIELDS, position: "Service Technician", message: "Ten years, ASE certified." }),
      { schema: careersSchema },
    );
    if (result.status !== "success") throw new Error("the form should be valid");
    const lead = toCareersLead(result.value, FORM_CONTEXT);
    expect(lead).toEqual({
      kind: "CAREERS",
      idempotencyKey: FORM_CONTEXT.idempotencyKey,
      url: FORM_CONTEXT.pageUrl,
      user: { firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "(309) 555-0123" },
      details: { position: "Service Technician", message: "Ten years, ASE certified." },
    });
    expect(detailsSchemaFor(lead.kind).safeParse(lead.details).success).toBe(true);
  });
});
