import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { generateDemoInventory } from "~/features/inventory/demo-data/generate";
import { expectValidAdf } from "~tests/support/adf";
import { CONTACT_FIELDS, FORM_CONTEXT, fieldErrors, formData } from "~tests/support/form-data";
import { renderAdf } from "../delivery/adf.server";
import { detailsSchemaFor } from "../kinds/registry";
import { buildLeadPayload } from "../model/lead-payload";
import { leadVehicleOf } from "./lead-vehicle";
import { availabilityQuestion, toVehicleQuestionLead, vehicleQuestionSchema } from "./vehicle-question";

const car = generateDemoInventory({ count: 1, seed: 7 })[0]!;

describe("'Check availability' on a vehicle's page", () => {
  it("starts with the question most shoppers ask", () => {
    expect(availabilityQuestion({ year: 2019, make: "Toyota", model: "Camry" })).toBe(
      "Is the 2019 Toyota Camry still available? I would like to know more.",
    );
  });

  it("needs a message and the visitor's details, with the spec's messages", () => {
    const result = parseWithZod(formData({ message: " ", firstName: "", email: "", phone: "" }), {
      schema: vehicleQuestionSchema,
    });
    expect(fieldErrors(result)).toMatchObject({
      message: ["Enter your message."],
      firstName: ["Enter your first name."],
      lastName: ["Enter your last name."],
    });
  });

  it("is a CONTACT_SALES lead naming the car, as the inventory has it, in a valid ADF", () => {
    const result = parseWithZod(formData({ ...CONTACT_FIELDS, message: "Can I see it Saturday?" }), {
      schema: vehicleQuestionSchema,
    });
    if (result.status !== "success") throw new Error("the form should be valid");
    const lead = toVehicleQuestionLead(result.value, { ...FORM_CONTEXT, vehicle: car });
    expect(lead).toEqual({
      kind: "CONTACT_SALES",
      idempotencyKey: FORM_CONTEXT.idempotencyKey,
      url: FORM_CONTEXT.pageUrl,
      user: { firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "(309) 555-0123" },
      vehicle: leadVehicleOf(car),
      details: {
        inquiry: { name: "Question about a vehicle", to: "SALES" },
        message: "Can I see it Saturday?",
      },
    });
    expect(detailsSchemaFor("CONTACT_SALES").safeParse(lead.details).success).toBe(true);
    const adf = renderAdf(
      buildLeadPayload(lead, {
        vendor: { vendorName: "Quad Cities Auto Group", contact: { phone: "(309) 555-0101" } },
        prospectStatus: "new",
        requestDate: "2026-11-23T15:00:00.000Z",
      }),
      { leadId: "lead-1", settings: {} },
    );
    expectValidAdf(adf);
    expect(adf).toContain(
      '<vehicle interest="buy" status="used">'.replace("used", car.condition === "new" ? "new" : "used"),
    );
    expect(adf).toContain(`<vin>${car.vin}</vin>`);
    expect(adf).toContain(`<price type="asking" currency="USD">${car.price}</price>`);
    expect(adf).toContain(`Stock #${car.stockNumber}`);
    expect(adf).toContain("Can I see it Saturday?");
  });
});
