import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import type { DB } from "~/lib/db/connection.server";
import { type MigratedTestDatabase, openMigratedTestDatabase } from "~tests/support/databases";
import { generateDemoInventory } from "../demo-data/generate";
import { vehicleUrl } from "../urls";
import type { Vehicle } from "../vehicle";
import { insertVehicles } from "../vehicle-repository.server";
import { qrSymbol } from "./qr-code.server";
import { buildWindowSticker } from "./window-sticker.server";

// A store that shows every price (the lock has its own tests: routes/inventory/price-lock.server.test.tsx).
const loaded = loadSettings(path.resolve("content"));
const settings = { ...loaded, store: { ...loaded.store, priceUnlock: [] } };
const SITE = "https://cars.example.com";
const vehicles = generateDemoInventory({ count: 80, seed: 23 });
const car = vehicles.find((v) => v.condition === "used" && v.oldPrice !== null)!;
const sold = vehicles.find((v) => v !== car && v.condition === "used")!;
// Made private below, as the feed's Private column would.
const hidden = vehicles.find((v) => v !== car && v !== sold && v.condition === "used")!;

const stickerOf = (vehicle: Vehicle) => `${vehicleUrl(vehicle)}/window-sticker`;
const slugOf = (vehicle: Vehicle) => vehicleUrl(vehicle).split("/").pop()!;

describe("a car's window sticker", () => {
  let database: MigratedTestDatabase;
  let db: DB;
  const build = (vehicle: Vehicle, pathAndQuery = stickerOf(vehicle), language: "en" | "es" = "en") =>
    buildWindowSticker(
      { db, settings, siteUrl: SITE },
      new URL(`${SITE}${pathAndQuery}`),
      slugOf(vehicle),
      language,
      {
        privateInventory: () => false,
      },
    );

  beforeAll(async () => {
    database = await openMigratedTestDatabase("sqlite");
    db = database.db;
    await insertVehicles(db, vehicles);
    await db.updateTable("vehicles").set({ status: "sold" }).where("vin", "=", sold.vin).execute();
    await db.updateTable("vehicles").set({ private: 1 }).where("vin", "=", hidden.vin).execute();
  });
  afterAll(() => database?.cleanup());

  it("carries the car, its price and a QR code to its page in the sticker's language", async () => {
    const outcome = await build(car);
    if (outcome.kind !== "page") throw new Error(JSON.stringify(outcome));
    const sticker = outcome.data;
    expect(sticker.vehicle).toMatchObject({ vin: car.vin, model: car.model, features: car.features });
    expect(sticker.price).toEqual({ price: car.price, oldPrice: car.oldPrice });
    expect(sticker.pageUrl).toBe(`${SITE}${vehicleUrl(car)}`);
    expect(sticker.qr).toEqual(qrSymbol(sticker.pageUrl));
    expect(sticker.vehiclePath).toBe(vehicleUrl(car));
    const spanish = await build(car, stickerOf(car), "es");
    expect(spanish.kind === "page" && spanish.data.pageUrl).toBe(`${SITE}/es${vehicleUrl(car)}`);
  });

  it("sends another spelling of the URL to the canonical sticker, and a sold car where its page goes", async () => {
    const wrong = `/certified-cars-for-sale/${car.year}-x-${car.vin.toLowerCase()}/window-sticker?utm_source=qr`;
    expect(await build(car, wrong)).toEqual({
      kind: "redirect",
      to: `${stickerOf(car)}?utm_source=qr`,
      status: 301,
    });
    expect(await build(sold)).toMatchObject({ kind: "redirect", status: 302 });
  });

  it("is not found for a private car the visitor has not unlocked", async () => {
    expect(await build(hidden)).toEqual({ kind: "not-found" });
  });
});
