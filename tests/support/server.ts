import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code once the process has exited. */
  stop: () => Promise<number | null>;
};

/**
 * Starts the production server (`node server/start.js`, the same entry as `npm start`)
 * on a free port with a fresh temporary DATA_DIR, and waits until /healthz answers.
 */
export async function startServer(
  options: { env?: Record<string, string>; dataDir?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "dealer-test-"));
  let log = "";
  const child = spawn(process.execPath, [path.join(ROOT, "server/start.js")], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      SKIP_BUILD_CHECK: "1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      // One process, so a test reads what the process it talks to holds; the cluster has its
      // own test (tests/integration/cluster.test.ts).
      WEB_CONCURRENCY: "1",
      // Suites fire bursts (every link of a page at once) to test other things than the bound
      // on renders, which tests/integration/render-bound.test.ts sets for itself.
      RENDER_QUEUE: "10000",
      RENDER_QUEUE_WAIT_MS: "60000",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy in 60 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

/** Runs `node server/start.js` to its exit (for start-up failures) and returns its output. */
export async function runServerToExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [path.join(ROOT, "server/start.js")], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", SKIP_BUILD_CHECK: "1", WEB_CONCURRENCY: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (c) => {
    output += c;
  });
  child.stderr?.on("data", (c) => {
    output += c;
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearTimeout(timer);
  return { code, output };
}
