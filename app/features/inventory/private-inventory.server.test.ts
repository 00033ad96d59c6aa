import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import { listFeedVehicles, listSitemapVehicles } from "~/features/seo/feeds/in-stock-vehicles.server";
import type { DB } from "~/lib/db/connection.server";
import { translator } from "~/lib/i18n";
import { gateFlowsCatalogue } from "~/locales/gateFlows";
import { inventoryCatalogue } from "~/locales/inventory";
import { paymentsCatalogue } from "~/locales/payments";
import { type MigratedTestDatabase, openMigratedTestDatabase, testDialects } from "~tests/support/databases";
import { generateDemoInventory } from "./demo-data/generate";
import { countPrivateVehicles, listPrivateVehicles } from "./private-inventory.server";
import { emptyFilters } from "./search/filter-state";
import { loadSearchPage, type SearchPageData, searchContextFromSettings } from "./search/search-page.server";
import { getSearchData } from "./search/search-repository.server";
import { vehicleUrl } from "./urls";
import type { Vehicle } from "./vehicle";
import { findSoldVehicleNotice } from "./vehicle-page/vehicle-gone.server";
import { buildVehiclePage, resolveLegacyVehicleUrl } from "./vehicle-page/vehicle-page.server";
import { listSimilarVehicles } from "./vehicle-page/vehicle-page-repository.server";
import { insertVehicles, listNewestArrivals, summarizeBodyStyles } from "./vehicle-repository.server";

/**
 * The private inventory against a real database: a visitor who has not unlocked it finds its
 * cars in no public list (search and its counts, the home page, similar vehicles, the sitemap
 * and the listings feed, a sold car's notice, an old URL), and their pages say nothing of
 * them; once unlocked, the search and the cars' own pages hold them. The sitemap and the feed
 * never do: crawlers and listing sites are the public.
 */
const SITE = "https://cars.example.com";
const settings = loadSettings(path.resolve("content"));
const generated = generateDemoInventory({ count: 60, seed: 31 });
const PRIVATE_AT = [5, 15, 25, 35];
const vehicles: Vehicle[] = generated.map((v, i) => (PRIVATE_AT.includes(i) ? { ...v, private: true } : v));
const [hidden, second, third, soldPrivate] = PRIVATE_AT.map((i) => vehicles[i]!) as [
  Vehicle,
  Vehicle,
  Vehicle,
  Vehicle,
];
const inStockPrivate = [hidden, second, third];
const publicCount = vehicles.length - PRIVATE_AT.length;
const slugOf = (v: Vehicle) => vehicleUrl(v).split("/").pop()!;
const url = (v: Vehicle) => new URL(`${SITE}${vehicleUrl(v)}`);

describe.each(testDialects)("the private inventory on %s", (dialect) => {
  let database: MigratedTestDatabase;
  let db: DB;
  const services = () => ({ db, settings, siteUrl: SITE });

  beforeAll(async () => {
    database = await openMigratedTestDatabase(dialect);
    db = database.db;
    await insertVehicles(db, vehicles);
    await db
      .updateTable("vehicles")
      .set({ status: "sold", sold_at: "2026-11-02T00:00:00.000Z" })
      .where("vin", "=", soldPrivate.vin)
      .execute();
  }, 60_000);
  afterAll(() => database?.cleanup());

  it("stores the flag and lists the private cars in stock for the gate", async () => {
    expect(await countPrivateVehicles(db)).toBe(3);
    const listed = await listPrivateVehicles(db);
    expect(listed.map((v) => v.vin).sort()).toEqual(inStockPrivate.map((v) => v.vin).sort());
    expect(listed[0]).toMatchObject({
      price: expect.any(Number),
      images: { previewImage: expect.any(String) },
    });
  });

  it("keeps them out of the search and its counts, and in it once unlocked", async () => {
    const data = await getSearchData(db);
    const context = searchContextFromSettings(settings, data.index);
    expect(data.privateCount).toBe(3);
    expect(data.index.count(emptyFilters(), context)).toBe(publicCount);
    const withPrivate = await data.withPrivate();
    expect(withPrivate.count(emptyFilters(), context)).toBe(publicCount + 3);
    for (const car of inStockPrivate) {
      expect(data.index.count({ ...emptyFilters(), q: car.vin }, context), car.vin).toBe(0);
      expect(withPrivate.count({ ...emptyFilters(), q: car.vin }, context), car.vin).toBe(1);
    }
    // The facet counts are the public inventory's: a body style's count leaves the private cars out.
    const styles = data.index.countBy("bodyStyles", settings.store.conditions);
    expect([...styles.values()].reduce((a, b) => a + b, 0)).toBe(publicCount);
    expect(await data.withPrivate()).toBe(withPrivate);
  });

  it("shows the teaser's count on the shared search page, and the cars instead once unlocked", async () => {
    let asked = 0;
    const page = async (unlocked: boolean, language: "en" | "es" = "en"): Promise<SearchPageData> => {
      const outcome = await loadSearchPage(
        services(),
        {
          url: new URL(`${SITE}/cars-for-sale`),
          condition: null,
          splat: "",
          privateInventory: () => {
            asked++;
            return unlocked;
          },
        },
        { t: translator(language, inventoryCatalogue, paymentsCatalogue, gateFlowsCatalogue), language },
      );
      if (outcome.kind !== "page") throw new Error(`expected the page, got ${outcome.kind}`);
      return outcome.data;
    };
    const locked = await page(false);
    expect(locked.total).toBe(publicCount);
    expect(locked.privateTeaser).toEqual({
      count: 3,
      text: "3 more vehicles in our private inventory",
      detail: "Give us your details to see them, with their prices.",
      link: "See the private inventory",
    });
    expect((await page(false, "es")).privateTeaser?.text).toBe(
      "3 vehículos más en nuestro inventario privado",
    );
    const shown = JSON.stringify(locked);
    for (const car of inStockPrivate) expect(shown).not.toContain(car.vin);

    const unlocked = await page(true);
    expect(unlocked.total).toBe(publicCount + 3);
    expect(unlocked.privateTeaser).toBeNull();
    expect(asked).toBe(3);
  });

  it("keeps them off the home page", async () => {
    const arrivals = await listNewestArrivals(db, 100);
    expect(arrivals).toHaveLength(publicCount);
    expect(arrivals.some((v) => v.private)).toBe(false);
    const styles = await summarizeBodyStyles(db);
    expect(styles.reduce((sum, s) => sum + s.count, 0)).toBe(publicCount);
  });

  it("suggests them as similar vehicles only on a private car's page", async () => {
    // A car of the same style at the same price: the private one would be the nearest.
    const target = { vin: "1HGCM82633A004352", bodyStyle: hidden.bodyStyle, price: hidden.price };
    const publicPage = await listSimilarVehicles(db, target, 4);
    expect(publicPage.map((v) => v.vin)).not.toContain(hidden.vin);
    const privatePage = await listSimilarVehicles(db, target, 4, { includePrivate: true });
    expect(privatePage.map((v) => v.vin)).toContain(hidden.vin);
  });

  it("says nothing of a private car on its page until the visitor unlocked the private inventory", async () => {
    let asked = 0;
    const access = (unlocked: boolean) => ({
      privateInventory: () => {
        asked++;
        return unlocked;
      },
    });
    // Without a way to ask (a caller that knows nothing of visitors): as unknown as any car.
    expect(await buildVehiclePage(services(), url(hidden), slugOf(hidden))).toEqual({ kind: "not-found" });
    expect(await buildVehiclePage(services(), url(hidden), slugOf(hidden), access(false))).toEqual({
      kind: "private",
    });
    // Any spelling of its URL: no redirect to the canonical one, whose words name the car.
    const misspelt = new URL(`${SITE}/new-cars-for-sale/2001-x-${hidden.vin}`);
    expect(await buildVehiclePage(services(), misspelt, `2001-x-${hidden.vin}`, access(false))).toEqual({
      kind: "private",
    });
    expect(await buildVehiclePage(services(), url(soldPrivate), slugOf(soldPrivate), access(false))).toEqual({
      kind: "private",
    });

    const shown = await buildVehiclePage(services(), url(hidden), slugOf(hidden), access(true));
    if (shown.kind !== "page") throw new Error(`expected the page, got ${shown.kind}`);
    expect(shown.data.vehicle.vin).toBe(hidden.vin);
    expect(shown.data.vehicle.private).toBe(true);

    // A public car's page never asks: it stays one shared page.
    asked = 0;
    const open = vehicles[0]!;
    expect((await buildVehiclePage(services(), url(open), slugOf(open), access(false))).kind).toBe("page");
    expect(asked).toBe(0);
  });

  it("keeps them out of the sitemap, the listings feed, a sold car's notice and an old URL", async () => {
    const privateVins = new Set(PRIVATE_AT.map((i) => vehicles[i]!.vin));
    const sitemap = await listSitemapVehicles(db);
    expect(sitemap).toHaveLength(publicCount);
    expect(sitemap.some((v) => privateVins.has(v.vin))).toBe(false);
    const feed = await listFeedVehicles(db);
    expect(feed.some((v) => privateVins.has(v.vin))).toBe(false);
    expect(await findSoldVehicleNotice(db, soldPrivate.vin)).toBeNull();
    const legacy = await resolveLegacyVehicleUrl(db, new URL(`${SITE}/used-vehicle/${hidden.vin}`));
    expect(legacy).toEqual({ kind: "not-found" });
  });
});
