import { LOCATION_KEYS } from "~/features/company/stores";
import {
  emptyFilters,
  GREAT_DEALS,
  type Range,
  type SearchFilters,
  SORT_VALUES,
} from "~/features/inventory/search/filter-state";
import type { IndexInput } from "~/features/inventory/search/index-columns";
import { paymentToPriceRange } from "~/features/inventory/search/range-counting";
import type { SearchContext } from "~/features/inventory/search/search-context";
import { slugify } from "~/features/inventory/slug";
import { BODY_STYLES, CONDITIONS, type Vehicle } from "~/features/inventory/vehicle";

/**
 * Test support for facet-index.test.ts (app/features/inventory/search): a deliberately naive search (plain array filters and
 * counts, one dimension at a time) that the facet index must agree with, and random filter
 * states to ask both.
 */

/** A demo vehicle as the index takes it in (what search-repository.server.ts reads from the database). */
export const indexInputOf = (v: Vehicle): IndexInput => ({
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

// ---- the reference ---------------------------------------------------------------------------

export type Dimension =
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

export const dimensionValue: Record<string, (r: IndexInput) => string> = {
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

export const DIMENSIONS: Dimension[] = [
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
export function reference(
  rows: readonly IndexInput[],
  f: SearchFilters,
  ctx: SearchContext,
  skip?: Dimension,
): IndexInput[] {
  return rows.filter(
    (r) => hardFilters(r, f, ctx) && DIMENSIONS.every((d) => d === skip || passes(r, f, d, ctx)),
  );
}

export function countBy(list: IndexInput[], key: (r: IndexInput) => string) {
  const counts = new Map<string, number>();
  for (const r of list) counts.set(key(r), (counts.get(key(r)) ?? 0) + 1);
  return counts;
}

export function referenceOrder(list: IndexInput[], sort: SearchFilters["sort"]) {
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

export function randomFilters(rows: readonly IndexInput[], rand: () => number): SearchFilters {
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
