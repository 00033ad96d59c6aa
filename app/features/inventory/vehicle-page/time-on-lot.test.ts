import { describe, expect, it } from "vitest";
import { daysInStock, storeDateOf } from "./time-on-lot";

describe("a car's time on the lot, by the store's calendar (America/Chicago)", () => {
  it("dates an instant on the store's day, not UTC's", () => {
    // 11:30 pm in Moline on November 2 is already November 3 in UTC.
    expect(storeDateOf("2026-11-03T05:30:00.000Z")).toBe("2026-11-02");
    expect(storeDateOf("2026-11-03T18:00:00.000Z")).toBe("2026-11-03");
  });

  it("counts whole calendar days since the listing day: 0 on that day", () => {
    const now = new Date("2026-11-26T15:00:00.000Z"); // 9 am in Moline
    expect(daysInStock("2026-11-26T14:00:00.000Z", now)).toBe(0);
    // Listed late the evening before (after midnight UTC): one day, not zero.
    expect(daysInStock("2026-11-26T04:00:00.000Z", now)).toBe(1);
    expect(daysInStock("2026-11-03T18:00:00.000Z", now)).toBe(23);
    // Across the end of daylight saving time (November 1): still whole days.
    expect(daysInStock("2026-10-27T18:00:00.000Z", now)).toBe(30);
  });

  it("is never negative, whatever a feed's clock says", () => {
    expect(daysInStock("2026-11-27T15:00:00.000Z", new Date("2026-11-26T15:00:00.000Z"))).toBe(0);
  });
});
