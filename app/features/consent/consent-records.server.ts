import crypto from "node:crypto";
import type { DB } from "~/lib/db/connection.server";
import type { Language } from "~/lib/i18n";
import type { ConsentChoice, ConsentTier, StoredConsent } from "./consent";

/**
 * The proof of cookie consent (what the well-kept consent managers keep): each choice as a
 * row of consent_records, in the database, never in a log. The row's id is the consent id the
 * visitor's cookie carries, so a visitor's choice can be shown on request. Nothing in it names
 * the visitor. Rows go with the leads' retention (leads/model/lead-retention.server.ts).
 */
export type ConsentRecord = ConsentChoice & {
  id: string;
  recordedAt: Date;
  revision: number;
  tier: ConsentTier;
  language: Language;
  gpc: boolean;
};

const bit = (value: boolean) => (value ? 1 : 0);

/** Records a choice and returns it as the cookie keeps it. */
export async function recordConsent(
  db: DB,
  choice: Omit<ConsentRecord, "id" | "recordedAt">,
  now: Date = new Date(),
): Promise<StoredConsent> {
  const id = crypto.randomUUID();
  await db
    .insertInto("consent_records")
    .values({
      id,
      recorded_at: now.toISOString(),
      revision: choice.revision,
      tier: choice.tier,
      functional: bit(choice.functional),
      analytics: bit(choice.analytics),
      targeting: bit(choice.targeting),
      language: choice.language,
      gpc: bit(choice.gpc),
    })
    .execute();
  return {
    id,
    revision: choice.revision,
    at: now.getTime(),
    functional: choice.functional,
    analytics: choice.analytics,
    targeting: choice.targeting,
    gpc: choice.gpc,
  };
}

/** One recorded choice by its id (the visitor's cookie shows it), or undefined. */
export async function findConsentRecord(db: DB, id: string): Promise<ConsentRecord | undefined> {
  const row = await db.selectFrom("consent_records").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    recordedAt: new Date(row.recorded_at),
    revision: Number(row.revision),
    tier: Number(row.tier) as ConsentTier,
    functional: Number(row.functional) === 1,
    analytics: Number(row.analytics) === 1,
    targeting: Number(row.targeting) === 1,
    language: row.language as Language,
    gpc: Number(row.gpc) === 1,
  };
}
