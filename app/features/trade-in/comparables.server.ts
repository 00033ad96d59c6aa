import { slugify } from "~/features/inventory/slug";
import type { DB } from "~/lib/db/connection.server";
import { DAY_MS } from "~/lib/wall-clock";
import type { TradeInContent } from "./trade-in-content";
import {
  type Comparable,
  newPriceFor,
  type TradeInValuer,
  type VehicleToValue,
  valueVehicle,
} from "./valuation-model";

/**
 * Our own inventory as the market for the valuation: vehicles of the same make and model
 * within a few model years, in stock or sold recently (a sold car's last price is as close
 * to a transaction price as the site knows). The lookup rides the (status, make_slug,
 * model_slug) index of migration 0001, so it stays a few rows' read at any inventory size.
 */
export type ComparablesQuery = {
  makeSlug: string;
  modelSlugs: string[];
  yearFrom: number;
  yearTo: number;
  /** ISO time: sold vehicles count when sold at or after it. */
  soldSince: string;
  limit: number;
};

export async function findComparables(db: DB, query: ComparablesQuery): Promise<Comparable[]> {
  return db
    .selectFrom("vehicles")
    .select(["year", "trim", "mileage", "price"])
    .where("status", "in", ["in_stock", "sold"])
    .where("make_slug", "=", query.makeSlug)
    .where("model_slug", "in", query.modelSlugs)
    .where("year", ">=", query.yearFrom)
    .where("year", "<=", query.yearTo)
    .where((eb) => eb.or([eb("status", "=", "in_stock"), eb("sold_at", ">=", query.soldSince)]))
    .orderBy("vin")
    .limit(query.limit)
    .execute();
}

/** The query for one vehicle: its slugs (and the reference table's spelling of the model). */
export function comparablesQueryFor(
  content: TradeInContent,
  vehicle: VehicleToValue,
  at: Date,
): ComparablesQuery {
  const { comparables } = content.settings.valuation;
  const { referenceModel } = newPriceFor(content.referenceIndex, vehicle.make, vehicle.model);
  const modelSlugs = [
    ...new Set([slugify(vehicle.model), ...(referenceModel ? [slugify(referenceModel)] : [])]),
  ];
  return {
    makeSlug: slugify(vehicle.make),
    modelSlugs,
    yearFrom: vehicle.year - comparables.yearWindow,
    yearTo: vehicle.year + comparables.yearWindow,
    soldSince: new Date(at.getTime() - comparables.soldWithinDays * DAY_MS).toISOString(),
    limit: comparables.maxCount,
  };
}

/** The valuer of this site: the model, anchored on comparables from the database. */
export function createInventoryValuer(db: DB, content: TradeInContent): TradeInValuer {
  return {
    async value(vehicle, at) {
      const comparables = await findComparables(db, comparablesQueryFor(content, vehicle, at));
      return valueVehicle(content.settings.valuation, content.referenceIndex, vehicle, comparables, at);
    },
  };
}
