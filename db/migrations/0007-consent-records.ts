import type { Kysely } from "kysely";

/**
 * The proof of each cookie consent choice (features/consent/consent-records.server.ts): one
 * row per choice, its id the one the visitor's `cookieConsent` cookie carries. No address,
 * no user agent, nothing that names the visitor: the choice, when, under which policy revision
 * and tier, in which language, and whether Global Privacy Control was sent. Kept as long as
 * the leads (lead-retention.server.ts), deleted by `recorded_at`.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("consent_records")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("recorded_at", "text", (c) => c.notNull())
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("tier", "integer", (c) => c.notNull())
    .addColumn("functional", "integer", (c) => c.notNull())
    .addColumn("analytics", "integer", (c) => c.notNull())
    .addColumn("targeting", "integer", (c) => c.notNull())
    .addColumn("language", "varchar(2)", (c) => c.notNull())
    .addColumn("gpc", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("consent_records_recorded_at")
    .on("consent_records")
    .column("recorded_at")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("consent_records").execute();
}
