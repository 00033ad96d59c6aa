import { describe, expect, it } from "vitest";
import { mulberry32 } from "../demo-data/generate";
import { BODY_STYLES, CONDITIONS } from "../vehicle";
import {
  emptyFilters,
  encodeQuery,
  GREAT_DEALS,
  KNOWN_PARAMS,
  MAX_PAGE,
  mergeFilters,
  normalizeFilters,
  parseAmount,
  parseRange,
  parseSearchPath,
  parseSearchQuery,
  resolveMakeModel,
  type SearchFilters,
  type SearchVocabulary,
  SORT_VALUES,
  searchPath,
  searchQueryEntries,
  searchUrl,
  toggleListValue,
} from "./filters";

const vocabulary: SearchVocabulary = {
  makes: new Map([
    [
      "toyota",
      {
        name: "Toyota",
        models: new Map([
          ["camry", "Camry"],
          ["rav4", "RAV4"],
          ["rav4-hybrid", "RAV4 Hybrid"],
        ]),
      },
    ],
    [
      "honda",
      {
        name: "Honda",
        models: new Map([
          ["cr-v", "CR-V"],
          ["civic", "Civic"],
        ]),
      },
    ],
    [
      "mercedes-benz",
      {
        name: "Mercedes-Benz",
        models: new Map([
          ["c-class", "C-Class"],
          ["gle", "GLE"],
        ]),
      },
    ],
    // "land" and "land-rover" both exist: the longer make must win.
    [
      "land",
      {
        name: "Land",
        models: new Map([
          ["rover", "Rover"],
          ["cruiser", "Cruiser"],
        ]),
      },
    ],
    [
      "land-rover",
      {
        name: "Land Rover",
        models: new Map([
          ["defender", "Defender"],
          ["range-rover", "Range Rover"],
        ]),
      },
    ],
    ["ford", { name: "Ford", models: new Map([["f-150", "F-150"]]) }],
  ]),
  features: new Map([
    ["sunroof", "Sunroof"],
    ["third-row-seating", "Third Row Seating"],
    ["apple-carplay", "Apple CarPlay"],
  ]),
};
const ALL = CONDITIONS;

const path = (p: string) => {
  const [, prefix, ...segments] = p.split("/");
  const condition = /^(used|new|certified)-/.exec(prefix ?? "")?.[1] as SearchFilters["condition"];
  return parseSearchPath(segments, condition ?? null, vocabulary);
};
const pathFilters = (p: string) => {
  const parsed = path(p);
  if (!parsed.ok) throw new Error(`${p} did not parse`);
  return parsed.filters;
};
const query = (q: string) => parseSearchQuery(new URLSearchParams(q), vocabulary, ALL);
/** What the page does: path and query merged, then the canonical URL. */
const canonical = (url: string) => {
  const [p, q = ""] = url.split("?");
  return searchUrl(mergeFilters(pathFilters(p!), query(q), vocabulary));
};

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

  it("reads back every URL it builds as the same filters, and builds it again the same", () => {
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
