import { describe, expect, it } from "vitest";
import { translator } from "~/lib/i18n";
import { inventoryCatalogue } from "~/locales/inventory";
import { indexInputOf } from "~tests/support/facet-index-reference";
import { generateDemoInventory } from "../demo-data/generate";
import { CONDITIONS } from "../vehicle";
import { FacetIndex, type SearchContext } from "./facet-index";
import { emptyFilters, labelFromSlug, type SearchFilters } from "./filter-state";
import { searchUrl } from "./filter-urls";
import { NEAR_MATCH_LIMIT, nearMatches } from "./near-matches";
import { chipStates, type Wording } from "./search-copy";

const english: Wording = { t: translator("en", inventoryCatalogue), language: "en" };

/** The nearest searches an empty result offers, against the demo lot: real counts, no dead ends. */

const rows = generateDemoInventory({ count: 500, seed: 21 }).map(indexInputOf);
const index = new FacetIndex(rows);
const context: SearchContext = {
  conditions: CONDITIONS,
  maxPriceForPayment: (monthly) => monthly * 45,
  rangeOptions: {
    price: [5000, 10000, 15000, 20000, 30000],
    year: index.years(),
    mileage: [10000, 30000, 60000, 100000],
    payment: [200, 300, 400],
  },
};
const label = (_key: string, slug: string) => labelFromSlug(slug);
const suggest = (filters: SearchFilters) =>
  nearMatches(
    filters,
    chipStates(filters, label, (f) => f, { showCondition: true }, english),
    index.search(filters, context).facets.ranges,
    (f) => index.count(f, context),
    english,
  );
/** The count of the search a suggestion links to, asked of the index directly. */
const countOf = (filters: SearchFilters) => index.count(filters, context);

describe("the nearest matches of an empty result", () => {
  it("raises a price limit to the nearest option with stock, then offers any price", () => {
    const filters = {
      ...emptyFilters("used"),
      bodyStyles: ["suvs" as const],
      price: { min: null, max: 1000 },
    };
    expect(countOf(filters)).toBe(0);
    const found = suggest(filters);
    const nearest = [5000, 10000, 15000, 20000, 30000].find(
      (max) => countOf({ ...filters, price: { min: null, max } }) > 0,
    )!;
    expect(found[0]).toEqual({
      label: `Price under $${nearest.toLocaleString("en-US")}`,
      href: searchUrl({ ...filters, price: { min: null, max: nearest } }),
      count: countOf({ ...filters, price: { min: null, max: nearest } }),
    });
    expect(found).toContainEqual({
      label: "Any price",
      href: searchUrl({ ...filters, price: { min: null, max: null } }),
      count: countOf({ ...filters, price: { min: null, max: null } }),
    });
  });

  it("offers the search without one filter, most vehicles first, never a search that finds nothing", () => {
    const filters: SearchFilters = {
      ...emptyFilters(),
      makes: ["toyota"],
      bodyStyles: ["trucks"],
      fuelTypes: ["electric"],
    };
    expect(countOf(filters)).toBe(0);
    const found = suggest(filters);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(NEAR_MATCH_LIMIT);
    for (const match of found) expect(match.count).toBeGreaterThan(0);
    expect(found.map((m) => m.count)).toEqual([...found.map((m) => m.count)].sort((a, b) => b - a));
    const withoutElectric = { ...filters, fuelTypes: [] };
    expect(found).toContainEqual({
      label: "Without Electric",
      href: searchUrl(withoutElectric),
      count: countOf(withoutElectric),
    });
  });

  it("lowers a minimum mileage or year when only the minimum narrows", () => {
    const newest = Math.max(...index.years());
    const filters = { ...emptyFilters(), year: { min: newest + 1, max: null }, makes: ["ford"] };
    expect(countOf(filters)).toBe(0);
    const [first] = suggest(filters);
    expect(first?.label).toMatch(/^Year \d{4} and newer$/);
    expect(first!.count).toBeGreaterThan(0);
  });

  it("offers a keyword's removal, and nothing when no single change finds a vehicle", () => {
    const keyword = { ...emptyFilters(), q: "zeppelin" };
    expect(suggest(keyword)).toEqual([
      { label: "Without “zeppelin”", href: searchUrl(emptyFilters()), count: rows.length },
    ]);
    // Two filters that each find nothing: dropping either still finds nothing.
    expect(suggest({ ...keyword, features: ["hover-conversion"] })).toEqual([]);
  });
});
