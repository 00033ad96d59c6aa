import { describe, expect, it } from "vitest";
import type { Company } from "~/features/company/settings-schema";
import { shortClock, summarizeWeek } from "./week-hours";

type Week = Company["workingHours"];

const open = (day: Week[number]["day"], from: string, to: string) => ({
  day,
  open: from,
  close: to,
  closed: false,
});
const closed = (day: Week[number]["day"]) => ({ day, open: null, close: null, closed: true });

describe("a week of hours in a few lines", () => {
  it("runs days with the same hours together, Monday first and Sunday last", () => {
    const sales: Week = [
      closed("Sunday"),
      open("Monday", "09:00", "19:00"),
      open("Tuesday", "09:00", "19:00"),
      open("Wednesday", "09:00", "19:00"),
      open("Thursday", "09:00", "19:00"),
      open("Friday", "09:00", "18:00"),
      open("Saturday", "09:00", "17:00"),
    ];
    expect(summarizeWeek(sales)).toEqual([
      { days: "Mon–Thu", hours: "9 AM – 7 PM" },
      { days: "Fri", hours: "9 AM – 6 PM" },
      { days: "Sat", hours: "9 AM – 5 PM" },
      { days: "Sun", hours: "Closed" },
    ]);
  });

  it("joins Saturday and Sunday when both are closed, and keeps a lone day apart", () => {
    const week: Week = [
      closed("Sunday"),
      open("Monday", "07:30", "18:00"),
      open("Tuesday", "08:00", "18:00"),
      open("Wednesday", "07:30", "18:00"),
      open("Thursday", "07:30", "18:00"),
      open("Friday", "07:30", "18:00"),
      closed("Saturday"),
    ];
    expect(summarizeWeek(week)).toEqual([
      { days: "Mon", hours: "7:30 AM – 6 PM" },
      { days: "Tue", hours: "8 AM – 6 PM" },
      { days: "Wed–Fri", hours: "7:30 AM – 6 PM" },
      { days: "Sat–Sun", hours: "Closed" },
    ]);
  });

  it("writes times short: minutes only when not on the hour, noon and midnight as 12", () => {
    expect(["09:00", "07:30", "12:00", "00:15", "18:45"].map((time) => shortClock(time))).toEqual([
      "9 AM",
      "7:30 AM",
      "12 PM",
      "12:15 AM",
      "6:45 PM",
    ]);
  });

  it("speaks Spanish on the Spanish site: Lun–Jue, a. m. and p. m., Cerrado", () => {
    const week: Week = [
      closed("Sunday"),
      open("Monday", "09:00", "19:00"),
      open("Tuesday", "09:00", "19:00"),
      open("Wednesday", "09:00", "19:00"),
      open("Thursday", "09:00", "19:00"),
      open("Friday", "07:30", "18:00"),
      closed("Saturday"),
    ];
    expect(summarizeWeek(week, "es")).toEqual([
      { days: "Lun–Jue", hours: "9 a. m. – 7 p. m." },
      { days: "Vie", hours: "7:30 a. m. – 6 p. m." },
      { days: "Sáb–Dom", hours: "Cerrado" },
    ]);
  });
});
