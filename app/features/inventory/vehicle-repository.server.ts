import { sql } from "kysely";
import type { LocationKey } from "~/features/company/stores";
import type { DB } from "~/lib/db/connection.server";
import type { NewVehicleRow, VehicleRow } from "~/lib/db/schema";
import { slugify } from "./slug";
import type { BodyStyle, Condition, Vehicle } from "./vehicle";

/** Turns our Vehicle into its row; the one place that knows the column names. */
export function toVehicleRow(vehicle: Vehicle, now: string): NewVehicleRow {
  return {
    vin: vehicle.vin,
    stock_number: vehicle.stockNumber,
    condition: vehicle.condition,
    year: vehicle.year,
    model_year: vehicle.modelYear,
    make: vehicle.make,
    make_slug: slugify(vehicle.make),
    model: vehicle.model,
    model_slug: slugify(vehicle.model),
    trim: vehicle.trim,
    body_style: vehicle.bodyStyle,
    mileage: vehicle.mileage,
    init_price: vehicle.initPrice,
    price: vehicle.price,
    old_price: vehicle.oldPrice,
    transmission: vehicle.transmission,
    exterior_color: vehicle.exteriorColor,
    exterior_color_hex: vehicle.exteriorColorHex,
    interior_color: vehicle.interiorColor,
    fuel_type: vehicle.fuelType,
    doors: vehicle.doors,
    engine: vehicle.engine,
    drivetrain: vehicle.drivetrain,
    city_mpg: vehicle.cityMpg,
    highway_mpg: vehicle.highwayMpg,
    features: JSON.stringify(vehicle.features),
    location_key: vehicle.locationKey,
    premium_upgrade: vehicle.premiumUpgrade ? 1 : 0,
    private: vehicle.private ? 1 : 0,
    preview_image: vehicle.images.previewImage,
    image_custom_bg: vehicle.images.imageCustomBg,
    evox_images: JSON.stringify(vehicle.images.evoxImages),
    status: "in_stock",
    listed_at: vehicle.listedAt,
    updated_at: now,
    sold_at: null,
  };
}

export function fromVehicleRow(row: VehicleRow, additionalImages: string[] = []): Vehicle {
  return {
    vin: row.vin,
    stockNumber: row.stock_number,
    condition: row.condition as Condition,
    year: row.year,
    modelYear: row.model_year,
    make: row.make,
    model: row.model,
    trim: row.trim,
    bodyStyle: row.body_style as BodyStyle,
    mileage: row.mileage,
    initPrice: row.init_price,
    price: row.price,
    oldPrice: row.old_price,
    transmission: row.transmission,
    exteriorColor: row.exterior_color,
    exteriorColorHex: row.exterior_color_hex,
    interiorColor: row.interior_color,
    fuelType: row.fuel_type,
    doors: row.doors,
    engine: row.engine,
    drivetrain: row.drivetrain,
    cityMpg: row.city_mpg,
    highwayMpg: row.highway_mpg,
    features: JSON.parse(row.features) as string[],
    locationKey: row.location_key as LocationKey,
    premiumUpgrade: row.premium_upgrade === 1,
    private: Number(row.private) === 1,
    images: {
      previewImage: row.preview_image,
      additionalImages,
      imageCustomBg: row.image_custom_bg,
      evoxImages: JSON.parse(row.evox_images) as string[],
    },
    listedAt: row.listed_at,
  };
}

// 36 columns x 400 rows stays under SQLite's and PostgreSQL's bound-parameter limits.
const BATCH = 400;

/**
 * Adds vehicles with their images and, for those whose price dropped, the price-history
 * entry that explains the old price. One transaction: all or nothing.
 */
export async function insertVehicles(
  db: DB,
  vehicles: Vehicle[],
  now = new Date().toISOString(),
): Promise<void> {
  await db.transaction().execute((trx) => insertVehiclesWithin(trx, vehicles, now));
}

/** insertVehicles() for a caller that already holds a transaction. */
export async function insertVehiclesWithin(trx: DB, vehicles: Vehicle[], now: string): Promise<void> {
  for (let start = 0; start < vehicles.length; start += BATCH) {
    const batch = vehicles.slice(start, start + BATCH);
    await trx
      .insertInto("vehicles")
      .values(batch.map((v) => toVehicleRow(v, now)))
      .execute();
    const images = batch.flatMap((v) =>
      v.images.additionalImages.map((url, index) => ({ vin: v.vin, position: index + 1, url })),
    );
    if (images.length) await trx.insertInto("vehicle_images").values(images).execute();
    const drops = batch
      .filter((v) => v.oldPrice !== null && v.oldPrice > v.price)
      .map((v) => ({ vin: v.vin, old_price: v.oldPrice!, new_price: v.price, changed_at: v.listedAt }));
    if (drops.length) await trx.insertInto("price_history").values(drops).execute();
  }
}

export async function countVehiclesInStock(db: DB): Promise<number> {
  const row = await db
    .selectFrom("vehicles")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("status", "=", "in_stock")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findVehicleByVin(db: DB, vin: string): Promise<Vehicle | null> {
  const row = await db
    .selectFrom("vehicles")
    .selectAll()
    .where("vin", "=", vin.toUpperCase())
    .executeTakeFirst();
  if (!row) return null;
  const images = await db
    .selectFrom("vehicle_images")
    .select("url")
    .where("vin", "=", row.vin)
    .orderBy("position")
    .execute();
  return fromVehicleRow(
    row,
    images.map((i) => i.url),
  );
}

/** The latest public arrivals, for the home page (a shared page: never the private inventory). */
export async function listNewestArrivals(db: DB, limit: number): Promise<Vehicle[]> {
  const rows = await db
    .selectFrom("vehicles")
    .selectAll()
    .where("status", "=", "in_stock")
    .where("private", "=", 0)
    .orderBy("listed_at", "desc")
    .orderBy("vin")
    .limit(limit)
    .execute();
  return rows.map((row) => fromVehicleRow(row));
}

/** Price drops recorded for a vehicle, newest first. */
export async function listPriceHistory(db: DB, vin: string) {
  return db
    .selectFrom("price_history")
    .select(["old_price as oldPrice", "new_price as newPrice", "changed_at as changedAt"])
    .where("vin", "=", vin)
    .orderBy("changed_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** Per body style: how many public vehicles are in stock and the lowest price, for the home page cards. */
export async function summarizeBodyStyles(db: DB, options: { pricesHiddenFor?: readonly Condition[] } = {}) {
  // Cars whose price the store locks (issue 16's price unlock) never set the "from" price of
  // a shared page: it would be their price, shown to everyone.
  const hidden = options.pricesHiddenFor ?? [];
  const rows = await db
    .selectFrom("vehicles")
    .select((eb) => [
      "body_style as bodyStyle",
      eb.fn.countAll<number | string>().as("count"),
      (hidden.length > 0
        ? sql<number | null>`min(case when condition in (${sql.join([...hidden])}) then null else price end)`
        : sql<number | null>`min(price)`
      ).as("lowestPrice"),
    ])
    .where("status", "=", "in_stock")
    .where("private", "=", 0)
    .groupBy("body_style")
    .execute();
  return rows.map((r) => ({
    bodyStyle: r.bodyStyle as BodyStyle,
    count: Number(r.count),
    lowestPrice: r.lowestPrice === null ? null : Number(r.lowestPrice),
  }));
}
