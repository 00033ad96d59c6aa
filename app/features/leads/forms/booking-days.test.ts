import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import { weekdayOf } from "~/features/service/clock";
import { serviceTimeSlots } from "~/features/service/hours";
import { serviceStoresOf } from "~/features/service/stores";
import { addDays } from "~/lib/wall-clock";
import { type InspectionCalendar, inspectionDays, inspectionTimesOn, serviceDays } from "./booking-days";
import { inspectionSchema } from "./sell-trade-inspection";
import { serviceSchema } from "./service";
import { DAY_CHIPS } from "./test-drive-calendar";

const settings = loadSettings(path.resolve("content"));
const stores = serviceStoresOf(settings.locations, settings.company.serviceWorkingHours);
const moline = stores.find((s) => s.key === "moline")!;

/** Every date from `first` to `last`. */
const datesFrom = (first: string, last: string) => {
  const dates: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) dates.push(d);
  return dates;
};

describe("the service scheduler's day chips", () => {
  // 2026-11-28 is a Saturday: the service department closes at 2:00 PM, and on Sundays.
  it("are the next 14 open days, a Sunday never among them", () => {
    const days = serviceDays(moline.hours, { today: "2026-11-28", now: "09:00" });
    expect(days).toHaveLength(DAY_CHIPS);
    expect(days[0]).toBe("2026-11-28");
    expect(days.some((d) => weekdayOf(d) === "Sunday")).toBe(false);
    expect(days).not.toContain("2026-11-29");
    expect(days.at(-1)).toBe("2026-12-14");
  });

  it("leave today out once its last time has passed", () => {
    expect(serviceDays(moline.hours, { today: "2026-11-28", now: "13:30" })[0]).toBe("2026-11-30");
  });

  it("offer exactly the days on which the form accepts a time", () => {
    const clock = { today: "2026-11-24", now: "16:45" };
    const offered = serviceDays(moline.hours, clock);
    const clocks = { moline: clock, rockford: clock, "fort-wayne": clock };
    const accepts = (date: string) => {
      const schema = serviceSchema({ stores, clocks, store: "moline", date }).pick({
        date: true,
        time: true,
      });
      return serviceTimeSlots(moline.hours).some((time) => schema.safeParse({ date, time }).success);
    };
    for (const date of datesFrom("2026-11-22", offered.at(-1)!))
      expect(offered.includes(date), date).toBe(accepts(date));
  });
});

describe("the trade-in inspection's day chips", () => {
  // Monday 23 November 2026 at 2:10 PM; the offer runs to Monday 30 November at 2:10 PM.
  const calendar: InspectionCalendar = {
    hours: settings.company.workingHours,
    today: "2026-11-23",
    now: "14:10",
    lastDay: "2026-11-30",
    expiryTime: "14:10",
  };

  it("run from today to the offer's last day, the store's closed Sunday left out", () => {
    expect(inspectionDays(calendar)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-30",
    ]);
    // Today from the next half hour, the last day before the offer's time.
    expect(inspectionTimesOn(calendar, "2026-11-23")[0]).toBe("14:30");
    expect(inspectionTimesOn(calendar, "2026-11-30").at(-1)).toBe("14:00");
    expect(inspectionTimesOn(calendar, "2026-11-29")).toEqual([]);
  });

  it("offer exactly the days and times the form accepts", () => {
    const schema = (date: string) =>
      inspectionSchema({ ...calendar, payments: [], locations: ["moline"], date }).pick({
        date: true,
        time: true,
      });
    for (const date of datesFrom("2026-11-21", "2026-12-02")) {
      const rules = schema(date);
      const offered = inspectionTimesOn(calendar, date);
      const accepted = serviceTimeSlots(calendar.hours).filter(
        (time) => rules.safeParse({ date, time }).success,
      );
      expect(offered, date).toEqual(accepted);
      expect(inspectionDays(calendar).includes(date), date).toBe(accepted.length > 0);
    }
  });
});
