/**
 * Deterministic demo inventory for development, previews and load tests.
 *
 * Everything comes from a seeded PRNG and a fixed "now", so the same options always give
 * the same vehicles (snapshots, screenshots and benchmarks stay stable) and nothing
 * depends on the machine clock. 50,000 vehicles take well under a second.
 */

import { LOCATION_KEYS, type LocationKey } from "~/features/company/stores";
import { DAY_MS } from "~/lib/wall-clock";
import { BODY_STYLES, type BodyStyle, CONDITIONS, type Condition, type Vehicle } from "../vehicle";
import { modelYearCode, vinCheckDigit } from "../vin";
import {
  CATALOGUE,
  type CatalogueModel,
  EXTERIOR_COLORS,
  FEATURE_BODY_STYLES,
  FEATURES,
  type Feature,
  INTERIOR_COLORS,
} from "./catalogue";
import { vehicleIllustrationUrl } from "./vehicle-svg";

export type GenerateOptions = { count: number; seed?: number; now?: Date };

export const DEFAULT_SEED = 20260101;
export const DEFAULT_NOW = "2026-11-01T12:00:00Z";

/** Positions 12-17 give a million distinct serials; past that VINs could repeat. */
export const MAX_DEMO_VEHICLES = 1_000_000;

const YEAR_MS = 365.25 * DAY_MS;
const MILES_PER_YEAR = 12_000;

const STOCK_PREFIX: Readonly<Record<LocationKey, string>> = {
  moline: "M",
  rockford: "R",
  elkhart: "E",
  "fort-wayne": "F",
};

/** Share of each body style on a Midwest lot: SUVs and trucks dominate, convertibles are rare. */
const BODY_STYLE_WEIGHTS: Readonly<Record<BodyStyle, number>> = {
  suvs: 32,
  sedans: 20,
  trucks: 17,
  hatchbacks: 6,
  minivans: 6,
  coupes: 5,
  commercial: 5,
  wagons: 5,
  convertibles: 4,
};

/** Characters allowed in a VIN, for the VDS and plant code. */
const VIN_CHARS = "0123456789ABCDEFGHJKLMNPRSTUVWXYZ";
const VIN_LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";

// ---- randomness -------------------------------------------------------------------------

/** mulberry32: tiny, fast, and good enough for demo data (not for anything secret). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;

const intBetween = (rand: Random, min: number, max: number): number =>
  min + Math.floor(rand() * (max - min + 1));

function pick<T>(rand: Random, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)] as T;
}

/** A sampler over fixed weights, with the cumulative table built once. */
function weighted<T>(items: readonly T[], weights: readonly number[]): (rand: Random) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const w of weights) {
    total += w;
    cumulative.push(total);
  }
  return (rand) => {
    const r = rand() * total;
    let i = 0;
    while (r >= (cumulative[i] as number)) i++;
    return items[i] as T;
  };
}

/** FNV-1a: a stable string hash, so a model keeps the same VIN descriptor across runs. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

// ---- VIN ----------------------------------------------------------------------------------

/**
 * VIN positions 4-8 (vehicle descriptor): stable per model, trim and drivetrain, as real
 * VDS codes are. Position 7 is a letter because from 2010 on that marks the model-year
 * cycle for cars and light trucks.
 */
const descriptors = new Map<string, string>();

function descriptor(model: CatalogueModel, trim: string, drivetrain: string): string {
  const key = `${model.make}|${model.model}|${trim}|${drivetrain}`;
  const known = descriptors.get(key);
  if (known) return known;
  let vds = "";
  for (let i = 0; i < 5; i++) {
    const alphabet = i === 3 ? VIN_LETTERS : VIN_CHARS;
    vds += alphabet.charAt(hash(`${key}#${i}`) % alphabet.length);
  }
  descriptors.set(key, vds);
  return vds;
}

/**
 * A valid 17-character VIN. The serial (positions 12-17) is an affine permutation of the
 * vehicle's index, so it looks random but is unique for up to a million vehicles.
 */
function buildVin(
  model: CatalogueModel,
  trim: string,
  drivetrain: string,
  year: number,
  index: number,
  serialOffset: number,
): string {
  const plant = VIN_LETTERS.charAt(hash(`${model.make}|${model.model}`) % VIN_LETTERS.length);
  // 387,419 shares no factor with 10^6, so index -> serial is one-to-one below 10^6.
  const serial = String((index * 387_419 + serialOffset) % 1_000_000).padStart(6, "0");
  const draft = `${model.wmi}${descriptor(model, trim, drivetrain)}0${modelYearCode(year)}${plant}${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

// ---- condition, year, mileage, price --------------------------------------------------

/** Model years a vehicle of each condition can have, relative to `now`. */
function yearRange(condition: Condition, nowYear: number): readonly [number, number] {
  switch (condition) {
    case "new":
      return [nowYear, nowYear + 1]; // this model year and next (on sale from late summer)
    case "certified":
      return [nowYear - 6, nowYear - 1]; // manufacturer CPO programmes stop at about 6 years
    case "used":
      return [nowYear - 14, nowYear - 1];
  }
}

/** Years between a model year's launch (the previous July) and now. */
function ageInYears(year: number, now: Date): number {
  return Math.max(0.1, (now.getTime() - Date.UTC(year - 1, 6, 1)) / YEAR_MS);
}

/** Sum of two uniforms: a bell-ish spread between `low` and `high`, centred between them. */
function spread(rand: Random, low: number, high: number): number {
  return low + ((rand() + rand()) / 2) * (high - low);
}

function mileageFor(rand: Random, condition: Condition, age: number): number {
  if (condition === "new") return intBetween(rand, 3, 40);
  const miles = Math.round(MILES_PER_YEAR * age * spread(rand, 0.45, 1.55));
  if (condition === "certified" && miles >= 60_000) {
    // CPO programmes cap mileage; those cars were simply driven less.
    return intBetween(rand, 30_000, 59_500);
  }
  return Math.max(400, miles);
}

/** Dealer pricing: whole hundreds, usually shaved to ...95. */
function dealerRound(rand: Random, value: number): number {
  const hundreds = Math.max(3_000, Math.round(value / 100) * 100);
  return rand() < 0.75 ? hundreds - 5 : hundreds;
}

type PriceInput = {
  model: CatalogueModel;
  trimIndex: number;
  year: number;
  nowYear: number;
  condition: Condition;
  age: number;
  mileage: number;
};

/**
 * Asking price. MSRP grows with trim level and shrinks a little for older model years
 * (list prices have crept up). Used value follows a depreciation curve that flattens
 * with age, then moves with mileage against the 12,000-miles-a-year norm.
 */
function priceFor(rand: Random, p: PriceInput): number {
  const msrp = p.model.basePrice * (1 + 0.14 * p.trimIndex) * 0.99 ** Math.max(0, p.nowYear - p.year);
  if (p.condition === "new") return dealerRound(rand, msrp * spread(rand, 0.95, 1.02));
  const retention = 0.28 + 0.66 * Math.exp(-0.12 * p.age);
  const excessMiles = p.mileage - MILES_PER_YEAR * p.age;
  const mileageFactor = Math.min(1.12, Math.max(0.8, 1 - (0.12 * excessMiles) / 50_000));
  const cpoPremium = p.condition === "certified" ? 1.04 : 1;
  return dealerRound(rand, msrp * retention * mileageFactor * cpoPremium * spread(rand, 0.93, 1.07));
}

// ---- features -------------------------------------------------------------------------

/** Features that fit a model, worked out once per model rather than once per vehicle. */
const allowedFeatures = new Map<CatalogueModel, readonly Feature[]>();

function featuresFor(rand: Random, model: CatalogueModel, year: number): string[] {
  let allowed = allowedFeatures.get(model);
  if (!allowed) {
    allowed = FEATURES.filter((feature: Feature) => {
      if (feature === "Third Row Seating") return model.thirdRow === true;
      const styles = FEATURE_BODY_STYLES[feature];
      return !styles || styles.includes(model.bodyStyle);
    });
    allowedFeatures.set(model, allowed);
  }
  const wanted = intBetween(rand, 4, 9);
  const chosen = new Set<Feature>();
  // Backup cameras are mandatory on US vehicles built from May 2018.
  if (year >= 2019) chosen.add("Backup Camera");
  // Partial Fisher-Yates over a copy: unbiased picks without repeats.
  const pool = [...allowed];
  for (let i = 0; chosen.size < wanted && i < pool.length; i++) {
    const j = i + Math.floor(rand() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j] as Feature, pool[i] as Feature];
    chosen.add(pool[i] as Feature);
  }
  return FEATURES.filter((feature) => chosen.has(feature)); // display order
}

// ---- the generator ---------------------------------------------------------------------

const pickBodyStyle = weighted(
  BODY_STYLES,
  BODY_STYLES.map((style) => BODY_STYLE_WEIGHTS[style]),
);
const pickColor = weighted(
  EXTERIOR_COLORS,
  EXTERIOR_COLORS.map((color) => color.weight),
);

function pickCondition(rand: Random): Condition {
  const r = rand();
  return r < 0.08 ? "new" : r < 0.2 ? "certified" : "used";
}

/** Catalogue models per condition and body style whose production overlaps the allowed years. */
function eligibleModels(nowYear: number): Map<string, CatalogueModel[]> {
  const table = new Map<string, CatalogueModel[]>();
  for (const condition of ["new", "certified", "used"] as const) {
    const [from, to] = yearRange(condition, nowYear);
    for (const style of BODY_STYLES) {
      const models = CATALOGUE.filter((m) => m.bodyStyle === style && m.years[0] <= to && m.years[1] >= from);
      table.set(`${condition}/${style}`, models);
    }
  }
  return table;
}

export function generateDemoInventory(options: GenerateOptions): Vehicle[] {
  const { count, seed = DEFAULT_SEED, now = new Date(DEFAULT_NOW) } = options;
  if (!Number.isInteger(count) || count < 0 || count > MAX_DEMO_VEHICLES) {
    throw new RangeError(`count must be an integer from 0 to ${MAX_DEMO_VEHICLES}, got ${count}`);
  }
  if (Number.isNaN(now.getTime())) throw new RangeError("now is not a valid date");

  const rand = mulberry32(seed);
  const nowYear = now.getUTCFullYear();
  const eligible = eligibleModels(nowYear);
  // With a `now` far outside the catalogue's years some conditions have nothing to sell.
  const sellable = CONDITIONS.filter((c) => BODY_STYLES.some((s) => eligible.get(`${c}/${s}`)?.length));
  const fallbackCondition = sellable[0];
  if (!fallbackCondition) throw new RangeError(`The catalogue has no models to sell in ${nowYear}`);
  const serialOffset = Math.floor(rand() * 1_000_000);
  // Each store numbers its own stock; starting mid-range looks like a running business.
  const nextStock = Object.fromEntries(
    LOCATION_KEYS.map((key) => [key, intBetween(rand, 1_000, 4_999)]),
  ) as Record<LocationKey, number>;

  const vehicles: Vehicle[] = [];
  for (let index = 0; index < count; index++) {
    const drawn = pickCondition(rand);
    const condition = sellable.includes(drawn) ? drawn : fallbackCondition;
    let models: CatalogueModel[] = [];
    // Re-draw the body style in the unlikely case none of its models fits the condition.
    while (models.length === 0) models = eligible.get(`${condition}/${pickBodyStyle(rand)}`) ?? [];
    const model = pick(rand, models);

    const [from, to] = yearRange(condition, nowYear);
    const year = intBetween(rand, Math.max(from, model.years[0]), Math.min(to, model.years[1]));
    const trimIndex = Math.floor(rand() * model.trims.length);
    const trim = model.trims[trimIndex] as string;
    const drivetrain = pick(rand, model.drivetrains);
    const age = ageInYears(year, now);
    const mileage = mileageFor(rand, condition, age);
    const price = priceFor(rand, { model, trimIndex, year, nowYear, condition, age, mileage });
    const oldPrice = rand() < 0.15 ? price + intBetween(rand, 5, 25) * 100 : null;

    const locationKey = pick(rand, LOCATION_KEYS);
    const stockSeq = nextStock[locationKey]++;
    const stockNumber = `${STOCK_PREFIX[locationKey]}${String(year % 100).padStart(2, "0")}-${String(stockSeq).padStart(5, "0")}`;

    const color = pickColor(rand);
    // Listed some time in the last 90 days, to the second.
    const listedAt = new Date(Math.floor((now.getTime() - rand() * 90 * DAY_MS) / 1000) * 1000).toISOString();

    vehicles.push({
      vin: buildVin(model, trim, drivetrain, year, index, serialOffset),
      stockNumber,
      condition,
      year,
      modelYear: year,
      make: model.make,
      model: model.model,
      trim,
      bodyStyle: model.bodyStyle,
      mileage,
      initPrice: oldPrice ?? price,
      price,
      oldPrice,
      transmission: model.transmission,
      exteriorColor: color.name,
      exteriorColorHex: color.hex,
      interiorColor: pick(rand, INTERIOR_COLORS),
      fuelType: model.fuelType,
      doors: model.doors,
      engine: model.engine,
      drivetrain,
      cityMpg: model.cityMpg,
      highwayMpg: model.highwayMpg,
      features: featuresFor(rand, model, year),
      locationKey,
      premiumUpgrade: rand() < 0.1,
      // The demo seed picks its private vehicles afterwards (private-demo.ts): no draw here.
      private: false,
      // The demo has no photos: one illustration of the car, labelled as such where shown.
      images: {
        previewImage: vehicleIllustrationUrl(model.bodyStyle, color.hex),
        additionalImages: [],
        imageCustomBg: null,
        evoxImages: [],
      },
      listedAt,
    });
  }
  return vehicles;
}
