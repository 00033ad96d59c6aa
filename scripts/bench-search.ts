// `npm run bench:search [-- --counts 500,5000,50000 --requests 30 --warmup 20]`: how the search page's cost
// grows with the inventory. For each size it seeds a throw-away data directory, starts the production server
// (`node server/start.js`, the build in BUILD_DIR or build/), warms it up, then times sequential requests of
// a filtered, faceted search page and prints the medians: the whole response as the client saw it, and the
// search itself (finding, ordering and counting) from the page's Server-Timing header.
//
// Flags: --counts N,N,...  inventory sizes (default 500,5000,50000)
//        --requests N      timed requests per page (default 30)
//        --warmup N        untimed requests per page first, so the JIT and the search index are warm (default 20)
import path from "node:path";
import { parseArgs } from "node:util";
import {
  fileTimestamp,
  formatTable,
  freePort,
  HOST,
  makeTempDir,
  positiveInt,
  ROOT,
  runScript,
  seedInventory,
  spawnGroup,
  stopProcess,
  waitHealthy,
  writeResults,
} from "./bench-support";

/** The pages timed: a filtered, faceted search (the brief's), the whole inventory, and a keyword search. */
const PAGES = [
  { name: "filtered", path: "/used-cars-for-sale/suvs/price-under-40000?mileage=null,85000&sort=priceLow" },
  { name: "all", path: "/cars-for-sale" },
  { name: "keyword", path: "/cars-for-sale?q=toyota+awd" },
] as const;

type Sample = { totalMs: number; searchMs: number };
type Row = { vehicles: number; page: string; path: string; totalMs: number; searchMs: number; p90Ms: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function timeOnce(url: string): Promise<Sample> {
  const started = performance.now();
  const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  const totalMs = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}, not 200`);
  const searchMs = Number(
    /search;dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1] ?? Number.NaN,
  );
  return { totalMs, searchMs };
}

async function measureSize(vehicles: number, requests: number, warmup: number): Promise<Row[]> {
  const dataDir = makeTempDir("dealer-bench-search-");
  console.log(`\nSeeding ${vehicles.toLocaleString("en-US")} vehicles...`);
  await seedInventory(dataDir, vehicles);
  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  const server = spawnGroup(process.execPath, [path.join(ROOT, "server/start.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SKIP_BUILD_CHECK: "1",
      BUILD_DIR: process.env.BUILD_DIR || "build",
    },
  });
  try {
    await waitHealthy(baseUrl, server, 120_000);
    const rows: Row[] = [];
    for (const page of PAGES) {
      for (let i = 0; i < warmup; i++) await timeOnce(`${baseUrl}${page.path}`);
      const samples: Sample[] = [];
      for (let i = 0; i < requests; i++) samples.push(await timeOnce(`${baseUrl}${page.path}`));
      const totals = samples.map((s) => s.totalMs);
      rows.push({
        vehicles,
        page: page.name,
        path: page.path,
        totalMs: median(totals),
        searchMs: median(samples.map((s) => s.searchMs)),
        p90Ms: percentile(totals, 90),
      });
      console.log(`  ${page.name}: median ${median(totals).toFixed(1)} ms`);
    }
    return rows;
  } finally {
    await stopProcess(server);
  }
}

await runScript(async () => {
  const { values } = parseArgs({
    options: {
      counts: { type: "string", default: "500,5000,50000" },
      requests: { type: "string" },
      warmup: { type: "string" },
    },
  });
  const counts = values.counts.split(",").map((c) => positiveInt("counts", c.trim(), 0));
  const requests = positiveInt("requests", values.requests, 30);
  const warmup = positiveInt("warmup", values.warmup, 20, 0);
  console.log(
    `Build: ${process.env.BUILD_DIR || "build"}; ${requests} timed requests per page after ${warmup} warm-up requests.`,
  );

  const rows: Row[] = [];
  for (const count of counts) rows.push(...(await measureSize(count, requests, warmup)));

  const smallest = Math.min(...counts);
  const base = new Map(rows.filter((r) => r.vehicles === smallest).map((r) => [r.page, r.totalMs]));
  console.log("\nMedian server time per search page (sequential requests on loopback):\n");
  console.log(
    formatTable(
      ["vehicles", "page", "median ms", "p90 ms", "search ms", `x ${smallest}`],
      rows.map((r) => [
        r.vehicles.toLocaleString("en-US"),
        r.page,
        r.totalMs.toFixed(1),
        r.p90Ms.toFixed(1),
        r.searchMs.toFixed(2),
        (r.totalMs / (base.get(r.page) ?? r.totalMs)).toFixed(2),
      ]),
    ),
  );
  console.log(`\nPages: ${PAGES.map((p) => `${p.name} = ${p.path}`).join("; ")}`);
  const file = writeResults(`bench-search-${fileTimestamp()}.json`, { requests, warmup, rows });
  console.log(`Results written to ${path.relative(ROOT, file)}`);
});
