import fs from "node:fs";
import path from "node:path";
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import {
  groupByDepartment,
  renderStaffAvatarSvg,
  STAFF_DEPARTMENTS,
  staffSchema,
} from "~/features/company/staff";
import { LOCATION_KEYS } from "~/features/inventory/vehicle";
import { isLeadKind } from "../lead";
import { CONTACT_TOPICS, contactLeadKind, contactSchema } from "./contact";
import { creditApplicationSchema, stepOfField } from "./credit-application";
import { financingSchema } from "./financing";
import { appointmentTimes, dealershipClock, serviceSchema, serviceTimeSlots, weekdayOf } from "./service";
import { mergeVisitorProfile, sameVisitorData } from "./visitor-profile.server";

const { company } = loadSettings(path.resolve("content"));
const hours = company.serviceWorkingHours;

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) data.append(name, v);
  return data;
}

/** The field errors of a parse (none when it succeeded). */
function errorsOf<T, V>(result: Submission<T, string[], V>): Record<string, string[] | null> {
  return result.status === "success" ? {} : (result.error ?? {});
}

const person = { firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "(309) 555-0123" };

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
    const result = parseWithZod(form({ ...person, inquiry: "8", message: "  " }), { schema: contactSchema });
    expect(result.status).toBe("error");
    expect(errorsOf(result)).toMatchObject({
      inquiry: ["This field is required"],
      message: ["Enter your message."],
    });
  });
});

describe("service appointment", () => {
  // 2026-11-23 is a Monday.
  const context = { hours, today: "2026-11-23", now: "10:10" };
  const parse = (fields: Record<string, string | string[]>) => {
    const data = form({
      ...person,
      "vehicle.year": "2018",
      "vehicle.make": "Honda",
      "vehicle.model": "Civic",
      repair_order_lines: ["OILCHG"],
      ...fields,
    });
    return parseWithZod(data, { schema: serviceSchema({ ...context, date: data.get("date") }) });
  };

  it("offers half-hour starts from the earliest opening to half an hour before the latest closing", () => {
    const slots = serviceTimeSlots(hours);
    expect(slots[0]).toBe("07:30");
    expect(slots.at(-1)).toBe("17:30");
    expect(slots).toHaveLength(21);
  });

  it("accepts an open day and time, and books an hour (never past closing)", () => {
    const result = parse({ date: "2026-11-24", time: "09:30" });
    expect(result.status).toBe("success");
    expect(appointmentTimes("2026-11-24", "09:30", hours)).toEqual({
      start: "2026-11-24T09:30",
      end: "2026-11-24T10:30",
    });
    expect(appointmentTimes("2026-11-28", "13:30", hours).end).toBe("2026-11-28T14:00");
  });

  it.each([
    ["2026-11-29", "10:00", "date", "We're closed on Sundays. Please choose another day."],
    ["2026-11-22", "10:00", "date", "Please choose a date from today on."],
    ["2027-03-01", "10:00", "date", "Please choose a date within the next 90 days."],
    ["2026-11-28", "14:00", "time", "On Saturdays we take appointments from 8:00 AM to 1:30 PM."],
    ["2026-11-28", "07:30", "time", "On Saturdays we take appointments from 8:00 AM to 1:30 PM."],
    ["2026-11-23", "10:00", "time", "That time has already passed. Please choose a later time."],
    ["2026-11-24", "10:15", "time", "Choose a time."],
    ["11/24/2026", "10:00", "date", "Enter a date as YYYY-MM-DD."],
  ])("refuses %s at %s: %s", (date, time, field, message) => {
    const result = parse({ date, time });
    expect(result.status).toBe("error");
    expect(errorsOf(result)[field]).toEqual([message]);
  });

  it("needs at least one known service", () => {
    expect(
      errorsOf(parse({ date: "2026-11-24", time: "09:30", repair_order_lines: [] })).repair_order_lines,
    ).toEqual(["Choose at least one service."]);
    expect(
      errorsOf(parse({ date: "2026-11-24", time: "09:30", repair_order_lines: ["NOPE"] })).repair_order_lines,
    ).toEqual(["Choose services from the list."]);
  });

  it("knows the dealership's day in its own time zone", () => {
    // 03:30 UTC on a Tuesday is still Monday evening in Moline.
    expect(dealershipClock(new Date("2026-11-24T03:30:00Z"))).toEqual({ today: "2026-11-23", now: "21:30" });
    expect(weekdayOf("2026-11-23")).toBe("Monday");
  });
});

describe("financing pre-approval", () => {
  it("needs the applicant identifier, the buying time and a complete home address", () => {
    const result = parseWithZod(form({ ...person, zipCode: "123" }), { schema: financingSchema });
    expect(errorsOf(result)).toMatchObject({
      identifier: ["Choose who is applying."],
      buyingTime: ["Choose when you plan to buy."],
      address: ["This field is required"],
      zipCode: ["Enter a 5-digit ZIP code."],
    });
  });
});

describe("full credit application", () => {
  const application = {
    ...person,
    dateOfBirth: "1980-02-29",
    ssn: "457 55 5462",
    consent: "on",
    "residences[0].fullAddress": "1 Main St",
    "residences[0].city": "Moline",
    "residences[0].state": "IL",
    "residences[0].zipCode": "61265",
    "residences[0].housingStatus": "Own",
    "residences[0].monthlyRent": "0",
    "residences[0].yearsAtAddress": "10",
    "residences[0].monthsAtAddress": "0",
    "employments[0].employer": "Deere",
    "employments[0].monthlyIncome": "$5,000",
    "employments[0].incomeType": "Full-time",
    "employments[0].years": "5",
    "employments[0].months": "11",
  };

  it("ignores the co-borrower's fields unless a co-borrower is added, and normalises the SSN", () => {
    const result = parseWithZod(form({ ...application, "coBorrower.firstName": "Half" }), {
      schema: creditApplicationSchema,
    });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value.coBorrower).toBeUndefined();
    expect(result.value.ssn).toBe("457-55-5462");
    expect(result.value.employments[0]!.monthlyIncome).toBe(5000);
  });

  it("checks the co-borrower when one is added", () => {
    const result = parseWithZod(
      form({ ...application, hasCoBorrower: "on", "coBorrower.ssn": "900-12-3456" }),
      {
        schema: creditApplicationSchema,
      },
    );
    expect(errorsOf(result)).toMatchObject({
      "coBorrower.firstName": ["Enter your first name."],
      "coBorrower.ssn": ["Enter a valid Social Security number."],
      "coBorrower.residences": ["This field is required"],
    });
  });

  it("puts each field on its step", () => {
    expect(stepOfField("middleName")).toBe("applicant");
    expect(stepOfField("residences[1].city")).toBe("residence");
    expect(stepOfField("employments[0].years")).toBe("employment");
    expect(stepOfField("coBorrower.ssn")).toBe("co-borrower");
    expect(stepOfField("ssn")).toBe("review");
    expect(stepOfField("consent")).toBe("review");
  });
});

describe("visitor profile", () => {
  const details = {
    ...person,
    homeAddress: { address: "1 Main St", city: "Moline", state: "IL", zipCode: "61265" },
  };

  it("sees the same data through case and phone formatting, and a change as a change", () => {
    const saved = mergeVisitorProfile({}, details, 1);
    expect(sameVisitorData(saved, { ...details, email: "ANN@example.com", phone: "309-555-0123" })).toBe(
      true,
    );
    expect(
      sameVisitorData(saved, { ...details, homeAddress: { ...details.homeAddress, zipCode: "61266" } }),
    ).toBe(false);
    expect(sameVisitorData({}, details)).toBe(false);
  });

  it("sets unlockPrice and uniqueUserId on the first complete save only", () => {
    const first = mergeVisitorProfile({}, details, 1000);
    expect(first.unlockPrice).toBe(1000);
    expect(first.uniqueUserId).toMatch(/^[0-9a-f-]{36}$/);
    const second = mergeVisitorProfile(first, { ...details, phone: "(309) 555-0199" }, 2000);
    expect(second.unlockPrice).toBe(1000);
    expect(second.uniqueUserId).toBe(first.uniqueUserId);
    expect(second.phoneVerified).toBe(false);
  });
});

describe("staff directory (content/staff.json)", () => {
  const staff = staffSchema.parse(JSON.parse(fs.readFileSync(path.resolve("content/staff.json"), "utf8")));

  it("has 8 to 12 people in both departments across the four stores, each with a primary e-mail", () => {
    expect(staff.length).toBeGreaterThanOrEqual(8);
    expect(staff.length).toBeLessThanOrEqual(12);
    expect(new Set(staff.map((m) => m.location))).toEqual(new Set(LOCATION_KEYS));
    expect(groupByDepartment(staff).map((g) => g.department)).toEqual([...STAFF_DEPARTMENTS]);
    for (const member of staff) {
      expect(member.emails["primary-email"]).toMatch(/@/);
      expect(member.imageUrl).toBe(`/staff-photos/${member.slug}.svg`);
    }
  });

  it("refuses duplicate slugs and outside image hosts", () => {
    expect(staffSchema.safeParse([staff[0], staff[0]]).success).toBe(false);
    expect(staffSchema.safeParse([{ ...staff[0], imageUrl: "https://cdn.example.com/a.jpg" }]).success).toBe(
      false,
    );
  });

  it("draws the portrait from the initials only", () => {
    const svg = renderStaffAvatarSvg({ id: 3, firstName: "<b>", lastName: "Ötzi" });
    expect(svg).toContain("<svg");
    expect(svg).not.toContain("<b>");
    expect(svg).toContain(">Ö</text>");
  });
});
