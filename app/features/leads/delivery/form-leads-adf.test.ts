import path from "node:path";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import { serviceStoresOf } from "~/features/service/stores";
import { xmllintAdf } from "~tests/support/adf";
import { CONTACT_FIELDS, FORM_CONTEXT, formData } from "~tests/support/form-data";
import { SAMPLE_STAFF_MEMBER } from "~tests/support/sample-leads";
import { careersSchema, toCareersLead } from "../forms/careers";
import { contactSchema, toContactLead } from "../forms/contact";
import { financingSchema, toFinancingLead } from "../forms/financing";
import { serviceSchema, toServiceLead } from "../forms/service";
import { staffMessageSchema, toStaffMessageLead } from "../forms/staff-message";
import type { AcceptLeadInput, LeadPayload } from "../model/lead";
import { buildLeadPayload } from "../model/lead-payload";
import { renderAdf } from "./adf.server";
import { renderTextEmail } from "./text-email";

/**
 * Each form's lead as the dealer's CRM receives it: the form's schema parses what a browser
 * posts, the form's own mapper makes the lead, and the payload is rendered as ADF and as the
 * text e-mail. One vehicle element per real vehicle, and what the visitor wrote once.
 */
const { company, locations } = loadSettings(path.resolve("content"));
const stores = serviceStoresOf(locations, company.serviceWorkingHours);

function valid<T>(result: { status?: string; value?: T }): T {
  if (result.status !== "success") throw new Error(`the form should be valid: ${JSON.stringify(result)}`);
  return result.value as T;
}

function payloadOf(lead: AcceptLeadInput): LeadPayload {
  return buildLeadPayload(lead, {
    vendor: { vendorName: company.name, contact: { email: "gm@example.com", phone: company.phone } },
    prospectStatus: "new",
    requestDate: "2026-11-23T15:00:00.000Z",
  });
}

const adfOf = (lead: AcceptLeadInput) => renderAdf(payloadOf(lead), { leadId: "lead-1", settings: {} });
const textOf = (lead: AcceptLeadInput) => renderTextEmail(payloadOf(lead), { leadId: "lead-1" });
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;
const vehicles = (xml: string) => [...xml.matchAll(/<vehicle\b[^>]*>/g)].map((m) => m[0]);

// 2026-11-23 is a Monday; the appointment is on Tuesday the 24th.
const today = { today: "2026-11-23", now: "10:10" };
const serviceContext = { stores, clocks: { moline: today, rockford: today, "fort-wayne": today } };
function serviceLead(notes: string): AcceptLeadInput {
  const data = formData({
    ...CONTACT_FIELDS,
    store: "rockford",
    "vehicle.year": "2017",
    "vehicle.make": "Toyota",
    "vehicle.model": "Camry",
    repair_order_lines: ["OILCHG", "BRAKES"],
    date: "2026-11-24",
    time: "09:30",
    notes_general: notes,
  });
  const value = valid(
    parseWithZod(data, {
      schema: serviceSchema({ ...serviceContext, store: data.get("store"), date: data.get("date") }),
    }),
  );
  return toServiceLead(value, { ...FORM_CONTEXT, stores, appointmentId: "SVC-TEST-1234" });
}

describe("a service appointment's ADF (issue 8, point 1)", () => {
  it("lists the customer's own car once, with the spec's default interest (buy) and the comment that says why", () => {
    const xml = adfOf(serviceLead("Squeak from the front left wheel."));
    expect(xmllintAdf(xml), xml).toBe("");
    expect(vehicles(xml)).toEqual(['<vehicle interest="buy" status="used">']);
    expect(count(xml, "<model>Camry</model>")).toBe(1);
    expect(xml).toContain("<comments>Vehicle for service</comments>");
  });

  it("an integration's SERVICE lead naming the car as its vehicle and in vehicle_arr still lists it once", () => {
    const lead = serviceLead("Oil only.");
    const car = { year: "2017", make: "toyota", model: "CAMRY " };
    const xml = adfOf({ ...lead, vehicle: car });
    expect(xmllintAdf(xml), xml).toBe("");
    expect(vehicles(xml)).toEqual(['<vehicle interest="buy" status="used">']);
  });
});

describe("what the visitor wrote reaches the CRM once (issue 8, point 2)", () => {
  const forms: Array<[string, string, () => AcceptLeadInput]> = [
    [
      "contact",
      "Do you take trade-ins on Saturdays?",
      () =>
        toContactLead(
          valid(
            parseWithZod(
              formData({ ...CONTACT_FIELDS, inquiry: "3", message: "Do you take trade-ins on Saturdays?" }),
              { schema: contactSchema },
            ),
          ),
          FORM_CONTEXT,
        ),
    ],
    [
      "careers",
      "Ten years fixing trucks; ASE certified.",
      () =>
        toCareersLead(
          valid(
            parseWithZod(
              formData({
                ...CONTACT_FIELDS,
                position: "Service technician",
                message: "Ten years fixing trucks; ASE certified.",
              }),
              { schema: careersSchema },
            ),
          ),
          FORM_CONTEXT,
        ),
    ],
    [
      "staff member",
      "Is the blue Civic still there?",
      () =>
        toStaffMessageLead(
          valid(
            parseWithZod(formData({ ...CONTACT_FIELDS, message: "Is the blue Civic still there?" }), {
              schema: staffMessageSchema,
            }),
          ),
          { ...FORM_CONTEXT, member: SAMPLE_STAFF_MEMBER },
        ),
    ],
    ["service", "Squeak from the front left wheel.", () => serviceLead("Squeak from the front left wheel.")],
    [
      "financing",
      "In 1 to 3 months",
      () =>
        toFinancingLead(
          valid(
            parseWithZod(
              formData({
                ...CONTACT_FIELDS,
                identifier: "current",
                buyingTime: "In 1 to 3 months",
                creditBand: "good",
                monthlyIncome: "4500",
                address: "12 Elm Street",
                city: "Moline",
                state: "IL",
                zipCode: "61265",
              }),
              { schema: financingSchema },
            ),
          ),
          FORM_CONTEXT,
        ),
    ],
  ];

  it.each(forms)("%s form: once in the ADF comments and once in the text e-mail", (_form, text, lead) => {
    const xml = adfOf(lead());
    expect(xmllintAdf(xml), xml).toBe("");
    expect(count(xml, text), xml).toBe(1);
    expect(count(textOf(lead()), text), textOf(lead())).toBe(1);
  });

  it("an integration's lead repeating its details in its comments is shown once too", () => {
    const message = "Please call after 5 pm about the F-150.";
    const lead: AcceptLeadInput = {
      kind: "CONTACT_SALES",
      idempotencyKey: "k",
      url: "https://cars.example.com/contact-us",
      user: { ...CONTACT_FIELDS, comments: message },
      comments: message,
      details: { inquiry: { name: "Purchasing a vehicle", to: "SALES" }, message },
    };
    expect(count(adfOf(lead), message)).toBe(1);
    expect(count(textOf(lead), message)).toBe(1);
  });

  it("comments that say something the details do not are kept", () => {
    const lead: AcceptLeadInput = {
      kind: "CONTACT_SALES",
      idempotencyKey: "k",
      url: "https://cars.example.com/contact-us",
      user: { ...CONTACT_FIELDS, comments: "Best time to call: evenings" },
      comments: "Came from the spring newsletter",
      details: { inquiry: { name: "Purchasing a vehicle", to: "SALES" }, message: "Is it still there?" },
    };
    const xml = adfOf(lead);
    expect(xml).toContain("Best time to call: evenings");
    expect(xml).toContain("Came from the spring newsletter");
    expect(count(xml, "Is it still there?")).toBe(1);
  });
});
