import type { Kysely } from "kysely";
import { idConstraints, idType } from "./helpers";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("leads")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "varchar(100)", (c) => c.notNull().unique())
    .addColumn("store_key", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("ssn_ciphertext", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();

  // The delivery outbox: a row per e-mail a lead must produce, written in the same
  // transaction as the lead, so a lead that was accepted is never lost.
  await db.schema
    .createTable("lead_deliveries")
    .addColumn("id", idType(db), idConstraints(db))
    .addColumn("lead_id", "varchar(36)", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("message_id", "text")
    .addColumn("sent_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("lead_deliveries_due")
    .on("lead_deliveries")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema.createIndex("lead_deliveries_lead").on("lead_deliveries").column("lead_id").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("lead_deliveries").execute();
  await db.schema.dropTable("leads").execute();
}
