import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateDemoInventory } from "~/features/inventory/demo-data/generate";
import type { Vehicle } from "~/features/inventory/vehicle";
import { insertVehicles } from "~/features/inventory/vehicle-repository.server";
import { type DB, migrateToLatest, openDatabase } from "~/lib/db/connection.server";
import { createTestDatabase, type TestDatabase, testDialects } from "~tests/support/databases";
import { comparablesQueryFor, createInventoryValuer, findComparables } from "./comparables.server";
import { loadTradeInContent } from "./trade-in-content.server";
import { modelRetailValue, newPriceFor } from "./valuation-model";

const content = loadTradeInContent("content");
const at = new Date("2026-11-22T18:00:00Z");
const DAY_MS = 86_400_000;

/** Demo vehicles turned into Ford F-150s of the given year, price and miles (VINs stay unique). */
function f150s(
  specs: Array<{ year: number; price: number; mileage: number; trim?: string }>,
  seed: number,
): Vehicle[] {
  return generateDemoInventory({ count: specs.length, seed }).map((v, i) => ({
    ...v,
    make: "Ford",
    model: "F-150",
    trim: specs[i]!.trim ?? "XLT",
    year: specs[i]!.year,
    modelYear: specs[i]!.year,
    price: specs[i]!.price,
    initPrice: specs[i]!.price,
    oldPrice: null,
    mileage: specs[i]!.mileage,
  }));
}

describe.each(testDialects)("comparables and the inventory valuer on %s", (dialect) => {
  let database: TestDatabase;
  let db: DB;
  const [inRange, oldSold, recentSold, tooOld] = [
    f150s(
      [
        { year: 2019, price: 31_000, mileage: 70_000 },
        { year: 2020, price: 33_500, mileage: 52_000 },
        { year: 2021, price: 36_000, mileage: 40_000, trim: "Lariat" },
      ],
      11,
    ),
    f150s([{ year: 2020, price: 9_000, mileage: 60_000 }], 12),
    f150s([{ year: 2018, price: 29_000, mileage: 80_000 }], 13),
    f150s([{ year: 2015, price: 19_000, mileage: 120_000 }], 14),
  ];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = openDatabase(database.config);
    await migrateToLatest(db);
    // Distinct seeds give distinct serials, so the VINs of the four groups never collide.
    await insertVehicles(db, [...inRange, ...oldSold, ...recentSold, ...tooOld]);
    await db
      .updateTable("vehicles")
      .set({ status: "sold", sold_at: new Date(at.getTime() - 400 * DAY_MS).toISOString() })
      .where("vin", "=", oldSold[0]!.vin)
      .execute();
    await db
      .updateTable("vehicles")
      .set({ status: "sold", sold_at: new Date(at.getTime() - 20 * DAY_MS).toISOString() })
      .where("vin", "=", recentSold[0]!.vin)
      .execute();
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const seller = { year: 2020, make: "Ford", model: "F150", trim: "XLT", mileage: 60_000 };

  it("finds the same model within two model years, in stock or sold in the last 180 days", async () => {
    const query = comparablesQueryFor(content, seller, at);
    expect(query.makeSlug).toBe("ford");
    expect(query.modelSlugs).toEqual(["f150", "f-150"]);
    const found = await findComparables(db, query);
    expect(found.map((c) => c.price).sort()).toEqual([29_000, 31_000, 33_500, 36_000]);
    expect(found[0]).toEqual({
      year: expect.any(Number),
      trim: expect.any(String),
      mileage: expect.any(Number),
      price: expect.any(Number),
    });
  });

  it("anchors the seller's F-150 on them", async () => {
    const valuer = createInventoryValuer(db, content);
    const valuation = await valuer.value(seller, at);
    expect(valuation.source).toBe("model+inventory");
    expect(valuation.comparables).toBe(4);
    const model = modelRetailValue(
      content.settings.valuation,
      newPriceFor(content.referenceIndex, "Ford", "F-150").newPrice,
      2020,
      60_000,
      at,
    );
    // Our lot prices F-150s above the curve, so the anchored value is above the model's.
    expect(valuation.retailValue).toBeGreaterThan(model);
    expect(valuation.tradeInValue).toBeLessThan(valuation.retailValue);
  });

  it("falls back to the model alone when the inventory has nothing comparable", async () => {
    const valuer = createInventoryValuer(db, content);
    const rare = await valuer.value({ ...seller, make: "Saab", model: "9-3", year: 2011 }, at);
    expect(rare).toMatchObject({ source: "model", comparables: 0 });
    expect(rare.retailValue).toBeGreaterThan(1_000);
    const tooFar = await valuer.value({ ...seller, year: 2012 }, at);
    expect(tooFar).toMatchObject({ source: "model", comparables: 0 });
  });
});
