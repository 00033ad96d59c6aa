import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import { monthlyPaymentFor } from "~/features/gates/personal-payments";
import { ANONYMOUS_PRICES, isPriceLocked, type PriceAccess, priceRulesOf } from "~/features/gates/price-view";
import { generateDemoInventory } from "~/features/inventory/demo-data/generate";
import type { Vehicle } from "~/features/inventory/vehicle";
import { bestCars, featureRows } from "./compare-rows";
import { compareCars, shopperCards } from "./shopper-cards";

const settings = loadSettings(path.resolve("content"));
// The demo store locks new cars' prices (content/store.json `priceUnlock: ["new"]`).
const rules = priceRulesOf(settings);
const stores = new Map(settings.locations.map((l) => [l.key as string, l.subname]));
const unlocked: PriceAccess = { unlocked: () => true, terms: undefined };

const inventory = generateDemoInventory({ count: 120, seed: 7 });
const used = inventory.filter((v) => v.condition === "used");
const fresh = inventory.find((v) => v.condition === "new")!;

describe("a shopper list's cards", () => {
  it("show a used car's price, payment and store, as a search result card does", () => {
    const [card] = shopperCards([used[0]!], rules, ANONYMOUS_PRICES, stores);
    const car = used[0]!;
    expect(card).toMatchObject({
      vin: car.vin,
      price: car.price,
      monthlyPayment: monthlyPaymentFor(car.price, rules.payments, rules.documentaryFee),
      store: stores.get(car.locationKey),
      storeKey: car.locationKey,
    });
    // A card's data, not the whole vehicle.
    expect(card).not.toHaveProperty("features");
    expect(card).not.toHaveProperty("private");
  });

  it("keep a locked price locked: not one price field, in the cards or the compare columns", () => {
    for (const car of [
      ...shopperCards([fresh], rules, ANONYMOUS_PRICES, stores),
      ...compareCars([fresh], rules, ANONYMOUS_PRICES, stores),
    ]) {
      expect(isPriceLocked(car)).toBe(true);
      for (const field of ["price", "oldPrice", "initPrice", "monthlyPayment"])
        expect(car).not.toHaveProperty(field);
      expect(JSON.stringify(car)).not.toContain(String(fresh.price));
    }
    // Once the visitor unlocked prices, it shows.
    expect(shopperCards([fresh], rules, unlocked, stores)[0]).toHaveProperty("price", fresh.price);
  });
});

describe("the compare table", () => {
  const car = (vin: string, over: Partial<Vehicle>): Vehicle => ({ ...used[0]!, vin, ...over });

  it("lists each feature once, those most cars share first", () => {
    const cars = [
      { features: ["Sunroof", "Bluetooth"] },
      { features: ["Bluetooth", "Backup Camera"] },
      { features: ["Bluetooth", "Sunroof", "Sunroof"] },
    ];
    expect(featureRows(cars)).toEqual(["Bluetooth", "Sunroof", "Backup Camera"]);
  });

  it("marks the lowest price, payment and mileage and the newest year, only where they differ", () => {
    const cars = compareCars(
      [
        car("AAAAAAAAAAAAAAAA1", { price: 20_000, mileage: 30_000, year: 2020 }),
        car("AAAAAAAAAAAAAAAA2", { price: 18_000, mileage: 30_000, year: 2022 }),
        car("AAAAAAAAAAAAAAAA3", { price: 18_000, mileage: 45_000, year: 2021 }),
      ],
      rules,
      ANONYMOUS_PRICES,
      stores,
    );
    expect(bestCars(cars)).toEqual({
      price: ["AAAAAAAAAAAAAAAA2", "AAAAAAAAAAAAAAAA3"],
      monthlyPayment: ["AAAAAAAAAAAAAAAA2", "AAAAAAAAAAAAAAAA3"],
      mileage: ["AAAAAAAAAAAAAAAA1", "AAAAAAAAAAAAAAAA2"],
      year: ["AAAAAAAAAAAAAAAA2"],
    });
  });

  it("lets a locked price compete with nothing, and marks nothing for one car", () => {
    const cars = compareCars(
      [car("AAAAAAAAAAAAAAAA1", { price: 30_000 }), fresh],
      rules,
      ANONYMOUS_PRICES,
      stores,
    );
    expect(bestCars(cars).price).toEqual([]);
    expect(bestCars(cars.slice(0, 1))).toEqual({ price: [], monthlyPayment: [], mileage: [], year: [] });
  });
});
