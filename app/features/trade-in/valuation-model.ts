import { slugify } from "~/features/inventory/slug";
import type { ReferencePrices, TradeInSettings } from "./settings-schema";

/**
 * The base value of a trade-in without a book-value service: a depreciation model from the
 * new price, age and mileage, anchored on what comparable vehicles of our own inventory are
 * priced at. Pure arithmetic; the inventory query is in comparables.server.ts and the two
 * meet in inventory-valuer.server.ts. docs/trade-in-valuation.md walks through it.
 */

export type VehicleToValue = { year: number; make: string; model: string; trim: string; mileage: number };

/** What any valuer (this model, or later Black Book or KBB) answers. Whole dollars. */
export type Valuation = {
  /** What the vehicle sells for on a dealer's lot in average condition. */
  retailValue: number;
  /** What we pay for it before condition deductions: the base ("initial") price. */
  tradeInValue: number;
  /** Who valued it, e.g. "model" or "model+inventory" (a provider's name later). */
  source: string;
  /** Inventory vehicles the value was anchored on (0: the model alone). */
  comparables: number;
};

/** A valuation provider. A Black Book or KBB adapter implements this and nothing else changes. */
export interface TradeInValuer {
  value(vehicle: VehicleToValue, at: Date): Promise<Valuation>;
}

/** A vehicle of our inventory like the seller's: its asking (or last) price, year, trim, miles. */
export type Comparable = { year: number; trim: string; mileage: number; price: number };

export type ValuationParams = TradeInSettings["valuation"];

// ---- reference new prices -----------------------------------------------------------------

/** Model names typed with or without dashes and spaces ("F150", "F-150", "f 150") meet here. */
export const compactKey = (text: string) => slugify(text).replace(/-/g, "");

export type ReferenceIndex = {
  defaultNewPrice: number;
  makes: Map<string, { makePrice: number; models: Map<string, { model: string; newPrice: number }> }>;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export function indexReferencePrices(reference: ReferencePrices): ReferenceIndex {
  const makes: ReferenceIndex["makes"] = new Map();
  for (const entry of reference.makes) {
    const models = new Map(entry.models.map((m) => [compactKey(m.model), m]));
    const makePrice = entry.makePrice ?? Math.round(median(entry.models.map((m) => m.newPrice)));
    makes.set(compactKey(entry.make), { makePrice, models });
  }
  return { defaultNewPrice: reference.defaultNewPrice, makes };
}

export type NewPriceMatch = {
  newPrice: number;
  matched: "model" | "make" | "default";
  /** The model as the reference table spells it, when it knows it. */
  referenceModel: string | null;
};

export function newPriceFor(index: ReferenceIndex, make: string, model: string): NewPriceMatch {
  const entry = index.makes.get(compactKey(make));
  if (!entry) return { newPrice: index.defaultNewPrice, matched: "default", referenceModel: null };
  const known = entry.models.get(compactKey(model));
  if (known) return { newPrice: known.newPrice, matched: "model", referenceModel: known.model };
  return { newPrice: entry.makePrice, matched: "make", referenceModel: null };
}

// ---- the model alone ----------------------------------------------------------------------

const YEAR_MS = 365.25 * 86_400_000;

/** Years since the model year went on sale (1 July of the year before), never below 0. */
export function ageInYears(modelYear: number, at: Date): number {
  return Math.max(0, (at.getTime() - Date.UTC(modelYear - 1, 6, 1)) / YEAR_MS);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Retail value from the model alone, in dollars (not rounded). */
export function modelRetailValue(
  params: ValuationParams,
  newPrice: number,
  modelYear: number,
  mileage: number,
  at: Date,
): number {
  const age = ageInYears(modelYear, at);
  const priceWhenNew =
    newPrice * (1 + params.newPriceGrowthPercent / 100) ** (modelYear - params.referenceYear);
  const floor = params.retentionFloorPercent / 100;
  const retention = floor + (1 - floor) * Math.exp(-params.depreciationRate * age);
  const excessMiles = mileage - params.milesPerYear * age;
  const mileageFactor = clamp(
    1 - ((excessMiles / 10_000) * params.mileagePercentPer10k) / 100,
    params.mileageFactorMin,
    params.mileageFactorMax,
  );
  return priceWhenNew * retention * mileageFactor;
}

// ---- anchoring on the inventory -----------------------------------------------------------

export type Anchor = { ratio: number; weight: number; count: number };

/**
 * How our market prices this model against the curve: for every comparable, its price over
 * the model's value of that same vehicle (its year and miles). The weighted median of those
 * ratios (same trim counts double, each model year away halves, thirds... the weight) resists
 * a mispriced feed row; it is held within [minRatio, maxRatio]. Null without usable comparables.
 */
export function anchorOnComparables(
  params: ValuationParams,
  vehicle: VehicleToValue,
  newPrice: number,
  comparables: Comparable[],
  at: Date,
): Anchor | null {
  const trim = vehicle.trim.trim().toLowerCase();
  const points: Array<{ ratio: number; weight: number }> = [];
  for (const c of comparables) {
    if (!(c.price > 0) || !(c.mileage >= 0)) continue;
    const expected = modelRetailValue(params, newPrice, c.year, c.mileage, at);
    if (!(expected > 0)) continue;
    const sameTrim = trim !== "" && c.trim.trim().toLowerCase() === trim;
    points.push({
      ratio: c.price / expected,
      weight: (sameTrim ? 2 : 1) / (1 + Math.abs(c.year - vehicle.year)),
    });
  }
  if (points.length === 0) return null;
  points.sort((a, b) => a.ratio - b.ratio);
  const weight = points.reduce((sum, p) => sum + p.weight, 0);
  let running = 0;
  let ratio = points[points.length - 1]!.ratio;
  for (const point of points) {
    running += point.weight;
    if (running >= weight / 2) {
      ratio = point.ratio;
      break;
    }
  }
  const { minRatio, maxRatio } = params.comparables;
  return { ratio: clamp(ratio, minRatio, maxRatio), weight, count: points.length };
}

/** The share of the inventory's opinion: more (and closer) comparables, more trust, up to a cap. */
export function inventoryShare(params: ValuationParams, anchor: Anchor): number {
  const { priorWeight, maxInventoryWeightPercent } = params.comparables;
  return Math.min(maxInventoryWeightPercent / 100, anchor.weight / (anchor.weight + priorWeight));
}

/** What we pay for a vehicle that retails at `retail`: a share of it less our cost per car. */
export function tradeInFromRetail(params: ValuationParams, retail: number): number {
  return Math.max(
    0,
    Math.round((retail * params.tradeInShareOfRetailPercent) / 100 - params.dealerCostPerVehicle),
  );
}

/** The whole valuation, given the comparables already fetched. */
export function valueVehicle(
  params: ValuationParams,
  index: ReferenceIndex,
  vehicle: VehicleToValue,
  comparables: Comparable[],
  at: Date,
): Valuation {
  const { newPrice } = newPriceFor(index, vehicle.make, vehicle.model);
  const model = modelRetailValue(params, newPrice, vehicle.year, vehicle.mileage, at);
  const anchor = anchorOnComparables(params, vehicle, newPrice, comparables, at);
  const retail = anchor ? model * (1 + inventoryShare(params, anchor) * (anchor.ratio - 1)) : model;
  const retailValue = Math.round(retail);
  return {
    retailValue,
    tradeInValue: tradeInFromRetail(params, retailValue),
    source: anchor ? "model+inventory" : "model",
    comparables: anchor?.count ?? 0,
  };
}
