import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import {
  clientIp,
  closeRateLimitStore,
  createRateLimiter,
  rateLimitStoreReady,
  runWithRequestLimits,
} from "./rate-limit.server";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe("rate limits", () => {
  it("refuse the key that spent its points, in every rule, and not the others", async () => {
    const limiter = createRateLimiter(`t-${Date.now()}`, [
      { points: 3, durationSeconds: 60 },
      { points: 100, durationSeconds: 3600 },
    ]);
    for (let i = 0; i < 3; i++) expect(await limiter.consume("a")).toEqual({ ok: true });
    const refused = await limiter.consume("a");
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(await limiter.consume("b")).toEqual({ ok: true });
    await limiter.reset("a");
    expect(await limiter.consume("a")).toEqual({ ok: true });
  });

  it("know the visitor's address as the server resolved it", () => {
    expect(clientIp(new Request("http://x/", { headers: { "x-dealer-client-ip": "203.0.113.9" } }))).toBe(
      "203.0.113.9",
    );
    expect(clientIp(new Request("http://x/"))).toBe("unknown");
  });

  it("count the machine's own address like any other outside an exempting request", async () => {
    const limiter = createRateLimiter(`own-${Date.now()}`, [{ points: 1, durationSeconds: 60 }]);
    for (const ip of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      expect(await limiter.consume(ip), ip).toEqual({ ok: true });
      expect((await limiter.consume(ip)).ok, ip).toBe(false);
    }
  });

  it("let an exempt request's own address through, and only that key", async () => {
    const limiter = createRateLimiter(`exempt-${Date.now()}`, [{ points: 1, durationSeconds: 60 }]);
    const limits = { exemptAddress: "203.0.113.9" };
    await runWithRequestLimits(limits, async () => {
      for (let i = 0; i < 5; i++) expect(await limiter.consume("203.0.113.9")).toEqual({ ok: true });
      // A count by something else (a phone number, a key, the whole site) still applies.
      expect(await limiter.consume("site")).toEqual({ ok: true });
      expect((await limiter.consume("site")).ok).toBe(false);
    });
    expect(await limiter.consume("203.0.113.9")).toEqual({ ok: true });
    expect((await limiter.consume("203.0.113.9")).ok).toBe(false);
  });

  it("leave in the request's scope how long a refused request must wait", async () => {
    const limiter = createRateLimiter(`wait-${Date.now()}`, [
      { points: 1, durationSeconds: 30 },
      { points: 1, durationSeconds: 600 },
    ]);
    const limits: { retryAfterSeconds?: number } = {};
    await runWithRequestLimits(limits, async () => {
      await limiter.consume("198.51.100.4");
      expect(limits.retryAfterSeconds).toBeUndefined();
      await new Promise((r) => setTimeout(r, 5));
      const refused = await limiter.consume("198.51.100.4");
      expect(refused.ok).toBe(false);
    });
    expect(limits.retryAfterSeconds).toBeGreaterThan(590);
    expect(limits.retryAfterSeconds).toBeLessThanOrEqual(600);
  });
});

const hasRedis = spawnSync("redis-server", ["--version"]).status === 0;

describe.runIf(hasRedis)("rate limits in Redis", () => {
  let redis: ChildProcess | undefined;
  afterAll(async () => {
    await closeRateLimitStore();
    redis?.kill();
  });

  it("are shared by every limiter (every instance) that uses the same Redis", async () => {
    const port = await freePort();
    redis = spawn("redis-server", ["--port", String(port), "--save", "", "--appendonly", "no"], {
      stdio: "ignore",
    });
    for (let i = 0; i < 50; i++) {
      const up = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, "127.0.0.1", () => {
          socket.end();
          resolve(true);
        });
        socket.on("error", () => resolve(false));
      });
      if (up) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const name = `shared-${Date.now()}`;
    const url = `redis://127.0.0.1:${port}`;
    const one = createRateLimiter(name, [{ points: 4, durationSeconds: 60 }], { redisUrl: url });
    const two = createRateLimiter(name, [{ points: 4, durationSeconds: 60 }], { redisUrl: url });
    await rateLimitStoreReady();
    for (let i = 0; i < 2; i++) {
      expect((await one.consume("198.51.100.1")).ok).toBe(true);
      expect((await two.consume("198.51.100.1")).ok).toBe(true);
    }
    expect((await one.consume("198.51.100.1")).ok).toBe(false);
    expect((await two.consume("198.51.100.1")).ok).toBe(false);
  });
});
