import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DB, migrateToLatest, pingDatabase } from "~/lib/db/connection.server";
import { type MigratedTestDatabase, openMigratedTestDatabase, testDialects } from "~tests/support/databases";
import { generateDemoInventory } from "./demo-data/generate";
import { reseedDemoInventory, seedDemoInventoryIfEmpty } from "./demo-seed.server";
import {
  countVehiclesInStock,
  findVehicleByVin,
  insertVehicles,
  listNewestArrivals,
  listPriceHistory,
  summarizeBodyStyles,
} from "./vehicle-repository.server";

describe.each(testDialects)("vehicle repository on %s", (dialect) => {
  let database: MigratedTestDatabase;
  let db: DB;

  beforeAll(async () => {
    database = await openMigratedTestDatabase(dialect);
    db = database.db;
  });
  afterAll(() => database?.cleanup());

  it("migrates once and answers a ping", async () => {
    const again = await migrateToLatest(db);
    expect(again.results).toEqual([]);
    await expect(pingDatabase(db)).resolves.toBeUndefined();
  });

  it("stores vehicles with images and price history, and reads them back whole", async () => {
    const vehicles = generateDemoInventory({ count: 40, seed: 7 });
    await insertVehicles(db, vehicles);
    expect(await countVehiclesInStock(db)).toBe(40);

    const dropped = vehicles.find((v) => v.oldPrice !== null)!;
    expect(dropped).toBeDefined();
    const found = await findVehicleByVin(db, dropped.vin.toLowerCase());
    expect(found).toEqual(dropped);
    expect(await listPriceHistory(db, dropped.vin)).toEqual([
      { oldPrice: dropped.oldPrice, newPrice: dropped.price, changedAt: dropped.listedAt },
    ]);
    expect(await findVehicleByVin(db, "1HGCM82633A004352")).toBeNull();
  });

  it("lists the newest arrivals first and summarizes body styles", async () => {
    const arrivals = await listNewestArrivals(db, 5);
    expect(arrivals).toHaveLength(5);
    const dates = arrivals.map((v) => v.listedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const summary = await summarizeBodyStyles(db);
    expect(summary.reduce((n, s) => n + s.count, 0)).toBe(40);
    for (const s of summary) expect(s.lowestPrice).toBeGreaterThan(0);
  });

  it("leaves the cars whose prices are locked out of a body style's 'from' price (issue 16)", async () => {
    const all = await summarizeBodyStyles(db);
    const withoutNew = await summarizeBodyStyles(db, { pricesHiddenFor: ["new"] });
    const vehicles = generateDemoInventory({ count: 40, seed: 7 });
    for (const style of withoutNew) {
      const shown = vehicles.filter((v) => v.bodyStyle === style.bodyStyle && v.condition !== "new");
      expect(style.lowestPrice).toBe(shown.length ? Math.min(...shown.map((v) => v.price)) : null);
      // The count is every car: only the price is kept back.
      expect(style.count).toBe(all.find((s) => s.bodyStyle === style.bodyStyle)!.count);
    }
  });

  it("inserts all or nothing", async () => {
    const fresh = generateDemoInventory({ count: 3, seed: 99 });
    const duplicate = (await listNewestArrivals(db, 1))[0]!;
    await expect(insertVehicles(db, [...fresh, duplicate])).rejects.toThrow();
    expect(await countVehiclesInStock(db)).toBe(40);
    expect(await findVehicleByVin(db, fresh[0]!.vin)).toBeNull();
  });

  it("seeds only an empty inventory, and reseeds to a given size", async () => {
    expect(await seedDemoInventoryIfEmpty(db)).toBe(0);
    await reseedDemoInventory(db, 25);
    expect(await countVehiclesInStock(db)).toBe(25);
  });
});
