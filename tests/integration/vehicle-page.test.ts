import { describe, expect, it } from "vitest";
import { slugify } from "../../app/features/inventory/slug";
import { vehicleUrl } from "../../app/features/inventory/urls";
import { formatPrice } from "../../app/lib/format";
import { testDialects } from "../support/databases";
import { shownValue } from "../support/form-client";
import {
  company,
  dropped,
  highMiles,
  jsonLd,
  locations,
  lowMiles,
  SITE,
  slugOf,
  soldVehicle,
  textOf,
  vehicleSite,
  vehicles,
} from "../support/vehicle-site";

/**
 * The vehicle detail page, its URLs, the legacy vehicle URLs and a car no longer in stock,
 * through the production server on a real database (SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set): tests/support/vehicle-site.ts. Its payment estimate and its
 * leads: vehicle-page-payments-and-leads.test.ts.
 */
describe.each(testDialects)("vehicle pages on %s", (dialect) => {
  const site = vehicleSite(dialect);
  const { get } = site;

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
      const links = [...section.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!);
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
});
