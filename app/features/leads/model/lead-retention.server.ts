import { isValidPhone, nationalDigits } from "~/lib/contact-fields";
import type { DB } from "~/lib/db/connection.server";
import { kindsRetainedAs, type LeadKind } from "../kinds/registry";

/**
 * How long the website keeps what visitors sent, as the privacy policy promises
 * (content/legal/privacy-policy.md, "How long we keep information"). The dealer's CRM is the
 * system of record once a lead is delivered; the site's copy exists to deliver it, to retry a
 * failed e-mail and to find a lead a customer quotes, so it goes when the promise says:
 *
 * - credit applications (the full application and the pre-approval request, with their
 *   encrypted SSNs): 25 months, the period federal credit rules (ECOA, Regulation B) require;
 * - job applications: 6 months;
 * - every other lead (questions, test drives, service, trade-in): 3 years;
 * - trade-in appraisals: 3 years, like the leads they belong to; unfinished seller drafts
 *   once they expire (7 days);
 * - cookie consent records (the proof of each choice, features/consent): 3 years, like the
 *   leads a consent may have let the site remember.
 *
 * Deleting a lead deletes its e-mail rows (the outbox's foreign key cascades).
 */
export const RETENTION_MONTHS = {
  creditApplication: 25,
  jobApplication: 6,
  otherLeads: 36,
  appraisals: 36,
  consentRecords: 36,
};

export type RetentionCounts = {
  creditApplications: number;
  jobApplications: number;
  otherLeads: number;
  appraisals: number;
  drafts: number;
  consentRecords: number;
};

/** The instant `months` calendar months before `now` (UTC): 25 months before 2026-11-22 is 2024-10-22. */
export function monthsBefore(now: Date, months: number): string {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

/** What `purgeExpiredRecords` would delete at `now`, without deleting it. */
export async function countExpiredRecords(db: DB, now: Date): Promise<RetentionCounts> {
  return runRetention(db, now, false);
}

/** Deletes every lead, appraisal and draft past its retention period; returns how many went. */
export async function purgeExpiredRecords(db: DB, now: Date): Promise<RetentionCounts> {
  return runRetention(db, now, true);
}

async function runRetention(db: DB, now: Date, remove: boolean): Promise<RetentionCounts> {
  const credit = monthsBefore(now, RETENTION_MONTHS.creditApplication);
  const jobs = monthsBefore(now, RETENTION_MONTHS.jobApplication);
  const other = monthsBefore(now, RETENTION_MONTHS.otherLeads);
  const appraisals = monthsBefore(now, RETENTION_MONTHS.appraisals);
  const consentRecords = monthsBefore(now, RETENTION_MONTHS.consentRecords);
  // Each kind says its period in the registry (kinds/*.ts); contact kinds are inquiries.
  const creditKinds = kindsRetainedAs("creditApplication");
  const jobKinds = kindsRetainedAs("jobApplication");

  return db.transaction().execute(async (trx) => {
    const leadsWhere = (kinds: { in?: LeadKind[]; notIn?: LeadKind[] }, before: string) => {
      let query = trx.selectFrom("leads").where("created_at", "<", before);
      if (kinds.in) query = query.where("kind", "in", kinds.in);
      if (kinds.notIn) query = query.where("kind", "not in", kinds.notIn);
      return query;
    };
    const countOrDelete = async (kinds: { in?: LeadKind[]; notIn?: LeadKind[] }, before: string) => {
      const ids = (await leadsWhere(kinds, before).select("id").execute()).map((r) => r.id);
      if (remove && ids.length > 0) await deleteLeadRows(trx, ids);
      return ids.length;
    };
    const counts: RetentionCounts = {
      creditApplications: await countOrDelete({ in: creditKinds }, credit),
      jobApplications: await countOrDelete({ in: jobKinds }, jobs),
      otherLeads: await countOrDelete({ notIn: [...creditKinds, ...jobKinds] }, other),
      appraisals: 0,
      drafts: 0,
      consentRecords: 0,
    };
    // Appraisals by their date, drafts once expired; counted instead in a dry run.
    const expire = async (
      table: "appraisals" | "appraisal_drafts" | "consent_records",
      column: "created_at" | "expires_at" | "recorded_at",
      before: string,
    ) => {
      if (remove)
        return Number(
          (await trx.deleteFrom(table).where(column, "<", before).executeTakeFirst()).numDeletedRows,
        );
      const row = await trx
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where(column, "<", before)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    };
    counts.appraisals = await expire("appraisals", "created_at", appraisals);
    counts.drafts = await expire("appraisal_drafts", "expires_at", now.toISOString());
    counts.consentRecords = await expire("consent_records", "recorded_at", consentRecords);
    return counts;
  });
}

/** Deletes leads by id, with their e-mail rows and the appraisals that led to them. */
async function deleteLeadRows(db: DB, ids: string[]): Promise<void> {
  // In slices: SQLite limits the parameters of one statement.
  for (let i = 0; i < ids.length; i += 500) {
    const slice = ids.slice(i, i + 500);
    await db.deleteFrom("lead_deliveries").where("lead_id", "in", slice).execute();
    await db.deleteFrom("appraisals").where("lead_id", "in", slice).execute();
    await db.deleteFrom("leads").where("id", "in", slice).execute();
  }
}

// ---- one person's leads (a deletion request) -------------------------------------------------

export type PersonLead = { id: string; kind: LeadKind; createdAt: string; name: string };

/** An e-mail address compared as mail systems do: case and surrounding spaces ignored. */
const plainEmail = (value: string) => value.trim().toLowerCase();

/** A US phone's 10 digits, read as the forms read one (any usual separators, a leading 1); null if it is not one. */
export function phoneDigits(value: string): string | null {
  return isValidPhone(value) ? (nationalDigits(value) ?? null) : null;
}

/** Every string anywhere in a payload (the visitor, a co-borrower, references, details). */
function* stringsOf(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsOf(item);
  else if (value && typeof value === "object")
    for (const item of Object.values(value)) yield* stringsOf(item);
}

/**
 * The leads that carry this e-mail address or phone number anywhere (the visitor's own, or a
 * co-borrower's), oldest first: what staff review before answering an access or deletion
 * request. Reads the leads in pages, so a large table never sits in memory at once.
 */
export async function findLeadsOfPerson(
  db: DB,
  who: { email?: string; phone?: string },
): Promise<PersonLead[]> {
  const email = who.email ? plainEmail(who.email) : null;
  const phone = who.phone ? phoneDigits(who.phone) : null;
  if (!email && !phone) return [];
  const found: PersonLead[] = [];
  let after = "";
  for (;;) {
    const rows = await db
      .selectFrom("leads")
      .select(["id", "kind", "created_at", "payload"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(500)
      .execute();
    for (const row of rows) {
      const payload = JSON.parse(row.payload) as { user?: { firstName?: string; lastName?: string } };
      const matches = [...stringsOf(payload)].some(
        (text) =>
          (email !== null && plainEmail(text) === email) || (phone !== null && phoneDigits(text) === phone),
      );
      if (matches)
        found.push({
          id: row.id,
          kind: row.kind as LeadKind,
          createdAt: row.created_at,
          name: `${payload.user?.firstName ?? ""} ${payload.user?.lastName ?? ""}`.trim(),
        });
    }
    if (rows.length < 500) break;
    after = rows.at(-1)!.id;
  }
  return found.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Deletes these leads (a deletion request staff have checked), their e-mails and appraisals. */
export async function deleteLeads(db: DB, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  await db.transaction().execute((trx) => deleteLeadRows(trx, ids));
  return ids.length;
}
