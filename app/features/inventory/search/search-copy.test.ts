import { describe, expect, it } from "vitest";
import { emptyFilters, labelFromSlug, type SearchFilters } from "./filter-state";
import { describeRange, filterChips, searchDescription, searchHeading, searchTitle } from "./search-copy";

const names: Record<string, string> = {
  suvs: "SUVs",
  sedans: "Sedans",
  toyota: "Toyota",
  camry: "Camry",
  sunroof: "Sunroof",
};
const label = (_key: string, slug: string) => names[slug] ?? labelFromSlug(slug);
const f = (change: Partial<SearchFilters>) => ({ ...emptyFilters(), ...change });

describe("search page words", () => {
  it("names the search in its heading", () => {
    expect(searchHeading(f({}), label)).toBe("Cars for Sale");
    expect(searchHeading(f({ condition: "used" }), label)).toBe("Used Cars for Sale");
    expect(searchHeading(f({ bodyStyles: ["suvs"] }), label)).toBe("SUVs for Sale");
    expect(searchHeading(f({ condition: "used", makes: ["toyota"], models: ["camry"] }), label)).toBe(
      "Used Toyota Camry for Sale",
    );
    expect(searchHeading(f({ makes: ["toyota"], bodyStyles: ["sedans"] }), label)).toBe(
      "Toyota Sedans for Sale",
    );
    expect(searchHeading(f({ price: { min: null, max: 20000 } }), label)).toBe("Cars for Sale Under $20,000");
    expect(searchHeading(f({ condition: "certified", price: { min: 10000, max: 20000 } }), label)).toBe(
      "Certified Pre-Owned Cars for Sale from $10,000 to $20,000",
    );
    expect(
      searchHeading(f({ condition: "used", greatDeal: "price-drop", features: ["sunroof"] }), label),
    ).toBe("Used Cars for Sale with Sunroof and Price Drops");
    expect(searchTitle("Cars for Sale", 1)).toBe("Cars for Sale");
    expect(searchTitle("Cars for Sale", 3)).toBe("Cars for Sale - Page 3");
  });

  it("describes ranges", () => {
    expect(describeRange("mileage", { min: null, max: 85000 })).toBe("under 85,000 mi");
    expect(describeRange("year", { min: 2018, max: null })).toBe("2018 and newer");
    expect(describeRange("year", { min: 2018, max: 2018 })).toBe("2018");
    expect(describeRange("payment", { min: 200, max: 400 })).toBe("$200/mo to $400/mo");
  });

  it("says the count and the places", () => {
    expect(searchDescription("SUVs for Sale", 1, "Dealer", ["Moline", "Rockford"])).toMatch(
      /^SUVs for Sale: 1 vehicle in stock at Dealer in Moline and Rockford\. .*75-point inspection/,
    );
  });

  it("makes one removable chip per chosen filter, each linking to the search without it", () => {
    const filters = f({
      condition: "used",
      q: "red",
      bodyStyles: ["suvs"],
      makes: ["toyota"],
      models: ["camry"],
      mileage: { min: null, max: 85000 },
      greatDeal: "price-drop",
      page: 3,
    });
    const normalize = (x: SearchFilters) => x;
    const chips = filterChips(filters, label, normalize, { showCondition: true });
    expect(chips).toEqual([
      {
        label: "Used",
        href: "/cars-for-sale/suvs/toyota-camry?q=red&mileage=null,85000&great-deals=price-drop",
      },
      {
        label: "“red”",
        href: "/used-cars-for-sale/suvs/toyota-camry?mileage=null,85000&great-deals=price-drop",
      },
      {
        label: "SUVs",
        href: "/used-cars-for-sale/toyota-camry?q=red&mileage=null,85000&great-deals=price-drop",
      },
      // Without normalizing, removing the make keeps a model the make no longer explains:
      {
        label: "Toyota",
        href: "/used-cars-for-sale/suvs?q=red&model=camry&mileage=null,85000&great-deals=price-drop",
      },
      {
        label: "Camry",
        href: "/used-cars-for-sale/suvs/toyota?q=red&mileage=null,85000&great-deals=price-drop",
      },
      {
        label: "Mileage: under 85,000 mi",
        href: "/used-cars-for-sale/suvs/toyota-camry?q=red&great-deals=price-drop",
      },
      { label: "Price drops", href: "/used-cars-for-sale/suvs/toyota-camry?q=red&mileage=null,85000" },
    ]);
    expect(
      filterChips(filters, label, normalize, { showCondition: false }).map((c) => c.label),
    ).not.toContain("Used");
  });
});

describe("a keyword search's heading", () => {
  it("says what was searched, after what the filters say", () => {
    expect(searchHeading(f({ q: "camry" }), label)).toBe("Cars for Sale matching “camry”");
    expect(searchHeading(f({ q: "toyota awd", condition: "used", bodyStyles: ["suvs"] }), label)).toBe(
      "Used SUVs for Sale matching “toyota awd”",
    );
    expect(searchTitle(searchHeading(f({ q: "camry" }), label), 2)).toBe(
      "Cars for Sale matching “camry” - Page 2",
    );
  });
});
