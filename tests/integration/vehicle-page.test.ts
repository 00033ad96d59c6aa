import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSettings } from "../../app/features/company/settings.server";
import {
  defaultFinanceTerms,
  defaultLeaseTerms,
  estimateLeasePayment,
  estimateMonthlyPayment,
} from "../../app/features/financing/payments";
import { generateDemoInventory } from "../../app/features/inventory/demo-data/generate";
import { slugify } from "../../app/features/inventory/slug";
import { vehicleUrl } from "../../app/features/inventory/urls";
import type { Vehicle } from "../../app/features/inventory/vehicle";
import { insertVehicles } from "../../app/features/inventory/vehicle-repository.server";
import { TEST_DRIVE_TOASTS } from "../../app/features/leads/forms/test-drive";
import { storeNow, testDriveDays } from "../../app/features/leads/forms/test-drive-calendar";
import { VEHICLE_QUESTION_TOASTS } from "../../app/features/leads/forms/vehicle-question";
import { weekdayOf } from "../../app/features/service/clock";
import { migrateToLatest, openDatabase } from "../../app/lib/db/connection.server";
import type { DatabaseConfig } from "../../app/lib/env.server";
import { formatPrice } from "../../app/lib/format";
import { expectValidAdf } from "../support/adf";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/databases";
import {
  decode,
  errorText,
  followRedirect,
  openForm,
  person,
  postForm,
  shownValue,
  unique,
} from "../support/form-client";
import { type RunningServer, startServer } from "../support/server";
import { createSmtpTestServer, mailHeader, type SmtpTestServer } from "../support/smtp-peer";

/**
 * The vehicle detail page and the legacy vehicle URLs, through the production server on a
 * real database (SQLite always, PostgreSQL when TEST_DATABASE_URL is set). The inventory
 * is the demo one, written before the server starts, with one vehicle sold.
 */
const SITE = "https://cars.example.com";
const { company, locations } = loadSettings(path.resolve("content"));
const vehicles = generateDemoInventory({ count: 320 });
const inStock = (predicate: (v: Vehicle) => boolean) =>
  vehicles.find((v) => v !== soldVehicle && predicate(v))!;
const soldVehicle = vehicles.find((v) => v.condition === "used" && v.bodyStyle === "sedans")!;
const lowMiles = inStock((v) => v.mileage < 85_000 && v.oldPrice === null && v.condition === "used");
const highMiles = inStock((v) => v.mileage >= 85_000);
const dropped = inStock((v) => v.oldPrice !== null);
const slugOf = (v: Vehicle) => vehicleUrl(v).split("/").pop()!;

async function prepareDatabase(config: DatabaseConfig) {
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    await insertVehicles(db, vehicles);
    await db
      .updateTable("vehicles")
      .set({ status: "sold", sold_at: "2026-11-02T00:00:00.000Z" })
      .where("vin", "=", soldVehicle.vin)
      .execute();
  } finally {
    await db.destroy();
  }
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"([^>]*)>(.*?)<\/script>/g)].map((m) => ({
    attributes: m[1]!,
    value: JSON.parse(m[2]!) as Record<string, any>,
  }));

/** The range inputs of the payment form: name -> min, max, step and value. */
const sliders = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input [^>]*type="range"[^>]*>/g)].map(([tag]) => {
      const attribute = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];
      return [
        attribute("name"),
        { min: attribute("min"), max: attribute("max"), step: attribute("step"), value: attribute("value") },
      ];
    }),
  );

/** Text of the page with tags removed and the common entities decoded, for wording checks. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');

describe.each(testDialects)("vehicle pages on %s", (dialect) => {
  let server: RunningServer;
  let database: TestDatabase | undefined;
  let dataDir: string;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-vehicle-page-"));
    // A real SMTP peer receives the leads the page's forms send.
    smtp = await createSmtpTestServer();
    const env: Record<string, string> = { SITE_URL: SITE, SMTP_URL: smtp.url };
    if (dialect === "postgres") {
      database = await createTestDatabase("postgres");
      if (database.config.dialect !== "postgres") throw new Error("expected PostgreSQL");
      env.DATABASE_URL = database.config.url;
      await prepareDatabase(database.config);
    } else {
      await prepareDatabase({ dialect: "sqlite", file: path.join(dataDir, "dealer.sqlite") });
    }
    server = await startServer({ dataDir, env });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (p: string) => fetch(`${server.url}${p}`, { redirect: "manual" });

  describe("the detail URL", () => {
    it("answers 404 'Page Not Found: {path}' to a path that fails validation", async () => {
      const vin = lowMiles.vin;
      const paths = [
        `/used-cars-for-sale/2019-toyota-camry-${vin.slice(1)}`, // 16 characters
        `/used-cars-for-sale/2019-toyota-camry-${vin}X`, // 18 characters
        `/used-cars-for-sale/2019-toyota-camry-${vin.slice(0, 16)}I`, // I is never in a VIN
        `/used-cars-for-sale/2019-toyota-camry-${vin.slice(0, 16)}O`,
        `/used-cars-for-sale/2019-toyota-camry-${vin.slice(0, 16)}Q`,
        `/used-cars-for-sale/2019-toyota-camry-${vin.slice(0, 16)}%21`, // '!'
        `/used-cars-for-sale/20x9-toyota-camry-${vin}`, // year not digits
      ];
      for (const p of paths) {
        const response = await get(p);
        expect(response.status, p).toBe(404);
        const html = await response.text();
        expect(html, p).toContain("Page not found");
        expect(html, p).toContain(`Page Not Found: ${p}`);
      }
    });

    it("renders an in-stock vehicle at its canonical URL", async () => {
      const url = vehicleUrl(lowMiles);
      const response = await get(url);
      expect(response.status).toBe(200);
      const html = await response.text();
      const text = textOf(html);
      expect(html).toContain(`<link rel="canonical" href="${SITE}${url}"/>`);
      expect(html).toMatch(/<meta name="robots" content="index, follow, max-image-preview:large/);
      expect(textOf(/<h1[\s\S]*?<\/h1>/.exec(html)?.[0] ?? "")).toBe(
        `${lowMiles.year} ${lowMiles.make} ${lowMiles.model} ${lowMiles.trim}`,
      );
      expect(text).toContain(formatPrice(lowMiles.price));
      for (const label of [
        "Odometer",
        "City MPG",
        "Highway MPG",
        "Engine",
        "Drivetrain",
        "Transmission",
        "Exterior color",
        "Interior color",
        "Fuel type",
        "Doors",
        "Stock number",
        "VIN",
      ]) {
        expect(html).toContain(`<dt class="text-muted">${label}</dt>`);
      }
      expect(text).toContain(lowMiles.stockNumber);
      expect(text).toContain(lowMiles.engine);
      for (const feature of lowMiles.features) expect(text).toContain(feature);
      expect(html).toContain(
        `href="https://www.carfax.com/VehicleHistory/p/Report.cfx?partner=DVW_1&amp;vin=${lowMiles.vin}"`,
      );
      expect(text).toContain("Lifetime engine limited warranty");
      expect(text).toContain("75-point inspection");
      expect(text).toContain(
        `A documentary fee of ${formatPrice(company.fee.documentary)} is added to the price of every vehicle, effective October 1st 2025.`,
      );
      expect(text).toContain(`A thirty-day-drive fee of ${formatPrice(company.fee.thirtyDayDrive)} applies`);
      expect(html).toContain('href="/auto-financing/apply-for-financing"');
      expect(html).toContain('id="test-drive"');
      // The mobile menu: pre-approval, directions to the vehicle's store, call.
      const location = locations.find((l) => l.key === lowMiles.locationKey)!;
      const menu = /<nav aria-label="Vehicle actions"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
      // The pre-approval carries the car (issue 8, point 4).
      expect(menu).toContain(`href="/auto-financing/apply-for-financing?vin=${lowMiles.vin}"`);
      expect(menu).toContain(`href="${location.googleMapsLink.replaceAll("&", "&amp;")}"`);
      expect(menu).toContain(`href="tel:+1${location.phone.replace(/\D/g, "")}"`);
    });

    it("shows similar in-stock vehicles of the same body style, nearest in price", async () => {
      const html = await (await get(vehicleUrl(lowMiles))).text();
      const section = /<section aria-labelledby="similar-heading"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
      const links = [...section.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
      expect(links).toHaveLength(4);
      const sameStyle = vehicles
        .filter((v) => v.bodyStyle === lowMiles.bodyStyle && v !== lowMiles && v !== soldVehicle)
        .sort((a, b) => Math.abs(a.price - lowMiles.price) - Math.abs(b.price - lowMiles.price));
      const nearest = new Set(sameStyle.slice(0, 4).map((v) => vehicleUrl(v)));
      expect(new Set(links)).toEqual(nearest);
    });

    it("shows the old price and price history of a vehicle whose price dropped, and no warranty badge at 85,000 miles", async () => {
      const text = textOf(await (await get(vehicleUrl(dropped))).text());
      expect(text).toContain(`Was ${formatPrice(dropped.oldPrice!)}`);
      expect(text).toContain(`Price drop: save ${formatPrice(dropped.oldPrice! - dropped.price)}`);
      expect(text).toContain("Price history");
      const high = await (await get(vehicleUrl(highMiles))).text();
      expect(high).not.toContain('data-testid="warranty-badge"');
      expect(high).toContain("75-point inspection");
    });

    it("carries schema.org Car, Offer and BreadcrumbList markup with the CSP nonce", async () => {
      const response = await get(vehicleUrl(lowMiles));
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      const blocks = jsonLd(await response.text());
      expect(blocks.map((b) => b.value["@type"])).toEqual(["Car", "BreadcrumbList"]);
      for (const block of blocks) expect(block.attributes).toContain(`nonce="${nonce}"`);
      const car = blocks[0]!.value;
      expect(car).toMatchObject({
        vehicleIdentificationNumber: lowMiles.vin,
        mileageFromOdometer: { value: lowMiles.mileage, unitCode: "SMI" },
        itemCondition: "https://schema.org/UsedCondition",
        brand: { "@type": "Brand", name: lowMiles.make },
        model: lowMiles.model,
        vehicleModelDate: String(lowMiles.modelYear),
        offers: { "@type": "Offer", price: lowMiles.price, priceCurrency: "USD" },
      });
      expect(car.image).toContain(`${SITE}${lowMiles.images.previewImage}`);
      expect(blocks[1]!.value.itemListElement.at(-1).item).toBe(`${SITE}${vehicleUrl(lowMiles)}`);
    });

    it("sends a right VIN under a wrong condition, slug, year or case to the canonical URL (301)", async () => {
      const canonical = vehicleUrl(lowMiles);
      const slug = slugOf(lowMiles);
      for (const p of [
        `/new-cars-for-sale/${slug}`,
        `/certified-cars-for-sale/${slug}`,
        `/used-cars-for-sale/${lowMiles.year}-some-other-car-${lowMiles.vin}`,
        `/used-cars-for-sale/${lowMiles.year + 1}-${slugify(lowMiles.make)}-${slugify(lowMiles.model)}-${lowMiles.vin}`,
        `/used-cars-for-sale/${lowMiles.year}-${lowMiles.vin}`,
        `/used-cars-for-sale/${slug.toLowerCase()}`,
        `/used-cars-for-sale/${slug}/`,
      ]) {
        const response = await get(p);
        expect(response.status, p).toBe(301);
        expect(response.headers.get("location"), p).toBe(canonical);
      }
      const withQuery = await get(`/new-cars-for-sale/${slug}?utm_source=newsletter`);
      expect(withQuery.headers.get("location")).toBe(`${canonical}?utm_source=newsletter`);
    });

    it("sends /cars-for-sale/{year}-{make}-{model}-{VIN}, without a condition, to the vehicle's page", async () => {
      const canonical = vehicleUrl(lowMiles);
      const slug = slugOf(lowMiles);
      for (const p of [`/cars-for-sale/${slug}`, `/cars-for-sale/${slug.toLowerCase()}`]) {
        const response = await get(p);
        expect(response.status, p).toBe(301);
        expect(response.headers.get("location"), p).toBe(canonical);
      }
      const withQuery = await get(`/cars-for-sale/${slug}?utm_source=newsletter`);
      expect(withQuery.headers.get("location")).toBe(`${canonical}?utm_source=newsletter`);
      // Sold: its make and model's search, as under a condition prefix.
      const sold = await get(`/cars-for-sale/${slugOf(soldVehicle)}`);
      expect(sold.status).toBe(302);
      expect(new URL(sold.headers.get("location")!, SITE).pathname).toBe(
        `/cars-for-sale/${slugify(soldVehicle.make)}-${slugify(soldVehicle.model)}`,
      );
      // A VIN we never had is not a search either: 404.
      expect((await get("/cars-for-sale/2003-honda-accord-1HGCM82633A004352")).status).toBe(404);
    });

    it("sends a sold vehicle to the search page of its make and model", async () => {
      const response = await get(vehicleUrl(soldVehicle));
      expect(response.status).toBe(302);
      const location = response.headers.get("location")!;
      expect(location).toBe(
        `/cars-for-sale/${slugify(soldVehicle.make)}-${slugify(soldVehicle.model)}?sold=${soldVehicle.vin}`,
      );
      // The search page knows the make and model (it answers, even when none is left in stock).
      expect((await get(location)).status).toBe(200);
    });
  });

  describe("the payment estimate", () => {
    const monthly = (html: string) =>
      Number(/data-testid="payment-monthly"[^>]*>\$([\d,]+)/.exec(html)?.[1]?.replace(/,/g, ""));

    it("is right without JavaScript at its defaults (vehicle-data terms: 72 months, score 850)", async () => {
      const html = await (await get(vehicleUrl(lowMiles))).text();
      const expected = estimateMonthlyPayment(
        defaultFinanceTerms(lowMiles.price, company.payments),
        company.payments,
        company.fee.documentary,
      );
      expect(monthly(html)).toBe(expected);
      expect(textOf(html)).toContain("72 months at 6.90% APR");
      // The GET form that recomputes on the server, with the sliders of spec section 9.
      // The aside's own form (the header's search box is a form too).
      const form = /<form [^>]*>/.exec(html.slice(html.indexOf('id="payment-estimate"')))?.[0] ?? "";
      expect(form).toContain('method="get"');
      expect(form).toContain(`action="${vehicleUrl(lowMiles)}"`);
      expect(sliders(html)).toEqual({
        cashDown: { min: "0", max: "20000", step: "100", value: "1000" },
        tradeEquity: { min: "0", max: "20000", step: "100", value: "0" },
        creditScore: { min: "400", max: "850", step: "10", value: "850" },
        financeTerm: { min: "12", max: "72", step: "12", value: "72" },
      });
      expect(html).toContain(">Update estimate</button>");
    });

    it("recomputes a GET submission on the server, for a loan and a lease", async () => {
      const url = vehicleUrl(lowMiles);
      const loan = await get(
        `${url}?tab=finance&cashDown=3000&tradeEquity=1500&creditScore=590&financeTerm=48`,
      );
      expect(loan.status).toBe(200);
      expect(monthly(await loan.text())).toBe(
        estimateMonthlyPayment(
          { price: lowMiles.price, cashDown: 3000, tradeEquity: 1500, creditScore: 590, termMonths: 48 },
          company.payments,
          company.fee.documentary,
        ),
      );
      const lease = await get(`${url}?tab=lease&cashDown=0&creditScore=700&leaseTerm=24&leaseMiles=15000`);
      const html = await lease.text();
      expect(monthly(html)).toBe(
        estimateLeasePayment(
          {
            price: lowMiles.price,
            cashDown: 0,
            tradeEquity: 0,
            creditScore: 700,
            termMonths: 24,
            milesPerYear: 15000,
          },
          company.payments,
          company.fee.documentary,
        ),
      );
      expect(sliders(html)).toMatchObject({
        leaseTerm: { min: "24", max: "39", step: "3", value: "24" },
        leaseMiles: { min: "10000", max: "15000", step: "2500", value: "15000" },
      });
    });

    it("offers cash down in dollars or in percent of the price, each unit from its own default", async () => {
      const url = vehicleUrl(lowMiles);
      const radios = (html: string) =>
        [...html.matchAll(/<input [^>]*type="radio"[^>]*>/g)]
          .map(([tag]) => tag)
          .filter((tag) => tag.includes('name="cashDownUnit"'))
          .map((tag) => `${/ value="([^"]*)"/.exec(tag)?.[1]}${/ checked=""/.test(tag) ? " (checked)" : ""}`);
      const hidden = (html: string, name: string) =>
        new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1];
      const finance = (cashDown: number) =>
        estimateMonthlyPayment(
          { ...defaultFinanceTerms(lowMiles.price, company.payments), cashDown },
          company.payments,
          company.fee.documentary,
        );
      const percentMax = Math.min(100, Math.floor((20_000 * 100) / (lowMiles.price * 5)) * 5);

      // The page opens in dollars at $1,000; the switch is a pair of radio buttons.
      const dollars = await (await get(url)).text();
      expect(radios(dollars)).toEqual(["dollars (checked)", "percent"]);
      expect(textOf(dollars)).toContain("Cash down in");
      expect(sliders(dollars).cashDown).toEqual({ min: "0", max: "20000", step: "100", value: "1000" });
      expect(hidden(dollars, "cashDownPercent")).toBe("20");
      expect(monthly(dollars)).toBe(finance(1_000));

      // Switched to percent (the form submitted without JavaScript): 20 % of the price, in 5 % steps.
      const percent = await (await get(`${url}?cashDownUnit=percent&cashDown=1000`)).text();
      expect(radios(percent)).toEqual(["dollars", "percent (checked)"]);
      expect(sliders(percent).cashDownPercent).toEqual({
        min: "0",
        max: String(percentMax),
        step: "5",
        value: String(Math.min(20, percentMax)),
      });
      expect(sliders(percent).cashDown).toBeUndefined();
      expect(hidden(percent, "cashDown")).toBe("1000");
      const twenty = Math.round((lowMiles.price * Math.min(20, percentMax)) / 100);
      expect(monthly(percent)).toBe(finance(twenty));
      expect(textOf(percent)).toContain(`${Math.min(20, percentMax)}% (${formatPrice(twenty)})`);

      // A chosen percent, clamped and stepped like any slider; an unknown unit is dollars.
      const ten = await (await get(`${url}?cashDownUnit=percent&cashDownPercent=11`)).text();
      expect(monthly(ten)).toBe(finance(Math.round(lowMiles.price / 10)));
      const junk = await (await get(`${url}?cashDownUnit=euros&cashDownPercent=50`)).text();
      expect(radios(junk)).toEqual(["dollars (checked)", "percent"]);
      expect(monthly(junk)).toBe(finance(1_000));
    });

    it("states the lease terms shown in a disclaimer under a lease estimate", async () => {
      const url = vehicleUrl(lowMiles);
      const disclaimer = (html: string) =>
        textOf(/<p [^>]*data-testid="lease-disclaimer"[^>]*>[\s\S]*?<\/p>/.exec(html)?.[0] ?? "");
      // The spec's example, then the page's default lease terms.
      const spec = await (await get(`${url}?tab=lease&leaseTerm=39&leaseMiles=15000`)).text();
      expect(disclaimer(spec)).toContain("39 months, 15,000 miles per year, $0.20 per excess mile");
      const defaults = await (await get(`${url}?tab=lease`)).text();
      expect(disclaimer(defaults)).toContain("36 months, 10,000 miles per year, $0.20 per excess mile");
      expect(disclaimer(defaults)).toContain("60% residual value");
      // A loan has no lease disclaimer.
      expect(disclaimer(await (await get(url)).text())).toBe("");
    });

    it("never answers 500 to junk values: they fall back to the defaults or clamp", async () => {
      const url = vehicleUrl(lowMiles);
      const defaults = estimateMonthlyPayment(
        defaultFinanceTerms(lowMiles.price, company.payments),
        company.payments,
        company.fee.documentary,
      );
      for (const query of [
        "?cashDown=lots&tradeEquity=%00&creditScore=NaN&financeTerm=Infinity",
        "?cashDown=1e999&creditScore=&financeTerm=0x10&tab=<script>",
        "?cashDown[]=1&cashDown[]=2&tradeEquity=-0&tab=",
        "?%E0%A4%A=1&creditScore=%E0%A4%A",
      ]) {
        const response = await get(`${url}${query}`);
        expect(response.status, query).toBe(200);
        expect(monthly(await response.text()), query).toBe(defaults);
      }
      const clamped = await get(
        `${url}?tab=lease&cashDown=-500&creditScore=9999&leaseTerm=1&leaseMiles=99999`,
      );
      expect(clamped.status).toBe(200);
      expect(monthly(await clamped.text())).toBe(
        estimateLeasePayment(
          {
            ...defaultLeaseTerms(lowMiles.price, company.payments),
            cashDown: 0,
            termMonths: 24,
            milesPerYear: 15000,
          },
          company.payments,
          company.fee.documentary,
        ),
      );
    });
  });

  describe("legacy vehicle URLs", () => {
    it("redirect permanently to the current detail URL, whatever the legacy condition and shape", async () => {
      const v = lowMiles;
      const makeModelYear = `${slugify(v.make)}-${slugify(v.model)}-${v.year}`;
      for (const p of [
        `/used-vehicle/${makeModelYear}/${v.vin}`,
        `/new-vehicle/${makeModelYear}/${v.vin}`,
        `/certified-vehicle/${makeModelYear}/${v.vin}`,
        `/used-vehicle/${makeModelYear}/${v.vin.toLowerCase()}/`,
        `/used-vehicle/${v.vin}`,
        `/used-vehicle/${v.year}-${slugify(v.make)}-${slugify(v.model)}-${v.vin}`,
      ]) {
        const response = await get(p);
        expect(response.status, p).toBe(301);
        expect(response.headers.get("location"), p).toBe(vehicleUrl(v));
      }
    });

    it("send a sold vehicle to its make-model search, the bare prefix to its search page, and the rest to 404", async () => {
      const sold = await get(`/used-vehicle/x-${soldVehicle.year}/${soldVehicle.vin}`);
      expect(sold.status).toBe(302);
      expect(sold.headers.get("location")).toBe(
        `/cars-for-sale/${slugify(soldVehicle.make)}-${slugify(soldVehicle.model)}?sold=${soldVehicle.vin}`,
      );
      const bare = await get("/certified-vehicle");
      expect([bare.status, bare.headers.get("location")]).toEqual([301, "/certified-cars-for-sale"]);
      for (const p of [
        "/used-vehicle/toyota-camry-2019/1HGCM82633A004352",
        "/used-vehicle/toyota-camry-2019",
        `/new-vehicle/toyota-camry-2019/${lowMiles.vin.slice(1)}`,
      ]) {
        const response = await get(p);
        expect(response.status, p).toBe(404);
        expect(await response.text(), p).toContain(`Page Not Found: ${p}`);
      }
    });
  });

  describe("a car we no longer have", () => {
    it("a vehicle URL whose VIN we never had: 404, 'no longer available', similar cars and a search", async () => {
      const named = lowMiles;
      const p = `/used-cars-for-sale/2019-${slugify(named.make)}-${slugify(named.model)}-1HGCM82633A004352`;
      for (const path of [p, p.replace("/used-", "/new-")]) {
        const response = await get(path);
        expect(response.status, path).toBe(404);
        const html = await response.text();
        expect(textOf(/<h1[\s\S]*?<\/h1>/.exec(html)?.[0] ?? "")).toBe("This car is no longer available");
        expect(html).toMatch(/<meta name="robots" content="noindex/);
        const text = textOf(html);
        expect(text).toContain(`The 2019 ${named.make} ${named.model} this link led to has been sold`);
        // Four cars in stock, the same make first, each a link to its page.
        const similar = /aria-labelledby="gone-similar-heading"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
        const links = [...similar.matchAll(/href="(\/(?:used|new|certified)-cars-for-sale\/[^"]+)"/g)].map(
          (m) => m[1]!,
        );
        expect(links).toHaveLength(4);
        for (const link of links) expect((await get(link)).status, link).toBe(200);
        expect(links[0]).toContain(`-${slugify(named.make)}-`);
        // The keyword search, filled in with what the link named, and the make-model page.
        const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
        expect(main).toMatch(/<form role="search"[^>]*action="\/cars-for-sale" method="get">/);
        expect(shownValue(main, "q")).toBe(`${named.make} ${named.model}`);
        expect(html).toContain(`href="/cars-for-sale/${slugify(named.make)}-${slugify(named.model)}"`);
      }
    });

    it("a sold car's search page says it was sold, with cars like it when none is left", async () => {
      const location = (await get(vehicleUrl(soldVehicle))).headers.get("location")!;
      const html = await (await get(location)).text();
      expect(html).toContain('data-testid="sold-vehicle-notice"');
      expect(textOf(html)).toContain(
        `The ${soldVehicle.year} ${soldVehicle.make} ${soldVehicle.model} ${soldVehicle.trim} you were looking for has been sold.`,
      );
      // Without the marker, or with a VIN that is in stock, the search page says nothing of the kind.
      const plain = await (await get(location.replace(/\?.*$/, ""))).text();
      expect(plain).not.toContain('data-testid="sold-vehicle-notice"');
      const inStock = await (await get(`${location.replace(/\?.*$/, "")}?sold=${lowMiles.vin}`)).text();
      expect(inStock).not.toContain('data-testid="sold-vehicle-notice"');
    });
  });

  describe("the vehicle's leads", () => {
    const carPath = () => vehicleUrl(lowMiles);
    const gate = (vin = lowMiles.vin) => `/gates/test-drive?vin=${vin}`;
    const store = locations.find((l) => l.key === lowMiles.locationKey)!;
    /** A day the store opens that is not today, and its last start time: the same whenever the test runs. */
    const laterDay = () => testDriveDays(company.workingHours, storeNow(store.timeZone)).slice(1)[0]!;
    /** The store's next Sunday: closed, never offered. */
    const nextSunday = () => {
      const { today } = storeNow(store.timeZone);
      const date = (i: number) =>
        new Date(Date.parse(`${today}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
      return [0, 1, 2, 3, 4, 5, 6].map(date).find((d) => weekdayOf(d) === "Sunday")!;
    };

    it("'Check availability' without JavaScript: messages and what was typed, then a CONTACT_SALES lead in ADF", async () => {
      const name = `Avail${unique()}`;
      const page = await openForm(server, carPath());
      expect(page.status).toBe(200);
      expect(shownValue(page.html, "message")).toBe(
        `Is the ${lowMiles.year} ${lowMiles.make} ${lowMiles.model} still available? I would like to know more.`,
      );
      const bad = await postForm(server, carPath(), page, {
        message: " ",
        ...person(name),
        email: "ann@example",
      });
      expect(bad.response.status).toBe(400);
      expect(errorText(bad.html, "vehicle-question-form-message-error")).toBe("Enter your message.");
      expect(errorText(bad.html, "vehicle-question-form-email-error")).toBe(
        "Please enter a valid email address",
      );
      expect(shownValue(bad.html, "lastName")).toBe(name);
      expect(shownValue(bad.html, "email")).toBe("ann@example");

      const sent = await postForm(server, carPath(), page, {
        message: "Can I see it on Saturday?",
        ...person(name),
      });
      expect(sent.response.status).toBe(200);
      expect(decode(sent.html)).toContain(VEHICLE_QUESTION_TOASTS.success.summary);
      const [mail] = await smtp.waitForMail((m) => m.text?.includes(name) ?? false);
      expect(mailHeader(mail!, "x-lead-kind")).toBe("CONTACT_SALES");
      const adf = mail!.text!;
      expectValidAdf(adf);
      expect(adf).toContain('<vehicle interest="buy" status="used">');
      expect(adf).toContain(`<vin>${lowMiles.vin}</vin>`);
      expect(adf).toContain(`<make>${lowMiles.make}</make>`);
      expect(adf).toContain(`<price type="asking" currency="USD">${lowMiles.price}</price>`);
      expect(adf).toContain("Can I see it on Saturday?");
      expect(adf).toContain(`Sent from: ${server.url}${carPath()}`);
    });

    it("'Check availability' on a URL that is not a car of ours is a 404, and a search page takes no post", async () => {
      const page = await openForm(server, carPath());
      const fields = { message: "Hello", ...person(`None${unique()}`) };
      const unknown = "/used-cars-for-sale/2019-honda-accord-1HGCM82633A004352";
      expect((await postForm(server, unknown, page, fields)).response.status).toBe(404);
      expect((await postForm(server, "/cars-for-sale/suvs", page, fields)).response.status).toBe(405);
    });

    it("the test drive gate without JavaScript: the long form, the day's times, then a SCHEDULE_TEST_DRIVE lead in ADF", async () => {
      const name = `Drive${unique()}`;
      const day = laterDay();
      const last = day.times.at(-1)!;
      const page = await openForm(server, gate());
      expect(page.status).toBe(200);
      expect(textOf(/<h1[\s\S]*?<\/h1>/.exec(page.html)?.[0] ?? "")).toBe("Schedule a test drive");
      expect(page.html).toMatch(/<meta name="robots" content="noindex/);
      expect(page.html).toContain(`href="${carPath()}"`);
      // Every step of the long form, every day offered.
      for (const title of ["Choose a day", "Choose a time", "Confirm your details", "Schedule"])
        expect(textOf(page.html)).toContain(title);
      expect(page.html).toContain(`value="${day.date}"`);

      // Half an hour after the day's last start: the server says which times the day has.
      const late = `${String(Number(last.slice(0, 2)) + (last.endsWith("30") ? 1 : 0)).padStart(2, "0")}:${last.endsWith("30") ? "00" : "30"}`;
      const bad = await postForm(server, gate(), page, { date: day.date, time: late, ...person(name) });
      expect(bad.response.status).toBe(400);
      expect(decode(errorText(bad.html, "test-drive-form-time-error") ?? "")).toContain(
        "Choose one of those times.",
      );
      expect(shownValue(bad.html, "lastName")).toBe(name);

      // "Show the times of the day I chose": the form drawn again with that day's times only.
      const refreshed = await postForm(server, gate(), page, {
        date: day.date,
        refresh: "1",
        ...person(name),
      });
      expect(refreshed.response.status).toBe(200);
      const times = [...refreshed.html.matchAll(/<input[^>]*name="time"[^>]*>/g)].map(
        ([tag]) => / value="([^"]*)"/.exec(tag)?.[1],
      );
      expect(times).toEqual(day.times);

      const sent = await postForm(server, gate(), page, {
        date: day.date,
        time: last,
        ...person(name),
        comments: "Bring the winter tires",
      });
      expect(sent.response.status).toBe(303);
      expect(sent.response.headers.get("location")).toBe(`${carPath()}#test-drive`);
      const back = await followRedirect(server, sent.response, page.cookie);
      expect(decode(back.html)).toContain(TEST_DRIVE_TOASTS.success.detail);

      const [mail] = await smtp.waitForMail((m) => m.text?.includes(name) ?? false);
      expect(mailHeader(mail!, "x-lead-kind")).toBe("SCHEDULE_TEST_DRIVE");
      const adf = mail!.text!;
      expectValidAdf(adf);
      expect(adf).toContain(`<vin>${lowMiles.vin}</vin>`);
      expect(adf).toContain(`<earliestdate>${day.date}T${last}</earliestdate>`);
      expect(adf).toContain(`Store: ${store.name}`);
      expect(adf).toContain("Bring the winter tires");
      expect(adf).toContain(`Sent from: ${server.url}${carPath()}`);
    });

    it("the test drive gate from the dialog (JavaScript): data, not a redirect; junk and strangers refused", async () => {
      const day = laterDay();
      const page = await openForm(server, gate());
      const sent = await postForm(server, gate(), page, {
        enhanced: "1",
        date: day.date,
        time: day.times[0]!,
        ...person(`Dialog${unique()}`),
      });
      expect(sent.response.status).toBe(200);
      expect(decode(sent.html)).toContain(TEST_DRIVE_TOASTS.success.summary);
      // A day the store does not open is never offered; a VIN that is not ours, or sold, has no gate page.
      const closed = await postForm(server, gate(), page, {
        date: nextSunday(),
        time: "10:00",
        ...person("Sun"),
      });
      expect(closed.response.status).toBe(400);
      expect((await get(gate("1HGCM82633A004352"))).status).toBe(404);
      expect((await get(gate(soldVehicle.vin))).status).toBe(404);
      expect((await get("/gates/test-drive")).status).toBe(404);
      expect(
        (await postForm(server, gate("1HGCM82633A004352"), page, { date: day.date })).response.status,
      ).toBe(404);
    });
  });
});
