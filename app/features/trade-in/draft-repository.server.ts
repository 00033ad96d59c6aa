import type { DB } from "~/lib/db/connection.server";
import { DAY_MS } from "~/lib/wall-clock";
import { APPRAISAL_ID_PATTERN, newAppraisalId } from "./appraisal-repository.server";
import { parseDraft, type TradeInDraft } from "./flow-steps";

/**
 * The sellers' drafts (migration 0006): what a seller has answered so far, kept on the
 * server for as long as an offer is valid (7 days after the last page sent) and found by a
 * random id the browser holds in a signed cookie. The id is made like an appraisal's: 144
 * random bits, never a counter.
 */
export type StoredDraft = {
  id: string;
  draft: TradeInDraft;
  /** The appraisal made from it; set once the offer is made. */
  appraisalId: string | null;
  expiresAt: string;
};

const expiry = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();

/** Starts a draft; expired drafts are deleted on the way, so the table holds a week of sellers. */
export async function createDraft(
  db: DB,
  draft: TradeInDraft,
  options: { now: Date; validityDays: number },
): Promise<StoredDraft> {
  const now = options.now.toISOString();
  await db.deleteFrom("appraisal_drafts").where("expires_at", "<", now).execute();
  const row = {
    id: newAppraisalId(),
    created_at: now,
    updated_at: now,
    expires_at: expiry(options.now, options.validityDays),
    data: JSON.stringify(draft),
    appraisal_id: null,
  };
  await db.insertInto("appraisal_drafts").values(row).execute();
  return { id: row.id, draft, appraisalId: null, expiresAt: row.expires_at };
}

/** A draft that has not expired; undefined for an unknown, expired or malformed id. */
export async function findDraft(db: DB, id: string, now: Date): Promise<StoredDraft | undefined> {
  if (!APPRAISAL_ID_PATTERN.test(id)) return undefined;
  const row = await db
    .selectFrom("appraisal_drafts")
    .selectAll()
    .where("id", "=", id)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    draft: parseDraft(row.data),
    appraisalId: row.appraisal_id,
    expiresAt: row.expires_at,
  };
}

/** Saves the seller's answers and gives the draft another `validityDays` from now. */
export async function saveDraft(
  db: DB,
  id: string,
  draft: TradeInDraft,
  options: { now: Date; validityDays: number },
): Promise<void> {
  await db
    .updateTable("appraisal_drafts")
    .set({
      data: JSON.stringify(draft),
      updated_at: options.now.toISOString(),
      expires_at: expiry(options.now, options.validityDays),
    })
    .where("id", "=", id)
    .execute();
}

/**
 * Links the draft to the appraisal made from it, once: of two posts racing (a double
 * click), the first one's appraisal wins. Returns the appraisal id the draft now holds.
 */
export async function attachAppraisal(db: DB, id: string, appraisalId: string): Promise<string | null> {
  await db
    .updateTable("appraisal_drafts")
    .set({ appraisal_id: appraisalId })
    .where("id", "=", id)
    .where("appraisal_id", "is", null)
    .execute();
  const row = await db
    .selectFrom("appraisal_drafts")
    .select("appraisal_id")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.appraisal_id ?? null;
}
