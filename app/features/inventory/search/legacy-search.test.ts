import { describe, expect, it } from "vitest";
import { CONDITIONS, type Condition } from "../vehicle";
import { parseLegacySearch } from "./legacy-search";

const all: readonly Condition[] = CONDITIONS;
const parse = (path: string, configured = all) => parseLegacySearch(path.split("/"), configured);

describe("legacy /search-vehicles URLs", () => {
  it("sends the bare path to all cars, or to the one condition sold", () => {
    expect(parse("")).toEqual({ condition: null, segments: [] });
    expect(parse("", ["used"])).toEqual({ condition: "used", segments: [] });
  });

  it("maps {condition}-inventory to the condition's search", () => {
    expect(parse("used-inventory")).toEqual({ condition: "used", segments: [] });
    expect(parse("certified-inventory/")).toEqual({ condition: "certified", segments: [] });
    expect(parse("inventory")).toEqual({ condition: null, segments: [] });
    expect(parse("all-inventory")).toEqual({ condition: null, segments: [] });
    // A condition no longer sold: the whole inventory rather than a dead end.
    expect(parse("new-inventory", ["used"])).toEqual({ condition: "used", segments: [] });
    expect(parse("new-inventory", ["used", "certified"])).toEqual({ condition: null, segments: [] });
  });

  it("turns price max and min into price-under and price-over", () => {
    expect(parse("used-inventory/price_max/20000")).toEqual({
      condition: "used",
      segments: ["price-under-20000"],
    });
    expect(parse("used-inventory/price-min/10000")).toEqual({
      condition: "used",
      segments: ["price-over-10000"],
    });
    expect(parse("used-inventory/max_price/$15,000")).toEqual({
      condition: "used",
      segments: ["price-under-15000"],
    });
    expect(parse("used-inventory/price_max/lots")).toBeNull();
    expect(parse("used-inventory/price_max/99999999999")).toBeNull();
  });

  it("turns other filters into tokens, underscores becoming hyphens", () => {
    expect(parse("used-inventory/body_style/suvs")).toEqual({ condition: "used", segments: ["suvs"] });
    expect(parse("used-inventory/make/land_rover")).toEqual({ condition: "used", segments: ["land-rover"] });
    expect(parse("used-inventory/make/toyota/camry")).toEqual({
      condition: "used",
      segments: ["toyota-camry"],
    });
    expect(parse("new-inventory/make/Mercedes_Benz/C_Class")).toEqual({
      condition: "new",
      segments: ["mercedes-benz-c-class"],
    });
    expect(parse("used-inventory/features/third_row_seating")).toEqual({
      condition: "used",
      segments: ["third-row-seating"],
    });
    expect(parse("used-inventory/great_deals/price_drop")).toEqual({
      condition: "used",
      segments: ["great_deals", "price_drop"],
    });
  });

  it("refuses what is not a legacy search URL", () => {
    expect(parse("cars")).toBeNull();
    expect(parse("blue-inventory")).toBeNull();
    expect(parse("used-inventory/make")).toBeNull();
    expect(parse("used-inventory/make/toyota/camry/le")).toBeNull();
  });
});
