import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import type { DB } from "~/lib/db/connection.server";
import { type MigratedTestDatabase, openMigratedTestDatabase, testDialects } from "~tests/support/databases";
import { generateDemoInventory } from "../demo-data/generate";
import { findVehicleByVin, listPriceHistory } from "../vehicle-repository.server";
import { type ImportReport, importInventoryFeed } from "./import-feed.server";
import { FeedFileError } from "./parse-feed";
import { writeFeed } from "./write-feed";

const ROOT = path.resolve(import.meta.dirname, "../../../..");
const fixture = (name: string) => fs.readFileSync(path.join(ROOT, "tests/fixtures/feeds", name));
const { locations } = loadSettings(path.join(ROOT, "content"));

// Facts about the fixtures (see docs/inventory-feed.md): the next-day feed drops the
// Pathfinder, adds the BMW, cuts two prices, raises one and changes one odometer.
const PATHFINDER = "5N11BEXU7GN516126";
const BMW = "WBA2CFA97SV337400";
const OUTBACK = "4S47HLSE2VL274495"; // new, MSRP 38,495, price 36,895 then 35,895
const EXPRESS = "1GCA0XP3XGT290964"; // $17,995 then 17,495
const MUSTANG = "1FAB1YCJ2KK453221"; // 17,100 then 17,800
const PRIUS = "JTDA0XH3XMV165154"; // 67,123 then 67,335 miles
const SPORTAGE = "KNDE41P77SF128707"; // five https photos, "Elkhart, IN"
const ODYSSEY_SITE_PICTURES = "1HGV58S25RJ390316"; // two site-path pictures
const HIGHLANDER = "JTEG6WXP7GM228059"; // "Quad Cities Auto Group Moline"

const DAY1 = new Date("2026-11-20T06:00:00.000Z");
const DAY2 = new Date("2026-11-21T06:00:00.000Z");
const DAY3 = new Date("2026-11-22T06:00:00.000Z");

/** Every stored row, in a stable order: the whole state an import may touch. */
async function snapshot(db: DB) {
  return {
    vehicles: await db.selectFrom("vehicles").selectAll().orderBy("vin").execute(),
    images: await db.selectFrom("vehicle_images").selectAll().orderBy("vin").orderBy("position").execute(),
    history: await db.selectFrom("price_history").selectAll().orderBy("id").execute(),
  };
}

const counts = (r: ImportReport) => ({
  accepted: r.accepted,
  rejected: r.rejected.length,
  new: r.new,
  updated: r.updated,
  restocked: r.restocked,
  unchanged: r.unchanged,
  sold: r.sold,
  priceDrops: r.priceDrops,
});

describe.each(testDialects)("inventory feed import on %s", (dialect) => {
  let database: MigratedTestDatabase;
  let db: DB;

  beforeAll(async () => {
    database = await openMigratedTestDatabase(dialect);
    db = database.db;
  });
  afterAll(() => database?.cleanup());

  it("imports a good feed: every vehicle new, mapped from its row", async () => {
    const report = await importInventoryFeed(db, fixture("good-inventory.csv"), { now: DAY1, locations });
    expect(counts(report)).toEqual({
      accepted: 25,
      rejected: 0,
      new: 25,
      updated: 0,
      restocked: 0,
      unchanged: 0,
      sold: 0,
      priceDrops: 0,
    });
    const outback = await findVehicleByVin(db, OUTBACK);
    expect(outback).toMatchObject({
      condition: "new",
      year: 2027,
      make: "Subaru",
      model: "Outback",
      bodyStyle: "wagons",
      initPrice: 38495,
      price: 36895,
      oldPrice: null,
      exteriorColor: "Pearl White",
      listedAt: DAY1.toISOString(),
      locationKey: "elkhart",
    });
    expect(outback!.images.previewImage).toMatch(/^\/vehicle-images\/wagons-[0-9a-f]{6}-1\.svg$/);
    const sportage = await findVehicleByVin(db, SPORTAGE);
    expect(sportage!.images.previewImage).toBe(
      `https://photos.quadcitiesautogroup.example/inventory/${SPORTAGE}/1.jpg`,
    );
    expect(sportage!.images.additionalImages).toHaveLength(4);
    expect((await findVehicleByVin(db, ODYSSEY_SITE_PICTURES))!.images).toMatchObject({
      previewImage: "/vehicle-images/sedans-1d4e9e-1.svg",
      additionalImages: ["/vehicle-images/sedans-1d4e9e-3.svg"],
    });
    expect((await findVehicleByVin(db, HIGHLANDER))!.locationKey).toBe("moline");
    const rows = await db.selectFrom("vehicles").select(["status", "updated_at", "sold_at"]).execute();
    for (const row of rows)
      expect(row).toEqual({ status: "in_stock", updated_at: DAY1.toISOString(), sold_at: null });
  });

  it("changes nothing when the same feed comes again, not even updated_at", async () => {
    const before = await snapshot(db);
    const report = await importInventoryFeed(db, fixture("good-inventory.csv"), { now: DAY2, locations });
    expect(counts(report)).toMatchObject({ new: 0, updated: 0, unchanged: 25, sold: 0, priceDrops: 0 });
    expect(await snapshot(db)).toEqual(before);
  });

  it("changes nothing on a dry run, yet reports what the next-day feed would do", async () => {
    const before = await snapshot(db);
    const report = await importInventoryFeed(db, fixture("good-inventory-next-day.csv"), {
      now: DAY2,
      locations,
      dryRun: true,
    });
    expect(report.dryRun).toBe(true);
    expect(counts(report)).toMatchObject({ new: 1, updated: 4, unchanged: 20, sold: 1, priceDrops: 2 });
    expect(await snapshot(db)).toEqual(before);
  });

  it("applies the next-day feed: new, updated, unchanged, sold and price drops", async () => {
    const before = await snapshot(db);
    const report = await importInventoryFeed(db, fixture("good-inventory-next-day.csv"), {
      now: DAY2,
      locations,
    });
    expect(counts(report)).toEqual({
      accepted: 25,
      rejected: 0,
      new: 1,
      updated: 4,
      restocked: 0,
      unchanged: 20,
      sold: 1,
      priceDrops: 2,
    });
    expect(report.soldVins).toEqual([PATHFINDER]);

    const after = await snapshot(db);
    const touched = after.vehicles.filter((v) => v.updated_at === DAY2.toISOString()).map((v) => v.vin);
    expect(touched.sort()).toEqual([BMW, EXPRESS, MUSTANG, OUTBACK, PATHFINDER, PRIUS].sort());
    const untouched = after.vehicles.filter((v) => !touched.includes(v.vin));
    expect(untouched).toEqual(before.vehicles.filter((v) => untouched.some((u) => u.vin === v.vin)));

    const pathfinder = after.vehicles.find((v) => v.vin === PATHFINDER)!;
    expect(pathfinder).toMatchObject({ status: "sold", sold_at: DAY2.toISOString() });

    const outback = (await findVehicleByVin(db, OUTBACK))!;
    expect(outback).toMatchObject({
      price: 35895,
      oldPrice: 36895,
      initPrice: 38495,
      listedAt: DAY1.toISOString(),
    });
    expect(await listPriceHistory(db, OUTBACK)).toEqual([
      { oldPrice: 36895, newPrice: 35895, changedAt: DAY2.toISOString() },
    ]);
    expect(await findVehicleByVin(db, EXPRESS)).toMatchObject({ price: 17495, oldPrice: 17995 });
    expect(await findVehicleByVin(db, MUSTANG)).toMatchObject({
      price: 17800,
      oldPrice: null,
      initPrice: 17100,
    });
    expect(await listPriceHistory(db, MUSTANG)).toEqual([]);
    expect(await findVehicleByVin(db, PRIUS)).toMatchObject({ mileage: 67335, oldPrice: null });
    expect(await findVehicleByVin(db, BMW)).toMatchObject({ price: 47400, listedAt: DAY2.toISOString() });
    expect(after.history).toHaveLength(2);

    const again = await importInventoryFeed(db, fixture("good-inventory-next-day.csv"), {
      now: DAY3,
      locations,
    });
    expect(counts(again)).toMatchObject({ new: 0, updated: 0, unchanged: 25, sold: 0 });
    expect(await snapshot(db)).toEqual(after);
  });

  it("puts a sold vehicle back in stock when a feed lists it again", async () => {
    const report = await importInventoryFeed(db, fixture("good-inventory.csv"), { now: DAY3, locations });
    // The Pathfinder returns, the BMW leaves, and the three changed prices move back.
    expect(counts(report)).toMatchObject({
      new: 0,
      updated: 5,
      restocked: 1,
      unchanged: 20,
      sold: 1,
      priceDrops: 1,
    });
    expect(report.soldVins).toEqual([BMW]);
    const pathfinder = await db
      .selectFrom("vehicles")
      .selectAll()
      .where("vin", "=", PATHFINDER)
      .executeTakeFirst();
    expect(pathfinder).toMatchObject({ status: "in_stock", sold_at: null, listed_at: DAY1.toISOString() });
    // A price going back up clears the old price; the Mustang going back down is a new drop.
    expect(await findVehicleByVin(db, OUTBACK)).toMatchObject({ price: 36895, oldPrice: null });
    expect(await findVehicleByVin(db, MUSTANG)).toMatchObject({ price: 17100, oldPrice: 17800 });
  });

  it("leaves vehicles missing from a partial feed alone and lists every rejected row", async () => {
    const before = await snapshot(db);
    const report = await importInventoryFeed(db, fixture("rejected-rows.csv"), {
      now: DAY3,
      locations,
      mode: "partial",
    });
    expect(counts(report)).toMatchObject({ accepted: 3, rejected: 17, new: 3, sold: 0 });
    expect(report.rejected.map((r) => r.row)).toEqual([
      3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19, 20,
    ]);
    expect(report.rejected.find((r) => r.row === 17)!.reasons).toEqual([
      "VIN 2HKRW2H5XMH612734 is already on row 2",
    ]);
    const after = await snapshot(db);
    expect(after.vehicles.filter((v) => before.vehicles.some((b) => b.vin === v.vin))).toEqual(
      before.vehicles,
    );
    expect(await findVehicleByVin(db, "1FTFW1E59KFA23117")).toMatchObject({
      make: "Ford",
      model: "F-150",
      bodyStyle: "trucks",
      price: 31495,
      drivetrain: "4WD",
      locationKey: "rockford",
    });
    expect((await findVehicleByVin(db, "5YJ3E1EA5NF148823"))!.features).toEqual([
      "Navigation",
      "Heated Seats",
      "Premium Audio",
    ]);
  });

  it("does not sell a vehicle whose row in a full feed was rejected", async () => {
    const good = fixture("good-inventory.csv").toString("utf8");
    const broken = good.replace(`${OUTBACK},E27-03590,New,2027,Subaru,Outback,Limited,Wagon,10,36895`, () => {
      return `${OUTBACK},E27-03590,New,2027,Subaru,Outback,Limited,Wagon,10,Call us`;
    });
    expect(broken).not.toBe(good);
    const report = await importInventoryFeed(db, broken, { now: DAY3, locations });
    expect(report.rejected).toEqual([{ row: 2, vin: OUTBACK, reasons: ["price 'Call us' is not a number"] }]);
    // The three vehicles of the partial feed are not in this full feed: sold. The Outback stays.
    expect(report.soldVins.sort()).toEqual(["1FTFW1E59KFA23117", "2HKRW2H5XMH612734", "5YJ3E1EA5NF148823"]);
    expect(
      await db.selectFrom("vehicles").select("status").where("vin", "=", OUTBACK).executeTakeFirst(),
    ).toEqual({
      status: "in_stock",
    });
  });

  it.each([
    "broken-empty.csv",
    "broken-header-only.csv",
    "broken-wrong-columns.csv",
    "broken-missing-columns.csv",
    "broken-not-csv.csv",
    "broken-binary.csv",
    "broken-compressed.csv",
  ])("stops on %s and changes nothing", async (name) => {
    const before = await snapshot(db);
    await expect(importInventoryFeed(db, fixture(name), { now: DAY3, locations })).rejects.toThrow(
      FeedFileError,
    );
    expect(await snapshot(db)).toEqual(before);
  });

  it("rolls the whole import back when it fails part way", async () => {
    const before = await snapshot(db);
    const feed = writeFeed(generateDemoInventory({ count: 1_000, seed: 77 }));
    const progress: number[] = [];
    await expect(
      importInventoryFeed(db, feed, {
        now: DAY3,
        onProgress: (done) => {
          progress.push(done);
          if (done >= 800) throw new Error("interrupted");
        },
      }),
    ).rejects.toThrow("interrupted");
    expect(progress).toEqual([0, 400, 800]);
    expect(await snapshot(db)).toEqual(before);
  });

  it.runIf(dialect === "sqlite")(
    "holds SQLite's write lock from its start, so no other write can break it",
    async () => {
      if (database.config.dialect !== "sqlite") return;
      const other = new SQLite(database.config.file, { timeout: 0 });
      const attempts: string[] = [];
      try {
        await importInventoryFeed(db, fixture("good-inventory.csv"), {
          now: DAY3,
          locations,
          onProgress: (done) => {
            if (done !== 0) return;
            try {
              other.exec("begin immediate; rollback");
              attempts.push("wrote");
            } catch (error) {
              attempts.push((error as { code?: string }).code ?? "error");
            }
          },
        });
        expect(attempts).toEqual(["SQLITE_BUSY"]);
        other.exec("begin immediate; rollback");
      } finally {
        other.close();
      }
    },
  );

  it("imports a larger feed in batches and then finds it unchanged", async () => {
    const vehicles = generateDemoInventory({ count: 1_000, seed: 78 });
    const feed = writeFeed(vehicles);
    const progress: Array<[number, number]> = [];
    const first = await importInventoryFeed(db, feed, {
      now: DAY3,
      onProgress: (d, t) => progress.push([d, t]),
    });
    // A full feed of other vehicles: the 25 of the good feed still in stock are sold.
    expect(counts(first)).toMatchObject({ accepted: 1000, new: 1000, sold: 25 });
    expect(progress).toEqual([
      [0, 1000],
      [400, 1000],
      [800, 1000],
      [1000, 1000],
    ]);
    const sample = vehicles[999]!;
    expect(await findVehicleByVin(db, sample.vin)).toEqual({
      ...sample,
      oldPrice: null,
      listedAt: DAY3.toISOString(),
    });
    const second = await importInventoryFeed(db, feed, { now: DAY3 });
    expect(counts(second)).toMatchObject({ new: 0, updated: 0, unchanged: 1000, sold: 0 });
  });
});
