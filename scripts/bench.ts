// `npm run bench [-- --vehicles N --duration S --connections N --warmup S --urls N]`: load-tests the
// production server on the home, search and vehicle pages, and sets each result beside a CEILING: a bare
// node:http server doing nothing but React's renderToString of a static tree of the same HTML size, and
// compressing it as the site does. The ratio says how much of the achievable single-process throughput
// the page keeps after routing, data loading, streaming and middleware; measured in the same run, it
// holds on a shared, noisy machine where requests/s alone do not.
//
// Requests are made as browsers make them: with `Accept-Encoding: gzip, deflate, br`, over --urls
// different URLs of each page type (the home page with campaign queries, the sitemap's filter pages,
// its vehicle pages), cycled by every connection.
//
// Flags: --vehicles N     inventory size to seed (default 5000)
//        --duration S     seconds of load per measurement (default 10)
//        --connections N  concurrent connections (default 50)
//        --warmup S       seconds of unrecorded load before each measurement, so the JIT is warm (default 1;
//                         0 skips it)
//        --urls N         different URLs per page type (default 200)
import type { ChildProcess } from "node:child_process";
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
  pageUrlSets,
  parseFlagsOrExit,
  positiveInt,
  runScript,
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
  throughput: { average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: Array<{ path: string }>;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

type Options = { vehicles: number; duration: number; connections: number; warmup: number; urls: number };

type LoadResult = {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  avgMs: number;
  totalRequests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

/**
 * Optional warm-up, then the measured run over `paths` of `baseUrl` (each connection cycles through
 * them), with a browser's Accept-Encoding; only the measured run is returned.
 */
async function measure(baseUrl: string, paths: string[], options: Options): Promise<LoadResult> {
  const run = (duration: number) =>
    autocannon({
      url: baseUrl,
      connections: options.connections,
      duration,
      headers: { ...BROWSER_HEADERS },
      requests: paths.map((path) => ({ path })),
    });
  if (options.warmup > 0) await run(options.warmup);
  const result = await run(options.duration);
  return {
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    avgMs: result.latency.average,
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** The first line a child prints, or an error if it exits (or stays silent for `timeoutMs`) first. */
async function firstLine(child: ChildProcess, timeoutMs: number): Promise<string> {
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

/**
 * Starts scripts/ceiling-server.tsx calibrated to `bytes` in its own process (like the site, a single
 * Node process), measures it the same way as the page, and stops it.
 */
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
    return { bytes: ready.bytes, ...(await measure(`http://${HOST}:${port}`, ["/"], options)) };
  } finally {
    await stopProcess(child, 5_000);
  }
}

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      vehicles: { type: "string" },
      duration: { type: "string" },
      connections: { type: "string" },
      warmup: { type: "string" },
      urls: { type: "string" },
    },
  });
  return {
    vehicles: positiveInt("vehicles", values.vehicles, DEFAULT_VEHICLES),
    duration: positiveInt("duration", values.duration, 10),
    connections: positiveInt("connections", values.connections, 50),
    warmup: positiveInt("warmup", values.warmup, 1, 0),
    urls: positiveInt("urls", values.urls, 200),
  };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

const options = parseFlagsOrExit(parseOptions);

await runScript(async () => {
  const site = await startSite(options.vehicles);
  const urlSets = await pageUrlSets(site.baseUrl, options.urls);

  const results = [];
  for (const [name, paths] of Object.entries(urlSets)) {
    // The ceiling renders as many bytes as the page type's median page (uncompressed).
    const sizes = [];
    for (const path of paths.slice(0, 20)) {
      const { status, bytes } = await fetchPage(`${site.baseUrl}${path}`);
      if (status !== 200) throw new Error(`${path} answered ${status}`);
      sizes.push(bytes);
    }
    const bytes = sizes.sort((a, b) => a - b)[Math.floor(sizes.length / 2)]!;
    console.log(
      `Measuring ${name} (${paths.length} URLs, e.g. ${paths[1] ?? paths[0]}; median ${bytes.toLocaleString("en-US")} bytes)`,
    );
    const measured = await measure(site.baseUrl, paths, options);
    console.log(`Measuring the ceiling for ${bytes.toLocaleString("en-US")} bytes`);
    const ceiling = await measureCeiling(bytes, options);
    results.push({
      page: name,
      path: paths[0]!,
      urls: paths.length,
      bytes,
      ...measured,
      ceiling,
      ratio: round(measured.requestsPerSec / ceiling.requestsPerSec, 2),
    });
  }

  const header = ["page", "bytes", "req/s", "p50 ms", "p99 ms", "ceiling req/s", "ratio", "non-2xx", "note"];
  const rows = results.map((r) => [
    r.page,
    r.bytes.toLocaleString("en-US"),
    r.requestsPerSec.toFixed(0),
    // autocannon reports 0 ms when nothing completed; a dash says so without looking fast.
    r.totalRequests > 0 ? r.p50Ms.toFixed(1) : "-",
    r.totalRequests > 0 ? r.p99Ms.toFixed(1) : "-",
    r.ceiling.requestsPerSec.toFixed(0),
    r.ratio.toFixed(2),
    String(r.non2xx),
    [
      r.totalRequests === 0 ? "(no response completed during the run)" : "",
      r.errors > 0 ? `(${r.errors} connection errors)` : "",
    ]
      .filter(Boolean)
      .join(" "),
  ]);
  console.log(
    `\n${options.vehicles.toLocaleString("en-US")} vehicles, ${options.connections} connections, ` +
      `${options.duration} s per run (after ${options.warmup} s warm-up), Node ${process.version}\n`,
  );
  console.log(formatTable(header, rows));
  console.log(
    `Each page type over ${options.urls} URLs, Accept-Encoding: ${BROWSER_HEADERS["accept-encoding"]}.`,
  );

  const file = writeResults(`bench-${fileTimestamp()}.json`, {
    date: new Date().toISOString(),
    options,
    machine: { node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? "unknown" },
    pages: results,
  });
  console.log(`\nWrote ${file}`);
});
