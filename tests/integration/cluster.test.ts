import { execFileSync } from "node:child_process";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";

/**
 * Every core (server/start.js, WEB_CONCURRENCY): one primary that migrates, seeds and forks,
 * workers behind one port, rate limits counted for the machine rather than per worker, a dead
 * worker replaced, and SIGTERM passed on.
 */
let site: RunningServer;
beforeAll(async () => {
  site = await startServer({ env: { WEB_CONCURRENCY: "2" } });
});
afterAll(async () => {
  await site?.stop();
});

function workerPids(primary: number): number[] {
  try {
    return execFileSync("pgrep", ["-P", String(primary)], { encoding: "utf8" })
      .trim()
      .split("\n")
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** One request on a connection of its own, so the kernel's round-robin spreads them over the workers. */
function postOnNewConnection(url: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: "POST", agent: false, headers: { "content-type": "application/json", connection: "close" } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

describe("WEB_CONCURRENCY=2", () => {
  it("serves from two workers of one primary", async () => {
    expect(workerPids(site.process.pid!)).toHaveLength(2);
    const home = await fetch(`${site.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("<html");
  });

  it("counts a rate limit for the machine: the tracking API's 121st post of a minute is refused, whichever worker takes it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++)
      statuses.push(await postOnNewConnection(`${site.url}/api/track/facebook`, "{}"));
    // Counted per worker, each would have seen about 60 and let the 121st through.
    expect(statuses.slice(0, 120).every((s) => s === 400)).toBe(true);
    expect(statuses[120]).toBe(429);
  });

  it("replaces a worker that dies, and the site keeps answering", async () => {
    const [victim] = workerPids(site.process.pid!);
    process.kill(victim!, "SIGKILL");
    const deadline = Date.now() + 30_000;
    let pids = workerPids(site.process.pid!);
    while (Date.now() < deadline && (pids.length < 2 || pids.includes(victim!))) {
      await new Promise((r) => setTimeout(r, 200));
      pids = workerPids(site.process.pid!);
    }
    expect(pids).toHaveLength(2);
    expect(pids).not.toContain(victim);
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${site.url}/healthz`, { headers: { connection: "close" } });
      expect(response.status).toBe(200);
    }
    expect(site.output()).toContain("A worker stopped");
  });

  it("stops on SIGTERM: the workers drain, the primary exits 0", async () => {
    const code = await site.stop();
    expect(code).toBe(0);
  });
});
