import { describe, expect, it } from "vitest";
import { translator } from "~/lib/i18n";
import { inventoryCatalogue } from "~/locales/inventory";
import { emptyFilters, labelFromSlug, type Range, type RangeKey, type SearchFilters } from "./filter-state";
import {
  filterChips as chipsIn,
  describeRange as describeIn,
  searchDescription as descriptionIn,
  searchHeading as headingIn,
  type Labeller,
  searchTitle as titleIn,
  type Wording,
} from "./search-copy";

const english: Wording = { t: translator("en", inventoryCatalogue), language: "en" };
const spanish: Wording = { t: translator("es", inventoryCatalogue), language: "es" };
const searchHeading = (filters: SearchFilters, label: Labeller) => headingIn(filters, label, english);
const searchTitle = (heading: string, page: number) => titleIn(heading, page, english.t);
const describeRange = (key: RangeKey, range: Range) => describeIn(key, range, english);
const searchDescription = (heading: string, total: number, dealer: string, places: string[]) =>
  descriptionIn(heading, total, dealer, places, english.t);
const filterChips = (
  filters: SearchFilters,
  label: Labeller,
  normalize: (f: SearchFilters) => SearchFilters,
  options: { showCondition: boolean },
) => chipsIn(filters, label, normalize, options, english);

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

describe("the search page's words in Spanish", () => {
  const nombres: Record<string, string> = { ...names, suvs: "SUV", sedans: "Sedanes", minivans: "Minivans" };
  const etiqueta = (_key: string, slug: string) => nombres[slug] ?? labelFromSlug(slug);
  it("puts the condition after what is for sale, agreeing with it", () => {
    expect(headingIn(f({}), etiqueta, spanish)).toBe("Autos en venta");
    expect(headingIn(f({ condition: "used", bodyStyles: ["suvs"] }), etiqueta, spanish)).toBe(
      "SUV usados en venta",
    );
    expect(headingIn(f({ condition: "used", bodyStyles: ["minivans"] }), etiqueta, spanish)).toBe(
      "Minivans usadas en venta",
    );
    expect(headingIn(f({ makes: ["toyota"], bodyStyles: ["sedans"] }), etiqueta, spanish)).toBe(
      "Sedanes Toyota en venta",
    );
    expect(
      headingIn(
        f({ condition: "certified", makes: ["toyota"], models: ["camry"], price: { min: null, max: 20000 } }),
        etiqueta,
        spanish,
      ),
    ).toBe("Toyota Camry seminuevos certificados en venta por menos de $20,000");
    expect(
      headingIn(
        f({ condition: "used", greatDeal: "price-drop", features: ["sunroof"], q: "awd" }),
        etiqueta,
        spanish,
      ),
    ).toBe("Autos usados en venta con Sunroof y rebaja de precio que coinciden con “awd”");
    expect(titleIn("Autos en venta", 2, spanish.t)).toBe("Autos en venta - Página 2");
  });

  it("counts and describes in Spanish", () => {
    expect(descriptionIn("SUV en venta", 1234, "Dealer", ["Moline", "Rockford"], spanish.t)).toMatch(
      /^SUV en venta: 1,234 vehículos disponibles en Dealer, en Moline y Rockford\. /,
    );
    expect(describeIn("payment", { min: 200, max: 400 }, spanish)).toBe("de $200/mes a $400/mes");
    expect(describeIn("year", { min: 2018, max: null }, spanish)).toBe("2018 o más reciente");
  });
});
