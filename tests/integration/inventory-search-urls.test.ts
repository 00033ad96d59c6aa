import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inventorySite, resultCount, robots, SITE } from "../support/inventory-site";
import { ROOT, type RunningServer, startServer } from "../support/server";

/**
 * The search's URLs: redirects to the canonical search path, bad input, the legacy
 * /search-vehicles URLs, the filter-page list and a dealership selling one condition,
 * against the production server on the demo inventory. The pages themselves:
 * inventory-search.test.ts.
 */
const site = inventorySite();
const { get, count, page, expectRedirect, expectNotFound } = site;

describe("search redirects and bad input", () => {
  it("sends an out-of-order or misspelt path permanently to the ordered one", async () => {
    await expectRedirect("/cars-for-sale/toyota/suvs", "/cars-for-sale/suvs/toyota", 301);
    await expectRedirect(
      "/cars-for-sale/price-under-20000/sedans",
      "/cars-for-sale/sedans/price-under-20000",
      301,
    );
    await expectRedirect(
      "/used-cars-for-sale/third-row-seating/suvs",
      "/used-cars-for-sale/suvs/third-row-seating",
      301,
    );
    await expectRedirect("/cars-for-sale/SUVs", "/cars-for-sale/suvs", 301);
    await expectRedirect("/Used-Cars-For-Sale/suvs", "/used-cars-for-sale/suvs", 301);
    await expectRedirect("/cars-for-sale/suvs/", "/cars-for-sale/suvs", 301);
    await expectRedirect("/cars-for-sale/price-under-020000", "/cars-for-sale/price-under-20000", 301);
    // Campaign parameters ride along.
    await expectRedirect(
      "/cars-for-sale/toyota/suvs?utm_source=news&gclid=1",
      "/cars-for-sale/suvs/toyota?utm_source=news&gclid=1",
      301,
    );
  });

  it("sends query spellings of a search to its canonical URL", async () => {
    await expectRedirect(
      "/cars-for-sale?great-deals=price-drop",
      "/cars-for-sale/great_deals/price_drop",
      302,
    );
    await expectRedirect(
      "/used-cars-for-sale?great-deals=premium-upgrades",
      "/used-cars-for-sale/great_deals/premium_upgrades",
      302,
    );
    await expectRedirect(
      "/cars-for-sale?q=&condition=used&bodyStyle=suvs&make=toyota&priceMin=&priceMax=20000&mileageMax=85000&sort=newest",
      "/used-cars-for-sale/suvs/toyota/price-under-20000?mileage=null,85000",
      302,
    );
    await expectRedirect("/cars-for-sale?make=toyota&model=camry", "/cars-for-sale/toyota-camry", 302);
  });

  it("answers 404 'Page Not Found' for unknown tokens and too many segments", async () => {
    for (const p of [
      "/cars-for-sale/blah",
      "/used-cars-for-sale/suvs/blah",
      "/cars-for-sale/toyota-notamodel",
      "/cars-for-sale/price-under-99999999999",
      "/cars-for-sale/great_deals/free_cars",
      "/cars-for-sale/suvs/toyota/sunroof/price-under-20000",
      "/cars-for-sale/%E0%A4%A",
    ]) {
      await expectNotFound(p);
    }
    // A vehicle URL without its condition is a vehicle's, not a search: a VIN we never had is a 404.
    const vehicle = await page("/cars-for-sale/2019-toyota-camry-4T1B11HK5KU123456");
    expect(vehicle.status).toBe(404);
    expect(vehicle.html).not.toContain('id="result-count"');
  });

  it("never fails on junk query values: it drops them", async () => {
    await expectRedirect("/cars-for-sale?year=abc&price=1,2,3&sort=cheapest", "/cars-for-sale", 302);
    await expectRedirect("/cars-for-sale?mileage=-5,x&make=notamake&bodyStyle=boats", "/cars-for-sale", 302);
    await expectRedirect("/cars-for-sale?price=0,99999999999999999999", "/cars-for-sale/price-over-0", 302);
    // Broken percent-encoding and huge values: a redirect to what could be read, never an error.
    for (const p of [
      "/cars-for-sale?q=%E0%A4%A",
      "/cars-for-sale?q=%00%ff",
      "/cars-for-sale?payment=1e308,NaN",
    ]) {
      const response = await get(p);
      expect([200, 302], p).toContain(response.status);
      if (response.status === 302) expect((await get(response.headers.get("location")!)).status, p).toBe(200);
    }
    const junk = await get(`/cars-for-sale?q=${"x".repeat(5000)}&make=${"a,".repeat(500)}`);
    expect([200, 302]).toContain(junk.status);
  });

  it("reads repeated parameters: the first good single value, every list value", async () => {
    await expectRedirect(
      "/cars-for-sale?sort=bogus&sort=priceLow&sort=year",
      "/cars-for-sale?sort=priceLow",
      302,
    );
    await expectRedirect("/cars-for-sale?page=x&page=2&page=3", "/cars-for-sale?page=2", 302);
    await expectRedirect(
      "/cars-for-sale?make=toyota&make=honda&make=toyota",
      "/cars-for-sale?make=honda&make=toyota",
      302,
    );
  });

  it("never answers 500 to random paths and queries", async () => {
    const pieces = [
      "suvs",
      "toyota",
      "price-under-5",
      "great_deals",
      "price_drop",
      "%00",
      "..",
      "x",
      "2019-a",
      "honda-cr-v",
    ];
    for (let i = 0; i < 40; i++) {
      const segments = Array.from({ length: 1 + (i % 4) }, (_, j) => pieces[(i * 7 + j * 3) % pieces.length]);
      const prefix = ["/cars-for-sale", "/used-cars-for-sale", "/new-cars-for-sale"][i % 3];
      const response = await get(`${prefix}/${segments.join("/")}?page=${i}&year=${i},x&payment=${-i}`);
      expect(response.status, `${prefix}/${segments.join("/")}`).toBeLessThan(500);
    }
  });

  it("tells a vehicle page from a search under a condition prefix", async () => {
    const vehicle = site.db
      .prepare(
        "select condition, year, make_slug, model_slug, vin from vehicles where status='in_stock' limit 1",
      )
      .get() as { condition: string; year: number; make_slug: string; model_slug: string; vin: string };
    const p = `/${vehicle.condition}-cars-for-sale/${vehicle.year}-${vehicle.make_slug}-${vehicle.model_slug}-${vehicle.vin}`;
    const { status, html } = await page(p);
    expect(status).toBe(200);
    expect(html).not.toContain('id="result-count"');
    expect(html).toContain(vehicle.vin);
  });
});

describe("the filter-page list", () => {
  it("serves { value: [{ loc }] } with paths for ?without=1 and absolute URLs otherwise", async () => {
    const response = await get("/api/___sitemaps___/filters?without=1");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    const { value } = (await response.json()) as { value: Array<{ loc: string }> };
    const locs = value.map((v) => v.loc);
    for (const expected of [
      "/cars-for-sale",
      "/used-cars-for-sale",
      "/cars-for-sale/suvs",
      "/cars-for-sale/toyota",
      "/cars-for-sale/toyota-camry",
      "/cars-for-sale/mercedes-benz",
      "/cars-for-sale/price-under-20000",
      "/used-cars-for-sale/great_deals/price_drop",
      "/used-cars-for-sale/great_deals/premium_upgrades",
    ]) {
      expect(locs).toContain(expected);
    }
    const pairs = site.db
      .prepare(
        "select count(distinct make_slug || '/' || model_slug) as n from vehicles where status='in_stock'",
      )
      .get() as { n: number };
    expect(
      locs.filter((l) => /^\/cars-for-sale\/[^/]+$/.test(l) && !l.includes("price")).length,
    ).toBeGreaterThan(pairs.n);
    const absolute = (await (await get("/api/___sitemaps___/filters")).json()) as {
      value: Array<{ loc: string }>;
    };
    expect(absolute.value.map((v) => v.loc)).toEqual(locs.map((l) => `${SITE}${l}`));
  });

  it("lists only pages that answer 200 as index, follow", async () => {
    const { value } = (await (await get("/api/___sitemaps___/filters?without=1")).json()) as {
      value: Array<{ loc: string }>;
    };
    for (const { loc } of value.filter((_, i) => i % 7 === 0)) {
      const { status, html } = await page(loc);
      expect(status, loc).toBe(200);
      expect(robots(html), loc).toMatch(/^index, follow/);
      expect(resultCount(html), loc).toBeGreaterThan(0);
    }
  });
});

describe("legacy /search-vehicles URLs", () => {
  it("redirect permanently to the new search pages", async () => {
    await expectRedirect("/search-vehicles", "/cars-for-sale", 301);
    await expectRedirect("/search-vehicles/used-inventory", "/used-cars-for-sale", 301);
    await expectRedirect(
      "/search-vehicles/used-inventory/price_max/20000",
      "/used-cars-for-sale/price-under-20000",
      301,
    );
    await expectRedirect(
      "/search-vehicles/used-inventory/price_min/10000",
      "/used-cars-for-sale/price-over-10000",
      301,
    );
    await expectRedirect("/search-vehicles/new-inventory/body_style/suvs", "/new-cars-for-sale/suvs", 301);
    await expectRedirect(
      "/search-vehicles/used-inventory/make/toyota/camry",
      "/used-cars-for-sale/toyota-camry",
      301,
    );
    await expectRedirect(
      "/search-vehicles/used-inventory/make/mercedes_benz",
      "/used-cars-for-sale/mercedes-benz",
      301,
    );
    await expectRedirect(
      "/search-vehicles/used-inventory/features/third_row_seating",
      "/used-cars-for-sale/third-row-seating",
      301,
    );
    await expectRedirect(
      "/search-vehicles/used-inventory/make/toyota?utm_source=old",
      "/used-cars-for-sale/toyota?utm_source=old",
      301,
    );
  });

  it("answer 404 for what they cannot map", async () => {
    for (const p of [
      "/search-vehicles/blue-inventory",
      "/search-vehicles/used-inventory/make/notamake",
      "/search-vehicles/used-inventory/price_max/lots",
      "/search-vehicles/used-inventory/make",
      "/search-vehicles/used-inventory/make/toyota/camry/le/extra",
    ]) {
      await expectNotFound(p);
    }
  });

  it("map the spec's whole shape with its fourth segment, and filters beyond price and make", async () => {
    const used = (where: string) =>
      site.db
        .prepare(`select ${where} from vehicles where status = 'in_stock' and condition = 'used' limit 1`)
        .get() as Record<string, string | number> | undefined;
    const year = used("year")!.year as number;
    // A model only one make has, named alone as the old site did.
    const { make_slug: make, model_slug: model } = site.db
      .prepare(
        "select model_slug, min(make_slug) as make_slug from vehicles group by model_slug having count(distinct make_slug) = 1 order by model_slug limit 1",
      )
      .get() as { make_slug: string; model_slug: string };
    for (const [from, to] of [
      // The fourth segment present: the amount of a price bound, a year range's end, a dropped extra.
      ["/search-vehicles/used-inventory/price/max/20000", "/used-cars-for-sale/price-under-20000"],
      ["/search-vehicles/used-inventory/price_max/20000/page_2", "/used-cars-for-sale/price-under-20000"],
      ["/search-vehicles/used-inventory/body_style/suvs/all", "/used-cars-for-sale/suvs"],
      [
        "/search-vehicles/used-inventory/great_deals/price_drop/1",
        "/used-cars-for-sale/great_deals/price_drop",
      ],
      [
        `/search-vehicles/used-inventory/year/${year - 2}/${year}`,
        `/used-cars-for-sale?year=${year - 2},${year}`,
      ],
      // Filters other than price and make and model.
      ["/search-vehicles/used-inventory/body_style/suv", "/used-cars-for-sale/suvs"],
      ["/search-vehicles/new-inventory/bodystyle/Truck", "/new-cars-for-sale/trucks"],
      ["/search-vehicles/used-inventory/body_style/minivan", "/used-cars-for-sale/minivans"],
      [`/search-vehicles/used-inventory/year/${year}`, `/used-cars-for-sale?year=${year},${year}`],
      [
        `/search-vehicles/used-inventory/model/${model.replace(/-/g, "_")}`,
        `/used-cars-for-sale/${make}-${model}`,
      ],
      ["/search-vehicles/used-inventory/mileage/85000", "/used-cars-for-sale?mileage=null,85000"],
      [
        "/search-vehicles/used-inventory/year/2019?utm_source=old",
        "/used-cars-for-sale?year=2019,2019&utm_source=old",
      ],
    ] as const) {
      await expectRedirect(from, to, 301);
    }
    for (const p of [
      "/search-vehicles/used-inventory/model/notamodel",
      "/search-vehicles/used-inventory/body_style/spaceship",
      "/search-vehicles/used-inventory/year/soon",
    ]) {
      await expectNotFound(p);
    }
  });
});

describe("a dealership selling one condition", () => {
  let single: RunningServer;
  let contentDir: string;

  beforeAll(async () => {
    contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-content-"));
    fs.cpSync(path.join(ROOT, "content"), contentDir, { recursive: true });
    const store = JSON.parse(fs.readFileSync(path.join(contentDir, "store.json"), "utf8"));
    fs.writeFileSync(path.join(contentDir, "store.json"), JSON.stringify({ ...store, conditions: ["used"] }));
    single = await startServer({ env: { CONTENT_DIR: contentDir } });
  });
  afterAll(async () => {
    await single?.stop();
    fs.rmSync(contentDir, { recursive: true, force: true });
  });

  it("sends /search-vehicles to its condition, shows only that condition and 404s the others", async () => {
    const response = await fetch(`${single.url}/search-vehicles`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/used-cars-for-sale");
    const all = await (await fetch(`${single.url}/cars-for-sale`)).text();
    expect(resultCount(all)).toBe(count("condition = 'used'"));
    expect(all).not.toContain('name="condition"');
    expect((await fetch(`${single.url}/new-cars-for-sale`)).status).toBe(404);
    expect((await fetch(`${single.url}/used-cars-for-sale`)).status).toBe(200);
  });
});
