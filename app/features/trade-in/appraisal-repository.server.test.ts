import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DB, migrateToLatest, openDatabase } from "~/lib/db/connection.server";
import { createTestDatabase, type TestDatabase, testDialects } from "~tests/support/databases";
import { checkPaymentChoice, type NewAppraisal, PAYMENT_MESSAGES } from "./appraisal";
import {
  APPRAISAL_ID_PATTERN,
  findAppraisal,
  insertAppraisal,
  listRecentAppraisals,
  newAppraisalId,
  recordAppraisalLead,
  recordInspection,
} from "./appraisal-repository.server";
import { appraiseTradeIn } from "./appraise";
import { createInventoryValuer } from "./comparables.server";
import { loadTradeInContent } from "./trade-in-content.server";

const content = loadTradeInContent("content");

const oldTruck = {
  vehicle: {
    vin: "1FTFW1EF6DFA12345",
    year: "2013",
    make: "Ford",
    model: "F-150",
    trim: "XLT",
    mileage: "131,400",
    exteriorColor: "Red",
    options: ["towing", "awd-4wd"],
  },
  answers: {
    "100": "fair",
    "101": "accident",
    "102": "clean",
    "103": "no",
    "104": "marks",
    "105": "one",
    "106": "cosmetic",
    "200": ["dents", "paint"],
    "201": "chips",
    "202": ["check-engine", "tire-pressure"],
    "203": "one-or-two",
    "204": ["stains"],
    "205": "worn",
    "300": ["suspension"],
    "301": "surface",
    "500": "none",
    "600": 'Plow mount on the front; "works" fine.\nSecond line.',
  },
};

describe.each(testDialects)("appraisal repository on %s", (dialect) => {
  let database: TestDatabase;
  let db: DB;
  let appraisal: NewAppraisal;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = openDatabase(database.config);
    await migrateToLatest(db);
    const result = await appraiseTradeIn(
      content,
      createInventoryValuer(db, content),
      oldTruck,
      new Date("2026-11-22T18:00:00Z"),
    );
    if (!result.ok) throw new Error(`the sample appraisal is invalid: ${JSON.stringify(result.errors)}`);
    appraisal = result.appraisal;
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it("makes ids nobody can guess or count: 24 characters of base64url, all different", () => {
    const ids = new Set(Array.from({ length: 2_000 }, newAppraisalId));
    expect(ids.size).toBe(2_000);
    for (const id of ids) expect(id).toMatch(APPRAISAL_ID_PATTERN);
  });

  it("stores every section-3 field and reads the appraisal back whole", async () => {
    expect(appraisal.moreCashLater).not.toBeNull();
    const stored = await insertAppraisal(db, appraisal);
    expect(stored.id).toMatch(APPRAISAL_ID_PATTERN);
    expect(stored).toEqual({ id: stored.id, ...appraisal, leadId: null, inspection: null });
    const found = await findAppraisal(db, stored.id);
    expect(found).toEqual(stored);
    expect(found).toMatchObject({
      licencePlate: null,
      state: null,
      vin: "1FTFW1EF6DFA12345",
      mileage: 131_400,
      exteriorColor: "Red",
      date: "2026-11-22",
      time: "12:00",
      visibleOffers: ["cashNow", "moreCashLater"],
      selectedPayment: null,
      options: ["Towing package", "All-wheel or four-wheel drive"],
    });
    expect(found?.moreCashLater?.additionalPayments).toHaveLength(2);
    expect(found?.questions.find((q) => q.questionId === "600")?.answer).toBe(
      'Plow mount on the front; "works" fine.\nSecond line.',
    );
    expect(found?.deductions.lines.length).toBeGreaterThan(5);
  });

  it("finds nothing for an unknown or malformed id", async () => {
    expect(await findAppraisal(db, newAppraisalId())).toBeUndefined();
    expect(await findAppraisal(db, "' OR 1=1 --")).toBeUndefined();
    expect(await findAppraisal(db, "")).toBeUndefined();
  });

  it("lists the newest first", async () => {
    const later = await insertAppraisal(db, {
      ...appraisal,
      createdAt: "2026-11-23T09:00:00.000Z",
      expiresAt: "2026-11-30T09:00:00.000Z",
    });
    const recent = await listRecentAppraisals(db, 10);
    expect(recent[0]?.id).toBe(later.id);
    expect(recent.length).toBeGreaterThanOrEqual(2);
    expect(await listRecentAppraisals(db, 1)).toHaveLength(1);
  });

  it("checks the payment the seller chooses: offered, and still valid", async () => {
    const stored = await insertAppraisal(db, appraisal);
    const during = new Date("2026-11-25T12:00:00Z");
    expect(checkPaymentChoice(stored, "moreCashLater", during)).toBeNull();
    expect(checkPaymentChoice(stored, "bringVehicleIn", during)).toBe(PAYMENT_MESSAGES.notOffered);
    expect(checkPaymentChoice(stored, "cashNow", new Date("2026-11-29T18:00:00Z"))).toBe(
      PAYMENT_MESSAGES.expired,
    );
  });

  it("notes the lead the offer was sent with, and books the inspection once", async () => {
    const stored = await insertAppraisal(db, appraisal);
    await recordAppraisalLead(db, stored.id, "lead-1");
    const booking = {
      location: "rockford",
      date: "2026-11-24",
      time: "10:30",
      bookedAt: "2026-11-22T19:00:00.000Z",
    };
    expect(await recordInspection(db, stored.id, booking, "cashNow")).toBe(true);
    // A second booking (a double click, another tab) changes nothing.
    expect(
      await recordInspection(
        db,
        stored.id,
        { ...booking, location: "elkhart", time: "15:00" },
        "moreCashLater",
      ),
    ).toBe(false);
    const found = await findAppraisal(db, stored.id);
    expect(found?.leadId).toBe("lead-1");
    expect(found?.inspection).toEqual(booking);
    expect(found?.selectedPayment).toBe("cashNow");
    expect(await recordInspection(db, "not an id", booking, null)).toBe(false);
  });
});
