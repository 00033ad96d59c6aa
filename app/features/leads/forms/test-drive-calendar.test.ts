import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import { weekdayOf } from "~/features/service/clock";
import {
  DAYS_AHEAD,
  everyStartTime,
  longDate,
  NOTICE_MINUTES,
  type SalesHours,
  salesHoursSummary,
  shortDate,
  startTimes,
  storeNow,
  testDriveDays,
  timeOutsideHoursMessage,
} from "./test-drive-calendar";

// The sales hours of spec section 9, as content/company.json holds them.
const { company, locations } = loadSettings(path.resolve("content"));
const hours: SalesHours = company.workingHours;
const day = (weekday: string) => hours.find((d) => d.day === weekday)!;
const at = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return h * 60 + m;
};

describe("the sales hours as test drive start times", () => {
  it("are spec section 9's: 9-19 weekdays, 9-18 Friday, 9-17 Saturday, closed Sunday", () => {
    expect(salesHoursSummary(hours)).toBe(
      "Monday to Thursday 9:00 AM to 7:00 PM; Friday 9:00 AM to 6:00 PM; Saturday 9:00 AM to 5:00 PM; Sunday closed",
    );
  });

  it("start on the half hour, the last one half an hour before closing", () => {
    const monday = startTimes(day("Monday"));
    expect(monday[0]).toBe("09:00");
    expect(monday.at(-1)).toBe("18:30");
    expect(monday).toHaveLength(20);
    expect(startTimes(day("Friday")).at(-1)).toBe("17:30");
    expect(startTimes(day("Saturday")).at(-1)).toBe("16:30");
    expect(startTimes(day("Sunday"))).toEqual([]);
  });
});

describe("the days offered", () => {
  // 2026-11-23 is a Monday.
  it("are the open days of the next two weeks, Sundays left out", () => {
    const days = testDriveDays(hours, { today: "2026-11-22", minutes: at("08:00") });
    expect(weekdayOf("2026-11-22")).toBe("Sunday");
    expect(days.map((d) => d.date)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
    ]);
    expect(days.every((d) => d.weekday !== "Sunday")).toBe(true);
    expect(DAYS_AHEAD).toBe(14);
    expect(days.find((d) => d.weekday === "Saturday")?.times.at(-1)).toBe("16:30");
    expect(days.find((d) => d.weekday === "Friday")?.times.at(-1)).toBe("17:30");
  });

  it("today only from two hours after now, and not at all after its last start", () => {
    const morning = testDriveDays(hours, { today: "2026-11-24", minutes: at("10:10") });
    expect(morning[0]).toMatchObject({ date: "2026-11-24" });
    expect(morning[0]!.times[0]).toBe("12:30"); // 10:10 + 2 h, on the next half hour
    expect(NOTICE_MINUTES).toBe(120);
    const early = testDriveDays(hours, { today: "2026-11-24", minutes: at("06:00") });
    expect(early[0]!.times[0]).toBe("09:00");
    const evening = testDriveDays(hours, { today: "2026-11-24", minutes: at("16:31") });
    expect(evening[0]!.date).toBe("2026-11-25");
    // A Saturday afternoon: Saturday closes at 17:00, Sunday is closed, Monday is next.
    const saturday = testDriveDays(hours, { today: "2026-11-28", minutes: at("15:00") });
    expect(saturday[0]!.date).toBe("2026-11-30");
  });

  it("without JavaScript, every time any day has, in order", () => {
    const days = testDriveDays(hours, { today: "2026-11-27", minutes: at("08:00") });
    const times = everyStartTime(days);
    expect(times[0]).toBe("09:00");
    expect(times.at(-1)).toBe("18:30");
    expect(new Set(times).size).toBe(times.length);
  });

  it("says which times a day has when one outside them is chosen", () => {
    const [saturday] = testDriveDays(hours, { today: "2026-11-28", minutes: at("07:00") });
    expect(timeOutsideHoursMessage(saturday!)).toBe(
      "On Saturday, November 28 we can start a test drive from 9:00 AM to 4:30 PM. Choose one of those times.",
    );
  });
});

describe("the store's own clock", () => {
  it("is read in the store's time zone: Fort Wayne is an hour ahead of Moline", () => {
    const instant = new Date("2026-11-24T14:45:00Z");
    const moline = locations.find((l) => l.key === "moline")!;
    const fortWayne = locations.find((l) => l.key === "fort-wayne")!;
    expect(storeNow(moline.timeZone, instant)).toEqual({ today: "2026-11-24", minutes: at("08:45") });
    expect(storeNow(fortWayne.timeZone, instant)).toEqual({ today: "2026-11-24", minutes: at("09:45") });
    // Just before midnight in Moline it is already tomorrow in Fort Wayne.
    const late = new Date("2026-11-25T05:30:00Z");
    expect(storeNow(moline.timeZone, late).today).toBe("2026-11-24");
    expect(storeNow(fortWayne.timeZone, late).today).toBe("2026-11-25");
  });
});

describe("dates as the scheduler writes them", () => {
  it("reads a calendar date the same in every time zone", () => {
    expect(longDate("2026-11-24")).toBe("Tuesday, November 24");
    expect(shortDate("2026-12-01")).toEqual(["Tue", "Dec 1"]);
  });
});
