import { describe, expect, it } from "vitest";
import { ALL, canonical, vocabulary } from "~tests/support/search-vocabulary";
import { mulberry32 } from "../demo-data/generate";
import { BODY_STYLES, CONDITIONS } from "../vehicle";
import { mergeFilters, normalizeFilters, parseSearchPath, parseSearchQuery } from "./filter-parsing";
import { emptyFilters, GREAT_DEALS, type SearchFilters, SORT_VALUES } from "./filter-state";
import { encodeQuery, searchPath, searchQueryEntries, searchUrl, toggleListValue } from "./filter-urls";

/** Writing the one URL of a filter state, and reading every such URL back as the same state. */

describe("the canonical path", () => {
  it("orders segments bodystyle, make-model, features, price", () => {
    const filters = {
      ...emptyFilters("used"),
      bodyStyles: ["sedans" as const],
      makes: ["toyota"],
      models: ["camry"],
      price: { min: null, max: 20000 },
    };
    expect(searchUrl(filters)).toBe("/used-cars-for-sale/sedans/toyota-camry/price-under-20000");
    for (const shuffled of [
      "/used-cars-for-sale/price-under-20000/toyota-camry/sedans",
      "/used-cars-for-sale/toyota-camry/sedans/price-under-20000",
      "/used-cars-for-sale/sedans/price-under-20000/toyota-camry",
    ]) {
      expect(canonical(shuffled)).toBe("/used-cars-for-sale/sedans/toyota-camry/price-under-20000");
    }
    expect(canonical("/cars-for-sale/sunroof/suvs")).toBe("/cars-for-sale/suvs/sunroof");
    expect(canonical("/cars-for-sale/price-under-20000/third-row-seating")).toBe(
      "/cars-for-sale/third-row-seating/price-under-20000",
    );
  });

  it("puts what does not fit in three segments in the query, whole groups only", () => {
    expect(canonical("/cars-for-sale/suvs/toyota?feature=sunroof&feature=apple-carplay")).toBe(
      "/cars-for-sale/suvs/toyota?feature=apple-carplay&feature=sunroof",
    );
    expect(canonical("/cars-for-sale/suvs/toyota/sunroof?price=null,20000")).toBe(
      "/cars-for-sale/suvs/toyota/sunroof?price=null,20000",
    );
    expect(canonical("/cars-for-sale/suvs/toyota?price=5000,20000")).toBe(
      "/cars-for-sale/suvs/toyota?price=5000,20000",
    );
    expect(canonical("/cars-for-sale/suvs?price=5000,20000")).toBe(
      "/cars-for-sale/suvs/price-over-5000/price-under-20000",
    );
  });

  it("keeps several makes or body styles in the query", () => {
    expect(canonical("/cars-for-sale?make=toyota&make=honda")).toBe("/cars-for-sale?make=honda&make=toyota");
    expect(canonical("/cars-for-sale/toyota/honda")).toBe("/cars-for-sale?make=honda&make=toyota");
    expect(canonical("/cars-for-sale?bodyStyle=trucks,suvs")).toBe(
      "/cars-for-sale?bodyStyle=suvs&bodyStyle=trucks",
    );
  });

  it("moves query filters that have a path form into the path", () => {
    expect(canonical("/cars-for-sale?make=toyota&model=camry")).toBe("/cars-for-sale/toyota-camry");
    expect(canonical("/cars-for-sale?bodyStyle=suvs&condition=used")).toBe("/used-cars-for-sale/suvs");
    expect(canonical("/cars-for-sale?priceMax=20000")).toBe("/cars-for-sale/price-under-20000");
    expect(canonical("/cars-for-sale?great-deals=price-drop")).toBe("/cars-for-sale/great_deals/price_drop");
    expect(canonical("/used-cars-for-sale?great-deals=premium-upgrades")).toBe(
      "/used-cars-for-sale/great_deals/premium_upgrades",
    );
  });

  it("keeps great deals in the query when the path has other tokens", () => {
    expect(canonical("/used-cars-for-sale/great_deals/price_drop/suvs")).toBe(
      "/used-cars-for-sale/suvs?great-deals=price-drop",
    );
  });

  it("spells ranges min,max with null for an open end, commas unescaped", () => {
    expect(canonical("/cars-for-sale?mileage=null,85000")).toBe("/cars-for-sale?mileage=null,85000");
    expect(canonical("/cars-for-sale?mileage=null%2C85000")).toBe("/cars-for-sale?mileage=null,85000");
    expect(canonical("/cars-for-sale?mileageMax=85000&mileageMin=")).toBe(
      "/cars-for-sale?mileage=null,85000",
    );
    expect(canonical("/cars-for-sale?year=2018,null&payment=null,400")).toBe(
      "/cars-for-sale?year=2018,null&payment=null,400",
    );
    expect(encodeQuery([["q", "a b&c,d+e"]])).toBe("q=a+b%26c,d%2Be");
  });

  it("drops the default sort and page 1", () => {
    expect(canonical("/cars-for-sale?sort=newest&page=1")).toBe("/cars-for-sale");
    expect(canonical("/cars-for-sale?sort=priceLow&page=3")).toBe("/cars-for-sale?sort=priceLow&page=3");
  });
});

describe("one URL per filter state", () => {
  /** A random filter state over the vocabulary. */
  function randomFilters(rand: () => number): SearchFilters {
    const some = <T>(items: readonly T[], max: number) =>
      items.filter(() => rand() < max / items.length).slice(0, max);
    const makes = some([...vocabulary.makes.keys()], 2);
    // "land" + "rover" spells "land-rover", which the longest make claims: the one pair a path cannot say.
    const models = makes
      .flatMap((m) =>
        some([...vocabulary.makes.get(m)!.models.keys()], 1).map((model) => [m, model] as const),
      )
      .filter(([m, model]) => !vocabulary.makes.has(`${m}-${model}`))
      .map(([, model]) => model);
    const range = (lo: number, hi: number) => {
      const a = rand() < 0.5 ? null : Math.floor(lo + rand() * (hi - lo));
      const b = rand() < 0.5 ? null : Math.floor(lo + rand() * (hi - lo));
      return a !== null && b !== null && a > b ? { min: b, max: a } : { min: a, max: b };
    };
    return normalizeFilters(
      {
        ...emptyFilters(rand() < 0.5 ? null : CONDITIONS[Math.floor(rand() * 3)]!),
        bodyStyles: some(BODY_STYLES, 2),
        makes,
        models,
        trims: models.length && rand() < 0.3 ? ["le", "xse"] : [],
        features: some([...vocabulary.features.keys()], 3),
        transmissions: rand() < 0.2 ? ["cvt"] : [],
        exteriorColors: rand() < 0.2 ? ["super-white", "midnight-black"] : [],
        locations: rand() < 0.2 ? ["moline"] : [],
        price: range(1000, 90000),
        year: range(2005, 2027),
        mileage: range(0, 200000),
        payment: range(100, 1500),
        greatDeal: rand() < 0.3 ? GREAT_DEALS[Math.floor(rand() * 2)]! : null,
        q: rand() < 0.2 ? "red truck, 4x4" : "",
        sort: SORT_VALUES[Math.floor(rand() * SORT_VALUES.length)]!,
        page: rand() < 0.7 ? 1 : 1 + Math.floor(rand() * 40),
      },
      vocabulary,
    );
  }

  it("reads back every URL it builds as the same filters, and builds it again the same", {
    timeout: 30_000,
  }, () => {
    const rand = mulberry32(7);
    for (let run = 0; run < 3000; run++) {
      const filters = randomFilters(rand);
      const url = searchUrl(filters);
      const [p, q = ""] = url.split("?");
      const segments = p!.split("/").slice(2);
      expect(segments.length, url).toBeLessThanOrEqual(3);
      const parsed = parseSearchPath(segments, filters.condition, vocabulary);
      expect(parsed.ok, url).toBe(true);
      if (!parsed.ok) continue;
      const back = mergeFilters(
        parsed.filters,
        parseSearchQuery(new URLSearchParams(q), vocabulary, ALL),
        vocabulary,
      );
      expect(back, url).toEqual(filters);
      expect(searchUrl(back)).toBe(url);
      // The query the page compares with is exactly what the URL carries.
      expect([...new URLSearchParams(q)]).toEqual(searchQueryEntries(filters));
    }
  });

  it("toggles a list value and starts again from page 1", () => {
    const filters = { ...emptyFilters(), makes: ["toyota"], page: 3 };
    expect(toggleListValue(filters, "makes", "honda")).toMatchObject({ makes: ["honda", "toyota"], page: 1 });
    expect(toggleListValue(filters, "makes", "toyota")).toMatchObject({ makes: [], page: 1 });
    expect(searchPath(emptyFilters("certified"))).toBe("/certified-cars-for-sale");
  });
});
