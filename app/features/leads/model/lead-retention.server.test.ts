import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findConsentRecord, recordConsent } from "~/features/consent/consent-records.server";
import { insertAppraisal, recordAppraisalLead } from "~/features/trade-in/appraisal-repository.server";
import { appraiseTradeIn } from "~/features/trade-in/appraise";
import { createInventoryValuer } from "~/features/trade-in/comparables.server";
import { createDraft } from "~/features/trade-in/draft-repository.server";
import { loadTradeInContent } from "~/features/trade-in/trade-in-content.server";
import type { DB } from "~/lib/db/connection.server";
import { DAY_MS } from "~/lib/wall-clock";
import { type MigratedTestDatabase, openMigratedTestDatabase, testDialects } from "~tests/support/databases";
import { kindsRetainedAs, type LeadKind } from "../kinds/registry";
import type { LeadPayload, LeadUser } from "./lead";
import { insertLead } from "./lead-repository.server";
import {
  countExpiredRecords,
  deleteLeads,
  findLeadsOfPerson,
  monthsBefore,
  phoneDigits,
  purgeExpiredRecords,
} from "./lead-retention.server";

const now = new Date("2026-11-22T12:00:00Z");
const monthsAgo = (months: number) => monthsBefore(now, months);
/** A day either side of a retention boundary. */
const dayBefore = (months: number) => new Date(Date.parse(monthsAgo(months)) - DAY_MS).toISOString();
const dayAfter = (months: number) => new Date(Date.parse(monthsAgo(months)) + DAY_MS).toISOString();

async function lead(
  db: DB,
  kind: LeadKind,
  createdAt: string,
  user: Partial<LeadUser> = {},
  details?: object,
) {
  const id = crypto.randomUUID();
  const payload = {
    kind,
    user: { firstName: "Pat", lastName: "Doe", ...user },
    vendor: { vendorName: "Quad Cities Auto Group", contact: { phone: "(309) 555-0100" } },
    url: "https://example.com/contact-us",
    prospectStatus: "new",
    requestDate: createdAt,
    ...(details ? { details } : {}),
  } as LeadPayload;
  await insertLead(db, {
    id,
    kind,
    idempotencyKey: `key-${id}`,
    storeKey: "moline",
    payload,
    ssnCiphertext: null,
    createdAt,
    deliveries: [{ channel: "dealer", recipient: "leads@example.com", format: "adf" }],
  });
  return id;
}

const tradeInContent = loadTradeInContent("content");

/** A real appraisal of a 2019 Civic, made at `createdAt`. */
async function appraisal(db: DB, createdAt: string): Promise<string> {
  const result = await appraiseTradeIn(
    tradeInContent,
    createInventoryValuer(db, tradeInContent),
    {
      vehicle: {
        year: "2019",
        make: "Honda",
        model: "Civic",
        trim: "EX",
        mileage: "40,000",
        exteriorColor: "Blue",
      },
      answers: {
        "100": "great",
        "101": "accident",
        "102": "clean",
        "103": "no",
        "104": "marks",
        "105": "one",
        "106": "cosmetic",
        "500": "none",
      },
    },
    new Date(createdAt),
  );
  if (!result.ok) throw new Error(`the sample appraisal is invalid: ${JSON.stringify(result.errors)}`);
  return (await insertAppraisal(db, result.appraisal)).id;
}

const idsOf = async (db: DB) => (await db.selectFrom("leads").select("id").execute()).map((r) => r.id).sort();
const deliveriesOf = async (db: DB, leadId: string) =>
  (await db.selectFrom("lead_deliveries").select("id").where("lead_id", "=", leadId).execute()).length;

describe("retention dates and phones", () => {
  it("takes each kind's period from the registry", () => {
    expect(kindsRetainedAs("creditApplication").sort()).toEqual(["APPLY_FINANCING", "FULL_CREDIT_APP"]);
    expect(kindsRetainedAs("jobApplication")).toEqual(["CAREERS"]);
    expect(kindsRetainedAs("inquiry")).toContain("SELL_OR_TRADE");
  });

  it("counts calendar months back from now", () => {
    expect(monthsBefore(now, 25)).toBe("2024-10-22T12:00:00.000Z");
    expect(monthsBefore(now, 6)).toBe("2026-05-22T12:00:00.000Z");
  });

  it("reads a US phone's 10 digits through separators and a leading 1, and nothing else", () => {
    for (const phone of ["(309) 555-0142", "309.555.0142", "+1 309 555 0142", "3095550142"])
      expect(phoneDigits(phone)).toBe("3095550142");
    for (const other of ["555-0142", "309-555-0142 ext 4", "2026-11-22T12:00", "30955501421234"])
      expect(phoneDigits(other)).toBeNull();
  });
});

describe.each(testDialects)("record retention on %s", (dialect) => {
  let database: MigratedTestDatabase;
  let db: DB;

  beforeAll(async () => {
    database = await openMigratedTestDatabase(dialect);
    db = database.db;
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it("deletes each kind of record after its own period, with its e-mails, and keeps the rest", async () => {
    const expired = [
      await lead(db, "FULL_CREDIT_APP", monthsAgo(26)),
      await lead(db, "APPLY_FINANCING", dayBefore(25)),
      await lead(db, "CAREERS", dayBefore(6)),
      await lead(db, "CONTACT_SALES", monthsAgo(37)),
      await lead(db, "SELL_OR_TRADE", monthsAgo(40)),
    ];
    const kept = [
      await lead(db, "FULL_CREDIT_APP", dayAfter(25)),
      await lead(db, "CAREERS", dayAfter(6)),
      await lead(db, "CONTACT_SALES", monthsAgo(26)),
      await lead(db, "SERVICE", monthsAgo(35)),
    ];
    const oldAppraisal = await appraisal(db, monthsAgo(37));
    const newAppraisal = await appraisal(db, monthsAgo(2));
    await createDraft(
      db,
      { vehicle: {}, answers: {}, completed: [] },
      { now: new Date(monthsAgo(1)), validityDays: 7 },
    );
    const consent = { revision: 1, tier: 3 as const, language: "en" as const, gpc: false };
    const choice = { functional: true, analytics: true, targeting: false };
    const oldConsent = await recordConsent(db, { ...consent, ...choice }, new Date(dayBefore(36)));
    const newConsent = await recordConsent(db, { ...consent, ...choice }, new Date(dayAfter(36)));

    const counted = await countExpiredRecords(db, now);
    expect(counted).toEqual({
      creditApplications: 2,
      jobApplications: 1,
      otherLeads: 2,
      appraisals: 1,
      drafts: 1,
      consentRecords: 1,
    });
    expect(await idsOf(db)).toEqual([...expired, ...kept].sort());

    expect(await purgeExpiredRecords(db, now)).toEqual(counted);
    expect(await idsOf(db)).toEqual([...kept].sort());
    for (const id of expired) expect(await deliveriesOf(db, id)).toBe(0);
    for (const id of kept) expect(await deliveriesOf(db, id)).toBe(1);
    const appraisals = (await db.selectFrom("appraisals").select("id").execute()).map((r) => r.id);
    expect(appraisals).toContain(newAppraisal);
    expect(appraisals).not.toContain(oldAppraisal);
    expect(await db.selectFrom("appraisal_drafts").select("id").execute()).toEqual([]);
    expect(await findConsentRecord(db, oldConsent.id)).toBeUndefined();
    expect(await findConsentRecord(db, newConsent.id)).toBeDefined();
    // Run again (another instance, the next day): nothing more goes.
    expect(Object.values(await purgeExpiredRecords(db, now)).every((n) => n === 0)).toBe(true);
    await deleteLeads(db, kept);
  });

  it("finds one person's leads by e-mail or phone, wherever the payload holds them, and deletes them", async () => {
    const own = await lead(db, "CONTACT_SALES", monthsAgo(1), {
      email: "Pat.Doe@Example.com",
      phone: "(309) 555-0142",
    });
    const coBorrower = await lead(
      db,
      "FULL_CREDIT_APP",
      monthsAgo(2),
      { email: "sam@example.com" },
      {
        coBorrower: { email: "pat.doe@example.com ", phone: "309-555-0199" },
      },
    );
    const byPhone = await lead(db, "SERVICE", monthsAgo(3), { phone: "+1 309 555 0142" });
    const someoneElse = await lead(db, "SERVICE", monthsAgo(1), {
      email: "pat.doe@example.co",
      phone: "(309) 555-0143",
      comments: "call me at 309 555 0142 ext 4",
    });
    const tradeIn = await appraisal(db, monthsAgo(1));
    await recordAppraisalLead(db, tradeIn, own);

    const byEmail = await findLeadsOfPerson(db, { email: " PAT.DOE@example.com" });
    // Oldest first.
    expect(byEmail.map((l) => l.id)).toEqual([coBorrower, own]);
    expect(byEmail[1]).toMatchObject({ kind: "CONTACT_SALES", name: "Pat Doe" });
    const phoneMatches = await findLeadsOfPerson(db, { phone: "309.555.0142" });
    expect(phoneMatches.map((l) => l.id)).toEqual([byPhone, own]);
    expect(await findLeadsOfPerson(db, { email: "nobody@example.com" })).toEqual([]);
    expect(await findLeadsOfPerson(db, { phone: "555-0142" })).toEqual([]);

    expect(await deleteLeads(db, [own, coBorrower])).toBe(2);
    expect(await idsOf(db)).toEqual([byPhone, someoneElse].sort());
    expect(await deliveriesOf(db, own)).toBe(0);
    expect(await db.selectFrom("appraisals").select("id").where("id", "=", tradeIn).execute()).toEqual([]);
  });
});
