import path from "node:path";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import { generateDemoInventory } from "~/features/inventory/demo-data/generate";
import { translator } from "~/lib/i18n";
import { gateFlowsCatalogue } from "~/locales/gateFlows";
import { expectValidAdf } from "~tests/support/adf";
import { CONTACT_FIELDS, FORM_CONTEXT, fieldErrors, formData } from "~tests/support/form-data";
import { renderAdf } from "../delivery/adf.server";
import { renderTextEmail } from "../delivery/text-email";
import { detailsSchemaFor } from "../kinds/registry";
import { buildLeadPayload } from "../model/lead-payload";
import {
  toUnlockInventoryLead,
  UNLOCK_INVENTORY_COMMENT,
  UNLOCK_INVENTORY_TOASTS,
  unlockInventorySchema,
} from "./unlock-inventory";

const { company } = loadSettings(path.resolve("content"));
const car = generateDemoInventory({ count: 1, seed: 9 })[0]!;
const parse = (fields: Record<string, string>) =>
  parseWithZod(formData(fields), { schema: unlockInventorySchema });
const payloadOf = (lead: ReturnType<typeof toUnlockInventoryLead>) =>
  buildLeadPayload(lead, {
    vendor: { vendorName: company.name, contact: { phone: company.phone } },
    prospectStatus: "new",
    requestDate: "2026-11-23T15:00:00.000Z",
  });

describe("the private inventory's unlock form", () => {
  it("has spec section 8's toasts, in the gates catalogue in both languages", () => {
    expect(UNLOCK_INVENTORY_TOASTS.success.summary).toBe("Access Granted!");
    expect(UNLOCK_INVENTORY_TOASTS.success.detail).toMatch(/^Welcome to our private inventory/);
    expect(UNLOCK_INVENTORY_TOASTS.error).toEqual({
      summary: "Error",
      detail: "There was an error saving your information.",
    });
    const en = translator("en", gateFlowsCatalogue);
    const es = translator("es", gateFlowsCatalogue);
    for (const kind of ["success", "error"] as const) {
      expect(en(`gateFlows.privateInventory.toast.${kind}.summary`)).toBe(
        UNLOCK_INVENTORY_TOASTS[kind].summary,
      );
      expect(en(`gateFlows.privateInventory.toast.${kind}.detail`)).toBe(
        UNLOCK_INVENTORY_TOASTS[kind].detail,
      );
    }
    expect(es("gateFlows.privateInventory.toast.success.summary")).toBe("¡Acceso concedido!");
    expect(es("gateFlows.privateInventory.toast.error.summary")).toBe("Error");
  });

  it("asks for the four contact details with the spec's messages", () => {
    expect(fieldErrors(parse({ firstName: " ", lastName: "", email: "ann@example", phone: "12" }))).toEqual({
      firstName: ["Enter your first name."],
      lastName: ["Enter your last name."],
      email: ["Please enter a valid email address"],
      phone: ["Please enter a valid phone number"],
    });
    expect(fieldErrors(parse({}))).toMatchObject({
      firstName: expect.any(Array),
      lastName: expect.any(Array),
      email: expect.any(Array),
      phone: expect.any(Array),
    });
    expect(parse(CONTACT_FIELDS).status).toBe("success");
  });

  it("makes an ADF-valid UNLOCK_INVENTORY lead, with the private car when sent from its page", () => {
    const result = parse({ ...CONTACT_FIELDS, firstName: "  Ann " });
    if (result.status !== "success") throw new Error("the form should be valid");

    const plain = toUnlockInventoryLead(result.value, FORM_CONTEXT);
    expect(plain).toEqual({
      kind: "UNLOCK_INVENTORY",
      idempotencyKey: FORM_CONTEXT.idempotencyKey,
      url: FORM_CONTEXT.pageUrl,
      user: { firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "(309) 555-0123" },
      comments: UNLOCK_INVENTORY_COMMENT,
      details: {},
    });
    expect(detailsSchemaFor("UNLOCK_INVENTORY").safeParse(plain.details).success).toBe(true);
    const adf = renderAdf(payloadOf(plain), { leadId: "lead-1", settings: {} });
    expectValidAdf(adf);
    expect(adf).toContain("unlocked the private inventory");

    const fromCar = toUnlockInventoryLead(result.value, { ...FORM_CONTEXT, vehicle: car });
    expect(fromCar.vehicle).toMatchObject({ vin: car.vin, make: car.make, price: car.price });
    const carAdf = renderAdf(payloadOf(fromCar), { leadId: "lead-2", settings: {} });
    expectValidAdf(carAdf);
    expect(carAdf).toContain(`<vin>${car.vin}</vin>`);
    expect(renderTextEmail(payloadOf(fromCar), { leadId: "lead-2" })).toContain("Unlock inventory");
  });
});
