import { describe, expect, it } from "vitest";
import {
  COMPARE_MAX,
  parseCompareCars,
  parseSavedCars,
  SAVED_CARS_MAX,
  type SavedCar,
  sameCars,
  toggleCompare,
  toggleSaved,
} from "./car-lists";
import { mergeViewed, parseViewedCars, recordView, VIEWED_CARS_KEPT, viewedToShow } from "./viewed-cars";

/** A well-formed VIN numbered `n` (the lists check the shape, not the check digit). */
const vin = (n: number) => `1HGCM82633A${String(n).padStart(6, "0")}`;

describe("saved cars (the heart)", () => {
  it("puts a car first with the price seen, and takes it off when pressed again", () => {
    const once = toggleSaved([], { vin: vin(1), price: 21_595 }, 100);
    expect(once).toEqual({ saved: [{ vin: vin(1), savedAt: 100, price: 21_595 }], change: "added" });
    const twice = toggleSaved(once.saved, { vin: vin(2) }, 200);
    expect(twice.saved.map((car) => car.vin)).toEqual([vin(2), vin(1)]);
    // A car saved while its price was locked keeps no price.
    expect(twice.saved[0]).toEqual({ vin: vin(2), savedAt: 200 });
    expect(toggleSaved(twice.saved, { vin: vin(1) }, 300)).toEqual({
      saved: [{ vin: vin(2), savedAt: 200 }],
      change: "removed",
    });
  });

  it("refuses a car beyond the limit rather than forgetting one the visitor chose", () => {
    let saved: readonly SavedCar[] = [];
    for (let n = 0; n < SAVED_CARS_MAX; n++) saved = toggleSaved(saved, { vin: vin(n) }, n).saved;
    const refused = toggleSaved(saved, { vin: vin(999) }, 1_000);
    expect(refused.change).toBe("full");
    expect(refused.saved).toBe(saved);
    // Taking one off still works on a full list.
    expect(toggleSaved(saved, { vin: vin(3) }, 1_000).change).toBe("removed");
  });

  it("reads back whatever a browser holds: damaged items dropped, repeats once, never an error", () => {
    expect(parseSavedCars(undefined)).toEqual([]);
    expect(parseSavedCars("nonsense")).toEqual([]);
    expect(
      parseSavedCars([
        { vin: vin(1), savedAt: 5, price: 20_000 },
        { vin: vin(1), savedAt: 4 },
        { vin: "not-a-vin", savedAt: 3 },
        { vin: vin(2), savedAt: "yesterday" },
        { vin: vin(3), savedAt: 2, price: -5 },
        null,
      ]),
    ).toEqual([
      { vin: vin(1), savedAt: 5, price: 20_000 },
      { vin: vin(3), savedAt: 2 },
    ]);
  });
});

describe("the compare list", () => {
  it("keeps the order chosen and refuses a fourth car", () => {
    let compare: readonly string[] = [];
    for (let n = 1; n <= COMPARE_MAX; n++) compare = toggleCompare(compare, vin(n)).compare;
    expect(compare).toEqual([vin(1), vin(2), vin(3)]);
    expect(toggleCompare(compare, vin(4))).toEqual({ compare, change: "full" });
    expect(toggleCompare(compare, vin(2))).toEqual({ compare: [vin(1), vin(3)], change: "removed" });
  });

  it("reads back at most three well-formed VINs", () => {
    expect(parseCompareCars([vin(1), vin(1), "x", 7, vin(2), vin(3), vin(4)])).toEqual([
      vin(1),
      vin(2),
      vin(3),
    ]);
    expect(parseCompareCars({})).toEqual([]);
  });
});

describe("recently viewed", () => {
  it("puts the latest visit first, once, and forgets the oldest beyond the limit", () => {
    let viewed = recordView([], vin(1), 1);
    viewed = recordView(viewed, vin(2), 2);
    viewed = recordView(viewed, vin(1), 3);
    expect(viewed).toEqual([
      { vin: vin(1), viewedAt: 3 },
      { vin: vin(2), viewedAt: 2 },
    ]);
    for (let n = 10; n < 40; n++) viewed = recordView(viewed, vin(n), n);
    expect(viewed).toHaveLength(VIEWED_CARS_KEPT);
    expect(viewed[0]!.vin).toBe(vin(39));
  });

  it("shows up to four cars, never the page's own", () => {
    const viewed = [5, 4, 3, 2, 1].map((n) => ({ vin: vin(n), viewedAt: n }));
    expect(viewedToShow(viewed)).toEqual([vin(5), vin(4), vin(3), vin(2)]);
    expect(viewedToShow(viewed, vin(4))).toEqual([vin(5), vin(3), vin(2), vin(1)]);
  });

  it("merges the stored visits with this page's memory, newest first", () => {
    const stored = [{ vin: vin(1), viewedAt: 10 }];
    const memory = [
      { vin: vin(2), viewedAt: 20 },
      { vin: vin(1), viewedAt: 30 },
    ];
    expect(mergeViewed(stored, memory)).toEqual([
      { vin: vin(1), viewedAt: 30 },
      { vin: vin(2), viewedAt: 20 },
    ]);
    expect(parseViewedCars([{ vin: vin(1), viewedAt: 1 }, { vin: vin(2) }])).toEqual([
      { vin: vin(1), viewedAt: 1 },
    ]);
  });
});

it("tells the same list in another order from a different list", () => {
  expect(sameCars([vin(1), vin(2)], [vin(2), vin(1)])).toBe(true);
  expect(sameCars([vin(1)], [vin(1), vin(2)])).toBe(false);
  expect(sameCars([], [])).toBe(true);
});
