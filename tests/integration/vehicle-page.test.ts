import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSettings } from "../../app/features/company/settings.server";
import { generateDemoInventory } from "../../app/features/inventory/demo-data/generate";
import {
  defaultFinanceTerms,
  defaultLeaseTerms,
  estimateLeasePayment,
  estimateMonthlyPayment,
} from "../../app/features/inventory/payments";
import { slugify } from "../../app/features/inventory/slug";
import { vehicleUrl } from "../../app/features/inventory/urls";
import type { Vehicle } from "../../app/features/inventory/vehicle";
import { insertVehicles } from "../../app/features/inventory/vehicle-repository.server";
import { migrateToLatest, openDatabase } from "../../app/lib/db/connection.server";
import type { DatabaseConfig } from "../../app/lib/env.server";
import { formatPrice } from "../../app/lib/format";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/databases";
import { type RunningServer, startServer } from "../support/server";

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

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-vehicle-page-"));
    const env: Record<string, string> = { SITE_URL: SITE };
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
        "/used-cars-for-sale/2003-honda-accord-1HGCM82633A004352", // a valid VIN we never had
        `/new-cars-for-sale/2003-honda-accord-1HGCM82633A004352`,
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
      expect(menu).toContain('href="/auto-financing/apply-for-financing"');
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

    it("sends a sold vehicle to the search page of its make and model", async () => {
      const response = await get(vehicleUrl(soldVehicle));
      expect(response.status).toBe(302);
      const location = response.headers.get("location")!;
      expect(location).toBe(`/cars-for-sale/${slugify(soldVehicle.make)}-${slugify(soldVehicle.model)}`);
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
      const form = /<form [^>]*>/.exec(html)?.[0] ?? "";
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
        `/cars-for-sale/${slugify(soldVehicle.make)}-${slugify(soldVehicle.model)}`,
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
});
