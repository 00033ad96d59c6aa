import { describe, expect, it } from "vitest";
import type { Facets, FacetValue, ModelFacetValue } from "./facet-lists";
import { commonFirst } from "./facet-lists";
import { type LiveFacetValue, liveCounts, noLiveCounts, withLiveCounts } from "./live-counts";
import type { RangeFacet } from "./range-counting";

const value = (label: string, count: number, selected = false): FacetValue => ({
  value: label.toLowerCase(),
  label,
  count,
  selected,
});
const model = (make: string, label: string, count: number): ModelFacetValue => ({
  ...value(label, count),
  make,
});
const range = (any: number, bounds: Array<[number, number, number]>): RangeFacet => ({
  any,
  min: bounds.map(([bound, atLeast]) => ({ bound, count: atLeast })),
  max: bounds.map(([bound, , atMost]) => ({ bound, count: atMost })),
});

function facets(overrides: Partial<Facets> = {}): Facets {
  const none = range(0, []);
  return {
    conditions: [],
    bodyStyles: [value("SUVs", 40, true), value("Trucks", 20)],
    makes: [value("Ford", 12), value("Honda", 9), value("Kia", 3)],
    models: [],
    trims: [],
    transmissions: [],
    fuelTypes: [],
    drivetrains: [],
    exteriorColors: [],
    locations: [],
    features: [],
    greatDeals: [value("price-drop", 4)],
    greatDealsAny: 40,
    ranges: { price: range(40, [[20000, 30, 10]]), year: none, mileage: none, payment: none },
    ...overrides,
  };
}

describe("the drawer's live counts", () => {
  it("answer counts by value and carry no choice", () => {
    const live = liveCounts(7, facets({ models: [model("ford", "Escape", 5)] }));
    expect(live.total).toBe(7);
    expect(live.lists.bodyStyles).toEqual({ suvs: 40, trucks: 20 });
    expect(live.ranges.price).toEqual({ any: 40, min: { "20000": 30 }, max: { "20000": 10 } });
    expect(live.models).toEqual([{ ...model("ford", "Escape", 5), selected: false }]);
  });

  it("keep the page's values, order and choices, with the new counts (0 when none match)", () => {
    const page = facets();
    const live = liveCounts(
      5,
      facets({
        bodyStyles: [value("SUVs", 5), value("Trucks", 2)],
        makes: [value("Ford", 5)],
        greatDeals: [value("price-drop", 1)],
        greatDealsAny: 5,
        ranges: { ...page.ranges, price: range(5, [[20000, 4, 1]]) },
      }),
    );
    const shown = withLiveCounts(page, live);
    expect(shown.makes.map((m) => [m.label, m.count])).toEqual([
      ["Ford", 5],
      ["Honda", 0],
      ["Kia", 0],
    ]);
    expect(shown.bodyStyles.map((b) => b.selected)).toEqual([true, false]);
    expect(shown.greatDealsAny).toBe(5);
    expect(shown.ranges.price).toEqual(range(5, [[20000, 4, 1]]));
  });

  it("list the models of a make ticked in the drawer after the page's own", () => {
    const page = facets({ models: [model("ford", "Escape", 5)] });
    const live = liveCounts(9, facets({ models: [model("ford", "Escape", 4), model("honda", "CR-V", 3)] }));
    const shown = withLiveCounts(page, live);
    expect(shown.models.map((m) => [m.make, m.label, m.count])).toEqual([
      ["ford", "Escape", 4],
      ["honda", "CR-V", 3],
    ]);
  });

  it("rank a long list by the page's counts, so it does not reorder under the shopper's finger", () => {
    const makes = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"].map((l, i) => value(l, 10 - i));
    const live = liveCounts(1, facets({ makes: [value("J", 50)] }));
    const shown = withLiveCounts(facets({ makes }), live);
    const { common } = commonFirst(shown.makes, undefined, (v: LiveFacetValue) => v.rank ?? v.count);
    expect(common.map((m) => m.label)).toEqual(["A", "B", "C", "D", "E", "F"]);
    expect(shown.makes.find((m) => m.label === "J")?.count).toBe(50);
  });

  it("count nothing for a URL that is no search", () => {
    const shown = withLiveCounts(facets(), noLiveCounts());
    expect(shown.makes.every((m) => m.count === 0)).toBe(true);
    expect(shown.ranges.price.any).toBe(0);
  });
});
