// `npm run db:seed [-- --count N]`: replaces the inventory with N deterministic demo
// vehicles (default 320; benchmarks use 5,000 and 50,000).
import { parseArgs } from "node:util";
import { DEMO_INVENTORY_SIZE, reseedDemoInventory } from "../app/features/inventory/demo-seed.server";
import { migrateToLatest, openDatabase } from "../app/lib/db/connection.server";
import { getEnv } from "../app/lib/env.server";

const { values } = parseArgs({
  options: { count: { type: "string", default: String(DEMO_INVENTORY_SIZE) } },
});
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error("--count must be a whole number from 1 to 1,000,000");
  process.exit(1);
}

const db = openDatabase(getEnv().database);
try {
  const started = performance.now();
  await migrateToLatest(db);
  await reseedDemoInventory(db, count);
  console.log(
    `Seeded ${count.toLocaleString("en-US")} vehicles in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
