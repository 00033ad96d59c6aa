import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { locationsSchema } from "./settings-schema";
import { milesBetween, storesNearestFirst } from "./store-distance";
import { isStoreKey, selectedStoreFirst } from "./store-order";

// The dealership's four stores as content/locations.json places them.
const locations = locationsSchema.parse(JSON.parse(fs.readFileSync("content/locations.json", "utf8")));

describe("the nearest store", () => {
  it.each([
    // Points near each store, and one between two (Peoria is nearer Moline than Rockford).
    ["Davenport, IA", { latitude: 41.5236, longitude: -90.5776 }, "moline"],
    ["Peoria, IL", { latitude: 40.6936, longitude: -89.589 }, "moline"],
    ["Belvidere, IL", { latitude: 42.2639, longitude: -88.8443 }, "rockford"],
    ["South Bend, IN", { latitude: 41.6764, longitude: -86.252 }, "elkhart"],
    ["Huntington, IN", { latitude: 40.8831, longitude: -85.4975 }, "fort-wayne"],
    ["Chicago, IL", { latitude: 41.8781, longitude: -87.6298 }, "rockford"],
  ])("from %s is %s", (_place, point, nearest) => {
    const ordered = storesNearestFirst(locations, point);
    expect(ordered[0]!.key).toBe(nearest);
    expect(ordered).toHaveLength(locations.length);
    const miles = ordered.map((s) => s.miles!);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
  });

  it.each([
    ["refused (false)", false as const],
    ["never asked", undefined],
  ])("keeps the stores' own order when the location is %s", (_name, point) => {
    expect(storesNearestFirst(locations, point).map((s) => s.key)).toEqual(locations.map((l) => l.key));
  });

  it("measures miles on the globe", () => {
    const moline = { latitude: 41.4792, longitude: -90.4849 };
    const rockford = { latitude: 42.2661, longitude: -88.9947 };
    expect(milesBetween(moline, moline)).toBe(0);
    expect(milesBetween(moline, rockford)).toBeGreaterThan(92);
    expect(milesBetween(moline, rockford)).toBeLessThan(96);
  });
});

describe("the selected store first", () => {
  const cars = [
    { vin: "1", storeKey: "rockford" },
    { vin: "2", storeKey: "moline" },
    { vin: "3", storeKey: "elkhart" },
    { vin: "4", storeKey: "moline" },
  ];
  it.each([
    ["moline", ["2", "4", "1", "3"]],
    ["elkhart", ["3", "1", "2", "4"]],
    ["fort-wayne (no car there)", ["1", "2", "3", "4"]],
    [undefined, ["1", "2", "3", "4"]],
  ])("%s", (selected, order) => {
    const key = selected?.split(" ")[0];
    expect(selectedStoreFirst(cars, key, (c) => c.storeKey).map((c) => c.vin)).toEqual(order);
  });

  it("orders stores by their own key", () => {
    expect(selectedStoreFirst(locations, "elkhart").map((l) => l.key)).toEqual([
      "elkhart",
      "moline",
      "rockford",
      "fort-wayne",
    ]);
  });

  it.each([
    ["moline", true],
    ["fort-wayne", true],
    ["chicago", false],
    ["", false],
    [42, false],
  ])("%s is a store key: %s", (value, ok) => {
    expect(isStoreKey(value)).toBe(ok);
  });
});
