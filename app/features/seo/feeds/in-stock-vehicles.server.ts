import type { LocationKey } from "~/features/company/stores";
import type { Condition } from "~/features/inventory/vehicle";
import type { DB } from "~/lib/db/connection.server";
import type { SitemapVehicle } from "../sitemap-sections";
import type { FeedVehicle } from "./vehicle-listings";

/**
 * The in-stock inventory as the sitemap and the listings feed read it: only the columns each
 * needs, in VIN order so consecutive requests list the same vehicle on the same line (a
 * crawler comparing two sitemap files sees only real changes). Never the private inventory:
 * crawlers and listing sites are the public.
 */

export async function listSitemapVehicles(db: DB): Promise<SitemapVehicle[]> {
  const rows = await db
    .selectFrom("vehicles")
    .select(["vin", "condition", "year", "make", "model", "updated_at"])
    .where("status", "=", "in_stock")
    .where("private", "=", 0)
    .orderBy("vin")
    .execute();
  return rows.map((row) => ({
    vin: row.vin,
    condition: row.condition as Condition,
    year: Number(row.year),
    make: row.make,
    model: row.model,
    updatedAt: row.updated_at,
  }));
}

function parseImageList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    // A feed row with broken image JSON still lists, with its preview image.
    return [];
  }
}

export async function listFeedVehicles(db: DB): Promise<FeedVehicle[]> {
  const [rows, images] = await Promise.all([
    db
      .selectFrom("vehicles")
      .select([
        "vin",
        "stock_number",
        "condition",
        "year",
        "make",
        "model",
        "trim",
        "mileage",
        "price",
        "init_price",
        "exterior_color",
        "location_key",
        "preview_image",
        "evox_images",
        "listed_at",
      ])
      .where("status", "=", "in_stock")
      .where("private", "=", 0)
      .orderBy("vin")
      .execute(),
    db
      .selectFrom("vehicle_images")
      .innerJoin("vehicles", "vehicles.vin", "vehicle_images.vin")
      .select(["vehicle_images.vin", "vehicle_images.url"])
      .where("vehicles.status", "=", "in_stock")
      .where("vehicles.private", "=", 0)
      .orderBy("vehicle_images.vin")
      .orderBy("vehicle_images.position")
      .execute(),
  ]);
  const additional = new Map<string, string[]>();
  for (const image of images) {
    const list = additional.get(image.vin) ?? [];
    list.push(image.url);
    additional.set(image.vin, list);
  }
  return rows.map((row) => ({
    vin: row.vin,
    stockNumber: row.stock_number,
    condition: row.condition as Condition,
    year: Number(row.year),
    make: row.make,
    model: row.model,
    trim: row.trim,
    mileage: Number(row.mileage),
    price: Number(row.price),
    initPrice: Number(row.init_price),
    exteriorColor: row.exterior_color,
    locationKey: row.location_key as LocationKey,
    images: {
      previewImage: row.preview_image,
      additionalImages: additional.get(row.vin) ?? [],
      imageCustomBg: null,
      evoxImages: parseImageList(row.evox_images),
    },
    listedAt: row.listed_at,
  }));
}
