import { describe, expect, it } from "vitest";
import { vehicleUrl } from "../../app/features/inventory/urls";
import { modulesOfPage } from "../../app/lib/hydrate-after-paint.server";
import { lowMiles, soldVehicle, vehicleSite } from "../support/vehicle-site";

/**
 * What a first-time visitor's browser downloads up front (the page's module preloads, the
 * scripts `npm run first-load-js` weighs), through the production server: each page of the
 * search route preloads its own page's code and not the others' (the search page had every car
 * page's, a car page the whole search page's), no page preloads zod before a form is used, and
 * the icons are one sprite file the HTML refers to, not drawings repeated in it.
 */

/** Code only the search page has (its count line's id), the car page, a gone car's page, the sold notice. */
const SEARCH_PAGE_CODE = 'id:"result-count"';
const VEHICLE_PAGE_CODE = '"data-testid":"vehicle-page"';
const GONE_PAGE_CODE = '"gone-similar-heading"';
const SOLD_NOTICE_CODE = '"sold-vehicle-notice"';
/** zod's object schema, in any bundle that builds or parses a schema. */
const ZOD_CODE = '"$ZodObject"';

describe("the first load", () => {
  const site = vehicleSite("sqlite");

  /** The scripts the page's HTML preloads, each as served. */
  async function preloaded(path: string): Promise<string[]> {
    const response = await site.get(path);
    const html = await response.text();
    const hrefs = modulesOfPage(html);
    expect(hrefs.length, path).toBeGreaterThan(0);
    return Promise.all(hrefs.map(async (href) => (await site.get(href)).text()));
  }
  const has = (scripts: string[], code: string) => scripts.some((script) => script.includes(code));

  it("of a search page has the search page's code, not a car page's", async () => {
    const scripts = await preloaded("/used-cars-for-sale");
    expect(has(scripts, SEARCH_PAGE_CODE)).toBe(true);
    expect(has(scripts, VEHICLE_PAGE_CODE)).toBe(false);
    expect(has(scripts, SOLD_NOTICE_CODE)).toBe(false);
  });

  it("of a car's page has its code, not the search page's", async () => {
    const scripts = await preloaded(vehicleUrl(lowMiles));
    expect(has(scripts, VEHICLE_PAGE_CODE)).toBe(true);
    expect(has(scripts, SEARCH_PAGE_CODE)).toBe(false);
  });

  it("of a car we no longer have has its page's code, and a sold car's search the notice's", async () => {
    const gone = await preloaded(`/used-cars-for-sale/2019-toyota-camry-1HGBH41JXMN109186`);
    expect(has(gone, GONE_PAGE_CODE)).toBe(true);
    expect(has(gone, SEARCH_PAGE_CODE)).toBe(false);
    const sold = await site.get(vehicleUrl(soldVehicle));
    const search = await preloaded(
      new URL(sold.headers.get("location")!, "http://x").pathname + `?sold=${soldVehicle.vin}`,
    );
    expect(has(search, SOLD_NOTICE_CODE)).toBe(true);
    expect(has(search, SEARCH_PAGE_CODE)).toBe(true);
  });

  it("has no zod on the home, search and car pages, whose forms load their validation when used", async () => {
    for (const path of [
      "/",
      "/es",
      "/used-cars-for-sale",
      vehicleUrl(lowMiles),
      `/es${vehicleUrl(lowMiles)}`,
    ])
      expect(has(await preloaded(path), ZOD_CODE), path).toBe(false);
    // The marker is zod's: a page whose form is its whole purpose has it.
    expect(has(await preloaded("/contact-us"), ZOD_CODE)).toBe(true);
  });

  it("draws every icon from one sprite file, cached for good, that has each symbol", async () => {
    const html = await (await site.get("/used-cars-for-sale")).text();
    const icons = [...html.matchAll(/<svg [^>]*data-icon="([^"]+)"[^>]*>(.*?)<\/svg>/g)];
    expect(icons.length).toBeGreaterThan(10);
    const sprites = new Set<string>();
    for (const [, name, inner] of icons) {
      const use = /^<use href="(\/assets\/icons-[\w-]+\.svg)#([\w-]+)"><\/use>$/.exec(inner!);
      expect(use, inner).not.toBeNull();
      expect(use![2]).toBe(name);
      sprites.add(use![1]!);
    }
    expect([...sprites]).toHaveLength(1);
    const sprite = await site.get([...sprites][0]!);
    expect(sprite.status).toBe(200);
    expect(sprite.headers.get("content-type")).toBe("image/svg+xml");
    expect(sprite.headers.get("cache-control")).toContain("immutable");
    const symbols = await sprite.text();
    for (const name of new Set(icons.map((icon) => icon[1]!)))
      expect(symbols).toContain(`<symbol id="${name}" viewBox="0 0 24 24">`);
  });
});
