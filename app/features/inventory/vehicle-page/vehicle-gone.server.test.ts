import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/lib/db/connection.server";
import { type MigratedTestDatabase, openMigratedTestDatabase, testDialects } from "~tests/support/databases";
import { generateDemoInventory } from "../demo-data/generate";
import { vehicleUrl } from "../urls";
import { insertVehicles } from "../vehicle-repository.server";
import { buildGoneVehiclePage, findSoldVehicleNotice, GONE_SIMILAR, nameInSlug } from "./vehicle-gone.server";

const known = [
  { make: "Toyota", model: "Camry" },
  { make: "Toyota", model: "Camry Hybrid" },
  { make: "Mercedes-Benz", model: "GLC 300" },
  { make: "Land Rover", model: "Range Rover" },
  { make: "Land Rover", model: "Range Rover Sport" },
];

describe("the make and model a vehicle link names", () => {
  it("is the longest make and model of ours whose slug starts its words", () => {
    expect(nameInSlug("toyota-camry", known)).toEqual({ make: "Toyota", model: "Camry" });
    expect(nameInSlug("toyota-camry-hybrid-le", known)).toEqual({ make: "Toyota", model: "Camry Hybrid" });
    expect(nameInSlug("Mercedes-Benz-GLC-300", known)).toEqual({ make: "Mercedes-Benz", model: "GLC 300" });
    expect(nameInSlug("land-rover-range-rover-sport", known)).toEqual({
      make: "Land Rover",
      model: "Range Rover Sport",
    });
  });

  it("is the make alone for a model we never had, and nothing for a make we never had", () => {
    expect(nameInSlug("toyota-supra", known)).toEqual({ make: "Toyota", model: null });
    expect(nameInSlug("toyotas-camry", known)).toBeNull();
    expect(nameInSlug("", known)).toBeNull();
  });
});

const vehicles = generateDemoInventory({ count: 120, seed: 23 });
const sold = vehicles[0]!;
const slugOf = (v: { year: number; make: string; model: string; vin: string; condition: "used" }) =>
  vehicleUrl(v).split("/").pop()!;
const UNKNOWN_VIN = "1HGCM82633A004352";

describe.each(testDialects)("the gone vehicle's page on %s", (dialect) => {
  let database: MigratedTestDatabase;
  let db: DB;

  beforeAll(async () => {
    database = await openMigratedTestDatabase(dialect);
    db = database.db;
    await insertVehicles(db, vehicles);
    await db
      .updateTable("vehicles")
      .set({ status: "sold", sold_at: "2026-11-02T00:00:00.000Z" })
      .where("vin", "=", sold.vin)
      .execute();
  });
  afterAll(() => database?.cleanup());

  it("names the car a link to an unknown VIN named, offers cars like it and a search", async () => {
    const target = vehicles.find((v) => v !== sold && vehicles.filter((o) => o.make === v.make).length >= 2)!;
    const slug = slugOf({ ...target, vin: UNKNOWN_VIN, year: 2019, condition: "used" });
    const page = await buildGoneVehiclePage(db, slug);
    expect(page?.wanted).toBe(`2019 ${target.make} ${target.model}`);
    expect(page?.search).toEqual({
      query: `${target.make} ${target.model}`,
      path: expect.stringMatching(/^\/cars-for-sale\/[a-z0-9-]+$/),
      label: `${target.make} ${target.model}`,
    });
    const similar = page!.similar;
    expect(similar).toHaveLength(GONE_SIMILAR);
    expect(similar[0]!.make).toBe(target.make); // the same make comes first
    expect(new Set(similar.map((v) => v.vin)).size).toBe(similar.length);
    expect(similar.some((v) => v.vin === sold.vin)).toBe(false); // only cars in stock
  });

  it("still offers cars (and an empty search) when the link names nothing we know", async () => {
    const page = await buildGoneVehiclePage(db, `2019-zzz-qqq-${UNKNOWN_VIN}`);
    expect(page).toMatchObject({ wanted: null, search: { query: "", path: null, label: null } });
    expect(page?.similar).toHaveLength(GONE_SIMILAR);
  });

  it("is not the page for a slug that is not vehicle-shaped, nor for a VIN we know", async () => {
    expect(await buildGoneVehiclePage(db, "2019-toyota-camry-123")).toBeNull();
    expect(await buildGoneVehiclePage(db, slugOf({ ...vehicles[5]!, condition: "used" }))).toBeNull();
    expect(await buildGoneVehiclePage(db, slugOf({ ...sold, condition: "used" }))).toBeNull();
  });

  it("tells the search page about a sold car, with cars like it, and about nothing else", async () => {
    const notice = await findSoldVehicleNotice(db, sold.vin);
    expect(notice?.name).toBe(`${sold.year} ${sold.make} ${sold.model} ${sold.trim}`);
    expect(notice?.similar.length).toBeGreaterThan(0);
    expect(notice?.similar.some((v) => v.vin === sold.vin)).toBe(false);
    expect(await findSoldVehicleNotice(db, vehicles[5]!.vin)).toBeNull(); // in stock
    expect(await findSoldVehicleNotice(db, UNKNOWN_VIN)).toBeNull();
    expect(await findSoldVehicleNotice(db, "not-a-vin")).toBeNull();
    expect(await findSoldVehicleNotice(db, null)).toBeNull();
  });
});
