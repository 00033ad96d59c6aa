import { Redis } from "ioredis";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { getLogger } from "./logger.server";

/**
 * Per-key rate limits (rate-limiter-flexible): in memory on one machine, in Redis when
 * REDIS_URL is set so every instance counts together. If Redis is unreachable the limits
 * fall back to memory per instance rather than failing the request: a lead must never be
 * refused because a cache is down.
 */
export type RateLimitRule = { points: number; durationSeconds: number };
export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Spends `points` for `key`; not ok when any rule of this limiter is exhausted. */
  consume: (key: string, points?: number) => Promise<RateLimitResult>;
  /** Forgets a key (e.g. after a successful verification). */
  reset: (key: string) => Promise<void>;
};

let redisClient: Redis | undefined;
function redisFor(url: string): Redis {
  if (!redisClient) {
    redisClient = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    redisClient.on("error", (error) => getLogger().warn({ err: { message: error.message } }, "redis error"));
  }
  return redisClient;
}

/** Resolves once the shared Redis connection is up (until then the memory insurance counts). */
export async function rateLimitStoreReady(): Promise<void> {
  const client = redisClient;
  if (!client || client.status === "ready") return;
  await new Promise<void>((resolve) => client.once("ready", () => resolve()));
}

/** Closes the shared Redis connection (server shutdown, tests). */
export async function closeRateLimitStore(): Promise<void> {
  const client = redisClient;
  redisClient = undefined;
  if (client) await client.quit().catch(() => client.disconnect());
}

export function createRateLimiter(
  name: string,
  rules: RateLimitRule[],
  options: { redisUrl?: string } = {},
): RateLimiter {
  const limiters: RateLimiterAbstract[] = rules.map((rule, index) => {
    const keyPrefix = `rl:${name}:${index}`;
    const base = { keyPrefix, points: rule.points, duration: rule.durationSeconds };
    if (!options.redisUrl) return new RateLimiterMemory(base);
    return new RateLimiterRedis({
      ...base,
      storeClient: redisFor(options.redisUrl),
      insuranceLimiter: new RateLimiterMemory(base),
    });
  });
  return {
    async consume(key, points = 1) {
      let retryAfterMs = 0;
      for (const limiter of limiters) {
        try {
          await limiter.consume(key, points);
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          retryAfterMs = Math.max(retryAfterMs, rejection.msBeforeNext);
        }
      }
      return retryAfterMs > 0
        ? { ok: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) }
        : { ok: true };
    },
    async reset(key) {
      await Promise.all(limiters.map((l) => l.delete(key)));
    },
  };
}

/**
 * The visitor's address. The Express server puts the address it resolved (the socket, or
 * X-Forwarded-For from a proxy on this machine: `trust proxy` is loopback) into this
 * header and overwrites any value a client sent, so it cannot be forged.
 */
export const CLIENT_IP_HEADER = "x-dealer-client-ip";

export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER)?.trim() || "unknown";
}

/** The machine itself: its own tools, health checks, tests and benchmarks. */
export function isLoopback(ip: string): boolean {
  return ip === "::1" || /^(::ffff:)?127\./.test(ip);
}
