import { describe, expect, it } from "vitest";
import { generateDemoInventory, mulberry32 } from "../demo-data/generate";
import { slugify } from "../slug";
import { BODY_STYLES, CONDITIONS, type Condition, LOCATION_KEYS, type Vehicle } from "../vehicle";
import { FacetIndex, type IndexInput, paymentToPriceRange, type SearchContext } from "./facet-index";
import {
  emptyFilters,
  GREAT_DEALS,
  type Range,
  RESULTS_PER_PAGE,
  type SearchFilters,
  SORT_VALUES,
} from "./filters";

/**
 * The facet index against a deliberately naive reference: plain array filters and counts,
 * one dimension at a time. Random filter states over 700 demo vehicles must give the same
 * totals, pages and counts.
 */

const vehicles = generateDemoInventory({ count: 700, seed: 11 });
const toInput = (v: Vehicle): IndexInput => ({
  vin: v.vin,
  stockNumber: v.stockNumber,
  condition: v.condition,
  year: v.year,
  make: v.make,
  makeSlug: slugify(v.make),
  model: v.model,
  modelSlug: slugify(v.model),
  trim: v.trim,
  bodyStyle: v.bodyStyle,
  mileage: v.mileage,
  price: v.price,
  oldPrice: v.oldPrice,
  transmission: v.transmission,
  exteriorColor: v.exteriorColor,
  fuelType: v.fuelType,
  drivetrain: v.drivetrain,
  features: v.features,
  locationKey: v.locationKey,
  premiumUpgrade: v.premiumUpgrade,
  listedAt: v.listedAt,
  previewImage: v.images.previewImage,
});
const rows = vehicles.map(toInput);
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

// ---- the reference ---------------------------------------------------------------------------

type Dimension =
  | "conditions"
  | "bodyStyles"
  | "makes"
  | "models"
  | "trims"
  | "transmissions"
  | "fuelTypes"
  | "drivetrains"
  | "exteriorColors"
  | "locations"
  | "price"
  | "payment"
  | "year"
  | "mileage"
  | "greatDeal";

const dimensionValue: Record<string, (r: IndexInput) => string> = {
  conditions: (r) => r.condition,
  bodyStyles: (r) => r.bodyStyle,
  makes: (r) => r.makeSlug,
  models: (r) => r.modelSlug,
  trims: (r) => slugify(r.trim),
  transmissions: (r) => slugify(r.transmission),
  fuelTypes: (r) => slugify(r.fuelType),
  drivetrains: (r) => slugify(r.drivetrain),
  exteriorColors: (r) => slugify(r.exteriorColor),
  locations: (r) => r.locationKey,
};

const inRange = (v: number, r: Range) => (r.min === null || v >= r.min) && (r.max === null || v <= r.max);

function passes(r: IndexInput, f: SearchFilters, dim: Dimension, ctx: SearchContext): boolean {
  switch (dim) {
    case "conditions":
      return f.condition === null || r.condition === f.condition;
    case "price":
      return inRange(r.price, f.price);
    case "year":
      return inRange(r.year, f.year);
    case "mileage":
      return inRange(r.mileage, f.mileage);
    case "payment": {
      const bounds = paymentToPriceRange(f.payment, ctx.maxPriceForPayment);
      return !bounds || (r.price >= bounds.lo && r.price <= bounds.hi);
    }
    case "greatDeal":
      return (
        f.greatDeal === null ||
        (f.greatDeal === "price-drop" ? r.oldPrice !== null && r.oldPrice > r.price : r.premiumUpgrade)
      );
    case "models":
      return f.models.length === 0 || (f.makes.includes(r.makeSlug) && f.models.includes(r.modelSlug));
    default: {
      const wanted = f[dim] as string[];
      return wanted.length === 0 || wanted.includes(dimensionValue[dim]!(r));
    }
  }
}

const DIMENSIONS: Dimension[] = [
  "conditions",
  "bodyStyles",
  "makes",
  "models",
  "trims",
  "transmissions",
  "fuelTypes",
  "drivetrains",
  "exteriorColors",
  "locations",
  "price",
  "payment",
  "year",
  "mileage",
  "greatDeal",
];

/** A keyword term is part of one of the vehicle's words (or, with a digit, of its stock number or VIN). */
function keywordHit(r: IndexInput, term: string): boolean {
  const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "");
  const fields = [
    String(r.year),
    r.condition,
    r.make,
    r.model,
    r.trim,
    r.bodyStyle,
    r.exteriorColor,
    r.fuelType,
    r.drivetrain,
    r.transmission,
    r.locationKey,
    ...r.features,
  ];
  if (
    fields.some(
      (f) => f.toLowerCase().includes(term) || (compact(term) !== "" && compact(f).includes(compact(term))),
    )
  ) {
    return true;
  }
  return (
    /\d/.test(term) && (r.stockNumber.toLowerCase().includes(term) || r.vin.toLowerCase().includes(term))
  );
}

function hardFilters(r: IndexInput, f: SearchFilters, ctx: SearchContext): boolean {
  if (!ctx.conditions.includes(r.condition)) return false;
  if (!f.features.every((slug) => r.features.some((name) => slugify(name) === slug))) return false;
  return f.q
    .toLowerCase()
    .split(" ")
    .filter(Boolean)
    .every((t) => keywordHit(r, t));
}

/** Rows passing everything except `skip`. */
function reference(f: SearchFilters, ctx: SearchContext, skip?: Dimension) {
  return rows.filter(
    (r) => hardFilters(r, f, ctx) && DIMENSIONS.every((d) => d === skip || passes(r, f, d, ctx)),
  );
}

function countBy(list: IndexInput[], key: (r: IndexInput) => string) {
  const counts = new Map<string, number>();
  for (const r of list) counts.set(key(r), (counts.get(key(r)) ?? 0) + 1);
  return counts;
}

function referenceOrder(list: IndexInput[], sort: SearchFilters["sort"]) {
  const newest = (a: IndexInput, b: IndexInput) =>
    a.listedAt < b.listedAt ? 1 : a.listedAt > b.listedAt ? -1 : a.vin < b.vin ? -1 : 1;
  const by = (key: (r: IndexInput) => number, dir: number) => (a: IndexInput, b: IndexInput) =>
    (key(a) - key(b)) * dir || newest(a, b);
  const compare = {
    newest,
    oldest: (a: IndexInput, b: IndexInput) => -newest(a, b),
    mileage: by((r) => r.mileage, 1),
    year: by((r) => r.year, -1),
    priceHigh: by((r) => r.price, -1),
    priceLow: by((r) => r.price, 1),
  }[sort];
  return [...list].sort(compare);
}

// ---- random filter states --------------------------------------------------------------------

const pickSome = <T>(rand: () => number, items: readonly T[], chance: number, max: number) =>
  rand() < chance ? items.filter(() => rand() < 2 / items.length).slice(0, max) : [];

function randomFilters(rand: () => number): SearchFilters {
  const makes = pickSome(rand, [...new Set(rows.map((r) => r.makeSlug))], 0.5, 3);
  const models = makes.length
    ? pickSome(
        rand,
        [...new Set(rows.filter((r) => makes.includes(r.makeSlug)).map((r) => r.modelSlug))],
        0.5,
        2,
      )
    : [];
  const range = (lo: number, hi: number, chance: number): Range => {
    if (rand() > chance) return { min: null, max: null };
    const a = rand() < 0.4 ? null : Math.round(lo + rand() * (hi - lo));
    const b = rand() < 0.4 ? null : Math.round(lo + rand() * (hi - lo));
    return a !== null && b !== null && a > b ? { min: b, max: a } : { min: a, max: b };
  };
  return {
    ...emptyFilters(rand() < 0.3 ? CONDITIONS[Math.floor(rand() * 3)]! : null),
    bodyStyles: pickSome(rand, BODY_STYLES, 0.4, 3),
    makes,
    models,
    trims: models.length ? pickSome(rand, ["le", "xle", "lt", "sport", "ex-l"], 0.5, 2) : [],
    features: pickSome(rand, ["backup-camera", "sunroof", "heated-seats", "bluetooth"], 0.3, 2),
    transmissions: pickSome(rand, ["cvt", "8-speed-automatic", "6-speed-manual"], 0.3, 2),
    fuelTypes: pickSome(rand, ["gasoline", "hybrid", "electric"], 0.2, 2),
    drivetrains: pickSome(rand, ["fwd", "awd", "4wd", "rwd"], 0.3, 2),
    exteriorColors: pickSome(rand, ["super-white", "midnight-black", "race-red"], 0.2, 2),
    locations: pickSome(rand, LOCATION_KEYS, 0.3, 2),
    price: range(3000, 70000, 0.4),
    payment: range(100, 1200, 0.2),
    year: range(2012, 2027, 0.3),
    mileage: range(0, 160000, 0.3),
    greatDeal: rand() < 0.2 ? GREAT_DEALS[Math.floor(rand() * 2)]! : null,
    q:
      rand() < 0.2
        ? ["toyota", "awd", "crv", "white suv", "f150", "m24", "2019 wayne", "jt", "camera"][
            Math.floor(rand() * 9)
          ]!
        : "",
    sort: SORT_VALUES[Math.floor(rand() * SORT_VALUES.length)]!,
    page: rand() < 0.7 ? 1 : 1 + Math.floor(rand() * 4),
  };
}

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
