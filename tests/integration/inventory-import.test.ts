import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DB, openDatabase } from "../../app/lib/db/connection.server";
import { cliBundle } from "../support/cli";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/databases";
import { ROOT } from "../support/server";

/**
 * The real CLI, as the dealer runs it: `npx tsx scripts/inventory-import.ts FILE`, in a
 * child process, against a real database. Checks the report, the exit codes, and that
 * a broken file leaves the database as it was. The first import on each database and the
 * progress bar go through npx and tsx; the other runs use the script's bundle (the same
 * sources, tests/support/cli.ts), a second of CPU less each.
 */

const FEEDS = path.join(ROOT, "tests/fixtures/feeds");
const feed = (name: string) => path.join("tests/fixtures/feeds", name);

type Run = { code: number; stdout: string; stderr: string };

/**
 * Runs the import in its own process: from its bundle (tests/support/cli.ts), or, with `via:
 * "npx"`, exactly as the dealer types it (npx, tsx, the sources), which some tests keep doing.
 */
function runImport(args: string[], databaseUrl: string, via: "bundle" | "npx" = "bundle"): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      via === "npx" ? "npx" : process.execPath,
      via === "npx"
        ? ["tsx", "scripts/inventory-import.ts", ...args]
        : [cliBundle("inventory-import"), ...args],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: "test" }, timeout: 60_000 },
      (error, stdout, stderr) => {
        // npm itself may warn about the machine's npm configuration; that is not ours.
        const ours = stderr
          .split("\n")
          .filter((line) => !line.startsWith("npm warn"))
          .join("\n");
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr: ours.trim() });
      },
    );
  });
}

async function snapshot(db: DB) {
  return {
    vehicles: await db.selectFrom("vehicles").selectAll().orderBy("vin").execute(),
    images: await db.selectFrom("vehicle_images").selectAll().orderBy("vin").orderBy("position").execute(),
    history: await db.selectFrom("price_history").selectAll().orderBy("id").execute(),
  };
}

const USAGE = "Usage: npm run inventory:import -- FILE.csv [--partial] [--dry-run]";

describe.each(testDialects)("npm run inventory:import on %s", (dialect) => {
  let database: TestDatabase;
  let url: string;
  let db: DB;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    url = database.config.dialect === "sqlite" ? `file:${database.config.file}` : database.config.url;
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it("stops on a broken file before it creates or migrates the database", async () => {
    const run = await runImport([feed("broken-empty.csv")], url);
    expect(run).toEqual({
      code: 1,
      stdout: "",
      stderr: `Cannot import ${feed("broken-empty.csv")}: the file is empty. Nothing was changed.`,
    });
    if (database.config.dialect === "sqlite") expect(fs.existsSync(database.config.file)).toBe(false);
  });

  it("imports the good feed, runs migrations first, and reports every vehicle new", async () => {
    const run = await runImport([feed("good-inventory.csv")], url, "npx");
    expect(run.code).toBe(0);
    // stderr is not a terminal here, so no progress bar.
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe(`Inventory import of ${feed("good-inventory.csv")} (full feed)
Rows accepted: 25
Rows rejected: 0
New: 25
Updated: 0
Unchanged: 0
Sold: 0
Price drops: 0
`);
    db = openDatabase(database.config);
    const { vehicles } = await snapshot(db);
    expect(vehicles).toHaveLength(25);
    expect(vehicles.every((v) => v.status === "in_stock")).toBe(true);
  });

  it("changes nothing when run again with the same feed", async () => {
    const before = await snapshot(db);
    const run = await runImport([feed("good-inventory.csv")], url);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("\nNew: 0\nUpdated: 0\nUnchanged: 25\nSold: 0\nPrice drops: 0\n");
    expect(await snapshot(db)).toEqual(before);
  });

  it("reports a dry run of the next day's feed without writing it", async () => {
    const before = await snapshot(db);
    const run = await runImport([feed("good-inventory-next-day.csv"), "--dry-run"], url);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Dry run: nothing was written.\n");
    expect(run.stdout).toContain("\nNew: 1\nUpdated: 4\nUnchanged: 20\nSold: 1\nPrice drops: 2\n");
    expect(await snapshot(db)).toEqual(before);
  });

  it("applies the next day's feed: new, updated, unchanged, sold and price drops", async () => {
    const run = await runImport([feed("good-inventory-next-day.csv")], url);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Rows accepted: 25\nRows rejected: 0\n");
    expect(run.stdout).toContain("\nNew: 1\nUpdated: 4\nUnchanged: 20\nSold: 1\nPrice drops: 2\n");
    const sold = await db.selectFrom("vehicles").select("vin").where("status", "=", "sold").execute();
    expect(sold).toEqual([{ vin: "5N11BEXU7GN516126" }]);
    expect(await db.selectFrom("price_history").select("vin").orderBy("vin").execute()).toEqual([
      { vin: "1GCA0XP3XGT290964" },
      { vin: "4S47HLSE2VL274495" },
    ]);
  });

  it("imports the good rows of a feed with bad ones, lists each rejected row, and exits 0", async () => {
    const run = await runImport([feed("rejected-rows.csv"), "--partial"], url);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("(partial feed: vehicles not in it are left as they are)\n");
    expect(run.stdout).toContain("Rows accepted: 3\nRows rejected: 17\n");
    for (const line of [
      "  Row 3: VIN 2HKRW2H56MH60000 has 16 characters, not 17",
      "  Row 4: VIN 2HKRW2H57MH600002 fails its check digit (position 9 is '7', it should be '8')",
      "  Row 6: VIN 2HKRW2H55KH600004 does not match year 2021 (position 10 is 'K', 2021 is 'M')",
      "  Row 7: price 'Call for price' is not a number",
      "  Row 9: mileage -1200 is negative",
      "  Row 10: body style 'Limousine' is not one of suvs, sedans, wagons, coupes, convertibles, hatchbacks, trucks, minivans, commercial",
      "  Row 17: VIN 2HKRW2H5XMH612734 is already on row 2",
    ]) {
      expect(run.stdout).toContain(`${line}\n`);
    }
    expect(run.stdout).toContain("\nNew: 3\n");
    expect(run.stdout).toContain("\nSold: 0 (partial feed)\n");
  });

  it("refuses a file with the wrong columns with one clear message, exit code 1 and no change", async () => {
    const before = await snapshot(db);
    const run = await runImport([feed("broken-wrong-columns.csv")], url);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(
      `Cannot import ${feed("broken-wrong-columns.csv")}: this is not an inventory feed: its first line has none of the feed's columns (expected VIN, Stock Number, Condition, Year, Make, Model, Body Style, Mileage, Price, Location). Nothing was changed.`,
    );
    expect(await snapshot(db)).toEqual(before);
  });
});

describe("npm run inventory:import arguments and broken files", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-import-"));
  const file = path.join(dir, "x.sqlite");
  const url = `file:${file}`;
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  // The file is checked before the database is opened, so these never create it.
  it.each([
    ["broken-header-only.csv", "the file has column headers but no vehicles"],
    ["broken-missing-columns.csv", "required columns are missing: Price, Location"],
    ["broken-not-csv.csv", "the file is JSON, not CSV"],
    ["broken-binary.csv", "the file is binary, not a CSV text file"],
    ["broken-compressed.csv", "the file is compressed (gzip); unpack it and import the CSV file inside"],
  ])("refuses %s with one message and exit code 1", async (name, message) => {
    const run = await runImport([feed(name)], url);
    expect(run).toEqual({
      code: 1,
      stdout: "",
      stderr: `Cannot import ${feed(name)}: ${message}. Nothing was changed.`,
    });
    expect(fs.existsSync(file)).toBe(false);
  });

  it("exits 1 with the usage when the file is missing or an option is unknown", async () => {
    const none = await runImport([], url);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain("Name the feed file to import.");
    expect(none.stderr).toContain(USAGE);
    const unknown = await runImport([feed("good-inventory.csv"), "--full"], url);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Unknown option '--full'");
    const missing = await runImport(["no-such-feed.csv"], url);
    expect(missing).toMatchObject({
      code: 1,
      stderr: "Cannot import no-such-feed.csv: there is no such file.",
    });
  });

  it("prints the usage and exits 0 for --help", async () => {
    const help = await runImport(["--help"], url);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain(USAGE);
  });

  it("shows a progress bar on stderr when it is a terminal", async () => {
    // `script` runs the command in a pseudo-terminal, as an interactive shell would.
    const file = path.join(FEEDS, "good-inventory.csv");
    const command = `DATABASE_URL='${url}' npx tsx scripts/inventory-import.ts '${file}'`;
    const output = await new Promise<string>((resolve, reject) => {
      execFile("script", ["-qec", command, "/dev/null"], { cwd: ROOT, timeout: 60_000 }, (error, stdout) =>
        error ? reject(error) : resolve(stdout),
      );
    });
    expect(output).toMatch(/Importing \|[█░]+\| \d+% \| \d+\/25 vehicles/);
    expect(output).toContain("New: 25");
  });
});
