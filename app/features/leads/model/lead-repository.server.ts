import type { Selectable } from "kysely";
import type { DB } from "~/lib/db/connection.server";
import type { LeadDeliveriesTable } from "~/lib/db/schema";
import type { LeadKind } from "../kinds/registry";
import type { LeadPayload } from "./lead";

/**
 * The leads and their delivery outbox. A lead and every e-mail it must produce are written
 * in ONE transaction: once acceptLead() returns, the lead cannot be lost, and a delivery
 * row exists for every recipient.
 */
export type DeliveryRow = Selectable<LeadDeliveriesTable>;
/** 'visitor': the site's own e-mail to the visitor (LeadKindEntry.visitorCopy), never the lead. */
export type DeliveryFormat = "adf" | "text" | "visitor";
export type DeliveryChannel = "dealer" | "staff" | "visitor";
export type DeliveryStatus = "pending" | "sending" | "sent" | "failed";

export type NewLead = {
  id: string;
  kind: LeadKind;
  idempotencyKey: string;
  storeKey: string;
  payload: LeadPayload;
  ssnCiphertext: string | null;
  createdAt: string;
  deliveries: Array<{ channel: DeliveryChannel; recipient: string; format: DeliveryFormat }>;
};

export type StoredLead = {
  id: string;
  kind: LeadKind;
  idempotencyKey: string;
  storeKey: string;
  payload: LeadPayload;
  ssnCiphertext: string | null;
  createdAt: string;
};

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === "23505" ||
    e?.code === "SQLITE_CONSTRAINT_UNIQUE" ||
    /UNIQUE constraint/.test(e?.message ?? "")
  );
}

export async function findLeadIdByIdempotencyKey(db: DB, key: string): Promise<string | undefined> {
  const row = await db.selectFrom("leads").select("id").where("idempotency_key", "=", key).executeTakeFirst();
  return row?.id;
}

/**
 * Stores the lead and its outbox rows atomically. When the idempotency key was seen (a
 * double click, a reload, two tabs racing), nothing is written and the first lead's id is
 * returned with duplicate = true.
 */
export async function insertLead(db: DB, lead: NewLead): Promise<{ leadId: string; duplicate: boolean }> {
  try {
    return await db.transaction().execute(async (trx) => {
      const existing = await findLeadIdByIdempotencyKey(trx, lead.idempotencyKey);
      if (existing) return { leadId: existing, duplicate: true };
      await trx
        .insertInto("leads")
        .values({
          id: lead.id,
          kind: lead.kind,
          idempotency_key: lead.idempotencyKey,
          store_key: lead.storeKey,
          payload: JSON.stringify(lead.payload),
          ssn_ciphertext: lead.ssnCiphertext,
          created_at: lead.createdAt,
        })
        .execute();
      if (lead.deliveries.length > 0) {
        await trx
          .insertInto("lead_deliveries")
          .values(
            lead.deliveries.map((d) => ({
              lead_id: lead.id,
              channel: d.channel,
              recipient: d.recipient,
              format: d.format,
              status: "pending",
              attempts: 0,
              next_attempt_at: lead.createdAt,
              created_at: lead.createdAt,
              updated_at: lead.createdAt,
            })),
          )
          .execute();
      }
      return { leadId: lead.id, duplicate: false };
    });
  } catch (error) {
    // Two requests with one key raced past the check: the loser's transaction rolled back
    // on the unique index, and the winner's lead is the one.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findLeadIdByIdempotencyKey(db, lead.idempotencyKey);
    if (!winner) throw error;
    return { leadId: winner, duplicate: true };
  }
}

function toStoredLead(row: {
  id: string;
  kind: string;
  idempotency_key: string;
  store_key: string;
  payload: string;
  ssn_ciphertext: string | null;
  created_at: string;
}): StoredLead {
  return {
    id: row.id,
    kind: row.kind as LeadKind,
    idempotencyKey: row.idempotency_key,
    storeKey: row.store_key,
    payload: JSON.parse(row.payload) as LeadPayload,
    ssnCiphertext: row.ssn_ciphertext,
    createdAt: row.created_at,
  };
}

export async function findLead(db: DB, id: string): Promise<StoredLead | undefined> {
  const row = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toStoredLead(row) : undefined;
}

/** Leads whose id starts with the given text (the CLI accepts the first 8 characters). */
export async function findLeadsByIdPrefix(db: DB, prefix: string): Promise<StoredLead[]> {
  const escaped = prefix.replace(/[\\%_]/g, "");
  const rows = await db.selectFrom("leads").selectAll().where("id", "like", `${escaped}%`).limit(2).execute();
  return rows.map(toStoredLead);
}

export async function listDeliveries(db: DB, leadId: string): Promise<DeliveryRow[]> {
  return db.selectFrom("lead_deliveries").selectAll().where("lead_id", "=", leadId).orderBy("id").execute();
}

export type LeadSummary = {
  id: string;
  kind: LeadKind;
  createdAt: string;
  deliveries: Array<Pick<DeliveryRow, "id" | "channel" | "status" | "attempts">>;
};

/** The newest leads with their deliveries' states, for `npm run leads -- list`. */
export async function listLeads(
  db: DB,
  options: { limit?: number; status?: DeliveryStatus } = {},
): Promise<LeadSummary[]> {
  let query = db
    .selectFrom("leads")
    .select(["id", "kind", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(options.limit ?? 50);
  if (options.status) {
    const status = options.status;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("lead_deliveries")
          .select("lead_deliveries.id")
          .whereRef("lead_deliveries.lead_id", "=", "leads.id")
          .where("lead_deliveries.status", "=", status),
      ),
    );
  }
  const leads = await query.execute();
  if (leads.length === 0) return [];
  const deliveries = await db
    .selectFrom("lead_deliveries")
    .select(["id", "lead_id", "channel", "status", "attempts"])
    .where(
      "lead_id",
      "in",
      leads.map((l) => l.id),
    )
    .orderBy("id")
    .execute();
  return leads.map((lead) => ({
    id: lead.id,
    kind: lead.kind as LeadKind,
    createdAt: lead.created_at,
    deliveries: deliveries
      .filter((d) => d.lead_id === lead.id)
      .map(({ id, channel, status, attempts }) => ({ id, channel, status, attempts })),
  }));
}
