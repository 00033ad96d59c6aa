import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultFinanceTerms, maxPriceForMonthlyPayment } from "../../app/features/financing/payments";
import { ROOT, type RunningServer, startServer } from "../support/server";

/**
 * The search pages, their redirects and the filter-page list, against the production
 * server on the demo inventory. Expected figures come from the server's own database.
 */

const SITE = "https://cars.example.com";
let server: RunningServer;
let db: Database.Database;

beforeAll(async () => {
  server = await startServer({ env: { SITE_URL: SITE } });
  db = new Database(path.join(server.dataDir, "dealer.sqlite"), { readonly: true });
});
afterAll(async () => {
  db?.close();
  await server?.stop();
});

const get = (p: string, init?: RequestInit) => fetch(`${server.url}${p}`, { redirect: "manual", ...init });
const count = (where: string, ...params: unknown[]) =>
  (
    db
      .prepare(`select count(*) as n from vehicles where status = 'in_stock' and ${where}`)
      .get(...params) as { n: number }
  ).n;

async function page(p: string) {
  const response = await get(p);
  const html = await response.text();
  return { response, html, status: response.status };
}

async function expectRedirect(from: string, to: string, status: 301 | 302) {
  const response = await get(from);
  expect(response.status, from).toBe(status);
  expect(response.headers.get("location"), from).toBe(to);
  // And where it leads is a page, not another redirect.
  const target = await get(to);
  expect(target.status, to).toBe(200);
}

async function expectNotFound(p: string) {
  const { status, html } = await page(p);
  expect(status, p).toBe(404);
  expect(html).toContain("Page not found");
  expect(html).toContain(`Page Not Found: ${new URL(p, "http://x").pathname}`);
}

const robots = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const resultCount = (html: string) =>
  Number(/id="result-count">([\d,]+) vehicles?/.exec(html)?.[1]?.replace(/,/g, ""));
const cardCount = (html: string) => (html.match(/<article /g) ?? []).length;
const decode = (s: string) => s.replaceAll("&amp;", "&");

describe("search pages", () => {
  it("answers the search roots and the menu's links", async () => {
    const total = count("1 = 1");
    for (const [p, expected] of [
      ["/cars-for-sale", total],
      ["/used-cars-for-sale", count("condition = 'used'")],
      ["/new-cars-for-sale", count("condition = 'new'")],
      ["/certified-cars-for-sale", count("condition = 'certified'")],
      ["/cars-for-sale/price-under-20000", count("price <= 20000")],
      ["/cars-for-sale/sedans", count("body_style = 'sedans'")],
      ["/cars-for-sale/trucks", count("body_style = 'trucks'")],
      ["/cars-for-sale/suvs", count("body_style = 'suvs'")],
      ["/cars-for-sale/minivans", count("body_style = 'minivans'")],
    ] as const) {
      const { status, html } = await page(p);
      expect(status, p).toBe(200);
      expect(resultCount(html), p).toBe(expected);
      expect(cardCount(html), p).toBe(Math.min(19, expected));
      expect(canonical(html), p).toBe(`${SITE}${p}`);
    }
  });

  it("reads the query however it is encoded, without redirecting", async () => {
    for (const p of [
      "/cars-for-sale?mileage=null,85000",
      "/cars-for-sale?mileage=null%2C85000",
      "/cars-for-sale?q=white+suv",
      "/cars-for-sale?q=white%20suv",
    ]) {
      expect((await get(p)).status, p).toBe(200);
    }
  });

  it("runs the home page's keyword search", async () => {
    const { status, html } = await page("/cars-for-sale?q=camry");
    expect(status).toBe(200);
    expect(resultCount(html)).toBe(count("lower(model) like '%camry%'"));
    expect(robots(html)).toMatch(
      /^noindex, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1$/,
    );
  });

  it("reads every kind of path token", async () => {
    const pair = db
      .prepare(
        "select make, make_slug, model_slug from vehicles where status = 'in_stock' and make_slug like '%-%' limit 1",
      )
      .get() as { make: string; make_slug: string; model_slug: string };
    expect(pair.make_slug).toBe("mercedes-benz");
    for (const [p, expected] of [
      [`/cars-for-sale/${pair.make_slug}`, count("make_slug = ?", pair.make_slug)],
      [
        `/cars-for-sale/${pair.make_slug}-${pair.model_slug}`,
        count("make_slug = ? and model_slug = ?", pair.make_slug, pair.model_slug),
      ],
      ["/cars-for-sale/honda-cr-v", count("make_slug = 'honda' and model_slug = 'cr-v'")],
      ["/cars-for-sale/third-row-seating", count("features like '%\"Third Row Seating\"%'")],
      ["/cars-for-sale/price-over-40000", count("price >= 40000")],
      ["/cars-for-sale/price-over-10000/price-under-20000", count("price between 10000 and 20000")],
      [
        "/used-cars-for-sale/suvs/toyota/price-under-30000",
        count("condition = 'used' and body_style = 'suvs' and make_slug = 'toyota' and price <= 30000"),
      ],
      [
        "/used-cars-for-sale/great_deals/price_drop",
        count("condition = 'used' and old_price is not null and old_price > price"),
      ],
      [
        "/used-cars-for-sale/great_deals/premium_upgrades",
        count("condition = 'used' and premium_upgrade = 1"),
      ],
    ] as const) {
      const { status, html } = await page(p);
      expect(status, p).toBe(200);
      expect(resultCount(html), p).toBe(expected);
    }
  });

  it("reads the query facets", async () => {
    for (const [p, expected] of [
      ["/cars-for-sale?mileage=null,85000", count("mileage <= 85000")],
      ["/cars-for-sale?year=2020,2022", count("year between 2020 and 2022")],
      ["/cars-for-sale?make=honda&make=toyota", count("make_slug in ('honda', 'toyota')")],
      [
        "/cars-for-sale?make=toyota&model=camry&model=corolla",
        count("make_slug = 'toyota' and model_slug in ('camry', 'corolla')"),
      ],
      ["/cars-for-sale?transmission=cvt&fuel=hybrid", count("transmission = 'CVT' and fuel_type = 'Hybrid'")],
      [
        "/cars-for-sale?drivetrain=awd&location=moline",
        count("drivetrain = 'AWD' and location_key = 'moline'"),
      ],
      ["/cars-for-sale?exteriorColor=race-red", count("exterior_color = 'Race Red'")],
    ] as const) {
      const { status, html } = await page(p);
      expect(status, p).toBe(200);
      expect(resultCount(html), p).toBe(expected);
    }
  });

  it("turns the monthly payment range into a price range", async () => {
    const company = JSON.parse(fs.readFileSync(path.join(ROOT, "content/company.json"), "utf8"));
    const { price: _price, ...terms } = defaultFinanceTerms(Number.MAX_SAFE_INTEGER, company.payments);
    const ceiling = maxPriceForMonthlyPayment(300, terms, company.payments, company.fee.documentary);
    // $300 a month over 72 months at 6.9 % with $1,000 down: about $18,000 of car, fee included.
    expect(ceiling).toBeGreaterThan(17_000);
    expect(ceiling).toBeLessThan(19_000);
    const { html } = await page("/cars-for-sale?payment=null,300");
    expect(resultCount(html)).toBe(count("price <= ?", ceiling));
    const floor = maxPriceForMonthlyPayment(399, terms, company.payments, company.fee.documentary) + 1;
    const { html: atLeast } = await page("/cars-for-sale?payment=400,null");
    expect(resultCount(atLeast)).toBe(count("price >= ?", floor));
    expect(html).toContain("Estimated with $1,000 down over 72 months at 6.9% APR");
  });

  it("sorts: newest by default, and by price, mileage and year", async () => {
    const firstPrices = async (sort: string) => {
      const { html } = await page(`/cars-for-sale/suvs?sort=${sort}`);
      return [...html.matchAll(/text-xl font-extrabold text-ink">\$([\d,]+)/g)].map((m) =>
        Number(m[1]!.replace(/,/g, "")),
      );
    };
    const low = await firstPrices("priceLow");
    expect(low).toEqual([...low].sort((a, b) => a - b));
    expect(low[0]).toBe(
      (
        db
          .prepare("select min(price) as p from vehicles where status='in_stock' and body_style='suvs'")
          .get() as { p: number }
      ).p,
    );
    const high = await firstPrices("priceHigh");
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const newest = db
      .prepare("select vin from vehicles where status='in_stock' order by listed_at desc, vin limit 1")
      .get() as { vin: string };
    const { html } = await page("/cars-for-sale");
    expect(
      /href="\/[a-z]+-cars-for-sale\/[^"]+"/.exec(html.slice(html.indexOf("results-heading")))?.[0],
    ).toContain(newest.vin);
    const { html: mileageHtml } = await page("/cars-for-sale?sort=mileage");
    const miles = [...mileageHtml.matchAll(/text-sm text-muted"><span>([\d,]+) mi</g)].map((m) =>
      Number(m[1]!.replace(/,/g, "")),
    );
    expect(miles).toHaveLength(19);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    for (const sort of ["oldest", "year"])
      expect((await get(`/cars-for-sale?sort=${sort}`)).status).toBe(200);
  });

  it("pages 19 at a time and sends a page past the end to the last page", async () => {
    const total = count("body_style = 'suvs'");
    const last = Math.ceil(total / 19);
    const second = await page("/cars-for-sale/suvs?page=2");
    expect(second.status).toBe(200);
    expect(cardCount(second.html)).toBe(19);
    expect(second.html).toContain(`Showing 20-38 of ${total}`);
    expect(decode(second.html)).toContain('href="/cars-for-sale/suvs?page=3"');
    const lastPage = await page(`/cars-for-sale/suvs?page=${last}`);
    expect(cardCount(lastPage.html)).toBe(total - (last - 1) * 19);
    await expectRedirect(`/cars-for-sale/suvs?page=${last + 1}`, `/cars-for-sale/suvs?page=${last}`, 302);
    await expectRedirect(
      "/cars-for-sale/suvs?page=99999999999999999999",
      `/cars-for-sale/suvs?page=${last}`,
      302,
    );
    await expectRedirect("/cars-for-sale/suvs?page=1", "/cars-for-sale/suvs", 302);
    await expectRedirect("/cars-for-sale/suvs?page=abc", "/cars-for-sale/suvs", 302);
    // Nothing matches: page 1, which says so.
    await expectRedirect("/cars-for-sale/price-under-100?page=4", "/cars-for-sale/price-under-100", 302);
  });

  it("says when nothing matches and offers to clear the filters", async () => {
    const { status, html } = await page("/used-cars-for-sale/price-under-100");
    expect(status).toBe(200);
    expect(html).toContain("No vehicles match these filters");
    expect(html).toMatch(/<a[^>]*href="\/used-cars-for-sale"[^>]*>Clear all filters<\/a>/);
    expect(cardCount(html)).toBe(0);
  });

  it("shows counts, chips and the filter form, all as links and GET forms", async () => {
    const { html } = await page("/used-cars-for-sale/suvs/toyota?mileage=null,85000");
    expect(html).toMatch(/<form [^>]*aria-label="Filters"[^>]*action="\/cars-for-sale" method="get">/);
    expect(html).toMatch(/<button type="submit"[^>]*>Show results<\/button>/);
    const sedans = count(
      "condition='used' and body_style='sedans' and make_slug='toyota' and mileage <= 85000",
    );
    expect(html).toMatch(
      new RegExp(`value="sedans"[^>]*/>.*?Sedans</span><span class="text-muted">\\(${sedans}\\)`),
    );
    for (const [label, href] of [
      ["SUVs", "/used-cars-for-sale/toyota?mileage=null,85000"],
      ["Toyota", "/used-cars-for-sale/suvs?mileage=null,85000"],
      ["Mileage: under 85,000 mi", "/used-cars-for-sale/suvs/toyota"],
      ["Used", "/cars-for-sale/suvs/toyota?mileage=null,85000"],
    ]) {
      expect(decode(html), label).toContain(`href="${href}"`);
    }
    expect(html).toContain("Frequently asked questions");
    expect(html).toContain("Pre-approval typically takes 24-48 hours");
    expect(html).toContain("under 85,000 miles");
    expect(html).toContain("75-point inspection");
  });

  it("is index, follow only on listed filter pages without a query; canonical everywhere", async () => {
    const indexed = await page("/cars-for-sale/suvs");
    expect(robots(indexed.html)).toBe(
      "index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1",
    );
    for (const p of [
      "/cars-for-sale/suvs?sort=priceLow",
      "/cars-for-sale/suvs/sunroof",
      "/cars-for-sale/suvs?utm_source=mail",
    ]) {
      const { status, html } = await page(p);
      expect(status, p).toBe(200);
      expect(robots(html), p).toMatch(/^noindex, follow, max-image-preview:large/);
    }
    expect(canonical((await page("/cars-for-sale/suvs?sort=priceLow&utm_source=mail")).html)).toBe(
      `${SITE}/cars-for-sale/suvs?sort=priceLow`,
    );
  });

  it("describes the results as a schema.org ItemList in a nonce'd script", async () => {
    const response = await get("/cars-for-sale/suvs?page=2");
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    const html = await response.text();
    const tag = /<script type="application\/ld\+json" nonce="([^"]+)">(.*?)<\/script>/.exec(html);
    expect(tag?.[1]).toBe(nonce);
    const list = JSON.parse(tag![2]!);
    expect(list["@type"]).toBe("ItemList");
    expect(list.itemListElement).toHaveLength(19);
    expect(list.itemListElement[0]).toMatchObject({ "@type": "ListItem", position: 20 });
    expect(list.itemListElement[0].url).toMatch(
      /^https:\/\/cars\.example\.com\/(used|new|certified)-cars-for-sale\/\d{4}-/,
    );
  });

  it("reports the search's server time", async () => {
    const response = await get("/cars-for-sale/suvs");
    expect(response.headers.get("server-timing")).toMatch(/^search;dur=\d+(\.\d+)?$/);
  });
});

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
    const vehicle = db
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
    const pairs = db
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
      db
        .prepare(`select ${where} from vehicles where status = 'in_stock' and condition = 'used' limit 1`)
        .get() as Record<string, string | number> | undefined;
    const year = used("year")!.year as number;
    // A model only one make has, named alone as the old site did.
    const { make_slug: make, model_slug: model } = db
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

describe("the Shop Used Cars menu", () => {
  /** The links of the header's "Shop Used Cars" drop-down, as the home page renders them. */
  async function shopUsedCarsLinks() {
    const { html } = await page("/");
    const group = [...html.matchAll(/<details data-menu="dropdown"[\s\S]*?<\/details>/g)]
      .map(([details]) => details)
      .find((details) => /<summary[^>]*>[\s\S]*?Shop Used Cars/.test(details));
    return [...(group ?? "").matchAll(/href="([^"]+)"/g)].map(([, href]) => decode(href!));
  }
  /** The inventory each link promises, as a database condition on top of "used". */
  const promised: Record<string, string> = {
    "": "1 = 1",
    "price-under-20000": "price <= 20000",
    sedans: "body_style = 'sedans'",
    trucks: "body_style = 'trucks'",
    suvs: "body_style = 'suvs'",
    minivans: "body_style = 'minivans'",
  };

  it("leads to used cars only", async () => {
    const links = await shopUsedCarsLinks();
    expect(links).toHaveLength(6);
    for (const href of links) {
      const filter = /^\/[a-z]+-cars-for-sale(?:\/(.*))?$/.exec(href)?.[1] ?? "";
      expect(promised[filter], href).toBeDefined();
      const { status, html } = await page(href);
      expect(status, href).toBe(200);
      expect(resultCount(html), href).toBe(count(`condition = 'used' and ${promised[filter]}`));
      // Every car on the page is a used one (its card links to a used vehicle's page).
      const cards = [...html.matchAll(/<article [\s\S]*?<a [^>]*href="([^"]+)"/g)].map(([, link]) => link!);
      expect(cards.length, href).toBeGreaterThan(0);
      for (const card of cards) expect(card, href).toMatch(/^\/used-cars-for-sale\/\d{4}-/);
    }
  });

  it("leads to pages search engines may index, each listed in the filters sitemap", async () => {
    const { value } = (await (await get("/api/___sitemaps___/filters?without=1")).json()) as {
      value: Array<{ loc: string }>;
    };
    const listed = value.map((v) => v.loc);
    for (const href of await shopUsedCarsLinks()) {
      const { html } = await page(href);
      expect(robots(html), href).toMatch(/^index, follow/);
      expect(canonical(html), href).toBe(`${SITE}${href}`);
      expect(listed, href).toContain(href);
    }
  });
});

describe("what the results offer a shopper", () => {
  const firstCard = (html: string) => /<article [\s\S]*?<\/article>/.exec(html)?.[0] ?? "";

  it("shows on each card the monthly estimate its vehicle page starts with, and the store", async () => {
    const { html } = await page("/cars-for-sale/suvs");
    const cards = html.match(/<article [\s\S]*?<\/article>/g) ?? [];
    expect(cards).toHaveLength(19);
    const stores = new Map(
      (
        db.prepare("select vin, location_key from vehicles").all() as Array<{
          vin: string;
          location_key: string;
        }>
      ).map((r) => [r.vin, r.location_key]),
    );
    const towns: Record<string, string> = {
      moline: "Moline, IL",
      rockford: "Rockford, IL",
      elkhart: "Elkhart, IN",
      "fort-wayne": "Fort Wayne, IN",
    };
    for (const card of cards.slice(0, 3)) {
      const href = /<a [^>]*href="([^"]+)"/.exec(card)?.[1] ?? "";
      const vin = href.split("-").pop()!.toUpperCase();
      expect(card).toContain(towns[stores.get(vin)!]!);
      const monthly = /data-testid="card-payment"[^>]*>Est\. <strong[^>]*>\$([\d,]+)\/mo/.exec(card)?.[1];
      const detail = await (await get(href)).text();
      expect(monthly, href).toBe(/data-testid="payment-monthly"[^>]*>\$([\d,]+)/.exec(detail)?.[1]);
      // One link per card, and the button is part of it.
      expect(card.match(/<a /g)).toHaveLength(1);
      expect(card).toContain("View details");
    }
    expect(html).toMatch(
      /id="payment-note"[^>]*>\* Monthly payments: Estimated with \$1,000 down over 72 months/,
    );
  });

  it("names a keyword search in its heading and title", async () => {
    const { html } = await page("/cars-for-sale?q=camry");
    expect(html).toMatch(/<h1[^>]*>Cars for Sale matching “camry”<\/h1>/);
    expect(html).toMatch(/<title>Cars for Sale matching “camry”/);
  });

  it("offers an empty result's nearest matches with the counts they find", async () => {
    const { html } = await page("/used-cars-for-sale/suvs/price-under-1000");
    expect(resultCount(html)).toBe(0);
    const matches = [
      ...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)(?:<!-- -->)?\s*<span[^>]*>\((\d+) vehicles?\)/g),
    ];
    expect(matches.length).toBeGreaterThan(0);
    for (const [, href, , promised] of matches) {
      const target = await page(decode(href!));
      expect(target.status, href).toBe(200);
      expect(resultCount(target.html), href).toBe(Number(promised));
    }
    expect(html).toContain(">Any price<");
    expect(firstCard(html)).toBe("");
  });

  it("names a second skip link that lands right before the cars", async () => {
    const { html } = await page("/cars-for-sale");
    const skipContent = html.indexOf(">Skip to content<");
    const skipResults = html.indexOf('<a href="#results"');
    expect(skipContent).toBeGreaterThan(0);
    expect(skipResults).toBeGreaterThan(skipContent);
    // Nothing focusable between the two skip links.
    expect(html.slice(skipContent, skipResults)).not.toMatch(/<(a|button|input|select) /);
    expect(html.indexOf('id="results"')).toBeLessThan(html.indexOf("<article "));
  });

  it("answers the drawer's count without redirecting, and sends a page asked for it to its own URL", async () => {
    const response = await get("/cars-for-sale.data?q=&condition=used&bodyStyle=suvs&priceMax=&_count=1");
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain('"page","count"');
    expect(Number(/"total",(\d+)/.exec(body)?.[1])).toBe(count("condition = 'used' and body_style = 'suvs'"));
    const page = await get("/cars-for-sale/suvs?_count=1", { headers: { Accept: "text/html" } });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/cars-for-sale/suvs");
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
