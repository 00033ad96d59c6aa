import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import { appointmentIdFor } from "./appointments.server";
import { addDays, dealershipClock, weekdayOf } from "./clock";
import { appointmentTimes, lastBookingDay, serviceDayOf, serviceTimeSlots, startsWithinHours } from "./hours";
import { operationsOf, SERVICE_OPERATIONS } from "./operations";

const hours = loadSettings(path.resolve("content")).company.serviceWorkingHours;

describe("the service department's hours", () => {
  it("offers half-hour starts from the earliest opening to half an hour before the latest closing", () => {
    const slots = serviceTimeSlots(hours);
    expect(slots[0]).toBe("07:30");
    expect(slots.at(-1)).toBe("17:30");
    expect(slots).toHaveLength(21);
  });

  it("books an hour, never past closing", () => {
    expect(appointmentTimes("2026-11-24", "09:30", hours)).toEqual({
      start: "2026-11-24T09:30",
      end: "2026-11-24T10:30",
    });
    expect(appointmentTimes("2026-11-28", "13:30", hours).end).toBe("2026-11-28T14:00");
  });

  it("takes starts within a day's hours only, and none on a closed day", () => {
    // 2026-11-28 is a Saturday (8:00 AM to 2:00 PM), 2026-11-29 a Sunday (closed).
    const saturday = serviceDayOf(hours, "2026-11-28");
    expect(saturday.day).toBe("Saturday");
    expect(["07:30", "08:00", "13:30", "14:00"].map((t) => startsWithinHours(saturday, t))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(startsWithinHours(serviceDayOf(hours, "2026-11-29"), "10:00")).toBe(false);
    expect(lastBookingDay("2026-11-23")).toBe("2027-02-21");
  });
});

describe("the dealership's clock", () => {
  it("knows the dealership's day in its own time zone", () => {
    // 03:30 UTC on a Tuesday is still Monday evening in Moline.
    expect(dealershipClock(new Date("2026-11-24T03:30:00Z"))).toEqual({ today: "2026-11-23", now: "21:30" });
    expect(weekdayOf("2026-11-23")).toBe("Monday");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});

describe("service operations and appointments", () => {
  it("finds operations by code in the order asked, skipping unknown codes", () => {
    expect(operationsOf(["MPI", "NOPE", "OILCHG"]).map((o) => o.name)).toEqual([
      "Multi-point inspection",
      "Oil and filter change",
    ]);
    expect(new Set(SERVICE_OPERATIONS.map((o) => o.op_code)).size).toBe(SERVICE_OPERATIONS.length);
  });

  it("numbers an appointment from the form's key: the same key, the same number, the key not shown", () => {
    const key = "4f8c2a5e-1b7d-4c39-9a51-0d2e6b7f8a90";
    expect(appointmentIdFor(key)).toMatch(/^SVC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(appointmentIdFor(key)).toBe(appointmentIdFor(key));
    expect(appointmentIdFor(`${key}x`)).not.toBe(appointmentIdFor(key));
    expect(appointmentIdFor(key)).not.toContain("4F8C2A5E");
  });
});
