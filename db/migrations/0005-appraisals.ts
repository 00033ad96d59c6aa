import type { Kysely } from "kysely";

/**
 * Trade-in appraisals (spec section 3). Prices and mileage are whole numbers; lists and
 * nested offers are JSON text, which both dialects store alike and nothing queries inside.
 * The id is a random 24-character token, not a sequence: it goes into a signed link, and
 * an id that can be guessed or counted would show one seller's offer to another.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("appraisals")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("appraisal_date", "varchar(10)", (c) => c.notNull())
    .addColumn("appraisal_time", "varchar(5)", (c) => c.notNull())
    .addColumn("vin", "varchar(17)")
    .addColumn("licence_plate", "varchar(16)")
    .addColumn("state", "varchar(2)")
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("make", "text", (c) => c.notNull())
    .addColumn("model", "text", (c) => c.notNull())
    .addColumn("trim", "text", (c) => c.notNull())
    .addColumn("mileage", "integer", (c) => c.notNull())
    .addColumn("exterior_color", "text", (c) => c.notNull())
    .addColumn("visible_offers", "text", (c) => c.notNull())
    .addColumn("selected_payment", "text")
    .addColumn("cash_now_final_price", "integer", (c) => c.notNull())
    .addColumn("more_cash_later", "text")
    .addColumn("bring_vehicle_in", "text")
    .addColumn("options", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("questions", "text", (c) => c.notNull())
    .addColumn("answers", "text", (c) => c.notNull())
    .addColumn("retail_value", "integer", (c) => c.notNull())
    .addColumn("trade_in_value", "integer", (c) => c.notNull())
    .addColumn("valuation_source", "text", (c) => c.notNull())
    .addColumn("comparables", "integer", (c) => c.notNull())
    .addColumn("deductions", "text", (c) => c.notNull())
    .execute();
  // Staff list the newest first; a VIN appraised before is worth knowing about.
  await db.schema.createIndex("appraisals_created_at").on("appraisals").column("created_at").execute();
  await db.schema.createIndex("appraisals_vin").on("appraisals").column("vin").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("appraisals").execute();
}
