import { describe, expect, it } from "vitest";
import { type SalesHours, salesHoursSummary } from "~/features/leads/forms/test-drive-calendar";
import { hoursWords } from "./test-drive.server";

const HOURS = [
  { day: "Sunday", closed: true },
  { day: "Monday", open: "09:00", close: "19:00" },
  { day: "Tuesday", open: "09:00", close: "19:00" },
  { day: "Wednesday", open: "09:00", close: "19:00" },
  { day: "Thursday", open: "09:00", close: "19:00" },
  { day: "Friday", open: "09:00", close: "18:00" },
  { day: "Saturday", open: "09:00", close: "17:00" },
] as unknown as SalesHours;

describe("the test drive scheduler's sales hours", () => {
  it("read in the page's language", () => {
    expect(salesHoursSummary(HOURS, hoursWords("en"))).toBe(
      "Monday to Thursday 9:00 AM to 7:00 PM; Friday 9:00 AM to 6:00 PM; Saturday 9:00 AM to 5:00 PM; Sunday closed",
    );
    expect(salesHoursSummary(HOURS, hoursWords("es"))).toBe(
      "lunes a jueves 9:00 a. m. a 7:00 p. m.; viernes 9:00 a. m. a 6:00 p. m.; sábado 9:00 a. m. a 5:00 p. m.; domingo cerrado",
    );
  });
});
