import type { Kysely } from "kysely";

/**
 * The private inventory (UNLOCK_INVENTORY): a vehicle the dealer keeps off the public site
 * until a visitor gives their details. `private` is 0/1 like `premium_upgrade`; every vehicle
 * already stored stays public. The search reads the in-stock inventory whole and splits it in
 * memory, and the public lists filter on (status, ...) indexes already, so no index is added:
 * the private rows are a handful.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("vehicles")
    .addColumn("private", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("vehicles").dropColumn("private").execute();
}
