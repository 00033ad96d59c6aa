import path from "node:path";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import { generateDemoInventory } from "~/features/inventory/demo-data/generate";
import { expectValidAdf } from "~tests/support/adf";
import { CONTACT_FIELDS, FORM_CONTEXT, fieldErrors, formData } from "~tests/support/form-data";
import { renderAdf } from "../delivery/adf.server";
import { renderTextEmail } from "../delivery/text-email";
import { detailsSchemaFor } from "../kinds/registry";
import { buildLeadPayload } from "../model/lead-payload";
import {
  CHOOSE_DAY,
  CHOOSE_TIME,
  DAY_NOT_OFFERED,
  TEST_DRIVE_STEPS,
  TEST_DRIVE_TOASTS,
  testDriveSchema,
  toTestDriveLead,
} from "./test-drive";
import { testDriveDays } from "./test-drive-calendar";

const { company, locations } = loadSettings(path.resolve("content"));
const store = locations.find((l) => l.key === "fort-wayne")!;
const car = generateDemoInventory({ count: 1, seed: 5 })[0]!;
// Monday 2026-11-23, 8:00 at the store: the first day offered is today.
const days = testDriveDays(company.workingHours, { today: "2026-11-23", minutes: 8 * 60 });
const schema = testDriveSchema(days);
const parse = (fields: Record<string, string>) => parseWithZod(formData(fields), { schema });

describe("the test drive scheduler's form", () => {
  it("has spec section 4's four steps and section 8's toasts", () => {
    expect(TEST_DRIVE_STEPS.map((s) => s.title)).toEqual([
      "Choose a day",
      "Choose a time",
      "Confirm your details",
      "Schedule",
    ]);
    expect(TEST_DRIVE_TOASTS).toEqual({
      success: {
        summary: "Test Drive Scheduled",
        detail: "Your test drive has been scheduled, someone will reach out to confirm your appointment.",
      },
      error: { summary: "Something went wrong", detail: "Please fill info about yourself." },
    });
  });

  it("asks for a day, a time and the visitor's details with their messages", () => {
    const result = parse({ date: "", time: "", firstName: " ", email: "ann@example", phone: "12" });
    expect(fieldErrors(result)).toMatchObject({
      date: [CHOOSE_DAY],
      time: [CHOOSE_TIME],
      firstName: ["Enter your first name."],
      email: ["Please enter a valid email address"],
      phone: ["Please enter a valid phone number"],
    });
  });

  it("takes only a day offered, and only a time that day has", () => {
    expect(fieldErrors(parse({ ...CONTACT_FIELDS, date: "2026-11-29", time: "10:00" }))).toMatchObject({
      date: [DAY_NOT_OFFERED], // a Sunday: closed
    });
    const saturdayEvening = parse({ ...CONTACT_FIELDS, date: "2026-11-28", time: "17:30" });
    expect(fieldErrors(saturdayEvening)).toEqual({
      time: [
        "On Saturday, November 28 we can start a test drive from 9:00 AM to 4:30 PM. Choose one of those times.",
      ],
    });
    expect(parse({ ...CONTACT_FIELDS, date: "2026-11-28", time: "16:30" }).status).toBe("success");
    expect(fieldErrors(parse({ ...CONTACT_FIELDS, date: "2026-11-28", time: "4pm" }))).toMatchObject({
      time: [CHOOSE_TIME],
    });
  });

  it("makes a SCHEDULE_TEST_DRIVE lead for the car from the inventory, with the store", () => {
    const result = parse({
      ...CONTACT_FIELDS,
      date: "2026-11-27",
      time: "14:30",
      comments: " Bring the key fob ",
    });
    if (result.status !== "success") throw new Error("the form should be valid");
    const lead = toTestDriveLead(result.value, { ...FORM_CONTEXT, vehicle: car, store });
    expect(lead).toMatchObject({
      kind: "SCHEDULE_TEST_DRIVE",
      idempotencyKey: FORM_CONTEXT.idempotencyKey,
      url: FORM_CONTEXT.pageUrl,
      user: { firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "(309) 555-0123" },
      comments: "Bring the key fob",
      vehicle: { vin: car.vin, make: car.make, model: car.model, year: car.year, price: car.price },
      details: { date: "2026-11-27", time: "14:30", store: "Quad Cities Auto Group Fort Wayne" },
    });
    expect(detailsSchemaFor("SCHEDULE_TEST_DRIVE").safeParse(lead.details).success).toBe(true);

    const payload = buildLeadPayload(lead, {
      vendor: { vendorName: company.name, contact: { phone: company.phone } },
      prospectStatus: "new",
      requestDate: "2026-11-23T15:00:00.000Z",
    });
    const adf = renderAdf(payload, { leadId: "lead-1", settings: {} });
    expectValidAdf(adf);
    expect(adf).toContain(`<vin>${car.vin}</vin>`);
    expect(adf).toMatch(
      /<timeframe>\s*<description>Test drive<\/description>\s*<earliestdate>2026-11-27T14:30<\/earliestdate>\s*<latestdate>2026-11-27T15:00<\/latestdate>/,
    );
    const text = renderTextEmail(payload, { leadId: "lead-1" });
    expect(text).toContain("Day: Friday, November 27, 2026 (2026-11-27)");
    expect(text).toContain("Time: 2:30 PM");
    expect(text).toContain("Store: Quad Cities Auto Group Fort Wayne");
  });
});
