import type { Lockable } from "~/features/gates/price-view";
import type { VehicleCardData } from "~/features/inventory/vehicle-card-data";
import { looksLikeVin } from "~/features/inventory/vin";
import type { DB } from "~/lib/db/connection.server";
import { slugify } from "../slug";
import {
  CARD_COLUMNS,
  findVehicleRecord,
  listSimilarVehicles,
  toCardData,
} from "./vehicle-page-repository.server";
import { makeModelSearchUrl, parseVehicleSlug } from "./vehicle-path";

/**
 * What a shopper sees instead of a car that is gone: a link to an unknown VIN (a car that
 * left the inventory feed, a mistyped or truncated link) gets the "no longer available"
 * page, status 404, with cars like the one the link named and a search; a link to a sold
 * car is redirected to its make and model's search page, which says the car was sold.
 */

/** How many cars the gone page offers instead (one row of cards on a wide screen). */
export const GONE_SIMILAR = 4;

export type GoneVehicleSearch = {
  /** The keyword search, filled in with what the link named ("Toyota Camry"). */
  query: string;
  /** The search page of that make and model (or make), when we carry it. */
  path: string | null;
  /** "Toyota Camry", the path's link text. */
  label: string | null;
};

export type GoneVehiclePageData = {
  /** The car the link named, as we spell it ("2019 Toyota Camry"), or null when we cannot tell. */
  wanted: string | null;
  /** Without their prices where the visitor has not unlocked them (the route locks them). */
  similar: Lockable<VehicleCardData>[];
  search: GoneVehicleSearch;
};

type Named = { make: string; model: string | null };

/**
 * The make and model a slug's words name, in our spelling: the longest make (and model) of
 * the inventory, sold cars included, whose slug starts the words. "toyota-camry-le" names
 * Toyota Camry; "toyota-supra" names Toyota when we never had a Supra.
 */
export function nameInSlug(
  value: string,
  known: ReadonlyArray<{ make: string; model: string }>,
): Named | null {
  const words = `${value.toLowerCase()}-`;
  let best: Named | null = null;
  let bestLength = 0;
  for (const { make, model } of known) {
    const makeSlug = `${slugify(make)}-`;
    if (!words.startsWith(makeSlug)) continue;
    const modelSlug = `${makeSlug}${slugify(model)}-`;
    const [named, length] = words.startsWith(modelSlug)
      ? [{ make, model }, modelSlug.length]
      : [{ make, model: null }, makeSlug.length];
    if (length > bestLength) [best, bestLength] = [named, length];
  }
  return best;
}

/**
 * The gone page of a vehicle-shaped slug (`{year}-{value}-{vin}`) whose VIN we do not know;
 * null when the slug is not vehicle-shaped (the route's usual 404) or the VIN is one of ours.
 */
export async function buildGoneVehiclePage(db: DB, slug: string): Promise<GoneVehiclePageData | null> {
  const parsed = parseVehicleSlug(slug);
  if (!parsed || (await findVehicleRecord(db, parsed.vin))) return null;
  const known = await db
    .selectFrom("vehicles")
    .select(["make", "model"])
    .groupBy(["make", "model"])
    .execute();
  const named = nameInSlug(parsed.value, known);
  const similar = await carsLike(db, named, parsed.year);
  const label = named ? [named.make, named.model].filter(Boolean).join(" ") : null;
  return {
    wanted: label ? `${parsed.year} ${label}` : null,
    similar,
    search: {
      query: label ?? "",
      path: named
        ? named.model
          ? makeModelSearchUrl({ make: named.make, model: named.model })
          : `/cars-for-sale/${slugify(named.make)}`
        : null,
      label,
    },
  };
}

/**
 * In-stock cars like the one a link named: the same make and model, then the same make,
 * then any, each nearest the year first, cheapest first among equals.
 */
async function carsLike(db: DB, named: Named | null, year: number): Promise<VehicleCardData[]> {
  const query = (filter: Partial<Named>) => {
    let q = db
      .selectFrom("vehicles")
      .select(CARD_COLUMNS)
      .where("status", "=", "in_stock")
      .where("private", "=", 0);
    if (filter.make) q = q.where("make", "=", filter.make);
    if (filter.model) q = q.where("model", "=", filter.model);
    // The nearest years first, without reading the whole inventory.
    return q
      .orderBy((eb) => eb.fn("abs", [eb("year", "-", year)]))
      .orderBy("price")
      .orderBy("vin")
      .limit(GONE_SIMILAR)
      .execute();
  };
  const tiers = named ? [named, { make: named.make }, {}] : [{}];
  const cards: VehicleCardData[] = [];
  for (const filter of tiers) {
    if (cards.length >= GONE_SIMILAR) break;
    for (const row of await query(filter))
      if (cards.length < GONE_SIMILAR && !cards.some((c) => c.vin === row.vin)) cards.push(toCardData(row));
  }
  return cards;
}

/** What the search page says about a sold car a link led to: its name and cars like it. */
export type SoldVehicleNotice = {
  name: string;
  /** Its make and model, for the keyword search beside the notice. */
  query: string;
  /** Without their prices where the visitor has not unlocked them (the route locks them). */
  similar: Lockable<VehicleCardData>[];
};

/**
 * The notice for `?sold={VIN}` on a search page, when that VIN is a public car we sold; else
 * null (a private car's name is never said on the shared search page).
 */
export async function findSoldVehicleNotice(db: DB, vin: string | null): Promise<SoldVehicleNotice | null> {
  if (!vin || !looksLikeVin(vin)) return null;
  const record = await findVehicleRecord(db, vin);
  if (record?.status !== "sold" || record.vehicle.private) return null;
  const { vehicle } = record;
  return {
    name: `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.trim}`.trim(),
    query: `${vehicle.make} ${vehicle.model}`,
    similar: await listSimilarVehicles(db, vehicle, GONE_SIMILAR),
  };
}
