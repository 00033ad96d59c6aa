// `npm run leads -- list|show ID|retry ID`: the dealer's view of the leads and their e-mails
// (docs/leads.md). IDs may be shortened to their first 8 characters.
//
//   npm run leads -- list [--status pending|sending|sent|failed] [--limit 50]
//   npm run leads -- show ID [--reveal] [--json]
//   npm run leads -- retry ID [--all] [--send]
//   npm run leads -- forget EMAIL|PHONE [--delete]
//   npm run leads -- purge [--dry-run]
import { parseArgs } from "node:util";
import { loadSettings } from "../app/features/company/settings.server";
import { DeliveryWorker } from "../app/features/leads/delivery/delivery-worker.server";
import { requeueDeliveries } from "../app/features/leads/delivery/outbox.server";
import { renderTextEmail } from "../app/features/leads/delivery/text-email";
import { leadKindLabel } from "../app/features/leads/kinds/registry";
import {
  findLeadsByIdPrefix,
  listDeliveries,
  listLeads,
  type StoredLead,
} from "../app/features/leads/model/lead-repository.server";
import {
  countExpiredRecords,
  deleteLeads,
  findLeadsOfPerson,
  phoneDigits,
  purgeExpiredRecords,
  RETENTION_MONTHS,
} from "../app/features/leads/model/lead-retention.server";
import { isValidEmail } from "../app/lib/contact-fields";
import { decryptField } from "../app/lib/crypto/field-encryption.server";
import { siteEncryptionKey } from "../app/lib/crypto/site-secrets.server";
import { type DB, migrateToLatest, openDatabase } from "../app/lib/db/connection.server";
import { getEnv } from "../app/lib/env.server";
import { printable } from "../app/lib/printable";

const USAGE = `Usage:
  npm run leads -- list [--status pending|sending|sent|failed] [--limit 50]
  npm run leads -- show ID [--reveal] [--json]
  npm run leads -- retry ID [--all] [--send]
  npm run leads -- forget EMAIL|PHONE [--delete]
  npm run leads -- purge [--dry-run]

  list    the newest leads and the state of their e-mails
  show    one lead in full and its e-mails; --reveal decrypts a credit application's SSN
  retry   sends a lead's failed (and pending) e-mails again; --all also resends sent ones;
          --send sends now from this command instead of leaving it to the running site
  forget  the leads that carry this e-mail address or phone number (an access or deletion
          request); --delete deletes them, their e-mails and their trade-in appraisals
  purge   deletes what is past the privacy policy's retention periods (the running site
          does this daily); --dry-run only counts it`;

class UsageError extends Error {}

/**
 * Prints to the terminal. A lead holds what a visitor typed, and one stored before the forms
 * refused control characters may hold an ESC sequence that retitles or clears the terminal:
 * every control character but a line break is shown as an escape (\u001b). A value that
 * belongs on one line goes through `printable()` first, so its line breaks are escaped too.
 */
const say = (text = "") => console.log(printable(text, { lines: true }));

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    status: { type: "string" },
    limit: { type: "string", default: "50" },
    reveal: { type: "boolean", default: false },
    json: { type: "boolean", default: false },
    all: { type: "boolean", default: false },
    send: { type: "boolean", default: false },
    delete: { type: "boolean", default: false },
    "dry-run": { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});

async function oneLead(db: DB, id: string | undefined): Promise<StoredLead> {
  if (!id || id.length < 8) throw new UsageError("Give a lead ID (at least its first 8 characters).");
  const found = await findLeadsByIdPrefix(db, id);
  if (found.length === 0) throw new UsageError(`No lead ${id}.`);
  if (found.length > 1) throw new UsageError(`${id} matches more than one lead; give more of the ID.`);
  return found[0]!;
}

const pad = (value: string, width: number) => value.padEnd(width);

async function list(db: DB) {
  const statuses = ["pending", "sending", "sent", "failed"];
  if (values.status && !statuses.includes(values.status))
    throw new UsageError(`--status must be one of ${statuses.join(", ")}.`);
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError("--limit must be a whole number.");
  const leads = await listLeads(db, { limit, status: values.status as "pending" | undefined });
  if (leads.length === 0) {
    say("No leads.");
    return;
  }
  say(`${pad("LEAD", 38)}${pad("RECEIVED", 22)}${pad("KIND", 30)}E-MAILS`);
  for (const lead of leads) {
    const mails = lead.deliveries.map(
      (d) => `${d.channel}:${d.status}${d.attempts > 1 ? `(${d.attempts} tries)` : ""}`,
    );
    say(
      `${pad(lead.id, 38)}${pad(lead.createdAt.slice(0, 19).replace("T", " "), 22)}${pad(lead.kind, 30)}${mails.join(" ")}`,
    );
  }
}

async function show(db: DB) {
  const env = getEnv();
  const lead = await oneLead(db, positionals[1]);
  const deliveries = await listDeliveries(db, lead.id);
  if (values.json) {
    say(
      JSON.stringify(
        { ...lead, ssnCiphertext: lead.ssnCiphertext ? "(encrypted)" : null, deliveries },
        null,
        2,
      ),
    );
  } else {
    say(`Lead ${lead.id}: ${leadKindLabel(lead.kind)} (${lead.kind})`);
    say(
      `Received ${lead.createdAt} for store ${lead.storeKey}; prospect status ${lead.payload.prospectStatus}`,
    );
    say();
    say(renderTextEmail(lead.payload, { leadId: lead.id }).trimEnd());
    say();
    say("E-mails");
    for (const d of deliveries) {
      const when =
        d.status === "sent"
          ? `sent ${d.sent_at}`
          : d.status === "pending"
            ? `next try ${d.next_attempt_at}`
            : d.status;
      say(
        `  #${d.id} ${d.channel} to ${printable(d.recipient)} (${d.format}): ${d.status}, ${d.attempts} tries, ${when}`,
      );
      if (d.last_error) say(`      last error: ${printable(d.last_error)}`);
    }
  }
  if (values.reveal) {
    if (!lead.ssnCiphertext) {
      say("\nThis lead holds no SSN.");
      return;
    }
    const ssns = JSON.parse(decryptField(lead.ssnCiphertext, siteEncryptionKey(env), lead.id)) as {
      applicant: string | null;
      coBorrower: string | null;
    };
    say();
    say(`SSN (applicant): ${ssns.applicant ?? "not given"}`);
    if (ssns.coBorrower) say(`SSN (co-borrower): ${ssns.coBorrower}`);
  }
}

async function retry(db: DB) {
  const lead = await oneLead(db, positionals[1]);
  const queued = await requeueDeliveries(db, lead.id, { includeSent: values.all });
  if (queued === 0) {
    say(
      values.all
        ? "Nothing to resend: its e-mails are being sent right now."
        : "Nothing to retry: every e-mail of this lead was sent (use --all to send them again).",
    );
    return;
  }
  if (!values.send) {
    say(`Queued ${queued} e-mail(s); the running site sends them within a second (or when it next starts).`);
    return;
  }
  const env = getEnv();
  const settings = loadSettings(env.contentDir);
  const worker = new DeliveryWorker({ db, settings: () => settings, env });
  await worker.runOnce();
  await worker.stop();
  for (const d of await listDeliveries(db, lead.id))
    say(
      `#${d.id} to ${printable(d.recipient)}: ${d.status}${d.last_error && d.status !== "sent" ? ` (${printable(d.last_error)})` : ""}`,
    );
}

async function forget(db: DB) {
  const who = positionals[1]?.trim() ?? "";
  const isEmail = isValidEmail(who);
  if (!isEmail && !phoneDigits(who))
    throw new UsageError("Give an e-mail address or a 10-digit US phone number.");
  const leads = await findLeadsOfPerson(db, isEmail ? { email: who } : { phone: who });
  if (leads.length === 0) {
    say(`No lead carries ${printable(who)}.`);
    return;
  }
  say(`${pad("LEAD", 38)}${pad("RECEIVED", 22)}${pad("KIND", 30)}NAME`);
  for (const lead of leads)
    say(
      `${pad(lead.id, 38)}${pad(lead.createdAt.slice(0, 19).replace("T", " "), 22)}${pad(lead.kind, 30)}${printable(lead.name)}`,
    );
  if (!values.delete) {
    say(`\n${leads.length} lead(s). Run again with --delete to delete them.`);
    return;
  }
  const deleted = await deleteLeads(
    db,
    leads.map((lead) => lead.id),
  );
  say(`\nDeleted ${deleted} lead(s), their e-mails and their trade-in appraisals.`);
}

async function purge(db: DB) {
  const now = new Date();
  const counts = values["dry-run"] ? await countExpiredRecords(db, now) : await purgeExpiredRecords(db, now);
  const verb = values["dry-run"] ? "Would delete" : "Deleted";
  const r = RETENTION_MONTHS;
  say(`${verb}:
  ${counts.creditApplications} credit application(s) older than ${r.creditApplication} months
  ${counts.jobApplications} job application(s) older than ${r.jobApplication} months
  ${counts.otherLeads} other lead(s) older than ${r.otherLeads} months
  ${counts.appraisals} trade-in appraisal(s) older than ${r.appraisals} months
  ${counts.drafts} expired trade-in draft(s)
  ${counts.consentRecords} cookie consent record(s) older than ${r.consentRecords} months`);
}

async function main() {
  const command = positionals[0];
  if (values.help || !command) {
    say(USAGE);
    return;
  }
  const commands: Record<string, (db: DB) => Promise<void>> = { list, show, retry, forget, purge };
  const run = commands[command];
  if (!run) throw new UsageError(`Unknown command ${command}.\n\n${USAGE}`);
  const db = openDatabase(getEnv().database);
  try {
    await migrateToLatest(db);
    await run(db);
  } finally {
    await db.destroy();
  }
}

try {
  await main();
} catch (error) {
  console.error(
    printable(error instanceof UsageError ? error.message : (error as Error).message, { lines: true }),
  );
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
