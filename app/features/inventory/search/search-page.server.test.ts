import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import { isPriceLocked } from "~/features/gates/price-view";
import type { DB } from "~/lib/db/connection.server";
import { translator } from "~/lib/i18n";
import type { PageOutcome } from "~/lib/page-outcome";
import { inventoryCatalogue } from "~/locales/inventory";
import { paymentsCatalogue } from "~/locales/payments";
import { type MigratedTestDatabase, openMigratedTestDatabase } from "~tests/support/databases";
import { generateDemoInventory } from "../demo-data/generate";
import { vehicleUrl } from "../urls";
import { buildVehiclePage } from "../vehicle-page/vehicle-page.server";
import { insertVehicles } from "../vehicle-repository.server";
import { withLiveCounts } from "./live-counts";
import { cardMonthlyPayment } from "./result-cards";
import { countSearch, loadSearchPage as loadIn } from "./search-page.server";

const english = { t: translator("en", inventoryCatalogue, paymentsCatalogue), language: "en" as const };
const loadSearchPage = (...args: Parameters<typeof countSearch>) => loadIn(...args, english);

/**
 * The search page's data on a real database: what the cards add (the vehicle page's own
 * estimate, the store), the drawer's count, and the empty page's nearest matches.
 */

// The price lock (content/store.json priceUnlock) has its own tests (features/gates/price-view,
// price-lock.server): these read a store that shows every price.
const loadedSettings = loadSettings(path.resolve("content"));
const settings = { ...loadedSettings, store: { ...loadedSettings.store, priceUnlock: [] } };
const SITE = "https://cars.example.com";
const vehicles = generateDemoInventory({ count: 150, seed: 23 });
const url = (pathAndQuery: string) => new URL(`${SITE}${pathAndQuery}`);

async function shown<T>(outcome: Promise<PageOutcome<T>>): Promise<T> {
  const result = await outcome;
  if (result.kind !== "page") throw new Error(`expected the page, got ${JSON.stringify(result)}`);
  return result.data;
}

describe("the search page's data", () => {
  let database: MigratedTestDatabase;
  let db: DB;
  const services = () => ({ db, settings, siteUrl: SITE });

  beforeAll(async () => {
    database = await openMigratedTestDatabase("sqlite");
    db = database.db;
    await insertVehicles(db, vehicles);
  }, 60_000);
  afterAll(() => database?.cleanup());

  it("gives each card the monthly payment its vehicle page starts with, and its store", async () => {
    const page = await shown(
      loadSearchPage(services(), { url: url("/cars-for-sale"), condition: null, splat: "" }),
    );
    expect(page.vehicles).toHaveLength(19);
    for (const card of page.vehicles.slice(0, 6)) {
      if (isPriceLocked(card)) throw new Error("these tests read a store that locks no price");
      const vehicle = vehicles.find((v) => v.vin === card.vin)!;
      const detail = await shown(
        buildVehiclePage(services(), url(vehicleUrl(card)), vehicleUrl(card).split("/").pop()!),
      );
      expect(card.monthlyPayment, card.vin).toBe(detail.payment?.estimate.monthly);
      expect(card.monthlyPayment).toBe(cardMonthlyPayment(card.price, settings));
      expect(card.store).toBe(settings.locations.find((l) => l.key === vehicle.locationKey)!.subname);
    }
    // The note under the cards states the same terms.
    expect(page.paymentTerms).toMatch(/^Estimated with \$1,000 down over 72 months at [\d.]+% APR/);
  });

  it("counts what a filter form would show, in any spelling, without redirecting", async () => {
    const suvs = vehicles.filter((v) => v.bodyStyle === "suvs" && v.condition === "used").length;
    const form = url("/cars-for-sale?q=&condition=used&bodyStyle=suvs&priceMin=&priceMax=&_count=1");
    expect((await countSearch(services(), { url: form, condition: null, splat: "" })).total).toBe(suvs);
    // A path a page would answer 404 for counts nothing rather than failing.
    const nothing = await countSearch(services(), {
      url: url("/cars-for-sale/hovercraft"),
      condition: null,
      splat: "hovercraft",
    });
    expect(nothing.total).toBe(0);
    expect(nothing.lists.makes).toEqual({});
    // A page asked with the count parameter goes to its canonical URL without it.
    expect(
      await loadSearchPage(services(), {
        url: url("/cars-for-sale/suvs?_count=1"),
        condition: null,
        splat: "suvs",
      }),
    ).toEqual({ kind: "redirect", to: "/cars-for-sale/suvs", status: 302 });
  });

  it("counts every filter value of a drawer's choices as the page of those choices will show it", async () => {
    const page = await shown(
      loadSearchPage(services(), { url: url("/cars-for-sale"), condition: null, splat: "" }),
    );
    // The drawer ticks SUVs and a make, and lowers the price: nothing applied yet.
    const make = page.facets.makes.find((m) => m.count > 3)!.value;
    const form = url(`/cars-for-sale?q=&bodyStyle=suvs&make=${make}&priceMax=30000&_count=1`);
    const live = await countSearch(services(), { url: form, condition: null, splat: "" });
    const drawer = withLiveCounts(page.facets, live);
    // Applied, the same choices are this page.
    const applied = await shown(
      loadSearchPage(services(), {
        url: url(`/cars-for-sale/suvs/${make}/price-under-30000`),
        condition: null,
        splat: `suvs/${make}/price-under-30000`,
      }),
    );
    expect(live.total).toBe(applied.total);
    const countsOf = (values: Array<{ value: string; count: number }>) =>
      Object.fromEntries(values.filter((v) => v.count > 0).map((v) => [v.value, v.count]));
    for (const key of ["bodyStyles", "makes", "exteriorColors", "features", "locations"] as const)
      expect(countsOf(drawer[key]), key).toEqual(countsOf(applied.facets[key]));
    expect(drawer.ranges.year).toEqual(applied.facets.ranges.year);
    expect(drawer.greatDealsAny).toBe(applied.facets.greatDealsAny);
    // The make's models, which the page without a make did not list, come with their names.
    expect(page.facets.models).toEqual([]);
    expect(drawer.models.map((m) => [m.make, m.value, m.label, m.count])).toEqual(
      applied.facets.models.map((m) => [m.make, m.value, m.label, m.count]),
    );
    // The answer holds no words: the Spanish page asks for the same counts.
    expect(JSON.stringify(live)).not.toMatch(/SUV|Sport Utility/);
  });

  it("offers the nearest matches only when nothing matches", async () => {
    const empty = await shown(
      loadSearchPage(services(), {
        url: url("/cars-for-sale/suvs/price-under-1000"),
        condition: null,
        splat: "suvs/price-under-1000",
      }),
    );
    expect(empty.total).toBe(0);
    expect(empty.nearMatches.length).toBeGreaterThan(0);
    expect(empty.nearMatches).toContainEqual({
      label: "Any price",
      href: "/cars-for-sale/suvs",
      count: vehicles.filter((v) => v.bodyStyle === "suvs").length,
    });
    const full = await shown(
      loadSearchPage(services(), { url: url("/cars-for-sale/suvs"), condition: null, splat: "suvs" }),
    );
    expect(full.nearMatches).toEqual([]);
  });
});
