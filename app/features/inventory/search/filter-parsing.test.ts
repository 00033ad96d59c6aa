import { describe, expect, it } from "vitest";
import { ALL, canonical, path, pathFilters, query, vocabulary } from "~tests/support/search-vocabulary";
import { mulberry32 } from "../demo-data/generate";
import { BODY_STYLES } from "../vehicle";
import { mergeFilters, parseAmount, parseRange, parseSearchQuery, resolveMakeModel } from "./filter-parsing";
import { emptyFilters, KNOWN_PARAMS, MAX_PAGE } from "./filter-state";
import { searchUrl } from "./filter-urls";

/** Reading paths and queries: every token kind, and junk that must never throw. */

describe("path tokens", () => {
  it("reads each of the nine body styles", () => {
    for (const style of BODY_STYLES) {
      expect(pathFilters(`/cars-for-sale/${style}`).bodyStyles).toEqual([style]);
    }
  });

  it("reads a make and a make-model, with hyphens in makes and models", () => {
    expect(pathFilters("/cars-for-sale/toyota")).toMatchObject({ makes: ["toyota"], models: [] });
    expect(pathFilters("/cars-for-sale/toyota-camry")).toMatchObject({
      makes: ["toyota"],
      models: ["camry"],
    });
    expect(pathFilters("/cars-for-sale/toyota-rav4-hybrid")).toMatchObject({ models: ["rav4-hybrid"] });
    expect(pathFilters("/cars-for-sale/honda-cr-v")).toMatchObject({ makes: ["honda"], models: ["cr-v"] });
    expect(pathFilters("/cars-for-sale/mercedes-benz")).toMatchObject({
      makes: ["mercedes-benz"],
      models: [],
    });
    expect(pathFilters("/cars-for-sale/mercedes-benz-c-class")).toMatchObject({
      makes: ["mercedes-benz"],
      models: ["c-class"],
    });
    expect(pathFilters("/cars-for-sale/ford-f-150")).toMatchObject({ makes: ["ford"], models: ["f-150"] });
  });

  it("matches known make slugs longest first", () => {
    expect(resolveMakeModel("land-rover", vocabulary)).toEqual({ make: "land-rover", model: null });
    expect(resolveMakeModel("land-rover-defender", vocabulary)).toEqual({
      make: "land-rover",
      model: "defender",
    });
    expect(resolveMakeModel("land-rover-range-rover", vocabulary)).toEqual({
      make: "land-rover",
      model: "range-rover",
    });
    // Only "land" has a cruiser: falls back to the shorter make.
    expect(resolveMakeModel("land-cruiser", vocabulary)).toEqual({ make: "land", model: "cruiser" });
    expect(resolveMakeModel("land-rover-camry", vocabulary)).toBeNull();
    expect(resolveMakeModel("toyota-", vocabulary)).toBeNull();
  });

  it("reads features and prices", () => {
    expect(pathFilters("/cars-for-sale/sunroof").features).toEqual(["sunroof"]);
    expect(pathFilters("/cars-for-sale/price-under-20000").price).toEqual({ min: null, max: 20000 });
    expect(pathFilters("/cars-for-sale/price-over-10000").price).toEqual({ min: 10000, max: null });
    expect(pathFilters("/cars-for-sale/price-over-10000/price-under-20000").price).toEqual({
      min: 10000,
      max: 20000,
    });
  });

  it("reads the great-deals paths", () => {
    expect(pathFilters("/used-cars-for-sale/great_deals/price_drop")).toMatchObject({
      condition: "used",
      greatDeal: "price-drop",
    });
    expect(pathFilters("/used-cars-for-sale/great_deals/premium_upgrades").greatDeal).toBe(
      "premium-upgrades",
    );
  });

  it("answers not found for unknown tokens and too many segments", () => {
    for (const p of [
      "/cars-for-sale/blah",
      "/cars-for-sale/suvs/blah",
      "/cars-for-sale/toyota-corolla",
      "/cars-for-sale/price-under-",
      "/cars-for-sale/price-under-abc",
      "/cars-for-sale/price-under-99999999999999999999",
      "/cars-for-sale/price-between-1-2",
      "/cars-for-sale/great_deals",
      "/cars-for-sale/great_deals/cheap",
      "/cars-for-sale/suvs/toyota/sunroof/price-under-20000",
      "/cars-for-sale/2019-toyota-camry-4T1B11HK5KU123456",
      "/cars-for-sale/%E0%A4%A",
      "/cars-for-sale/<script>",
    ]) {
      expect(path(p).ok, p).toBe(false);
    }
  });

  it("ignores case and empty segments when reading (the canonical URL then differs)", () => {
    expect(pathFilters("/cars-for-sale/SUVs/").bodyStyles).toEqual(["suvs"]);
    expect(canonical("/cars-for-sale/SUVs/")).toBe("/cars-for-sale/suvs");
  });
});

describe("the query never throws", () => {
  it("drops junk values", () => {
    const junk = query(
      "year=abc&price=1,2,3&mileage=-5,x&payment=$,&sort=cheapest&page=two&great-deals=free&make=notamake&bodyStyle=boats&feature=jetpack&condition=broken&location=<script>",
    );
    expect(junk).toEqual(emptyFilters());
  });

  it("survives random bytes in every parameter", () => {
    const rand = mulberry32(42);
    const alphabet = "abcxyz0123456789,-_.%$ &=?/\\<>\"'\u00e9\u0000\ud83d\ude97";
    const names = [...KNOWN_PARAMS, "utm_source", ""];
    for (let run = 0; run < 2000; run++) {
      const params = new URLSearchParams();
      for (let i = 0; i < 1 + Math.floor(rand() * 6); i++) {
        const length = Math.floor(rand() * 30);
        let value = "";
        for (let c = 0; c < length; c++) value += alphabet[Math.floor(rand() * alphabet.length)];
        params.append(names[Math.floor(rand() * names.length)]!, value);
      }
      const filters = parseSearchQuery(params, vocabulary, ALL);
      expect(() => searchUrl(mergeFilters(emptyFilters(), filters, vocabulary))).not.toThrow();
    }
  });

  it("takes the first good value of a repeated single parameter and adds up repeated lists", () => {
    const filters = query(
      "sort=bogus&sort=priceLow&sort=year&page=x&page=4&page=5&make=toyota&make=honda&make=toyota",
    );
    expect(filters.sort).toBe("priceLow");
    expect(filters.page).toBe(4);
    expect(filters.makes).toEqual(["toyota", "honda"]);
  });

  it("reads page numbers: junk and zero are page 1, huge is past the end", () => {
    expect(query("page=0").page).toBe(1);
    expect(query("page=-3").page).toBe(1);
    expect(query("page=1.5").page).toBe(1);
    expect(query("page=007").page).toBe(7);
    expect(query("page=99999999999999999999999").page).toBe(MAX_PAGE);
  });

  it("reads amounts as shoppers type them, and refuses huge ones", () => {
    expect(parseAmount("20,000", { min: 0, max: 1e7 })).toBe(20000);
    expect(parseAmount("$15000", { min: 0, max: 1e7 })).toBe(15000);
    expect(parseAmount("1e5", { min: 0, max: 1e7 })).toBeNull();
    expect(parseAmount("99999999999999999999", { min: 0, max: 1e7 })).toBeNull();
    expect(parseAmount("-1", { min: 0, max: 1e7 })).toBeNull();
    expect(parseRange("null,85000", "mileage")).toEqual({ min: null, max: 85000 });
    expect(parseRange("30000,10000", "price")).toEqual({ min: 10000, max: 30000 });
    expect(parseRange("2019", "year")).toEqual({ min: 2019, max: 2019 });
    expect(parseRange("2019", "price")).toEqual({ min: null, max: null });
    expect(parseRange("1800,null", "year")).toEqual({ min: null, max: null });
  });

  it("keeps a model only under a chosen make it belongs to, and trims only under a model", () => {
    expect(canonical("/cars-for-sale?model=camry")).toBe("/cars-for-sale");
    expect(canonical("/cars-for-sale?make=honda&model=camry")).toBe("/cars-for-sale/honda");
    expect(canonical("/cars-for-sale?make=honda&make=toyota&model=camry&model=civic")).toBe(
      "/cars-for-sale?make=honda&make=toyota&model=camry&model=civic",
    );
    expect(canonical("/cars-for-sale/toyota?trim=le")).toBe("/cars-for-sale/toyota");
    expect(canonical("/cars-for-sale/toyota-camry?trim=le&trim=xse")).toBe(
      "/cars-for-sale/toyota-camry?trim=le&trim=xse",
    );
  });

  it("narrows a path range with a query range rather than choosing one", () => {
    expect(canonical("/cars-for-sale/price-under-20000?price=null,30000")).toBe(
      "/cars-for-sale/price-under-20000",
    );
    expect(canonical("/cars-for-sale/price-under-20000?priceMin=5000")).toBe(
      "/cars-for-sale/price-over-5000/price-under-20000",
    );
  });

  it("lets the path's condition win over the form's", () => {
    expect(canonical("/used-cars-for-sale?condition=new")).toBe("/used-cars-for-sale");
    expect(parseSearchQuery(new URLSearchParams("condition=new"), vocabulary, ["used"]).condition).toBeNull();
  });
});
