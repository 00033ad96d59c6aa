import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DB, openDatabase } from "~/lib/db/connection.server";
import { type MigratedTestDatabase, openMigratedTestDatabase, testDialects } from "~tests/support/databases";
import { generateDemoInventory } from "../demo-data/generate";
import { CONDITIONS, type Vehicle } from "../vehicle";
import { insertVehicles } from "../vehicle-repository.server";
import type { SearchContext } from "./facet-index";
import { listFilterPagePaths, loadFilterPagePaths } from "./filter-pages.server";
import { emptyFilters } from "./filter-state";
import { getSearchData, invalidateSearchData, searchVehicles } from "./search-repository.server";

const context = (years: number[]): SearchContext => ({
  conditions: CONDITIONS,
  maxPriceForPayment: (monthly) => monthly * 45,
  rangeOptions: { price: [20000], year: years, mileage: [85000], payment: [400] },
});

describe.each(testDialects)("search repository on %s", (dialect) => {
  let database: MigratedTestDatabase;
  let db: DB;
  let vehicles: Vehicle[];
  /** A vehicle of a make nothing else has, sold: its make-model must stay a valid token. */
  let soldOnly: Vehicle;

  beforeAll(async () => {
    database = await openMigratedTestDatabase(dialect);
    db = database.db;
    const generated = generateDemoInventory({ count: 301, seed: 5 });
    vehicles = generated.slice(0, 300);
    soldOnly = { ...generated[300]!, make: "Land Rover", model: "Range Rover", features: ["Air Suspension"] };
    await insertVehicles(db, [...vehicles, soldOnly], "2026-11-01T00:00:00.000Z");
    await db
      .updateTable("vehicles")
      .set({ status: "sold", sold_at: "2026-11-02T00:00:00.000Z", updated_at: "2026-11-02T00:00:00.000Z" })
      .where("vin", "=", soldOnly.vin)
      .execute();
  }, 60_000);
  afterAll(() => database?.cleanup());

  it("reads the in-stock inventory into the index, and every make and model into the vocabulary", async () => {
    const { index, vocabulary } = await getSearchData(db);
    expect(index.size).toBe(300);
    expect(vocabulary.makes.get("land-rover")?.models.get("range-rover")).toBe("Range Rover");
    expect(vocabulary.features.get("air-suspension")).toBe("Air Suspension");
    expect(vocabulary.makes.get("mercedes-benz")?.name).toBe("Mercedes-Benz");
    // A second call without changes is the same object: nothing re-read.
    expect(await getSearchData(db)).toBe(await getSearchData(db));
  });

  it("counts what SQL counts, facet by facet", async () => {
    const filters = { ...emptyFilters(), bodyStyles: ["suvs" as const], price: { min: null, max: 30000 } };
    const result = await searchVehicles(db, filters, context([2020]));
    const sqlTotal = await db
      .selectFrom("vehicles")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("status", "=", "in_stock")
      .where("body_style", "=", "suvs")
      .where("price", "<=", 30000)
      .executeTakeFirstOrThrow();
    expect(result.total).toBe(Number(sqlTotal.n));
    expect(result.vehicles.length).toBe(Math.min(19, result.total));
    const byMake = await db
      .selectFrom("vehicles")
      .select((eb) => ["make_slug", eb.fn.countAll<number | string>().as("n")])
      .where("status", "=", "in_stock")
      .where("body_style", "=", "suvs")
      .where("price", "<=", 30000)
      .groupBy("make_slug")
      .execute();
    expect(Object.fromEntries(result.facets.makes.map((m) => [m.value, m.count]))).toEqual(
      Object.fromEntries(byMake.map((r) => [r.make_slug, Number(r.n)])),
    );
    // Body styles ignore their own filter: every style's count under the price limit.
    const byBody = await db
      .selectFrom("vehicles")
      .select((eb) => ["body_style", eb.fn.countAll<number | string>().as("n")])
      .where("status", "=", "in_stock")
      .where("price", "<=", 30000)
      .groupBy("body_style")
      .execute();
    expect(Object.fromEntries(result.facets.bodyStyles.map((b) => [b.value, b.count]))).toEqual(
      Object.fromEntries(byBody.map((r) => [r.body_style, Number(r.n)])),
    );
    const cheapest = await searchVehicles(db, { ...filters, sort: "priceLow" }, context([2020]));
    const prices = cheapest.vehicles.map((v) => v.price);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it("lists the filter pages with stock, and not a make that is only sold", async () => {
    const paths = await loadFilterPagePaths(db, (index) => context(index.years()));
    expect(paths).toContain("/cars-for-sale");
    expect(paths).toContain("/used-cars-for-sale");
    expect(paths).toContain("/cars-for-sale/suvs");
    const inStock = vehicles[0]!;
    const make = inStock.make.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const model = inStock.model.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    expect(paths).toContain(`/cars-for-sale/${make}`);
    expect(paths).toContain(`/cars-for-sale/${make}-${model}`);
    expect(paths.some((p) => p.includes("land-rover"))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
    const { index } = await getSearchData(db);
    expect(listFilterPagePaths(index, context(index.years()))).toBe(listFilterPagePaths(index, context([])));
  });

  it("lists each condition's body styles and under-$20,000 page with stock (the menus link to them)", async () => {
    const paths = await loadFilterPagePaths(db, (index) => context(index.years()));
    for (const condition of CONDITIONS) {
      const stock = vehicles.filter((v) => v.condition === condition);
      const styles = new Set(stock.map((v) => v.bodyStyle));
      for (const style of ["sedans", "trucks", "suvs", "minivans", "commercial"] as const) {
        const listed = paths.includes(`/${condition}-cars-for-sale/${style}`);
        expect(listed, `${condition} ${style}`).toBe(styles.has(style));
      }
      expect(paths.includes(`/${condition}-cars-for-sale/price-under-20000`), condition).toBe(
        stock.some((v) => v.price <= 20_000),
      );
    }
    expect(paths).toContain("/used-cars-for-sale/sedans");
    expect(paths).toContain("/used-cars-for-sale/price-under-20000");
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("sees a change made through this connection once invalidated", async () => {
    const target = vehicles[1]!;
    await db.updateTable("vehicles").set({ price: 1234 }).where("vin", "=", target.vin).execute();
    invalidateSearchData(db);
    const result = await searchVehicles(db, { ...emptyFilters(), q: target.vin }, context([]));
    expect(result.vehicles.map((v) => v.price)).toEqual([1234]);
  });

  it("sees a change made by another process", async () => {
    await getSearchData(db);
    const other = openDatabase(database.config);
    const target = vehicles[2]!;
    try {
      await other
        .updateTable("vehicles")
        .set({ status: "sold", sold_at: "2026-11-03T00:00:00.000Z", updated_at: "2026-11-03T00:00:00.000Z" })
        .where("vin", "=", target.vin)
        .execute();
    } finally {
      await other.destroy();
    }
    // SQLite notices another connection's commit at once; PostgreSQL within the 2 s re-check.
    if (dialect === "postgres") await new Promise((r) => setTimeout(r, 2_100));
    const { index } = await getSearchData(db);
    expect(index.size).toBe(299);
    const result = await searchVehicles(db, { ...emptyFilters(), q: target.vin }, context([]));
    expect(result.total).toBe(0);
  }, 15_000);
});
