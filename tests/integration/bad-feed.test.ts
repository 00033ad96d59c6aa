import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliBundle } from "../support/cli";
import { ROOT, type RunningServer, startServer } from "../support/server";

/**
 * A bad feed while the site runs: `npm run inventory:import` on the running site's database with
 * a file cut short, a broken quote, missing columns, a shifted row or no file at all. Each
 * is refused (or its row rejected) with one line naming the file, the row and the column; the
 * inventory already stored is not touched, and the site keeps serving it throughout.
 */

const GOOD = fs.readFileSync(path.join(ROOT, "tests/fixtures/feeds/good-inventory.csv"), "utf8");
const LINES = GOOD.split("\n");

type Run = { code: number; stdout: string; stderr: string };

/** Runs the import from its bundle (tests/support/cli.ts), or with `via: "npx"` as the dealer types it. */
function runImport(args: string[], dataDir: string, via: "bundle" | "npx" = "bundle"): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      via === "npx" ? "npx" : process.execPath,
      via === "npx"
        ? ["tsx", "scripts/inventory-import.ts", ...args]
        : [cliBundle("inventory-import"), ...args],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "test" },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        const ours = stderr
          .split("\n")
          .filter((line) => !line.startsWith("npm warn"))
          .join("\n");
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr: ours.trim() });
      },
    );
  });
}

const VEHICLE_HREF = /href="(\/(?:used|new|certified)-cars-for-sale\/\d{4}-[^"]+)"/g;

describe("a bad inventory feed imported while the site runs", () => {
  let feeds = "";
  const feed = (name: string, text: string) => {
    const file = path.join(feeds, name);
    fs.writeFileSync(file, text);
    return file;
  };
  let server: RunningServer;
  let inventoryBefore: unknown[];
  let searchBefore: string[];

  /** Every stored vehicle as the site reads it: a refused import leaves each byte of it. */
  const inventory = () => {
    const db = new Database(path.join(server.dataDir, "dealer.sqlite"), { readonly: true });
    try {
      return db.prepare("select * from vehicles order by vin").all();
    } finally {
      db.close();
    }
  };
  /** The vehicles the search page lists, and that the first of them still has its page. */
  const servedVehicles = async () => {
    const search = await fetch(`${server.url}/cars-for-sale`);
    expect(search.status).toBe(200);
    const links = [...(await search.text()).matchAll(VEHICLE_HREF)].map((m) =>
      m[1]!.replaceAll("&amp;", "&"),
    );
    expect(links.length).toBeGreaterThan(0);
    const vehicle = await fetch(`${server.url}${links[0]}`);
    await vehicle.arrayBuffer();
    expect(vehicle.status).toBe(200);
    return links;
  };

  beforeAll(async () => {
    feeds = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-bad-feeds-"));
    // The demo inventory (320 vehicles), none of them in the good feed: a full import of a
    // damaged copy of it would mark them all sold.
    server = await startServer();
    inventoryBefore = inventory();
    expect(inventoryBefore.length).toBeGreaterThan(100);
    searchBefore = await servedVehicles();
  });
  afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
    if (feeds) fs.rmSync(feeds, { recursive: true, force: true });
  });

  it.each([
    {
      name: "cut short in the middle of a row (a transfer that stopped)",
      file: () => feed("cut-short.csv", `${LINES.slice(0, 10).join("\n")}\n${LINES[10]!.slice(0, 40)}`),
      message:
        "the file ends in the middle of row 11 in its Make column (5 of 23 columns, no line break after it): it looks cut short; export or download it again",
    },
    {
      name: "cut short inside a quoted cell",
      // Row 4 ends in "Elkhart, IN": the file stops after "Elkh.
      file: () =>
        feed("open-quote.csv", `${LINES.slice(0, 3).join("\n")}\n${LINES[3]!.replace(/"[^"]*"$/, '"Elkh')}`),
      message:
        "the file is not valid CSV: Quote Not Closed: the parsing is finished with an opening quote at line 4",
    },
    {
      name: "without required columns",
      // The price column renamed to something the import does not know.
      file: () => feed("no-price.csv", GOOD.replace(",Price,", ",Dealer Memo,")),
      message: "required column is missing: Price",
    },
  ])(
    "refuses a feed $name with one line, and changes nothing",
    async ({ file, message }) => {
      const feedFile = file();
      const run = await runImport([feedFile], server.dataDir);
      expect(run).toEqual({
        code: 1,
        stdout: "",
        stderr: `Cannot import ${feedFile}: ${message}. Nothing was changed.`,
      });
      expect(inventory()).toEqual(inventoryBefore);
      expect(await servedVehicles()).toEqual(searchBefore);
    },
    60_000,
  );

  it("refuses a file that does not exist, naming it", async () => {
    const missing = path.join(feeds, "2026-11-22.csv");
    const run = await runImport([missing], server.dataDir, "npx");
    expect(run).toEqual({ code: 1, stdout: "", stderr: `Cannot import ${missing}: there is no such file.` });
    expect(inventory()).toEqual(inventoryBefore);
  }, 60_000);

  it("rejects a row whose cells shifted (an unquoted comma), naming the row and the column", async () => {
    // "$36,895" without quotes: one cell more than the header, and the price is '$36'.
    const shifted = LINES.map((line, i) => (i === 1 ? line.replace(",36895,", ",$36,895,") : line)).join(
      "\n",
    );
    const run = await runImport([feed("shifted.csv", shifted), "--dry-run"], server.dataDir);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Rows rejected: 1\n");
    expect(run.stdout).toContain("  Row 2: the row has 24 cells but the header has 23 columns;");
    expect(run.stdout).toContain("; price $36 is outside $100 to $1,000,000;");
    expect(inventory()).toEqual(inventoryBefore);
    expect(await servedVehicles()).toEqual(searchBefore);
  }, 60_000);
});
