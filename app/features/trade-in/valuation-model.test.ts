import { describe, expect, it } from "vitest";
import { loadTradeInContent } from "./trade-in-content.server";
import {
  ageInYears,
  anchorOnComparables,
  type Comparable,
  inventoryShare,
  modelRetailValue,
  newPriceFor,
  tradeInFromRetail,
  valueVehicle,
} from "./valuation-model";

const { settings, referenceIndex } = loadTradeInContent("content");
const params = settings.valuation;
const at = new Date("2026-11-22T18:00:00Z");
const civic = { year: 2019, make: "Honda", model: "Civic", trim: "EX", mileage: 80_000 };
const civicNew = newPriceFor(referenceIndex, "Honda", "Civic").newPrice;
const civicModel = modelRetailValue(params, civicNew, 2019, 80_000, at);

/** Comparables priced at exactly `ratio` times what the model says they are worth. */
const pricedAt = (ratio: number, vehicles: Array<Omit<Comparable, "price">>): Comparable[] =>
  vehicles.map((v) => ({
    ...v,
    price: Math.round(ratio * modelRetailValue(params, civicNew, v.year, v.mileage, at)),
  }));

describe("reference new prices", () => {
  it("finds a model however it is typed", () => {
    const f150 = newPriceFor(referenceIndex, "Ford", "F-150");
    expect(f150.matched).toBe("model");
    expect(newPriceFor(referenceIndex, "ford", "F150")).toEqual(f150);
    expect(newPriceFor(referenceIndex, "FORD", "f 150")).toEqual(f150);
  });

  it("falls back to the make, then to the default", () => {
    expect(newPriceFor(referenceIndex, "Honda", "Prelude").matched).toBe("make");
    expect(newPriceFor(referenceIndex, "Acura", "MDX")).toEqual({
      newPrice: 45_000,
      matched: "make",
      referenceModel: null,
    });
    expect(newPriceFor(referenceIndex, "Yugo", "GV")).toEqual({
      newPrice: 38_000,
      matched: "default",
      referenceModel: null,
    });
  });
});

describe("the model alone", () => {
  it("counts age from the July before the model year", () => {
    expect(ageInYears(2027, new Date("2026-07-01T00:00:00Z"))).toBe(0);
    expect(ageInYears(2027, new Date("2026-01-01T00:00:00Z"))).toBe(0);
    expect(ageInYears(2020, new Date("2026-07-01T00:00:00Z"))).toBeCloseTo(7, 2);
  });

  it("is worth less older and with more miles, within the mileage bounds", () => {
    const value = (year: number, miles: number) => modelRetailValue(params, 30_000, year, miles, at);
    expect(value(2020, 70_000)).toBeLessThan(value(2022, 70_000));
    expect(value(2020, 120_000)).toBeLessThan(value(2020, 70_000));
    // A million miles is held at the floor of the mileage factor, not driven to zero.
    expect(value(2020, 999_999) / value(2020, 12_000 * ageInYears(2020, at))).toBeCloseTo(
      params.mileageFactorMin,
      5,
    );
    expect(value(2010, 150_000)).toBeGreaterThan(0);
  });
});

describe("anchoring on the inventory", () => {
  const nearby = [
    { year: 2019, trim: "EX", mileage: 70_000 },
    { year: 2018, trim: "LX", mileage: 95_000 },
    { year: 2020, trim: "Sport", mileage: 50_000 },
    { year: 2019, trim: "Touring", mileage: 88_000 },
  ];

  it("uses the model alone without comparables", () => {
    expect(anchorOnComparables(params, civic, civicNew, [], at)).toBeNull();
    expect(valueVehicle(params, referenceIndex, civic, [], at)).toEqual({
      retailValue: Math.round(civicModel),
      tradeInValue: tradeInFromRetail(params, Math.round(civicModel)),
      source: "model",
      comparables: 0,
    });
  });

  it("ignores comparables it cannot use (no price, negative miles)", () => {
    const broken = [
      { year: 2019, trim: "EX", mileage: 70_000, price: 0 },
      { year: 2019, trim: "EX", mileage: -1, price: 18_000 },
    ];
    expect(anchorOnComparables(params, civic, civicNew, broken, at)).toBeNull();
    expect(valueVehicle(params, referenceIndex, civic, broken, at).source).toBe("model");
  });

  it("moves toward our market's prices, trusting more comparables more", () => {
    const one = valueVehicle(params, referenceIndex, civic, pricedAt(1.3, nearby.slice(0, 1)), at);
    const four = valueVehicle(params, referenceIndex, civic, pricedAt(1.3, nearby), at);
    expect(one.source).toBe("model+inventory");
    expect(four.comparables).toBe(4);
    expect(one.retailValue).toBeGreaterThan(civicModel);
    expect(four.retailValue).toBeGreaterThan(one.retailValue);
    expect(four.retailValue).toBeLessThan(civicModel * 1.3);
    const anchor = anchorOnComparables(params, civic, civicNew, pricedAt(1.3, nearby), at)!;
    expect(anchor.ratio).toBeCloseTo(1.3, 3);
    expect(four.retailValue).toBe(Math.round(civicModel * (1 + inventoryShare(params, anchor) * 0.3)));
  });

  it("is not pulled by one mispriced vehicle (weighted median)", () => {
    const typo = { year: 2019, trim: "EX", mileage: 71_000, price: 1_795 };
    const anchor = anchorOnComparables(params, civic, civicNew, [...pricedAt(1.1, nearby), typo], at)!;
    expect(anchor.ratio).toBeCloseTo(1.1, 3);
  });

  it("weighs the same trim double and nearer years more", () => {
    const sameTrim = pricedAt(1.2, [{ year: 2019, trim: "ex", mileage: 80_000 }]);
    const otherTrim = pricedAt(0.9, [{ year: 2019, trim: "LX", mileage: 80_000 }]);
    expect(anchorOnComparables(params, civic, civicNew, [...sameTrim, ...otherTrim], at)!.weight).toBe(3);
    expect(anchorOnComparables(params, civic, civicNew, [...otherTrim, ...sameTrim], at)!.ratio).toBeCloseTo(
      1.2,
      3,
    );
    const farYear = pricedAt(1, [{ year: 2021, trim: "LX", mileage: 40_000 }]);
    expect(anchorOnComparables(params, civic, civicNew, farYear, at)!.weight).toBeCloseTo(1 / 3, 5);
  });

  it("holds the inventory's pull within the configured ratios", () => {
    expect(anchorOnComparables(params, civic, civicNew, pricedAt(5, nearby), at)!.ratio).toBe(
      params.comparables.maxRatio,
    );
    expect(anchorOnComparables(params, civic, civicNew, pricedAt(0.1, nearby), at)!.ratio).toBe(
      params.comparables.minRatio,
    );
    const many = pricedAt(
      1.2,
      Array.from({ length: 200 }, () => nearby[0]!),
    );
    const share = inventoryShare(params, anchorOnComparables(params, civic, civicNew, many, at)!);
    expect(share).toBe(params.comparables.maxInventoryWeightPercent / 100);
  });
});

describe("trade-in value", () => {
  it("is 85 % of retail less 1,500, never below zero", () => {
    expect(tradeInFromRetail(params, 10_000)).toBe(7_000);
    expect(tradeInFromRetail(params, 30_000)).toBe(24_000);
    expect(tradeInFromRetail(params, 1_500)).toBe(0);
  });
});
