import type { DB } from "~/lib/db/connection.server";
import { generateDemoInventory } from "./demo-data/generate";
import { withDemoPrivateVehicles } from "./demo-data/private-demo";
import { insertVehicles, insertVehiclesWithin } from "./vehicle-repository.server";

/** How many vehicles a fresh demo site shows. */
export const DEMO_INVENTORY_SIZE = 320;

/** The demo vehicles a seeded site holds: the generated inventory, 12 of them private. */
export function demoInventory(count: number) {
  return withDemoPrivateVehicles(generateDemoInventory({ count }));
}

/** Fills an empty inventory with the deterministic demo vehicles; returns how many it added. */
export async function seedDemoInventoryIfEmpty(db: DB, count = DEMO_INVENTORY_SIZE): Promise<number> {
  const existing = await db.selectFrom("vehicles").select("vin").limit(1).executeTakeFirst();
  if (existing) return 0;
  await insertVehicles(db, demoInventory(count));
  return count;
}

/** Replaces the whole inventory with `count` demo vehicles (used by `npm run db:seed`). */
export async function reseedDemoInventory(db: DB, count: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("price_history").execute();
    await trx.deleteFrom("vehicle_images").execute();
    await trx.deleteFrom("vehicles").execute();
    await insertVehiclesWithin(trx, demoInventory(count), new Date().toISOString());
  });
}
