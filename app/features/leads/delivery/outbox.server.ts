import { sql } from "kysely";
import { type DB, dialectOf } from "~/lib/db/connection.server";
import type { DeliveryRow } from "../model/lead-repository.server";

/**
 * The delivery outbox's state changes. A row is claimed atomically before it is sent, so no
 * two workers (threads of one process, or processes sharing a PostgreSQL database) ever send
 * the same row at the same time:
 *
 * - PostgreSQL: `UPDATE ... WHERE id IN (SELECT ... FOR UPDATE SKIP LOCKED)`: each worker
 *   takes rows no other worker has locked, without waiting for them;
 * - SQLite: the same single conditional UPDATE; SQLite runs one writer at a time, so the
 *   statement is atomic by itself.
 *
 * Claiming sets a lease (`locked_until`) and a claim token. A worker claims only the rows it
 * sends right away (one per send slot) and renews their lease while the send lasts
 * (`renewClaims`, its heartbeat), so the lease can be short (a minute): a row left 'sending'
 * by a process that crashed is claimable again once its lease has expired, or at once when a
 * process starts where it ran and finds its holder gone (`releaseClaimsOfGoneHolders`).
 * Only the holder of the current claim token can record the outcome.
 *
 * Back-off: the n-th failed try waits base * 2^(n-1), at most 2 hours. With the defaults
 * (30 s base, 15 tries) the tries span about 15 hours before a row is marked failed; it is
 * kept, and `npm run leads -- retry ID` sends it again.
 */
export const MAX_RETRY_DELAY_MS = 2 * 60 * 60 * 1000;

export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

export async function claimDueDeliveries(
  db: DB,
  options: { now: Date; leaseMs: number; limit: number; token: string },
): Promise<DeliveryRow[]> {
  const now = options.now.toISOString();
  const leaseEnd = new Date(options.now.getTime() + options.leaseMs).toISOString();
  let due = db
    .selectFrom("lead_deliveries")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
        eb.and([eb("status", "=", "sending"), eb("locked_until", "<", now)]),
      ]),
    )
    .orderBy("id")
    .limit(options.limit);
  if (dialectOf(db) === "postgres") due = due.forUpdate().skipLocked();
  return db
    .updateTable("lead_deliveries")
    .set({
      status: "sending",
      claim_token: options.token,
      locked_until: leaseEnd,
      attempts: sql<number>`attempts + 1`,
      updated_at: now,
    })
    .where("id", "in", due)
    .returningAll()
    .execute();
}

/** The heartbeat: extends the lease of every row `token` holds; returns how many. */
export async function renewClaims(
  db: DB,
  token: string,
  options: { now: Date; leaseMs: number },
): Promise<number> {
  const result = await db
    .updateTable("lead_deliveries")
    .set({ locked_until: new Date(options.now.getTime() + options.leaseMs).toISOString() })
    .where("status", "=", "sending")
    .where("claim_token", "=", token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Gives back, due at once, the rows left 'sending' by holders `isGone` says have stopped. The
 * try stays counted (it may have reached the mail server, and a message that kills the
 * process must still run out of tries). Each row is released under its own token, so a row
 * taken over meanwhile is left alone. Returns how many rows were released.
 */
export async function releaseClaimsOfGoneHolders(
  db: DB,
  isGone: (token: string) => boolean,
  now = new Date(),
): Promise<number> {
  const held = await db
    .selectFrom("lead_deliveries")
    .select("claim_token")
    .distinct()
    .where("status", "=", "sending")
    .where("claim_token", "is not", null)
    .execute();
  let released = 0;
  for (const { claim_token: token } of held) {
    if (!token || !isGone(token)) continue;
    const result = await db
      .updateTable("lead_deliveries")
      .set({
        status: "pending",
        next_attempt_at: now.toISOString(),
        locked_until: null,
        claim_token: null,
        last_error: "the process sending it stopped",
        updated_at: now.toISOString(),
      })
      .where("status", "=", "sending")
      .where("claim_token", "=", token)
      .executeTakeFirst();
    released += Number(result.numUpdatedRows);
  }
  return released;
}

/** Records a sent e-mail; false when this worker no longer held the row. */
export async function markSent(
  db: DB,
  row: Pick<DeliveryRow, "id">,
  token: string,
  messageId: string,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable("lead_deliveries")
    .set({
      status: "sent",
      message_id: messageId,
      sent_at: now.toISOString(),
      locked_until: null,
      claim_token: null,
      last_error: null,
      updated_at: now.toISOString(),
    })
    .where("id", "=", row.id)
    .where("claim_token", "=", token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a failed try: back to pending with a later time, or failed after the last try. */
export async function markFailed(
  db: DB,
  row: Pick<DeliveryRow, "id" | "attempts">,
  token: string,
  error: string,
  options: { maxAttempts: number; retryBaseMs: number; now?: Date },
): Promise<"pending" | "failed" | "lost"> {
  const now = options.now ?? new Date();
  const final = row.attempts >= options.maxAttempts;
  const result = await db
    .updateTable("lead_deliveries")
    .set({
      status: final ? "failed" : "pending",
      next_attempt_at: new Date(
        now.getTime() + (final ? 0 : retryDelayMs(row.attempts, options.retryBaseMs)),
      ).toISOString(),
      locked_until: null,
      claim_token: null,
      last_error: error.slice(0, 500),
      updated_at: now.toISOString(),
    })
    .where("id", "=", row.id)
    .where("claim_token", "=", token)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return "lost";
  return final ? "failed" : "pending";
}

/**
 * Queues a lead's deliveries again (the dealer's `retry`): failed and pending rows become
 * due now with a fresh count of tries; with `includeSent`, sent rows are sent once more.
 * Rows being sent right now are left alone. Returns how many rows were queued.
 */
export async function requeueDeliveries(
  db: DB,
  leadId: string,
  options: { includeSent?: boolean; now?: Date } = {},
): Promise<number> {
  const now = (options.now ?? new Date()).toISOString();
  const statuses = options.includeSent ? ["failed", "pending", "sent"] : ["failed", "pending"];
  const result = await db
    .updateTable("lead_deliveries")
    .set({ status: "pending", attempts: 0, next_attempt_at: now, last_error: null, updated_at: now })
    .where("lead_id", "=", leadId)
    .where("status", "in", statuses)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function countDeliveriesByStatus(db: DB): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("lead_deliveries")
    .select(["status", db.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.count)]));
}
