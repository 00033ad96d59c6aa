import type { DB } from "~/lib/db/connection.server";
import type { Appraisal } from "./appraisal";
import { findAppraisal, insertAppraisal } from "./appraisal-repository.server";
import { appraiseTradeIn } from "./appraise";
import { createInventoryValuer } from "./comparables.server";
import { attachAppraisal, type StoredDraft } from "./draft-repository.server";
import { draftForAppraisal } from "./flow-drafts";
import type { TradeInContent } from "./trade-in-content";

/**
 * The trade-in content a request works with: the page's language (what the seller reads
 * and answers) and English (the appraisal: the dealership's record and its lead e-mails).
 * On an English page both are the same object.
 */
export type FlowContent = { page: TradeInContent; english: TradeInContent };

/**
 * The appraisal of the draft: the one already made for it, or a new one, made with the
 * English content, stored and linked to the draft. Of two posts racing (a double click), the
 * first one's appraisal is the draft's, and both get it.
 */
export async function findOrCreateAppraisal(
  db: DB,
  content: FlowContent,
  stored: StoredDraft,
  now: Date,
): Promise<Appraisal> {
  if (stored.appraisalId) {
    const existing = await findAppraisal(db, stored.appraisalId);
    if (existing) return existing;
  }
  const { english } = content;
  const valuer = createInventoryValuer(db, english);
  const draft = draftForAppraisal(stored.draft, content.page, english);
  const result = await appraiseTradeIn(english, valuer, draft, now);
  // Every page was checked before the contact page opened; this is a content change mid-way.
  if (!result.ok) throw new Error("The draft's answers no longer pass the appraisal's checks");
  const appraisal = await insertAppraisal(db, result.appraisal);
  const linked = await attachAppraisal(db, stored.id, appraisal.id);
  if (linked && linked !== appraisal.id) return (await findAppraisal(db, linked)) ?? appraisal;
  return appraisal;
}
