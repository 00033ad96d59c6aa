// `npm run bench:leads [-- --accepts 2000 --concurrency 10 --backlog 2000]`: the lead pipeline's
// figures on this machine, against the production server and a local SMTP server.
//
// 1. Accept latency: POST /api/email/send --accepts times from --concurrency clients while the
//    delivery worker sends to the SMTP server alongside, as in production. Client-side round trip.
// 2. Delivery throughput: --backlog leads are stored while no server runs; then the server starts
//    and its worker drains the outbox to the SMTP server. E-mails per second between the first
//    and the last arrival.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { leadApiEnv, leadApiHeaders, sampleLeadBody } from "~tests/support/lead-api";
import { SAMPLE_LEADS } from "~tests/support/sample-leads";
import { createSmtpTestServer } from "~tests/support/smtp-peer";
import { loadSettings } from "../app/features/company/settings.server";
import { acceptLead } from "../app/features/leads/intake/accept-lead.server";
import { migrateToLatest, openDatabase } from "../app/lib/db/connection.server";
import { parseEnv } from "../app/lib/env.server";
import {
  fileTimestamp,
  formatTable,
  freePort,
  HOST,
  makeTempDir,
  onCleanup,
  positiveInt,
  ROOT,
  runScript,
  sleep,
  spawnGroup,
  stopProcess,
  waitHealthy,
  writeResults,
} from "./bench-support";

const { values } = parseArgs({
  options: {
    accepts: { type: "string" },
    concurrency: { type: "string" },
    backlog: { type: "string" },
  },
});

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

async function startSite(dataDir: string, smtpUrl: string) {
  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  const child = spawnGroup(process.execPath, ["server/start.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PORT: String(port),
      SMTP_URL: smtpUrl,
      // The integration API's key, and a per-key limit above what the benchmark posts.
      ...leadApiEnv,
      LEAD_API_RATE_LIMIT: "1000000",
    },
  });
  onCleanup(() => stopProcess(child));
  await waitHealthy(baseUrl, child, 600_000);
  return { baseUrl, child };
}

// The backlog is stored from this process: keep its "lead accepted" lines out of the report.
process.env.LOG_LEVEL ||= "warn";

await runScript(async () => {
  const accepts = positiveInt("accepts", values.accepts, 2000);
  const concurrency = positiveInt("concurrency", values.concurrency, 10);
  const backlog = positiveInt("backlog", values.backlog, 2000);
  if (!fs.existsSync(path.join(ROOT, process.env.BUILD_DIR || "build", "server/index.js")))
    console.log("No build yet: the server builds the site first (a minute or two).");

  // Arrival times of the backlog phase's e-mails (the server's own clock is not ours).
  const arrivals: number[] = [];
  let recordArrivals = false;
  const smtp = await createSmtpTestServer({
    parse: false,
    onMessage: () => {
      if (recordArrivals) arrivals.push(performance.now());
    },
  });
  onCleanup(() => smtp.stop());

  // --- 1. Accept latency, with delivery running alongside.
  const acceptDir = makeTempDir("dealer-bench-leads-");
  console.log(`Starting the production server (data in ${acceptDir})...`);
  const site = await startSite(acceptDir, smtp.url);
  // Warm up: the first requests compile code paths and open the database.
  for (let i = 0; i < 20; i++)
    await fetch(`${site.baseUrl}/api/email/send`, {
      method: "POST",
      headers: leadApiHeaders(),
      body: sampleLeadBody(i),
    });
  await smtp.waitFor(20, 60_000);
  smtp.messages.length = 0;

  /** Posts `count` leads from `clients` clients; returns the sorted latencies and the rate. */
  let sequence = 0;
  async function acceptRun(count: number, clients: number) {
    const latencies: number[] = [];
    let next = 0;
    let failures = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        for (let i = next++; i < count; i = next++) {
          const id = sequence++;
          const t0 = performance.now();
          const response = await fetch(`${site.baseUrl}/api/email/send`, {
            method: "POST",
            headers: leadApiHeaders({ "idempotency-key": `bench-${id}` }),
            body: sampleLeadBody(id),
          });
          await response.arrayBuffer();
          latencies.push(performance.now() - t0);
          if (response.status !== 202) failures++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      count,
      clients,
      failures,
      p50Ms: percentile(latencies, 50),
      p90Ms: percentile(latencies, 90),
      p99Ms: percentile(latencies, 99),
      maxMs: latencies.at(-1)!,
      acceptsPerSecond: count / seconds,
    };
  }

  console.log(`Accepting ${accepts.toLocaleString("en-US")} leads one after another...`);
  const sequential = await acceptRun(accepts, 1);
  console.log(`Accepting ${accepts.toLocaleString("en-US")} leads from ${concurrency} clients...`);
  const concurrent = await acceptRun(accepts, concurrency);
  await smtp.waitFor(accepts * 2, 300_000);
  await stopProcess(site.child);

  // --- 2. Delivery throughput: a stored backlog drained by the worker of a fresh server.
  const backlogDir = makeTempDir("dealer-bench-backlog-");
  console.log(`Storing a backlog of ${backlog.toLocaleString("en-US")} leads...`);
  const env = parseEnv({ ...process.env, DATA_DIR: backlogDir, DATABASE_URL: "" });
  const db = openDatabase(env.database);
  await migrateToLatest(db);
  const settings = loadSettings(env.contentDir);
  for (let i = 0; i < backlog; i++) {
    const sample = SAMPLE_LEADS[i % SAMPLE_LEADS.length]!;
    // No staff directory: one e-mail per lead, the dealer's, as through the API above.
    await acceptLead(
      { db, env, settings, staff: [] },
      { ...sample, idempotencyKey: `backlog-${i}`, url: `https://cars.example.com${sample.path}` },
    );
  }
  await db.destroy();
  smtp.messages.length = 0;
  recordArrivals = true;
  console.log("Starting a server to drain it...");
  const startedDrain = performance.now();
  const drainer = await startSite(backlogDir, smtp.url);
  await smtp.waitFor(backlog, 600_000);
  await sleep(500);
  await stopProcess(drainer.child);
  const first = arrivals[0]!;
  const last = arrivals[backlog - 1]!;
  const delivery = {
    count: backlog,
    received: smtp.messages.length,
    emailsPerSecond: (backlog - 1) / ((last - first) / 1000),
    secondsFromServerStart: (last - startedDrain) / 1000,
  };

  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const rows = (label: string, run: typeof sequential) => [
    [`${label} p50`, ms(run.p50Ms), `${run.count} POST /api/email/send, ${run.clients} client(s)`],
    [`${label} p90`, ms(run.p90Ms), ""],
    [`${label} p99`, ms(run.p99Ms), ""],
    [`${label} max`, ms(run.maxMs), ""],
    [
      `${label} rate`,
      `${run.acceptsPerSecond.toFixed(0)}/s`,
      run.failures ? `${run.failures} not 202` : "all 202",
    ],
  ];
  console.log("");
  console.log(
    formatTable(
      ["measure", "value", "note"],
      [
        ...rows("accept", sequential),
        ...rows(`accept x${concurrency}`, concurrent),
        [
          "delivery",
          `${delivery.emailsPerSecond.toFixed(0)} e-mails/s`,
          `${backlog} backlog, SMTP pool of 5`,
        ],
        ["duplicates", String(delivery.received - backlog), "e-mails received beyond the backlog"],
      ],
    ),
  );
  const file = writeResults(`leads-${fileTimestamp()}.json`, {
    accept: { sequential, concurrent },
    delivery,
    node: process.version,
    loadAverage: (await import("node:os")).loadavg(),
  });
  console.log(`\nResults written to ${path.relative(ROOT, file)}`);
});
