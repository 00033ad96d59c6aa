import type { VehicleCardData } from "~/features/inventory/vehicle-card-data";
import type { DB } from "~/lib/db/connection.server";
import type { VehicleRow } from "~/lib/db/schema";
import type { BodyStyle, Condition, Vehicle } from "../vehicle";
import { fromVehicleRow } from "../vehicle-repository.server";

/**
 * The vehicle page's reads, shaped for speed: one query for the vehicle with its pictures,
 * one for similar vehicles, whatever the inventory size.
 */

export type StockStatus = "in_stock" | "sold";
export type VehicleRecord = { vehicle: Vehicle; status: StockStatus };

/**
 * A vehicle (in stock or sold) and its pictures in one round trip: the vehicle row joined
 * to its image rows, folded back into one Vehicle. A join is the one shape SQLite and
 * PostgreSQL share; each row repeats the vehicle's columns, which for a handful of pictures
 * costs less than a second query.
 */
export async function findVehicleRecord(db: DB, vin: string): Promise<VehicleRecord | null> {
  const rows = await db
    .selectFrom("vehicles as v")
    .leftJoin("vehicle_images as i", "i.vin", "v.vin")
    .selectAll("v")
    .select(["i.url as imageUrl", "i.position as imagePosition"])
    .where("v.vin", "=", vin.toUpperCase())
    .orderBy("i.position")
    .execute();
  const first = rows[0];
  if (!first) return null;
  const images = rows.flatMap((row) => (row.imageUrl === null ? [] : [row.imageUrl]));
  return {
    vehicle: fromVehicleRow(first as VehicleRow, images),
    status: first.status === "sold" ? "sold" : "in_stock",
  };
}

/** The columns a vehicle card shows (VehicleCardData). */
export const CARD_COLUMNS = [
  "vin",
  "condition",
  "year",
  "make",
  "model",
  "trim",
  "mileage",
  "price",
  "old_price",
  "preview_image",
  "premium_upgrade",
] as const;

/**
 * In-stock vehicles of the same body style whose price is nearest, cheapest first. One
 * query: the `count` nearest at or below the price and the `count` nearest above it, each
 * an index range scan on (status, body_style, price), so the cost does not grow with the
 * inventory; the closest `count` of those are kept. Public vehicles only, unless the page is
 * a private vehicle's, shown to a visitor who unlocked the private inventory (`includePrivate`).
 */
export async function listSimilarVehicles(
  db: DB,
  target: { vin: string; bodyStyle: BodyStyle; price: number },
  count: number,
  { includePrivate = false }: { includePrivate?: boolean } = {},
): Promise<VehicleCardData[]> {
  const sameStyle = () => {
    const query = db
      .selectFrom("vehicles")
      .select(CARD_COLUMNS)
      .where("status", "=", "in_stock")
      .where("body_style", "=", target.bodyStyle)
      .where("vin", "!=", target.vin)
      .limit(count);
    return includePrivate ? query : query.where("private", "=", 0);
  };
  const below = sameStyle().where("price", "<=", target.price).orderBy("price", "desc").orderBy("vin");
  const above = sameStyle().where("price", ">", target.price).orderBy("price", "asc").orderBy("vin");
  const rows = await db
    .selectFrom(below.as("below"))
    .selectAll()
    .unionAll(db.selectFrom(above.as("above")).selectAll())
    .execute();
  return rows
    .sort(
      (a, b) =>
        Math.abs(a.price - target.price) - Math.abs(b.price - target.price) || a.vin.localeCompare(b.vin),
    )
    .slice(0, count)
    .sort((a, b) => a.price - b.price || a.vin.localeCompare(b.vin))
    .map(toCardData);
}

type CardRow = Pick<VehicleRow, (typeof CARD_COLUMNS)[number]>;

/** A row of CARD_COLUMNS as a vehicle card's data. */
export function toCardData(row: CardRow): VehicleCardData {
  return {
    vin: row.vin,
    condition: row.condition as Condition,
    year: row.year,
    make: row.make,
    model: row.model,
    trim: row.trim,
    mileage: row.mileage,
    price: row.price,
    oldPrice: row.old_price,
    premiumUpgrade: row.premium_upgrade === 1,
    images: { previewImage: row.preview_image, additionalImages: [], imageCustomBg: null, evoxImages: [] },
  };
}
