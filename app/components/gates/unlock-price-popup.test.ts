import { describe, expect, it } from "vitest";
import { vinOfPage } from "./unlock-price-popup";

/** A page holding elements with these `data-vin`s marked `data-price-locked`. */
const pageWith = (...vins: string[]) => ({
  querySelectorAll: () => vins.map((vin) => ({ getAttribute: () => vin })) as unknown as NodeListOf<Element>,
});

describe("the car the user-lead popup unlocks", () => {
  it("is the vehicle page's own car, even with similar cars' locked prices on it", () => {
    const path = "/new-cars-for-sale/2026-tesla-model-s-5YJV5FFM7TP193008";
    expect(vinOfPage(pageWith("5YJV5FFM7TP193008", "1HGCM82633A004352"), path)).toBe("5YJV5FFM7TP193008");
    expect(vinOfPage(pageWith(), `/es${path}`)).toBe("5YJV5FFM7TP193008");
  });

  it("is the one locked price of another page, and none when there are several", () => {
    expect(vinOfPage(pageWith("1HGCM82633A004352"), "/offers")).toBe("1HGCM82633A004352");
    expect(vinOfPage(pageWith("1HGCM82633A004352", "5YJV5FFM7TP193008"), "/cars-for-sale")).toBeUndefined();
    expect(vinOfPage(pageWith(), "/")).toBeUndefined();
  });
});
