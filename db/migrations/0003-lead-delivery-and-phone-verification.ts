import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types.
export async function up(db: Kysely<any>): Promise<void> {
  // The worker that holds a row's lease; only it may mark the row sent or failed, so a
  // worker whose lease ran out cannot overwrite the outcome of the one that took over.
  await db.schema.alterTable("lead_deliveries").addColumn("claim_token", "text").execute();
  // Rows a crashed process left 'sending' are found again by their expired lease.
  await db.schema
    .createIndex("lead_deliveries_lease")
    .on("lead_deliveries")
    .columns(["status", "locked_until"])
    .execute();

  // One row per phone number being verified (spec section 4 "Phone verification"). The code
  // is stored as a keyed hash, never in clear; attempts and sends are counted for throttling.
  await db.schema
    .createTable("phone_verifications")
    .addColumn("phone", "varchar(20)", (c) => c.primaryKey())
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("send_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("window_started_at", "text", (c) => c.notNull())
    .addColumn("last_sent_at", "text", (c) => c.notNull())
    .addColumn("verified_at", "text")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("phone_verifications").execute();
  await db.schema.dropIndex("lead_deliveries_lease").execute();
  await db.schema.alterTable("lead_deliveries").dropColumn("claim_token").execute();
}
