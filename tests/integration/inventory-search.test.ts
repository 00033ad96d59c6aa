import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultFinanceTerms, maxPriceForMonthlyPayment } from "../../app/features/financing/payments";
import {
  canonical,
  cardCount,
  decode,
  inventorySite,
  resultCount,
  robots,
  SITE,
} from "../support/inventory-site";
import { ROOT } from "../support/server";

/**
 * The search pages and what their results offer a shopper, against the production server on
 * the demo inventory. Expected figures come from the server's own database. Their redirects,
 * bad input, the legacy URLs and the filter-page list: inventory-search-urls.test.ts.
 */
const site = inventorySite();
const { get, count, page, expectRedirect } = site;

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
    const pair = site.db
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
        site.db
          .prepare("select min(price) as p from vehicles where status='in_stock' and body_style='suvs'")
          .get() as { p: number }
      ).p,
    );
    const high = await firstPrices("priceHigh");
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const newest = site.db
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

describe("the Shop Used Cars menu", () => {
  /** The links of the header's "Shop Used Cars" drop-down, as the home page renders them. */
  async function shopUsedCarsLinks() {
    const { html } = await page("/");
    const group = [...html.matchAll(/<details data-menu="dropdown"[\s\S]*?<\/details>/g)]
      .map(([details]) => details)
      .find((details) => /<summary[^>]*>[\s\S]*?Shop Used Cars/.test(details));
    return [...(group ?? "").matchAll(/<a [^>]*href="([^"]+)"/g)].map(([, href]) => decode(href!));
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
        site.db.prepare("select vin, location_key from vehicles").all() as Array<{
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
      const monthly = /data-testid="card-payment"[^>]*>Est\.(?:<!-- -->)? <strong[^>]*>\$([\d,]+)\/mo/.exec(
        card,
      )?.[1];
      const detail = await (await get(href)).text();
      expect(monthly, href).toBe(/data-testid="payment-monthly"[^>]*>\$([\d,]+)/.exec(detail)?.[1]);
      // The car's link, with the button part of it; and "Personalize My Price" (the questionnaire),
      // or "Unlock today's price" for a car whose price the store locks (a new car in the demo).
      expect(card.match(/<a /g)).toHaveLength(2);
      expect(card).toMatch(new RegExp(`href="/gates/(personalize|unlock)-price\\?vin=${vin}"`));
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
