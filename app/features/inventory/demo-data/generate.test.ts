import { beforeAll, describe, expect, it } from "vitest";
import { LOCATION_KEYS } from "~/features/company/stores";
import { BODY_STYLES, CONDITIONS, type Vehicle } from "../vehicle";
import { isValidVin, vinMatchesYear } from "../vin";
import { CATALOGUE, EXTERIOR_COLORS, FEATURES } from "./catalogue";
import { DEFAULT_NOW, generateDemoInventory } from "./generate";
import { parseVehicleImageName } from "./vehicle-svg";

const NOW = new Date(DEFAULT_NOW);
const NINETY_DAYS_MS = 90 * 86_400_000;

describe("generateDemoInventory: determinism", () => {
  it("gives identical output for the same seed", () => {
    expect(generateDemoInventory({ count: 200, seed: 7 })).toEqual(
      generateDemoInventory({ count: 200, seed: 7 }),
    );
  });

  it("gives different output for a different seed", () => {
    const a = generateDemoInventory({ count: 50, seed: 7 });
    const b = generateDemoInventory({ count: 50, seed: 8 });
    expect(a.map((v) => v.vin)).not.toEqual(b.map((v) => v.vin));
  });

  it("does not depend on the clock (defaults to a fixed now)", () => {
    const implicit = generateDemoInventory({ count: 20 });
    const explicit = generateDemoInventory({ count: 20, seed: 20260101, now: new Date(DEFAULT_NOW) });
    expect(implicit).toEqual(explicit);
  });

  it("is a prefix-stable sequence: the first vehicles do not change with count", () => {
    expect(generateDemoInventory({ count: 30 })).toEqual(generateDemoInventory({ count: 60 }).slice(0, 30));
  });

  it("still works when now is outside the catalogue's years", () => {
    const future = generateDemoInventory({ count: 20, now: new Date("2036-06-01T00:00:00Z") });
    expect(future).toHaveLength(20);
    expect(future.every((v) => v.condition === "used")).toBe(true);
    expect(() => generateDemoInventory({ count: 1, now: new Date("2060-01-01T00:00:00Z") })).toThrow(
      RangeError,
    );
    expect(() => generateDemoInventory({ count: 1, now: new Date("nonsense") })).toThrow(RangeError);
  });

  it("rejects bad counts", () => {
    expect(generateDemoInventory({ count: 0 })).toEqual([]);
    expect(() => generateDemoInventory({ count: -1 })).toThrow(RangeError);
    expect(() => generateDemoInventory({ count: 1.5 })).toThrow(RangeError);
  });
});

describe("generateDemoInventory: 300 vehicles", () => {
  let vehicles: Vehicle[];
  beforeAll(() => {
    vehicles = generateDemoInventory({ count: 300 });
  });

  it("covers every location, body style and condition", () => {
    expect(new Set(vehicles.map((v) => v.locationKey))).toEqual(new Set(LOCATION_KEYS));
    expect(new Set(vehicles.map((v) => v.bodyStyle))).toEqual(new Set(BODY_STYLES));
    expect(new Set(vehicles.map((v) => v.condition))).toEqual(new Set(CONDITIONS));
  });

  it("gives every vehicle a valid VIN whose year code and WMI match", () => {
    for (const v of vehicles) {
      expect(isValidVin(v.vin), v.vin).toBe(true);
      expect(vinMatchesYear(v.vin, v.year), v.vin).toBe(true);
      const model = CATALOGUE.find((m) => m.make === v.make && m.model === v.model);
      expect(model?.wmi).toBe(v.vin.slice(0, 3));
    }
  });

  it("takes make, model, trim and body style from the catalogue, within its years", () => {
    for (const v of vehicles) {
      const model = CATALOGUE.find((m) => m.make === v.make && m.model === v.model);
      expect(model, `${v.make} ${v.model}`).toBeDefined();
      if (!model) continue;
      expect(model.trims).toContain(v.trim);
      expect(v.bodyStyle).toBe(model.bodyStyle);
      expect(v.year).toBeGreaterThanOrEqual(model.years[0]);
      expect(v.year).toBeLessThanOrEqual(model.years[1]);
      expect(model.drivetrains).toContain(v.drivetrain);
      expect(v.modelYear).toBe(v.year);
    }
  });

  it("keeps condition rules: new is current with delivery miles, certified is young and under 60k", () => {
    for (const v of vehicles) {
      if (v.condition === "new") {
        expect([2026, 2027]).toContain(v.year);
        expect(v.mileage).toBeGreaterThanOrEqual(3);
        expect(v.mileage).toBeLessThanOrEqual(40);
      } else if (v.condition === "certified") {
        expect(2026 - v.year).toBeLessThanOrEqual(6);
        expect(v.mileage).toBeLessThan(60_000);
      } else {
        expect(v.year).toBeGreaterThanOrEqual(2012);
        expect(v.year).toBeLessThanOrEqual(2025);
      }
    }
  });

  it("has a realistic mix of condition (about 80/12/8)", () => {
    const share = (c: string) => vehicles.filter((v) => v.condition === c).length / vehicles.length;
    expect(share("used")).toBeGreaterThan(0.7);
    expect(share("certified")).toBeGreaterThan(0.06);
    expect(share("new")).toBeGreaterThan(0.03);
  });

  it("prices like a dealer: ...95 or ...00, drops of 500-2500, initPrice = oldPrice ?? price", () => {
    for (const v of vehicles) {
      expect([95, 0]).toContain(v.price % 100);
      expect(v.initPrice).toBe(v.oldPrice ?? v.price);
      if (v.oldPrice !== null) {
        const drop = v.oldPrice - v.price;
        expect(drop % 100).toBe(0);
        expect(drop).toBeGreaterThanOrEqual(500);
        expect(drop).toBeLessThanOrEqual(2500);
      }
    }
  });

  it("has low-mileage cars, price drops, premium upgrades, cheap and expensive cars", () => {
    expect(vehicles.filter((v) => v.mileage < 85_000).length).toBeGreaterThan(60);
    expect(vehicles.filter((v) => v.mileage > 150_000).length).toBeGreaterThan(0);
    expect(vehicles.filter((v) => v.oldPrice !== null).length).toBeGreaterThan(15);
    expect(vehicles.filter((v) => v.premiumUpgrade).length).toBeGreaterThan(10);
    expect(vehicles.filter((v) => v.price < 20_000).length).toBeGreaterThan(60);
    expect(vehicles.filter((v) => v.price > 40_000).length).toBeGreaterThan(5);
  });

  it("lists 4-9 known, distinct features", () => {
    for (const v of vehicles) {
      expect(v.features.length).toBeGreaterThanOrEqual(4);
      expect(v.features.length).toBeLessThanOrEqual(9);
      expect(new Set(v.features).size).toBe(v.features.length);
      for (const f of v.features) expect(FEATURES).toContain(f);
    }
  });

  it("uses stock numbers with the location letter and catalogue colours", () => {
    const letters = { moline: "M", rockford: "R", elkhart: "E", "fort-wayne": "F" } as const;
    for (const v of vehicles) {
      expect(v.stockNumber).toMatch(/^[MREF]\d{2}-\d{5}$/);
      expect(v.stockNumber.charAt(0)).toBe(letters[v.locationKey]);
      expect(EXTERIOR_COLORS.some((c) => c.name === v.exteriorColor && c.hex === v.exteriorColorHex)).toBe(
        true,
      );
      expect(v.exteriorColorHex).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("gives each car one picture, its illustration from the generated SVG route, and no fake gallery", () => {
    for (const v of vehicles) {
      const hex = v.exteriorColorHex.slice(1);
      expect(v.images.previewImage).toBe(`/vehicle-images/${v.bodyStyle}-${hex}-1.svg`);
      expect(v.images.additionalImages).toEqual([]);
      expect(v.images.imageCustomBg).toBeNull();
      expect(v.images.evoxImages).toEqual([]);
      const parsed = parseVehicleImageName(v.images.previewImage.replace("/vehicle-images/", ""));
      expect(parsed).toEqual({ bodyStyle: v.bodyStyle, colorHex: v.exteriorColorHex, view: 1 });
    }
  });

  it("lists every vehicle within the 90 days before now", () => {
    for (const v of vehicles) {
      const listed = Date.parse(v.listedAt);
      expect(v.listedAt).toBe(new Date(listed).toISOString());
      expect(listed).toBeLessThanOrEqual(NOW.getTime());
      expect(listed).toBeGreaterThanOrEqual(NOW.getTime() - NINETY_DAYS_MS);
    }
  });
});

describe("generateDemoInventory: 50,000 vehicles", () => {
  it("keeps VINs and stock numbers unique, spreads stores evenly, and is fast", () => {
    const started = performance.now();
    const vehicles = generateDemoInventory({ count: 50_000 });
    const elapsed = performance.now() - started;
    expect(vehicles).toHaveLength(50_000);
    expect(new Set(vehicles.map((v) => v.vin)).size).toBe(50_000);
    expect(new Set(vehicles.map((v) => v.stockNumber)).size).toBe(50_000);
    for (const key of LOCATION_KEYS) {
      const share = vehicles.filter((v) => v.locationKey === key).length / vehicles.length;
      expect(share).toBeGreaterThan(0.22);
      expect(share).toBeLessThan(0.28);
    }
    expect(vehicles.every((v) => isValidVin(v.vin) && vinMatchesYear(v.vin, v.year))).toBe(true);
    // The budget is ~3 s and a quiet machine needs under one; the bound is loose so a busy
    // CI box does not flake, while a pathological slowdown still fails.
    expect(elapsed).toBeLessThan(10_000);
  });
});
