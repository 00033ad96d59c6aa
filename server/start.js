// The production entry behind `npm start`: build when the build is missing or stale,
// migrate and seed, serve on every core (WEB_CONCURRENCY workers behind one port), and drain
// on SIGTERM.
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
process.env.NODE_ENV ??= "production";

const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");
const serverBuild = path.join(buildDir, "server/index.js");
const sources = [
  "app",
  "server",
  "db",
  "public",
  "vite.config.ts",
  "lingui.config.ts",
  "react-router.config.ts",
  "package.json",
  "tsconfig.json",
];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function buildIsStale() {
  if (!fs.existsSync(serverBuild)) return true;
  const built = fs.statSync(serverBuild).mtimeMs;
  return sources.some((entry) => newestMtime(entry) > built);
}

/**
 * Processes that serve (WEB_CONCURRENCY, default one per core). With one, this process serves;
 * with more, it is the primary of a cluster: it migrates, seeds and writes the generated
 * secrets once, then forks the workers, which share the port (the kernel hands connections
 * round-robin), and starts a new one when one dies.
 */
function webConcurrency() {
  const raw = process.env.WEB_CONCURRENCY;
  if (raw === undefined || raw === "") return os.availableParallelism();
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 256) {
    console.error(`WEB_CONCURRENCY must be a whole number from 1 to 256 (got "${raw}").`);
    process.exit(1);
  }
  return count;
}
const workerCount = cluster.isPrimary ? webConcurrency() : 1;

if (cluster.isPrimary && process.env.SKIP_BUILD_CHECK !== "1" && buildIsStale()) {
  console.log("Building the site (first start or sources changed)...");
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"],
    {
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    },
  );
  if (result.status !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(1);
  }
}

let mod;
try {
  mod = await import(pathToFileURL(serverBuild).href);
  if (workerCount > 1) await mod.prepareStorage();
  else await mod.startApp();
} catch (error) {
  // Configuration and content errors are one line by design; anything else keeps its stack.
  const oneLine = error && ["ConfigError", "ContentError"].includes(error.name);
  console.error(oneLine ? error.message : error);
  process.exit(1);
}

if (workerCount > 1) {
  await runPrimary(mod.getEnv().port, workerCount);
} else {
  serve();
}

/**
 * The primary of a cluster: forks the workers, counts rate limits for all of them when there
 * is no Redis (rate-limiter-flexible's cluster master, answering the workers' limiters over
 * IPC), replaces a worker that dies after it served, stops when one cannot start, and passes
 * SIGTERM on so each drains its own requests.
 */
async function runPrimary(port, count) {
  const { RateLimiterClusterMaster } = await import("rate-limiter-flexible");
  new RateLimiterClusterMaster();
  let stopping = false;
  let listening = 0;
  const served = new WeakSet();
  const fork = () => cluster.fork();
  cluster.on("listening", (worker) => {
    served.add(worker);
    listening += 1;
    if (listening === count)
      console.log(`Dealership site ready on http://localhost:${port} (${count} workers)`);
  });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (!served.has(worker)) {
      // A worker that never listened will not do better the next time: bad settings, a port in use.
      console.error(`A worker could not start (exit ${code ?? signal}); stopping.`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    console.error(`A worker stopped (exit ${code ?? signal}); starting another.`);
    fork();
  });
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: the workers finish their open requests...`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    setTimeout(() => process.exit(0), 15_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  for (let i = 0; i < count; i += 1) fork();
}

function serve() {
  const { getEnv } = mod;
  const port = getEnv().port;
  const app = mod.createServerApp({ clientDir: path.join(buildDir, "client") });
  const server = app.listen(port, () => {
    // A cluster's primary says it once for all its workers.
    if (cluster.isPrimary) console.log(`Dealership site ready on http://localhost:${port}`);
  });
  server.on("error", (error) => {
    console.error(
      error.code === "EADDRINUSE" ? `Port ${port} is already in use (set PORT to another one).` : error,
    );
    process.exit(1);
  });

  let stopping = false;
  async function shutdown(signal) {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing open requests...`);
    // Give in-flight requests up to 10 s, then stop regardless.
    const force = setTimeout(() => {
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(async () => {
      await mod.stopApp();
      console.log("Stopped cleanly.");
      process.exit(0);
    });
    server.closeIdleConnections();
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
