// `npx tsx scripts/inventory-import-bench.ts [--count 50000] [--postgres]`: times the
// inventory import on a generated feed of demo vehicles, in a throw-away database
// (a temporary SQLite file; with --postgres, a fresh database on TEST_DATABASE_URL).
// Three runs, as a dealer's days go: the first import (every vehicle new), the same
// feed again (every vehicle unchanged), and a next-day feed with a few changes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createTestDatabase } from "~tests/support/databases";
import { generateDemoInventory } from "../app/features/inventory/demo-data/generate";
import { importInventoryFeed } from "../app/features/inventory/feed/import-feed.server";
import { writeFeed } from "../app/features/inventory/feed/write-feed";
import { migrateToLatest, openDatabase } from "../app/lib/db/connection.server";

const { values } = parseArgs({
  options: { count: { type: "string", default: "50000" }, postgres: { type: "boolean", default: false } },
});
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error("--count must be a whole number from 1 to 1,000,000");
  process.exit(1);
}
if (values.postgres && !process.env.TEST_DATABASE_URL) {
  console.error("--postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)");
  process.exit(1);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-import-bench-"));
const vehicles = generateDemoInventory({ count });
// The next day: 2% sold, 2% cheaper, 1% driven a little, 1% new arrivals.
function nextDayOf(vehicle: (typeof vehicles)[number], index: number) {
  if (index % 50 === 1) return { ...vehicle, price: vehicle.price - 500 };
  if (index % 100 === 2) return { ...vehicle, mileage: vehicle.mileage + 25 };
  return vehicle;
}
const nextDay = vehicles
  .filter((_, index) => index % 50 !== 0)
  .map(nextDayOf)
  .concat(generateDemoInventory({ count: Math.ceil(count / 100), seed: 4242 }));
const files = {
  first: path.join(dir, "feed.csv"),
  nextDay: path.join(dir, "feed-next-day.csv"),
};
fs.writeFileSync(files.first, writeFeed(vehicles));
fs.writeFileSync(files.nextDay, writeFeed(nextDay));

const database = await createTestDatabase(values.postgres ? "postgres" : "sqlite");
const db = openDatabase(database.config);
try {
  await migrateToLatest(db);
  const runs: Array<[string, string]> = [
    ["first import (all new)", files.first],
    ["same feed again (all unchanged)", files.first],
    ["next-day feed (2% sold, 2% cheaper, 1% new)", files.nextDay],
  ];
  console.log(
    `Inventory import, ${count.toLocaleString("en-US")} vehicles, ${database.name}, ` +
      `${(fs.statSync(files.first).size / 1e6).toFixed(1)} MB feed, Node ${process.version}`,
  );
  for (const [label, file] of runs) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    // Reading and parsing the file are part of the figure: the CLI does both.
    const report = await importInventoryFeed(db, fs.readFileSync(file));
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    // CPU time of this process too: on a busy machine it is the steadier figure.
    const cpuSeconds = (used.user + used.system) / 1e6;
    const rate = Math.round(report.rows / seconds).toLocaleString("en-US");
    console.log(
      `  ${label.padEnd(44)} ${seconds.toFixed(2).padStart(6)} s  ${rate.padStart(7)} rows/s  ` +
        `(CPU ${cpuSeconds.toFixed(2)} s; new ${report.new}, updated ${report.updated}, ` +
        `unchanged ${report.unchanged}, sold ${report.sold})`,
    );
  }
  console.log(`  peak resident memory ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
} finally {
  await db.destroy();
  await database.drop();
  fs.rmSync(dir, { recursive: true, force: true });
}
