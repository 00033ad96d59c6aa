import path from "node:path";
import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import type { DB } from "~/lib/db/connection.server";
import type { PageOutcome } from "~/lib/page-outcome";
import { DAY_MS } from "~/lib/wall-clock";
import { type MigratedTestDatabase, openMigratedTestDatabase, testDialects } from "~tests/support/databases";
import { generateDemoInventory } from "../demo-data/generate";
import { vehicleUrl } from "../urls";
import type { Vehicle } from "../vehicle";
import { insertVehicles } from "../vehicle-repository.server";
import { daysInStock, storeDateOf } from "./time-on-lot";
import { buildVehiclePage, SIMILAR_VEHICLES } from "./vehicle-page.server";
import { findVehicleRecord, listSimilarVehicles } from "./vehicle-page-repository.server";

// The price lock (content/store.json priceUnlock) has its own tests (features/gates/price-view,
// price-lock.server): these read a store that shows every price.
const loadedSettings = loadSettings(path.resolve("content"));
const settings = { ...loadedSettings, store: { ...loadedSettings.store, priceUnlock: [] } };
const SITE = "https://cars.example.com";
const vehicles = generateDemoInventory({ count: 120, seed: 11 });
const plain = vehicles.find((v) => v.oldPrice === null && v.mileage < 85_000 && v.bodyStyle === "suvs")!;
const dropped = vehicles.find((v) => v.oldPrice !== null)!;
const soldVehicle = vehicles.find((v) => v !== plain && v !== dropped && v.bodyStyle === plain.bodyStyle)!;
// The dealer's photos, as a feed gives them (a demo car has its one illustration only).
plain.images = {
  ...plain.images,
  additionalImages: [2, 3, 4].map((n) => `https://photos.example.com/${plain.vin}/${n}.jpg`),
};

/**
 * Counts the statements a piece of work sends to the database: a plugin's transformResult
 * runs once per executed statement (transformQuery also runs for every subquery built).
 */
function countingDb(db: DB) {
  const counter = { queries: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      counter.queries++;
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), counter };
}

const url = (pathAndQuery: string) => new URL(`${SITE}${pathAndQuery}`);
const slugOf = (vehicle: Vehicle) => vehicleUrl(vehicle).split("/").pop()!;

/** The page's data, failing the test when the outcome is a redirect or not found. */
async function shown<T>(outcome: Promise<PageOutcome<T>>): Promise<T> {
  const result = await outcome;
  if (result.kind !== "page") throw new Error(`expected the page, got ${JSON.stringify(result)}`);
  return result.data;
}

describe.each(testDialects)("the vehicle page's data on %s", (dialect) => {
  let database: MigratedTestDatabase;
  let db: DB;

  beforeAll(async () => {
    database = await openMigratedTestDatabase(dialect);
    db = database.db;
    await insertVehicles(db, vehicles);
    await db
      .updateTable("vehicles")
      .set({ status: "sold", sold_at: "2026-11-02T00:00:00.000Z" })
      .where("vin", "=", soldVehicle.vin)
      .execute();
  });
  afterAll(() => database?.cleanup());

  it("reads a vehicle with its pictures, in order, in one query", async () => {
    const { db: counted, counter } = countingDb(db);
    const record = await findVehicleRecord(counted, plain.vin.toLowerCase());
    expect(counter.queries).toBe(1);
    expect(record).toEqual({ vehicle: plain, status: "in_stock" });
    expect(record?.vehicle.images.additionalImages).toHaveLength(3);
    expect(await findVehicleRecord(db, soldVehicle.vin)).toMatchObject({ status: "sold" });
    expect(await findVehicleRecord(db, "1HGCM82633A004352")).toBeNull();
  });

  it("keeps a vehicle without additional pictures", async () => {
    const bare = { ...generateDemoInventory({ count: 1, seed: 99 })[0]! };
    bare.images = { ...bare.images, additionalImages: [] };
    await insertVehicles(db, [bare]);
    expect((await findVehicleRecord(db, bare.vin))?.vehicle).toEqual(bare);
    await db.deleteFrom("vehicles").where("vin", "=", bare.vin).execute();
  });

  it("finds the in-stock vehicles of the same body style nearest in price, in one query", async () => {
    const { db: counted, counter } = countingDb(db);
    const similar = await listSimilarVehicles(counted, plain, SIMILAR_VEHICLES);
    expect(counter.queries).toBe(1);
    const candidates = vehicles
      .filter((v) => v.bodyStyle === plain.bodyStyle && v.vin !== plain.vin && v.vin !== soldVehicle.vin)
      .sort(
        (a, b) =>
          Math.abs(a.price - plain.price) - Math.abs(b.price - plain.price) || a.vin.localeCompare(b.vin),
      );
    const expected = candidates
      .slice(0, SIMILAR_VEHICLES)
      .sort((a, b) => a.price - b.price || a.vin.localeCompare(b.vin))
      .map((v) => v.vin);
    expect(similar.map((v) => v.vin)).toEqual(expected);
    expect(similar.length).toBe(Math.min(SIMILAR_VEHICLES, candidates.length));
    const first = vehicles.find((v) => v.vin === similar[0]!.vin)!;
    expect(similar[0]).toEqual({
      vin: first.vin,
      condition: first.condition,
      year: first.year,
      make: first.make,
      model: first.model,
      trim: first.trim,
      mileage: first.mileage,
      price: first.price,
      oldPrice: first.oldPrice,
      premiumUpgrade: first.premiumUpgrade,
      images: {
        previewImage: first.images.previewImage,
        additionalImages: [],
        imageCustomBg: null,
        evoxImages: [],
      },
    });
  });

  it("builds the page for the canonical URL with two queries, three when the price dropped", async () => {
    const services = { settings, siteUrl: SITE };
    const one = countingDb(db);
    const page = await shown(
      buildVehiclePage({ ...services, db: one.db }, url(vehicleUrl(plain)), slugOf(plain)),
    );
    expect(one.counter.queries).toBe(2);
    expect(page.vehicle).toEqual(plain);
    expect(page.canonicalPath).toBe(vehicleUrl(plain));
    expect(page.priceHistory).toEqual([]);
    expect(page.similar).toHaveLength(SIMILAR_VEHICLES);
    expect(page.location.key).toBe(plain.locationKey);
    expect(page.location.googleMapsLink).toMatch(/^https:\/\/www\.google\.com\/maps/);
    expect(page.fees).toEqual({
      documentary: 251,
      documentaryEffectiveDate: "2025-10-01",
      thirtyDayDrive: 10,
    });
    expect(page.payment!.inputs).toMatchObject({ tab: "finance", financeTerm: 72, creditScore: 850 });

    const two = countingDb(db);
    const withDrop = await shown(
      buildVehiclePage({ ...services, db: two.db }, url(vehicleUrl(dropped)), slugOf(dropped)),
    );
    expect(two.counter.queries).toBe(3);
    expect(withDrop.priceHistory).toEqual([
      {
        oldPrice: dropped.oldPrice,
        newPrice: dropped.price,
        changedAt: dropped.listedAt,
        changedOn: storeDateOf(dropped.listedAt),
      },
    ]);
  });

  it("says how many days the car has been in stock, by the store's calendar", async () => {
    const now = new Date(Date.parse(plain.listedAt) + 3 * DAY_MS);
    const page = await shown(
      buildVehiclePage(
        { db, settings, siteUrl: SITE, now: () => now },
        url(vehicleUrl(plain)),
        slugOf(plain),
      ),
    );
    expect(page.daysInStock).toBe(daysInStock(plain.listedAt, now));
    // Three days later by the clock: three calendar days (two or four only across a DST change at night).
    expect(Math.abs(page.daysInStock - 3)).toBeLessThanOrEqual(1);
  });

  it("recomputes the estimate from the query and survives junk in it", async () => {
    const services = { db, settings, siteUrl: SITE };
    const page = await shown(
      buildVehiclePage(
        services,
        url(`${vehicleUrl(plain)}?tab=lease&cashDown=3000&creditScore=500&leaseTerm=24&leaseMiles=15000`),
        slugOf(plain),
      ),
    );
    expect(page.payment!.inputs).toMatchObject({
      tab: "lease",
      cashDown: 3000,
      creditScore: 500,
      leaseTerm: 24,
      leaseMiles: 15000,
    });
    expect(page.payment!.estimate).toMatchObject({ tab: "lease", termMonths: 24, apr: 14.9 });
    const junk = await shown(
      buildVehiclePage(
        services,
        url(
          `${vehicleUrl(plain)}?tab=%00&cashDownUnit=%00&cashDown=lots&cashDownPercent=1e3&creditScore=-1e999&financeTerm=&leaseMiles=NaN`,
        ),
        slugOf(plain),
      ),
    );
    expect(junk.payment!.inputs).toEqual({
      tab: "finance",
      cashDownUnit: "dollars",
      cashDown: 1000,
      cashDownPercent: 20,
      tradeEquity: 0,
      creditScore: 850,
      financeTerm: 72,
      leaseTerm: 36,
      leaseMiles: 10000,
    });
  });

  it("answers 404, 301 or 302 as the URL and the stock say", async () => {
    const services = { db, settings, siteUrl: SITE };
    const canonical = vehicleUrl(plain);
    const other = plain.condition === "used" ? "new" : "used";
    const moved = await buildVehiclePage(
      services,
      url(`/${other}-cars-for-sale/${slugOf(plain)}?x=1`),
      slugOf(plain),
    );
    expect(moved).toEqual({ kind: "redirect", to: `${canonical}?x=1`, status: 301 });

    const wrongSlug = `${plain.year}-some-thing-${plain.vin}`;
    const renamed = await buildVehiclePage(
      services,
      url(`/${plain.condition}-cars-for-sale/${wrongSlug}`),
      wrongSlug,
    );
    expect(renamed).toEqual({ kind: "redirect", to: canonical, status: 301 });

    const sold = await buildVehiclePage(services, url(vehicleUrl(soldVehicle)), slugOf(soldVehicle));
    expect(sold).toMatchObject({ kind: "redirect", status: 302 });
    expect(sold.kind === "redirect" && sold.to).toMatch(/^\/cars-for-sale\/[a-z0-9-]+\?sold=[A-Z0-9]{17}$/);

    for (const slug of [
      `${plain.year}-x-1HGCM82633A004352`,
      `${plain.year}-x-${plain.vin.slice(1)}`,
      `year-x-${plain.vin}`,
    ]) {
      const path = `/used-cars-for-sale/${slug}`;
      expect(await buildVehiclePage(services, url(path), slug), slug).toEqual({ kind: "not-found" });
    }
  });
});
