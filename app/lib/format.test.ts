import { describe, expect, it } from "vitest";
import {
  formatClock,
  formatDate,
  formatMileage,
  formatPrice,
  telHref,
  titleCaseSegment,
  weekdayLabels,
} from "./format";

describe("format", () => {
  it("shows dates as mm/dd/yy", () => {
    expect(formatDate("2025-10-01")).toBe("10/01/25");
    expect(formatDate("2009-01-31")).toBe("01/31/09");
    expect(formatDate(new Date(2026, 10, 22))).toBe("11/22/26");
    expect(() => formatDate("not a date")).toThrow(RangeError);
  });
  it("starts the week on Sunday", () => {
    expect(weekdayLabels()).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
  });
  it("formats prices, miles and clock times", () => {
    expect(formatPrice(18995)).toBe("$18,995");
    expect(formatMileage(84999)).toBe("84,999 mi");
    expect(formatClock("09:00")).toBe("9:00 AM");
    expect(formatClock("19:00")).toBe("7:00 PM");
    expect(formatClock("12:30")).toBe("12:30 PM");
    expect(formatClock("00:15")).toBe("12:15 AM");
  });
  it("title-cases a path segment for fallback titles", () => {
    expect(titleCaseSegment("meet-our-team")).toBe("Meet Our Team");
    expect(titleCaseSegment("cookie_policy")).toBe("Cookie Policy");
    expect(titleCaseSegment("%E0%A4%A")).toBe("%E0%A4%A");
  });
  it("dials +1 and the last ten digits of a phone however it is written", () => {
    expect(telHref("(309) 555-0142")).toBe("tel:+13095550142");
    expect(telHref("+1 815-555-0100")).toBe("tel:+18155550100");
  });
});
