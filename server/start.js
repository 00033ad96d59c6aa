// The production entry behind `npm start`: build when the build is missing or stale,
// migrate and seed (inside startApp), serve, and drain on SIGTERM.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
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

if (process.env.SKIP_BUILD_CHECK !== "1" && buildIsStale()) {
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
  await mod.startApp();
} catch (error) {
  // Configuration and content errors are one line by design; anything else keeps its stack.
  const oneLine = error && ["ConfigError", "ContentError"].includes(error.name);
  console.error(oneLine ? error.message : error);
  process.exit(1);
}

const { getEnv } = mod;
const port = getEnv().port;
const app = mod.createServerApp({ clientDir: path.join(buildDir, "client") });
const server = app.listen(port, () => {
  console.log(`Dealership site ready on http://localhost:${port}`);
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
