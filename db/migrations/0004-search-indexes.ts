import type { Kysely } from "kysely";

/**
 * The search keeps the in-stock inventory in memory and asks, on a timer, whether it
 * changed: rows and the latest update per status. This index answers that from the index
 * alone (no table scan) at any inventory size.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("vehicles_status_updated")
    .on("vehicles")
    .columns(["status", "updated_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("vehicles_status_updated").execute();
}
