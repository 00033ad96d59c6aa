import { describe, expect, it } from "vitest";
import { vocabulary } from "~tests/support/search-vocabulary";
import { CONDITIONS, type Condition } from "../vehicle";
import { legacySearchUrl } from "./legacy-search";

const all: readonly Condition[] = CONDITIONS;
/** Where an old /search-vehicles/{path} URL goes (its query is the caller's to keep), or null for a 404. */
const target = (path: string, configured = all) => legacySearchUrl(path.split("/"), configured, vocabulary);

describe("legacy /search-vehicles URLs", () => {
  it("sends the bare path to all cars, or to the one condition sold", () => {
    expect(target("")).toBe("/cars-for-sale");
    expect(target("", ["used"])).toBe("/used-cars-for-sale");
  });

  it("maps {condition}-inventory to the condition's search", () => {
    expect(target("used-inventory")).toBe("/used-cars-for-sale");
    expect(target("certified-inventory/")).toBe("/certified-cars-for-sale");
    expect(target("inventory")).toBe("/cars-for-sale");
    expect(target("all-inventory")).toBe("/cars-for-sale");
    // A condition no longer sold: the whole inventory rather than a dead end.
    expect(target("new-inventory", ["used"])).toBe("/used-cars-for-sale");
    expect(target("new-inventory", ["used", "certified"])).toBe("/cars-for-sale");
  });

  it("turns price max and min into price-under and price-over", () => {
    expect(target("used-inventory/price_max/20000")).toBe("/used-cars-for-sale/price-under-20000");
    expect(target("used-inventory/price-min/10000")).toBe("/used-cars-for-sale/price-over-10000");
    expect(target("used-inventory/max_price/$15,000")).toBe("/used-cars-for-sale/price-under-15000");
    expect(target("used-inventory/price_max/lots")).toBeNull();
    expect(target("used-inventory/price_max/99999999999")).toBeNull();
  });

  it("turns other filters into tokens, underscores becoming hyphens", () => {
    expect(target("used-inventory/body_style/suvs")).toBe("/used-cars-for-sale/suvs");
    expect(target("used-inventory/make/land_rover")).toBe("/used-cars-for-sale/land-rover");
    expect(target("used-inventory/make/toyota/camry")).toBe("/used-cars-for-sale/toyota-camry");
    expect(target("new-inventory/make/Mercedes_Benz/C_Class")).toBe(
      "/new-cars-for-sale/mercedes-benz-c-class",
    );
    expect(target("used-inventory/features/third_row_seating")).toBe("/used-cars-for-sale/third-row-seating");
    expect(target("used-inventory/great_deals/price_drop")).toBe(
      "/used-cars-for-sale/great_deals/price_drop",
    );
  });

  it("maps the spec's whole shape, {filter}/{value}/{extra}, with its fourth segment present", () => {
    // Price as filter, bound and amount: the amount is the fourth segment.
    expect(target("used-inventory/price/max/20000")).toBe("/used-cars-for-sale/price-under-20000");
    expect(target("used-inventory/price/min/10000")).toBe("/used-cars-for-sale/price-over-10000");
    expect(target("used-inventory/price/10000/20000")).toBe(
      "/used-cars-for-sale/price-over-10000/price-under-20000",
    );
    // A year range: from the value to the extra.
    expect(target("used-inventory/year/2018/2020")).toBe("/used-cars-for-sale?year=2018,2020");
    // A model and its trim.
    expect(target("used-inventory/model/camry/le")).toBe("/used-cars-for-sale/toyota-camry?trim=le");
    // An extra a filter has no use for (a page, a sort of the old site) is dropped, not a 404.
    expect(target("used-inventory/price_max/20000/page-2")).toBe("/used-cars-for-sale/price-under-20000");
    expect(target("used-inventory/body_style/suvs/all")).toBe("/used-cars-for-sale/suvs");
    expect(target("used-inventory/great_deals/price_drop/1")).toBe(
      "/used-cars-for-sale/great_deals/price_drop",
    );
    expect(target("used-inventory/features/sunroof/x")).toBe("/used-cars-for-sale/sunroof");
    // A model the inventory never had under a make it has: the make's page.
    expect(target("used-inventory/make/toyota/tundra")).toBe("/used-cars-for-sale/toyota");
  });

  it("maps filters other than price and make to their equivalent", () => {
    // Body style in the singular, and the names shoppers give them.
    expect(target("used-inventory/body_style/suv")).toBe("/used-cars-for-sale/suvs");
    expect(target("used-inventory/bodystyle/Sedan")).toBe("/used-cars-for-sale/sedans");
    expect(target("used-inventory/body-type/pickup_truck")).toBe("/used-cars-for-sale/trucks");
    expect(target("used-inventory/type/minivan")).toBe("/used-cars-for-sale/minivans");
    expect(target("used-inventory/body/convertible")).toBe("/used-cars-for-sale/convertibles");
    expect(target("used-inventory/body_style/hatchback")).toBe("/used-cars-for-sale/hatchbacks");
    // Year: one year, or a range in one segment; bounds alone.
    expect(target("used-inventory/year/2019")).toBe("/used-cars-for-sale?year=2019,2019");
    expect(target("used-inventory/year/2016-2019")).toBe("/used-cars-for-sale?year=2016,2019");
    expect(target("used-inventory/year_min/2017")).toBe("/used-cars-for-sale?year=2017,null");
    expect(target("used-inventory/max_year/2020")).toBe("/used-cars-for-sale?year=null,2020");
    // A model alone: under the make that has it, or every make that does.
    expect(target("used-inventory/model/camry")).toBe("/used-cars-for-sale/toyota-camry");
    expect(target("used-inventory/model/rav4_hybrid")).toBe("/used-cars-for-sale/toyota-rav4-hybrid");
    expect(target("used-inventory/model/toyota-camry")).toBe("/used-cars-for-sale/toyota-camry");
    // Mileage, and the query filters.
    expect(target("used-inventory/mileage/85000")).toBe("/used-cars-for-sale?mileage=null,85000");
    expect(target("used-inventory/max_mileage/60,000")).toBe("/used-cars-for-sale?mileage=null,60000");
    expect(target("used-inventory/transmission/automatic")).toBe(
      "/used-cars-for-sale?transmission=automatic",
    );
    expect(target("used-inventory/fuel_type/Hybrid")).toBe("/used-cars-for-sale?fuel=hybrid");
    expect(target("used-inventory/drivetrain/AWD")).toBe("/used-cars-for-sale?drivetrain=awd");
    expect(target("used-inventory/exterior_color/dark_blue")).toBe(
      "/used-cars-for-sale?exteriorColor=dark-blue",
    );
    expect(target("used-inventory/feature/sunroof")).toBe("/used-cars-for-sale/sunroof");
    expect(target("inventory/condition/certified")).toBe("/certified-cars-for-sale");
    expect(target("inventory/keyword/third_row")).toBe("/cars-for-sale?q=third+row");
  });

  it("refuses what is not a legacy search URL, or names what the inventory does not know", () => {
    expect(target("cars")).toBeNull();
    expect(target("blue-inventory")).toBeNull();
    expect(target("used-inventory/make")).toBeNull();
    expect(target("used-inventory/make/toyota/camry/le")).toBeNull();
    expect(target("used-inventory/make/notamake")).toBeNull();
    expect(target("used-inventory/model/notamodel")).toBeNull();
    expect(target("used-inventory/body_style/spaceship")).toBeNull();
    expect(target("used-inventory/features/jetpack")).toBeNull();
    expect(target("used-inventory/year/19")).toBeNull();
    expect(target("used-inventory/year/soon")).toBeNull();
    expect(target("used-inventory/mileage/far")).toBeNull();
    expect(target("used-inventory/transmission/<script>")).toBeNull();
    expect(target("used-inventory/price/max/lots")).toBeNull();
    expect(target("used-inventory/price/lots")).toBeNull();
    expect(target("inventory/condition/vintage")).toBeNull();
    expect(target("used-inventory/colour/blue")).toBeNull();
  });
});
