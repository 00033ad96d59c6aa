import { describe, expect, it } from "vitest";
import {
  countBy,
  type Dimension,
  dimensionValue,
  indexInputOf,
  randomFilters as randomFiltersOf,
  referenceOrder,
  reference as referenceRows,
} from "~tests/support/facet-index-reference";
import { generateDemoInventory, mulberry32 } from "../demo-data/generate";
import { slugify } from "../slug";
import { CONDITIONS, type Condition } from "../vehicle";
import { FacetIndex, type SearchContext } from "./facet-index";
import { emptyFilters, RESULTS_PER_PAGE, type SearchFilters } from "./filter-state";

/**
 * The facet index against a deliberately naive reference: plain array filters and counts,
 * one dimension at a time. Random filter states over 700 demo vehicles must give the same
 * totals, pages and counts.
 */

const vehicles = generateDemoInventory({ count: 700, seed: 11 });
const rows = vehicles.map(indexInputOf);
const index = new FacetIndex(rows);

const context = (conditions: readonly Condition[] = CONDITIONS): SearchContext => ({
  conditions,
  // Any increasing function will do for the reference: $45 of price per dollar a month.
  maxPriceForPayment: (monthly) => monthly * 45,
  rangeOptions: {
    price: [10000, 20000, 30000],
    year: [2015, 2020, 2025],
    mileage: [30000, 85000],
    payment: [300, 500],
  },
});

const reference = (f: SearchFilters, ctx: SearchContext, skip?: Dimension) =>
  referenceRows(rows, f, ctx, skip);
const randomFilters = (rand: () => number) => randomFiltersOf(rows, rand);

describe("the facet index", () => {
  it("finds, orders and counts exactly what a naive filter does", { timeout: 60_000 }, () => {
    const rand = mulberry32(99);
    for (let run = 0; run < 160; run++) {
      const f = randomFilters(rand);
      const ctx = context(rand() < 0.2 ? ["used", "certified"] : CONDITIONS);
      const label = JSON.stringify(f);
      const result = index.search(f, ctx);
      const matches = reference(f, ctx);
      expect(result.total, label).toBe(matches.length);

      const offset = (f.page - 1) * RESULTS_PER_PAGE;
      const page = referenceOrder(matches, f.sort).slice(offset, offset + RESULTS_PER_PAGE);
      expect(result.vehicles, label).toEqual(
        page.map((r) => ({
          vin: r.vin,
          condition: r.condition,
          year: r.year,
          make: r.make,
          model: r.model,
          trim: r.trim,
          mileage: r.mileage,
          price: r.price,
          oldPrice: r.oldPrice,
          premiumUpgrade: r.premiumUpgrade,
          locationKey: r.locationKey,
          images: { previewImage: r.previewImage, additionalImages: [], imageCustomBg: null, evoxImages: [] },
        })),
      );

      // Each dimension's counts: rows passing every other dimension, by value.
      const facetOf = {
        conditions: result.facets.conditions,
        bodyStyles: result.facets.bodyStyles,
        makes: result.facets.makes,
        transmissions: result.facets.transmissions,
        fuelTypes: result.facets.fuelTypes,
        drivetrains: result.facets.drivetrains,
        exteriorColors: result.facets.exteriorColors,
        locations: result.facets.locations,
      };
      for (const [dim, values] of Object.entries(facetOf)) {
        const expected = countBy(reference(f, ctx, dim as Dimension), dimensionValue[dim]!);
        for (const v of values)
          expect(v.count, `${dim}=${v.value} ${label}`).toBe(expected.get(v.value) ?? 0);
        for (const [value, n] of expected) {
          if (n > 0)
            expect(
              values.some((v) => v.value === value),
              `${dim} lists ${value}`,
            ).toBe(true);
        }
      }
      const modelCounts = countBy(reference(f, ctx, "models"), (r) => `${r.makeSlug}/${r.modelSlug}`);
      for (const m of result.facets.models) {
        expect(f.makes).toContain(m.make);
        expect(m.count, `model ${m.make}/${m.value}`).toBe(modelCounts.get(`${m.make}/${m.value}`) ?? 0);
      }
      if (f.models.length) {
        const trimCounts = countBy(reference(f, ctx, "trims"), (r) => slugify(r.trim));
        for (const t of result.facets.trims) expect(t.count).toBe(trimCounts.get(t.value) ?? 0);
      }
      // Features narrow the result: a feature's count is the result with it added.
      for (const feature of result.facets.features) {
        expect(feature.count).toBe(
          matches.filter((r) => r.features.some((n) => slugify(n) === feature.value)).length,
        );
      }
      const withoutDeal = reference(f, ctx, "greatDeal");
      expect(result.facets.greatDealsAny).toBe(withoutDeal.length);
      expect(result.facets.greatDeals.find((d) => d.value === "price-drop")!.count).toBe(
        withoutDeal.filter((r) => r.oldPrice !== null && r.oldPrice > r.price).length,
      );
      expect(result.facets.greatDeals.find((d) => d.value === "premium-upgrades")!.count).toBe(
        withoutDeal.filter((r) => r.premiumUpgrade).length,
      );
      // Range options: how many would match with that bound as the min or the max.
      for (const key of ["price", "year", "mileage"] as const) {
        const others = reference(f, ctx, key);
        const facet = result.facets.ranges[key];
        expect(facet.any).toBe(others.length);
        for (const { bound, count } of facet.max)
          expect(count).toBe(others.filter((r) => r[key] <= bound).length);
        for (const { bound, count } of facet.min)
          expect(count).toBe(others.filter((r) => r[key] >= bound).length);
      }
      const others = reference(f, ctx, "payment");
      for (const { bound, count } of result.facets.ranges.payment.max) {
        expect(count).toBe(others.filter((r) => r.price <= bound * 45).length);
      }
      for (const { bound, count } of result.facets.ranges.payment.min) {
        expect(count).toBe(others.filter((r) => r.price >= (bound - 1) * 45 + 1).length);
      }
    }
  });

  it("lists a shopper's own range values among the options", () => {
    const result = index.search({ ...emptyFilters(), price: { min: 12345, max: 23456 } }, context());
    expect(result.facets.ranges.price.min.map((o) => o.bound)).toContain(12345);
    expect(result.facets.ranges.price.max.map((o) => o.bound)).toContain(23456);
  });

  it("matches keywords without punctuation, in any case", () => {
    const crv = index.search({ ...emptyFilters(), q: "CRV" }, context());
    expect(crv.total).toBeGreaterThan(0);
    expect(crv.vehicles.every((v) => v.model === "CR-V")).toBe(true);
    const stock = rows[5]!.stockNumber;
    const byStock = index.search({ ...emptyFilters(), q: stock.toLowerCase() }, context());
    expect(byStock.vehicles.map((v) => v.vin)).toContain(rows[5]!.vin);
    const byVin = index.search({ ...emptyFilters(), q: rows[6]!.vin.slice(-8) }, context());
    expect(byVin.vehicles.map((v) => v.vin)).toEqual([rows[6]!.vin]);
    // Letters alone never match inside a VIN: "awd" means all-wheel drive, not a VIN fragment.
    const awd = index.search({ ...emptyFilters(), q: "awd" }, context());
    expect(awd.total).toBe(rows.filter((r) => r.drivetrain === "AWD").length);
    expect(index.search({ ...emptyFilters(), q: "zzzz-no-such-thing" }, context()).total).toBe(0);
  });

  it("answers an unknown feature or value with nothing, not everything", () => {
    expect(index.search({ ...emptyFilters(), features: ["jetpack"] }, context()).total).toBe(0);
    expect(index.search({ ...emptyFilters(), exteriorColors: ["plaid"] }, context()).total).toBe(0);
  });

  it("shows only the conditions the dealership sells", () => {
    const usedOnly = index.search(emptyFilters(), context(["used"]));
    expect(usedOnly.total).toBe(rows.filter((r) => r.condition === "used").length);
    expect(usedOnly.vehicles.every((v) => v.condition === "used")).toBe(true);
    expect(index.countBy("conditions", ["used"])).toEqual(new Map([["used", usedOnly.total]]));
  });

  it("gives an empty page past the end, and lists the years in stock", () => {
    const all = index.search({ ...emptyFilters(), page: 1000 }, context());
    expect(all.vehicles).toEqual([]);
    expect(all.total).toBe(rows.length);
    const years = index.years();
    expect(years).toEqual([...new Set(rows.map((r) => r.year))].sort((a, b) => a - b));
  });

  it("handles an empty inventory", () => {
    const empty = new FacetIndex([]);
    const result = empty.search(emptyFilters(), context());
    expect(result.total).toBe(0);
    expect(result.vehicles).toEqual([]);
    expect(result.facets.makes).toEqual([]);
    expect(result.facets.ranges.price.any).toBe(0);
  });
});
