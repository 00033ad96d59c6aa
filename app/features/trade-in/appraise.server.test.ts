import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateDemoInventory } from "~/features/inventory/demo-data/generate";
import { insertVehicles } from "~/features/inventory/vehicle-repository.server";
import { type DB, migrateToLatest, openDatabase } from "~/lib/db/connection.server";
import { createTestDatabase, type TestDatabase, testDialects } from "~tests/support/databases";
import { ANSWER_MESSAGES } from "./answers";
import { appraisalSummaryLines } from "./appraisal";
import { type AppraiseResult, appraiseTradeIn } from "./appraise";
import { createInventoryValuer } from "./comparables.server";
import { loadTradeInContent } from "./trade-in-content.server";
import type { TradeInValuer } from "./valuation-model";
import { VEHICLE_MESSAGES } from "./vehicle-identification";

const content = loadTradeInContent("content");
const inventory = generateDemoInventory({ count: 600 });
/** A 2019 vehicle of the demo inventory, so the seller's car has comparables on the lot. */
const onTheLot = inventory.find((v) => v.year === 2019 && v.condition === "used")!;
/** 6 pm UTC on 22 November 2026 is noon in Moline. */
const now = new Date("2026-11-22T18:00:00Z");

const vehicle = {
  vin: "",
  licencePlate: "TRD 415",
  state: "IL",
  year: "2019",
  make: onTheLot.make,
  model: onTheLot.model,
  trim: onTheLot.trim,
  mileage: "61,250",
  exteriorColor: "Blue",
  options: ["sunroof", "heated-seats"],
};
const answers = {
  "100": "good",
  "101": "none",
  "102": "clean",
  "103": "yes",
  "104": "no",
  "105": "two",
  "106": "none",
  "200": ["scratches"],
  "201": "none",
  "202": ["none"],
  "203": "three-or-four",
  "204": ["none"],
  "205": "fine",
  "500": "loan",
  "501": "$9,800",
  "600": "Timing belt done at 55k.",
};

describe.each(testDialects)("appraiseTradeIn with the inventory valuer on %s", (dialect) => {
  let database: TestDatabase;
  let db: DB;
  let valuer: TradeInValuer;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = openDatabase(database.config);
    await migrateToLatest(db);
    await insertVehicles(db, inventory);
    valuer = createInventoryValuer(db, content);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const appraise = (change: { vehicle?: object; answers?: object } = {}) =>
    appraiseTradeIn(
      content,
      valuer,
      { vehicle: { ...vehicle, ...change.vehicle }, answers: { ...answers, ...change.answers } },
      now,
    );

  it("appraises a good answer set: anchored base value, deductions, offers, every section-3 field", async () => {
    const result = await appraise();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const a = result.appraisal;
    expect(a.valuation.source).toBe("model+inventory");
    expect(a.valuation.comparables).toBeGreaterThan(0);
    expect(a).toMatchObject({
      licencePlate: "TRD 415",
      state: "IL",
      vin: null,
      mileage: 61_250,
      exteriorColor: "Blue",
      date: "2026-11-22",
      time: "12:00",
      visibleOffers: ["cashNow"],
      selectedPayment: null,
      moreCashLater: null,
      options: ["Sunroof or moonroof", "Heated seats"],
      vehicle: { year: 2019, make: onTheLot.make, model: onTheLot.model, trim: onTheLot.trim },
      bringVehicleIn: null,
      createdAt: "2026-11-22T18:00:00.000Z",
      expiresAt: "2026-11-29T18:00:00.000Z",
    });
    expect(a.deductions.lines.map((l) => l.questionId)).toEqual(["103", "200", "203"]);
    expect(a.cashNow.finalPrice).toBe(a.valuation.tradeInValue - a.deductions.total);
    expect(a.questions.find((q) => q.questionId === "501")).toEqual({
      questionId: "501",
      question: "About how much is left to pay?",
      answer: "$9,800",
    });
    expect(a.questions).toHaveLength(16);
    const lines = appraisalSummaryLines({ id: "summary", ...a, leadId: null, inspection: null });
    expect(lines[0]).toBe(`Vehicle: 2019 ${onTheLot.make} ${onTheLot.model} ${onTheLot.trim}`);
    expect(lines).toContain("License plate: TRD 415 (IL)");
    expect(lines).toContain("Appraised: 11/22/26 at 12:00, offer valid until 11/29/26 at 12:00");
    expect(lines).toContain(`Cash now: $${a.cashNow.finalPrice.toLocaleString("en-US")}`);
    expect(lines).toContain("Has anyone smoked in the vehicle? Yes");
  });

  it("offers more cash later on a 10-year-old vehicle", async () => {
    const result = await appraise({ vehicle: { year: "2016", mileage: "118,000" } });
    expect(result.ok && result.appraisal.visibleOffers).toEqual(["cashNow", "moreCashLater"]);
    if (!result.ok) return;
    const later = result.appraisal.moreCashLater!;
    expect(later.initPrice).toBe(result.appraisal.cashNow.finalPrice);
    expect(later.additionalPayments.map((p) => p.label)).toEqual([
      content.settings.moreCashLater.reserveCheckLabel,
      content.settings.moreCashLater.profitShareCheckLabel,
    ]);
  });

  it("asks to bring in a poor vehicle with flood damage, and at 160,000 miles", async () => {
    const flooded = await appraise({
      answers: {
        "100": "poor",
        "300": ["none"],
        "301": "none",
        "400": "no",
        "401": "flood",
        "402": "yes",
        "403": "no",
      },
    });
    expect(flooded.ok && flooded.appraisal.visibleOffers).toEqual(["bringVehicleIn"]);
    expect(flooded.ok && flooded.appraisal.bringVehicleIn?.reasons.map((r) => r.code)).toEqual([
      "severeDamage",
    ]);
    const worn = await appraise({ vehicle: { mileage: "160000" } });
    expect(worn.ok && worn.appraisal.bringVehicleIn?.reasons.map((r) => r.code)).toEqual(["highMileage"]);
  });

  const noPrice = (result: AppraiseResult) => {
    expect(result.ok).toBe(false);
    expect(result).not.toHaveProperty("appraisal");
    return result.ok ? undefined : result.errors;
  };

  it.each([
    [
      "an unknown answer value",
      { answers: { "203": "five" } },
      { answers: { "203": ANSWER_MESSAGES.notListed } },
    ],
    [
      "a missing required answer",
      { answers: { "102": "" } },
      { answers: { "102": ANSWER_MESSAGES.required } },
    ],
    [
      "a VIN with a bad check digit",
      { vehicle: { vin: "1HGCM82643A004352" } },
      { vehicle: { vin: VEHICLE_MESSAGES.vinCheckDigit } },
    ],
    [
      "a mileage of -5",
      { vehicle: { mileage: "-5" } },
      { vehicle: { mileage: VEHICLE_MESSAGES.mileageRange } },
    ],
    [
      "a mileage of 9,999,999",
      { vehicle: { mileage: "9,999,999" } },
      { vehicle: { mileage: VEHICLE_MESSAGES.mileageRange } },
    ],
    [
      "a balance that is not a number",
      { answers: { "501": "ask my bank" } },
      { answers: { "501": ANSWER_MESSAGES.price } },
    ],
  ])("answers %s with a clear error and no price", async (_name, change, expected) => {
    const errors = noPrice(await appraise(change));
    expect(errors).toEqual({ vehicle: {}, answers: {}, ...expected });
  });

  it("reports vehicle and answer errors together", async () => {
    const errors = noPrice(await appraise({ vehicle: { make: "" }, answers: { "100": "mint" } }));
    expect(errors?.vehicle).toEqual({ make: VEHICLE_MESSAGES.make });
    expect(errors?.answers).toEqual({ "100": ANSWER_MESSAGES.notListed });
  });

  it.each([
    ["nothing", undefined],
    ["null parts", { vehicle: null, answers: null }],
    ["strings", { vehicle: "2019 RAV4", answers: "good" }],
    ["arrays", { vehicle: [1, 2], answers: [["100", "good"]] }],
    [
      "huge values",
      {
        vehicle: { make: "x".repeat(100_000), mileage: "9".repeat(400) },
        answers: { "100": ["x".repeat(100_000)] },
      },
    ],
  ])("never throws on %s", async (_name, input) => {
    noPrice(await appraiseTradeIn(content, valuer, input as never, now));
  });
});
