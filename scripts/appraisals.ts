// `npm run appraisals -- list|show`: the dealer's view of the trade-in appraisals (docs/trade-in-valuation.md),
// like `npm run leads`: the newest appraisals with their offers, and one in full with how its offer was reached.
//
//   npm run appraisals -- list [--limit 20]
//   npm run appraisals -- show REFERENCE|ID [--json]
import { parseArgs } from "node:util";
import {
  type Appraisal,
  appraisalSummaryLines,
  expiryDate,
  OFFER_LABELS,
} from "../app/features/trade-in/appraisal";
import { findAppraisal, listRecentAppraisals } from "../app/features/trade-in/appraisal-repository.server";
import { isOfferCurrent } from "../app/features/trade-in/offers";
import {
  appraisalReference,
  offerPathOf,
  tradeInSigningKey,
} from "../app/features/trade-in/signed-id.server";
import { type DB, migrateToLatest, openDatabase } from "../app/lib/db/connection.server";
import { getEnv } from "../app/lib/env.server";
import { formatDate, formatPrice } from "../app/lib/format";
import { printable } from "../app/lib/printable";

const USAGE = `Usage:
  npm run appraisals -- list [--limit 20]
  npm run appraisals -- show REFERENCE|ID [--json]

  list    the newest appraisals: vehicle, mileage, the offers shown, expiry, the offer chosen and the inspection
  show    one appraisal in full (as the dealer's e-mail shows it) and the link that reopens its offer`;

class UsageError extends Error {}

/**
 * Prints to the terminal. An appraisal holds what a seller typed (make, model, trim, answers),
 * and one stored before the forms refused control characters may hold an ESC sequence that
 * retitles or clears the terminal: every control character but a line break is shown as an
 * escape (\u001b). A value that belongs on one line (a table cell, a summary line) goes
 * through `printable()` first, so its line breaks are escaped too and cannot add a row.
 */
const say = (text = "") => console.log(printable(text, { lines: true }));

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    limit: { type: "string", default: "20" },
    json: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});

const vehicleOf = (a: Appraisal) =>
  printable([a.vehicle.year, a.vehicle.make, a.vehicle.model, a.vehicle.trim].filter(Boolean).join(" "));

/** The offers as one short text: "Cash now $6,256; More cash later $7,804", or the bring-in reasons. */
function offersText(a: Appraisal): string {
  if (a.visibleOffers.length === 0) return "no offer";
  return a.visibleOffers
    .map((type) => {
      if (type === "cashNow") return `Cash now ${formatPrice(a.cashNow.finalPrice)}`;
      if (type === "moreCashLater" && a.moreCashLater)
        return `More cash later ${formatPrice(a.moreCashLater.finalPrice)}`;
      return `Bring it in (${a.bringVehicleIn?.reasons.map((r) => r.code).join(", ") ?? ""})`;
    })
    .join("; ");
}

function statusOf(a: Appraisal, now: Date): string {
  const chosen = a.selectedPayment ? OFFER_LABELS[a.selectedPayment] : "";
  const inspection = a.inspection
    ? `inspection ${a.inspection.location} ${a.inspection.date} ${a.inspection.time}`
    : "";
  const state = isOfferCurrent(a.expiresAt, now) ? `valid to ${formatDate(expiryDate(a))}` : "expired";
  return printable([state, chosen, inspection].filter(Boolean).join(", "));
}

const pad = (value: string, width: number) =>
  value.length >= width ? `${value.slice(0, width - 2)}… ` : value.padEnd(width);

async function list(db: DB) {
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError("--limit must be a whole number.");
  const appraisals = await listRecentAppraisals(db, limit);
  if (appraisals.length === 0) {
    say("No appraisals.");
    return;
  }
  const now = new Date();
  say(
    `${pad("REFERENCE", 13)}${pad("APPRAISED", 17)}${pad("VEHICLE", 32)}${pad("MILES", 9)}${pad("OFFERS", 44)}STATUS`,
  );
  for (const a of appraisals)
    say(
      `${pad(appraisalReference(a.id), 13)}${pad(`${a.date} ${a.time}`, 17)}${pad(vehicleOf(a), 32)}${pad(a.mileage.toLocaleString("en-US"), 9)}${pad(offersText(a), 44)}${statusOf(a, now)}`,
    );
}

async function oneAppraisal(db: DB, key: string | undefined): Promise<Appraisal> {
  if (!key) throw new UsageError("Give an appraisal's reference (TI-...) or id.");
  if (/^TI-/i.test(key)) {
    const found = (await listRecentAppraisals(db, 500)).find(
      (a) => appraisalReference(a.id) === key.toUpperCase(),
    );
    if (!found) throw new UsageError(`No appraisal ${key} among the 500 newest.`);
    return found;
  }
  const found = await findAppraisal(db, key);
  if (!found) throw new UsageError(`No appraisal ${key}.`);
  return found;
}

async function show(db: DB) {
  const a = await oneAppraisal(db, positionals[1]);
  if (values.json) {
    say(JSON.stringify({ reference: appraisalReference(a.id), ...a }, null, 2));
    return;
  }
  const env = getEnv();
  say(`Appraisal ${appraisalReference(a.id)} (${a.id}): ${statusOf(a, new Date())}`);
  say();
  for (const line of appraisalSummaryLines(a)) say(printable(line));
  if (a.inspection)
    say(printable(`Inspection: ${a.inspection.location}, ${a.inspection.date} at ${a.inspection.time}`));
  say(`Lead: ${a.leadId ?? "none sent"}`);
  say(`Offer page: ${env.siteUrl}${offerPathOf(tradeInSigningKey(env), a.id)}`);
}

async function main() {
  const command = positionals[0];
  if (values.help || !command) {
    say(USAGE);
    return;
  }
  const commands: Record<string, (db: DB) => Promise<void>> = { list, show };
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
