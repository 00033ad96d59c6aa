import { describe, expect, it } from "vitest";
import { generateDemoInventory } from "../demo-data/generate";
import { mergeFeedVehicle } from "./merge-feed-vehicle";
import { parseFeed } from "./parse-feed";
import { createRowContext, readFeedRow } from "./read-feed-row";
import { csvCell, writeFeed } from "./write-feed";

describe("writeFeed", () => {
  it("quotes only the cells that need it", () => {
    expect(csvCell("Toyota")).toBe("Toyota");
    expect(csvCell("Elkhart, IN")).toBe('"Elkhart, IN"');
    expect(csvCell('21" Wheels')).toBe('"21"" Wheels"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  it("writes demo vehicles that the import reads back as the same vehicles", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const vehicles = generateDemoInventory({ count: 200, seed: 3 });
    vehicles[0] = {
      ...vehicles[0]!,
      trim: 'Sport, 21" Wheels',
      images: {
        ...vehicles[0]!.images,
        previewImage: "https://p.example/1.jpg",
        additionalImages: ["/p/2.jpg"],
      },
    };
    const feed = parseFeed(writeFeed(vehicles));
    const context = createRowContext({ now, columnCount: feed.columnCount });
    feed.records.forEach((record, index) => {
      const result = readFeedRow(record, context);
      if (!result.ok) throw new Error(`row ${record.row}: ${result.reasons.join("; ")}`);
      const original = vehicles[index]!;
      const { vehicle } = mergeFeedVehicle(result.vehicle, null, now.toISOString());
      // A first import lists the vehicle now and knows of no earlier price.
      expect(vehicle).toEqual({ ...original, oldPrice: null, listedAt: now.toISOString() });
    });
  });
});
