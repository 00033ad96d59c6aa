import type { Kysely } from "kysely";
import { idConstraints, idType } from "./helpers";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("vehicles")
    .addColumn("vin", "varchar(17)", (c) => c.primaryKey())
    .addColumn("stock_number", "text", (c) => c.notNull())
    .addColumn("condition", "text", (c) => c.notNull())
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("model_year", "integer", (c) => c.notNull())
    .addColumn("make", "text", (c) => c.notNull())
    .addColumn("make_slug", "text", (c) => c.notNull())
    .addColumn("model", "text", (c) => c.notNull())
    .addColumn("model_slug", "text", (c) => c.notNull())
    .addColumn("trim", "text", (c) => c.notNull())
    .addColumn("body_style", "text", (c) => c.notNull())
    .addColumn("mileage", "integer", (c) => c.notNull())
    .addColumn("init_price", "integer", (c) => c.notNull())
    .addColumn("price", "integer", (c) => c.notNull())
    .addColumn("old_price", "integer")
    .addColumn("transmission", "text", (c) => c.notNull())
    .addColumn("exterior_color", "text", (c) => c.notNull())
    .addColumn("exterior_color_hex", "text", (c) => c.notNull())
    .addColumn("interior_color", "text", (c) => c.notNull())
    .addColumn("fuel_type", "text", (c) => c.notNull())
    .addColumn("doors", "integer", (c) => c.notNull())
    .addColumn("engine", "text", (c) => c.notNull())
    .addColumn("drivetrain", "text", (c) => c.notNull())
    .addColumn("city_mpg", "integer")
    .addColumn("highway_mpg", "integer")
    .addColumn("features", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("location_key", "text", (c) => c.notNull())
    .addColumn("premium_upgrade", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("preview_image", "text", (c) => c.notNull())
    .addColumn("image_custom_bg", "text")
    .addColumn("evox_images", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("in_stock"))
    .addColumn("listed_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("sold_at", "text")
    .execute();

  await db.schema.createIndex("vehicles_stock_number").on("vehicles").column("stock_number").execute();
  // The search page filters in-stock vehicles by these columns and sorts by listing date or price.
  await db.schema
    .createIndex("vehicles_search_listed")
    .on("vehicles")
    .columns(["status", "listed_at"])
    .execute();
  await db.schema.createIndex("vehicles_search_price").on("vehicles").columns(["status", "price"]).execute();
  await db.schema
    .createIndex("vehicles_search_body")
    .on("vehicles")
    .columns(["status", "body_style", "price"])
    .execute();
  await db.schema
    .createIndex("vehicles_search_make")
    .on("vehicles")
    .columns(["status", "make_slug", "model_slug"])
    .execute();

  await db.schema
    .createTable("vehicle_images")
    .addColumn("vin", "varchar(17)", (c) => c.notNull().references("vehicles.vin").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("vehicle_images_pk", ["vin", "position"])
    .execute();

  await db.schema
    .createTable("price_history")
    .addColumn("id", idType(db), idConstraints(db))
    .addColumn("vin", "varchar(17)", (c) => c.notNull().references("vehicles.vin").onDelete("cascade"))
    .addColumn("old_price", "integer", (c) => c.notNull())
    .addColumn("new_price", "integer", (c) => c.notNull())
    .addColumn("changed_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("price_history_vin")
    .on("price_history")
    .columns(["vin", "changed_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("price_history").execute();
  await db.schema.dropTable("vehicle_images").execute();
  await db.schema.dropTable("vehicles").execute();
}
