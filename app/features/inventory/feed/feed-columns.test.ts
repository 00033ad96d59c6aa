import { describe, expect, it } from "vitest";
import { FEED_COLUMNS, FEED_FIELDS, fieldForHeader, normalizeHeader, REQUIRED_COLUMNS } from "./feed-columns";

describe("feed columns", () => {
  it("describes every field once, with headers that do not collide", () => {
    expect(FEED_COLUMNS.map((c) => c.field).sort()).toEqual([...FEED_FIELDS].sort());
    const seen = new Map<string, string>();
    for (const column of FEED_COLUMNS) {
      for (const name of [column.header, ...column.aliases]) {
        const key = normalizeHeader(name);
        const owner = seen.get(key);
        if (owner) expect(owner).toBe(column.field);
        seen.set(key, column.field);
      }
    }
  });

  it("requires the columns a vehicle cannot be listed without", () => {
    expect(REQUIRED_COLUMNS.map((c) => c.header)).toEqual([
      "VIN",
      "Stock Number",
      "Condition",
      "Year",
      "Make",
      "Model",
      "Body Style",
      "Mileage",
      "Price",
      "Location",
    ]);
  });

  it("matches headers whatever their case, spacing, punctuation or spelling of colour", () => {
    expect(fieldForHeader("VIN")).toBe("vin");
    expect(fieldForHeader(" vin ")).toBe("vin");
    expect(fieldForHeader("Stock #")).toBe("stockNumber");
    expect(fieldForHeader("stock_number")).toBe("stockNumber");
    expect(fieldForHeader("EXTERIOR COLOUR")).toBe("exteriorColor");
    expect(fieldForHeader("Ext. Color")).toBe("exteriorColor");
    expect(fieldForHeader("Hwy MPG")).toBe("highwayMpg");
    expect(fieldForHeader("Initial Price")).toBe("initPrice");
    expect(fieldForHeader("Odometer")).toBe("mileage");
    expect(fieldForHeader("Photos")).toBe("imageUrls");
    expect(fieldForHeader("Dealer ID")).toBeNull();
    expect(fieldForHeader("")).toBeNull();
  });
});
