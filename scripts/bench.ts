// `npm run bench [-- --vehicles N --duration S --soak S --connections N --crowd N]`:
// load-tests the production server (`server/start.js`, every core unless WEB_CONCURRENCY says
// otherwise) with the mix of pages a real site sees, and sets each result beside a CEILING: a bare
// node:http server doing nothing but React's renderToString of a static tree as large as the mix's
// median page, compressing it as the site does, in one process. The ratio, measured in the same run,
// holds on a shared, noisy machine where requests/s alone do not.
//
// The mix: the home page in both languages (and with campaign queries, which the cache keys drop),
// 50 search pages, 500 vehicle pages, the content pages of both languages (financing, research,
// help, legal, company) and an unknown URL now and then (1 %), shuffled once and shared by all
// connections, asked for as browsers ask (`Accept-Encoding: gzip, deflate, br`).
//
// The runs, in order:
//   warm     the site after two passes over every URL per worker (each worker's origin cache
//            filled), --connections
//   crowd    the warm site at --crowd connections for --soak seconds: errors, and RSS at the end
//            against RSS after the warm-up (a leak or an unbounded queue shows here)
//   cold     the same data, a server with the origin cache off (every request a render)
//   ceiling  the renderToString ceiling at --connections
//
// Flags: --vehicles N     inventory size to seed (default 5000)
//        --duration S     seconds of the warm and cold runs (default 15)
//        --soak S         seconds of the crowd run (default 60)
//        --connections N  connections of the warm, cold and ceiling runs (default 50)
//        --crowd N        connections of the crowd run (default 200)
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import readline from "node:readline";
import { parseArgs } from "node:util";
import {
  BROWSER_HEADERS,
  DEFAULT_VEHICLES,
  fetchPage,
  fileTimestamp,
  formatTable,
  freePort,
  HOST,
  parseFlagsOrExit,
  positiveInt,
  runScript,
  type Site,
  sitemapPaths,
  spawnGroup,
  startSite,
  stopProcess,
  timeLimit,
  writeResults,
} from "./bench-support";

// autocannon ships no type declarations and the project has no @types/autocannon, so it is loaded
// through require (it is CommonJS) and typed here for the part this script uses.
type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { average: number; p50: number; p99: number };
  errors: number;
  timeouts: number;
  "2xx": number;
  "3xx": number;
  "4xx": number;
  "5xx": number;
};
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  timeout?: number;
  headers?: Record<string, string>;
  requests?: Array<{ setupRequest: (request: { path: string }) => { path: string } }>;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

type Options = {
  vehicles: number;
  duration: number;
  soak: number;
  connections: number;
  crowd: number;
};

type LoadResult = {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  totalRequests: number;
  /** Connection errors, timeouts and 5xx answers: what a visitor would see as a failure. */
  errors: number;
  notFound: number;
};

/** The run over `paths` of `baseUrl`: every request takes the mix's next URL, whichever connection sends it. */
async function load(
  baseUrl: string,
  paths: string[],
  connections: number,
  duration: number,
): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    timeout: 30,
    headers: { ...BROWSER_HEADERS },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
  return {
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    totalRequests: result.requests.total,
    errors: result.errors + result.timeouts + result["5xx"],
    notFound: result["4xx"],
  };
}

/** Resident memory of a process and its children (a cluster's primary and workers), in MB. */
function rssMb(pid: number): number {
  const pids = [pid];
  try {
    pids.push(
      ...execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
        .trim()
        .split("\n")
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    // No children: one process serves.
  }
  let kb = 0;
  for (const one of pids) {
    try {
      const status = fs.readFileSync(`/proc/${one}/status`, "utf8");
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // Gone between the two looks.
    }
  }
  return Math.round(kb / 1024);
}

/** The server's process: start.js (with `node` as the group leader spawnGroup made). */
const sitePid = (site: Site) => site.process.pid!;

/** `count` entries spread over the list (a section lists similar pages together). */
const spread = (paths: string[], count: number) =>
  Array.from(
    { length: Math.min(count, paths.length) },
    (_, i) => paths[Math.floor((i * paths.length) / count)]!,
  );

/** A deterministic shuffle, so two runs load the same order. */
function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  let seed = 20_261_126;
  for (let i = copy.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** The mix (see the top of this file), shuffled. */
async function pageMix(baseUrl: string): Promise<{ paths: string[]; counts: Record<string, number> }> {
  const [pages, articles, filters, vehicles] = await Promise.all(
    ["pages", "articles", "filters", "vehicles"].map((section) => sitemapPaths(baseUrl, section)),
  );
  const home = ["/", "/es", ...Array.from({ length: 18 }, (_, i) => `/?utm_source=bench&utm_content=${i}`)];
  const search = spread(filters!, 50);
  const cars = spread(vehicles!, 500);
  const content = [...pages!.filter((p) => p !== "/" && p !== "/es"), ...spread(articles!, 40)];
  const known = [...home, ...search, ...cars, ...content];
  const unknown = Array.from({ length: Math.ceil(known.length / 100) }, (_, i) => `/no-such-page-${i}`);
  return {
    paths: shuffled([...known, ...unknown]),
    counts: {
      home: home.length,
      search: search.length,
      vehicle: cars.length,
      content: content.length,
      unknown: unknown.length,
    },
  };
}

/** One pass over every URL, eight at a time, as a crowd's first visitors would make it. */
async function onePass(baseUrl: string, paths: string[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const response = await fetch(`${baseUrl}${path}`, { headers: BROWSER_HEADERS, redirect: "manual" });
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/** The first line a child prints, or an error if it exits (or stays silent for `timeoutMs`) first. */
async function firstLine(child: ReturnType<typeof spawnGroup>, timeoutMs: number): Promise<string> {
  const lines = readline.createInterface({ input: child.stdout! });
  try {
    const line = new Promise<string>((resolve) => lines.once("line", resolve));
    const exit = new Promise<never>((_, reject) =>
      child.once("exit", (code) => reject(new Error(`the ceiling server exited with code ${code}`))),
    );
    const timeout = timeLimit(timeoutMs).then(() => {
      throw new Error(`the ceiling server did not start within ${timeoutMs / 1000} s`);
    });
    return await Promise.race([line, exit, timeout]);
  } finally {
    lines.close();
  }
}

/** scripts/ceiling-server.tsx calibrated to `bytes`, measured like the site, then stopped. */
async function measureCeiling(bytes: number, options: Options): Promise<LoadResult & { bytes: number }> {
  const port = await freePort();
  const child = spawnGroup(
    process.execPath,
    ["--import", "tsx", "scripts/ceiling-server.tsx", "--bytes", String(bytes), "--port", String(port)],
    { env: { ...process.env, NODE_ENV: "production" }, stdio: "pipe" },
  );
  child.stderr?.pipe(process.stderr);
  try {
    const ready = JSON.parse(await firstLine(child, 60_000)) as { bytes: number };
    const url = `http://${HOST}:${port}`;
    await load(url, ["/"], options.connections, 2);
    return { bytes: ready.bytes, ...(await load(url, ["/"], options.connections, options.duration)) };
  } finally {
    await stopProcess(child, 5_000);
  }
}

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      vehicles: { type: "string" },
      duration: { type: "string" },
      soak: { type: "string" },
      connections: { type: "string" },
      crowd: { type: "string" },
    },
  });
  return {
    vehicles: positiveInt("vehicles", values.vehicles, DEFAULT_VEHICLES),
    duration: positiveInt("duration", values.duration, 15),
    soak: positiveInt("soak", values.soak, 60),
    connections: positiveInt("connections", values.connections, 50),
    crowd: positiveInt("crowd", values.crowd, 200),
  };
}

const options = parseFlagsOrExit(parseOptions);

await runScript(async () => {
  const site = await startSite(options.vehicles);
  const workers = process.env.WEB_CONCURRENCY || String(os.availableParallelism());
  const { paths, counts } = await pageMix(site.baseUrl);
  console.log(`The mix: ${paths.length} URLs (${JSON.stringify(counts)}); ${workers} workers.`);
  const rssAtStart = rssMb(sitePid(site));

  // The ceiling's size: the median page of a sample of the mix (uncompressed HTML).
  const sizes: number[] = [];
  for (const path of paths.slice(0, 60)) {
    const { status, bytes } = await fetchPage(`${site.baseUrl}${path}`);
    if (status === 200) sizes.push(bytes);
  }
  const medianBytes = sizes.sort((a, b) => a - b)[Math.floor(sizes.length / 2)]!;

  // One pass per worker and as many again: each worker keeps its own origin cache and a
  // request lands on whichever worker its connection does, so one pass warms about half.
  const passes = Number(workers) * 2;
  console.log(`Warm: ${passes} passes over every URL (${workers} workers), then the measured run...`);
  for (let pass = 0; pass < passes; pass++) await onePass(site.baseUrl, paths);
  const rssWarm = rssMb(sitePid(site));
  const warm = await load(site.baseUrl, paths, options.connections, options.duration);

  console.log(`Crowd: ${options.crowd} connections for ${options.soak} s...`);
  const crowd = await load(site.baseUrl, paths, options.crowd, options.soak);
  const rssEnd = rssMb(sitePid(site));
  await stopProcess(site.process);

  console.log("Cold: the same data, the origin cache off...");
  const coldSite = await startSite(options.vehicles, { ORIGIN_CACHE_MB: "0" }, site.dataDir);
  await load(coldSite.baseUrl, paths, options.connections, 2);
  const cold = await load(coldSite.baseUrl, paths, options.connections, options.duration);
  await stopProcess(coldSite.process);

  console.log(`Ceiling: renderToString of ${medianBytes.toLocaleString("en-US")} bytes...`);
  const ceiling = await measureCeiling(medianBytes, options);

  const ratio = (r: LoadResult) => (r.requestsPerSec / ceiling.requestsPerSec).toFixed(2);
  const row = (name: string, connections: number, r: LoadResult, withRatio = true) => [
    name,
    String(connections),
    r.requestsPerSec.toFixed(0),
    r.totalRequests > 0 ? r.p50Ms.toFixed(1) : "-",
    r.totalRequests > 0 ? r.p99Ms.toFixed(1) : "-",
    String(r.errors),
    String(r.notFound),
    withRatio ? ratio(r) : "1.00",
  ];
  console.log(
    `\n${options.vehicles.toLocaleString("en-US")} vehicles, ${paths.length} URLs, ${workers} workers, ` +
      `Node ${process.version}, ${os.availableParallelism()} cores\n`,
  );
  console.log(
    formatTable(
      ["run", "connections", "req/s", "p50 ms", "p99 ms", "errors", "404s", "x ceiling"],
      [
        row("warm", options.connections, warm),
        row(`crowd (${options.soak} s)`, options.crowd, crowd),
        row("cold (cache off)", options.connections, cold),
        row("ceiling", options.connections, ceiling, false),
      ],
    ),
  );
  const growth = ((rssEnd - rssWarm) / rssWarm) * 100;
  console.log(
    `\nRSS (all processes): ${rssAtStart} MB at start, ${rssWarm} MB after the warm-up, ${rssEnd} MB after the crowd ` +
      `(${growth >= 0 ? "+" : ""}${growth.toFixed(0)} %). Accept-Encoding: ${BROWSER_HEADERS["accept-encoding"]}.`,
  );

  const file = writeResults(`bench-${fileTimestamp()}.json`, {
    date: new Date().toISOString(),
    options,
    workers: Number(workers),
    machine: {
      node: process.version,
      cpus: os.availableParallelism(),
      cpuModel: os.cpus()[0]?.model ?? "unknown",
    },
    mix: counts,
    medianBytes,
    runs: { warm, crowd, cold, ceiling },
    ratios: { warm: Number(ratio(warm)), cold: Number(ratio(cold)) },
    rssMb: { start: rssAtStart, afterWarmUp: rssWarm, end: rssEnd },
  });
  console.log(`\nWrote ${file}`);
});
