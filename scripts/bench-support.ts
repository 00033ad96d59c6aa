// Shared plumbing for `npm run bench` and `npm run lighthouse`: a throw-away data directory with a
// seeded inventory, the production server on a free loopback port, the pages to measure, and a cleanup
// that runs on success, on error and on Ctrl-C alike.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const RESULTS_DIR = path.join(ROOT, "bench-results");
export const DEFAULT_VEHICLES = 5000;

/** Every address these scripts talk to: the benchmarks must never leave the machine. */
export const HOST = "127.0.0.1";

// ---------------------------------------------------------------------------------------------
// Cleanup: every resource registers how to undo itself, and it is undone exactly once.

type Cleanup = () => void | Promise<void>;
const cleanups: Cleanup[] = [];
let cleaningUp: Promise<void> | undefined;

export function onCleanup(cleanup: Cleanup): void {
  cleanups.push(cleanup);
}

/** Undoes everything registered, newest first (servers stop before their data dir is removed). */
export function cleanupAll(): Promise<void> {
  cleaningUp ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`cleanup failed: ${(error as Error).message}`);
      }
    }
  })();
  return cleaningUp;
}

/**
 * Runs a script's body with cleanup guaranteed: on return, on a thrown error and on Ctrl-C/SIGTERM.
 * The exit code is 1 on error and 128+signal on a signal, so a caller (or CI) sees what happened.
 */
export async function runScript(body: () => Promise<void>): Promise<void> {
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ] as const) {
    process.once(signal, () => {
      console.error(`\n${signal} received: stopping servers and removing temporary files...`);
      void cleanupAll().finally(() => process.exit(code));
    });
  }
  try {
    await body();
  } catch (error) {
    // Errors after Ctrl-C are the body tripping over stopped servers: not worth a stack trace.
    if (!cleaningUp) console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  } finally {
    await cleanupAll();
  }
}

// ---------------------------------------------------------------------------------------------
// Small helpers.

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves after `ms` like sleep, but for racing against the thing being waited for: its timer is
 * unref'd, so a time limit that was not needed does not keep the script alive once the work is done.
 */
export const timeLimit = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** A port that was free a moment ago (the OS picks it; there is a tiny race, which is fine here). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A temporary directory that is removed at cleanup. */
export function makeTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A file-name-safe timestamp, e.g. 2025-01-31T12-00-00-000Z. */
export function fileTimestamp(date = new Date()): string {
  return date.toISOString().replace(/[:.]/g, "-");
}

/** Writes `data` as pretty JSON under bench-results/ and returns the path. */
export function writeResults(name: string, data: unknown): string {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, name);
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}

/** Runs a flag parser; a bad flag ends the script with its one-line message (nothing has started yet). */
export function parseFlagsOrExit<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** Reads a whole-number flag value, failing with one line when it is not one. */
export function positiveInt(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) {
    throw new Error(`--${name} must be a whole number of at least ${min} (got "${value}")`);
  }
  return parsed;
}

/**
 * Pads each column to its widest cell. The first column (the row's name) and a column headed "note"
 * are text and left-aligned; every other column holds numbers and is right-aligned.
 */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? "").length)));
  const isText = (i: number) => i === 0 || header[i] === "note";
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (isText(i) ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

// ---------------------------------------------------------------------------------------------
// Child processes.

/**
 * Spawns a child in its own process group, so stopping it also stops whatever it started
 * (the build that server/start.js may run, Chromium's helper processes).
 */
export function spawnGroup(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; stdio?: "inherit" | "ignore" | "pipe" } = {},
): ChildProcess {
  // After Ctrl-C the script body may still be running for a moment; nothing it starts then would be
  // stopped, so refuse instead.
  if (cleaningUp) throw new Error("stopping: not starting another process");
  return spawn(command, args, {
    cwd: ROOT,
    env: options.env ?? process.env,
    stdio:
      options.stdio === "pipe"
        ? ["ignore", "pipe", "pipe"]
        : ["ignore", options.stdio ?? "inherit", "inherit"],
    detached: true,
  });
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** SIGTERM to the child's process group; SIGKILL if it has not exited after `graceMs`. */
export async function stopProcess(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.pid === undefined || exited(child)) return;
  const exit = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group is already gone.
    }
  };
  signalGroup("SIGTERM");
  const timer = timeLimit(graceMs).then(() => "timeout" as const);
  if ((await Promise.race([exit, timer])) === "timeout") {
    signalGroup("SIGKILL");
    await exit;
  }
}

/** Runs a command to completion (output shown), rejecting when it fails or outlives `timeoutMs`. */
export async function runCommand(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<void> {
  const child = spawnGroup(command, args, { env });
  const done = new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => resolve(code));
  });
  const outcome = await Promise.race([done, timeLimit(timeoutMs).then(() => "timeout" as const)]);
  if (outcome === "timeout") {
    await stopProcess(child, 2_000);
    throw new Error(`${path.basename(args[0] ?? command)} did not finish within ${timeoutMs / 1000} s`);
  }
  if (outcome !== 0) throw new Error(`${[command, ...args].join(" ")} exited with code ${outcome}`);
}

// ---------------------------------------------------------------------------------------------
// The site under test.

const TSX_CLI = path.join(ROOT, "node_modules/tsx/dist/cli.mjs");

/** The environment every site process gets: production mode, quiet logs, the given data dir. */
function siteEnv(dataDir: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", DATA_DIR: dataDir, ...extra };
}

/** Replaces the inventory in `dataDir` with `count` deterministic demo vehicles (`npm run db:seed`). */
export async function seedInventory(dataDir: string, count: number): Promise<void> {
  // DATABASE_URL would point the seed (and the server) elsewhere than the temp dir: drop it.
  const env = siteEnv(dataDir, { DATABASE_URL: "" });
  await runCommand(process.execPath, [TSX_CLI, "scripts/db-seed.ts", "--count", String(count)], env, 300_000);
}

/** Polls GET /healthz until it answers 200; fails early if the server process exits. */
export async function waitHealthy(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(child))
      throw new Error(`the server exited (code ${child.exitCode ?? child.signalCode}) before it was healthy`);
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`${baseUrl}/healthz did not answer 200 within ${timeoutMs / 1000} s`);
}

export type Site = { baseUrl: string; dataDir: string; process: ChildProcess };

/**
 * Seeds a temporary data dir with `vehicles` vehicles (or takes `seededDataDir`, seeded before) and
 * starts the production server on a free port.
 * server/start.js builds first when build/ is missing or stale, hence the generous health timeout.
 */
export async function startSite(
  vehicles: number,
  env: Record<string, string> = {},
  seededDataDir?: string,
): Promise<Site> {
  // A second server on the data an earlier one seeded (the same inventory, no second seeding).
  const dataDir = seededDataDir ?? makeTempDir("dealer-bench-");
  if (!seededDataDir) {
    console.log(`Seeding ${vehicles.toLocaleString("en-US")} vehicles into ${dataDir}...`);
    await seedInventory(dataDir, vehicles);
  }

  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  const child = spawnGroup(process.execPath, ["server/start.js"], {
    env: siteEnv(dataDir, { PORT: String(port), DATABASE_URL: "", ...env }),
  });
  onCleanup(() => stopProcess(child));
  console.log(`Starting the production server on ${baseUrl}...`);
  await waitHealthy(baseUrl, child, 600_000);
  return { baseUrl, dataDir, process: child };
}

// ---------------------------------------------------------------------------------------------
// The pages to measure.

export type PageFetch = { status: number; bytes: number; html: string };

/** GETs a page once; `bytes` is the size of the HTML itself (fetch undoes any compression). */
export async function fetchPage(url: string): Promise<PageFetch> {
  const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(30_000) });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes: body.length, html: body.toString("utf8") };
}

export type PageTarget = { name: string; path: string | undefined; note: string };

const VEHICLE_HREF = /href="(\/(?:used|new|certified)-cars-for-sale\/\d{4}-[^"]+)"/;
export const SEARCH_PATH = "/cars-for-sale/suvs";

/**
 * The three pages both scripts measure. The vehicle page is whichever one the home page links to first,
 * so it is a real vehicle of the seeded inventory; `path` is undefined when the home page links to none.
 */
export async function findPages(baseUrl: string): Promise<PageTarget[]> {
  const home = await fetchPage(`${baseUrl}/`);
  if (home.status !== 200) throw new Error(`GET / answered ${home.status}`);
  const vehiclePath = VEHICLE_HREF.exec(home.html)?.[1]?.replaceAll("&amp;", "&");
  return [
    { name: "home", path: "/", note: "" },
    { name: "search", path: SEARCH_PATH, note: "" },
    { name: "vehicle", path: vehiclePath, note: vehiclePath ? "" : "(no vehicle link on the home page)" },
  ];
}

/** What a browser sends: the load tests ask for compressed pages, as every browser does. */
export const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br" } as const;

/** The paths a sitemap section lists (the site's own JSON view of it), as site paths. */
export async function sitemapPaths(baseUrl: string, section: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/___sitemaps___/${section}?without=1`);
  if (!response.ok) throw new Error(`the ${section} sitemap answered ${response.status}`);
  const { value } = (await response.json()) as { value: Array<{ loc: string }> };
  return value.map((entry) => new URL(entry.loc, baseUrl).pathname);
}

/** The note printed beside a page's row for its status code. */
export function statusNote(status: number): string {
  if (status === 404) return "(404: page not built yet)";
  return status === 200 ? "" : `(status ${status})`;
}
