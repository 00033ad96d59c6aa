import type { Kysely } from "kysely";

/**
 * The sell-or-trade flow (docs/decisions.md, "Sell or trade: the flow"):
 *
 * - `appraisal_drafts`: the seller's answers between the questionnaire's pages, one row per
 *   seller, keyed by a random token that the browser holds in a signed cookie. Answers stay on
 *   the server (never in hidden fields or the URL), so a reload or a visit days later finds
 *   them, and a long comment never outgrows a cookie. `appraisal_id` is set once the offer is
 *   made; rows past `expires_at` are deleted when new drafts are made.
 * - on `appraisals`: the SELL_OR_TRADE lead the offer was sent with (its contact details are
 *   the seller's), and the inspection the seller booked from the offer page.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("appraisal_drafts")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("appraisal_id", "varchar(32)")
    .execute();
  await db.schema
    .createIndex("appraisal_drafts_expires_at")
    .on("appraisal_drafts")
    .column("expires_at")
    .execute();
  await db.schema.alterTable("appraisals").addColumn("lead_id", "varchar(64)").execute();
  await db.schema.alterTable("appraisals").addColumn("inspection_location", "text").execute();
  await db.schema.alterTable("appraisals").addColumn("inspection_date", "varchar(10)").execute();
  await db.schema.alterTable("appraisals").addColumn("inspection_time", "varchar(5)").execute();
  await db.schema.alterTable("appraisals").addColumn("inspection_booked_at", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [
    "inspection_booked_at",
    "inspection_time",
    "inspection_date",
    "inspection_location",
    "lead_id",
  ])
    await db.schema.alterTable("appraisals").dropColumn(column).execute();
  await db.schema.dropTable("appraisal_drafts").execute();
}
