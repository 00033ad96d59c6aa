import { AsyncLocalStorage } from "node:async_hooks";
import cluster from "node:cluster";
import { Redis } from "ioredis";
import {
  type RateLimiterAbstract,
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { getLogger } from "./logger.server";

/**
 * Per-key rate limits (rate-limiter-flexible): in memory on one machine, in Redis when
 * REDIS_URL is set so every instance counts together. If Redis is unreachable the limits
 * fall back to memory per instance rather than failing the request: a lead must never be
 * refused because a cache is down. The workers of one machine's cluster (WEB_CONCURRENCY,
 * server/start.js) without Redis count in their primary's memory over IPC, so a limit is the
 * machine's, not a worker's; should the primary not answer in time, the request goes through.
 *
 * No address is exempt by itself (not even the machine's own): the server runs each request
 * in a `RequestLimits` scope (server/app.ts), which says whether the visitor's address is one
 * RATE_LIMIT_EXEMPT names, and collects when a refused request may come back, so every 429
 * carries Retry-After without each caller having to pass it along.
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

/** What one request's rate limits know and leave behind (see runWithRequestLimits). */
export type RequestLimits = {
  /** The visitor's address when RATE_LIMIT_EXEMPT names it: a limit counted by that address lets it through. */
  exemptAddress?: string;
  /** Set when a limit refused this request: the longest wait any refusing limit asked for. */
  retryAfterSeconds?: number;
};

const requestLimits = new AsyncLocalStorage<RequestLimits>();

/**
 * Runs `handle` (one request, and everything it awaits) in `limits`: every limiter consulted
 * on the way reads the exemption from it and records its refusal in it.
 */
export function runWithRequestLimits<T>(limits: RequestLimits, handle: () => T): T {
  return requestLimits.run(limits, handle);
}

export function createRateLimiter(
  name: string,
  rules: RateLimitRule[],
  options: { redisUrl?: string } = {},
): RateLimiter {
  const limiters: RateLimiterAbstract[] = rules.map((rule, index) => {
    const keyPrefix = `rl:${name}:${index}`;
    const base = { keyPrefix, points: rule.points, duration: rule.durationSeconds };
    if (!options.redisUrl) {
      return cluster.isWorker
        ? new RateLimiterCluster({ ...base, timeoutMs: 2_000 })
        : new RateLimiterMemory(base);
    }
    return new RateLimiterRedis({
      ...base,
      storeClient: redisFor(options.redisUrl),
      insuranceLimiter: new RateLimiterMemory(base),
    });
  });
  return {
    async consume(key, points = 1) {
      const scope = requestLimits.getStore();
      // Only a count by the exempt address itself: per-number, per-key and site-wide limits still apply.
      if (scope?.exemptAddress !== undefined && key === scope.exemptAddress) return { ok: true };
      let retryAfterMs = 0;
      for (const limiter of limiters) {
        try {
          await limiter.consume(key, points);
        } catch (rejection) {
          if (limiter instanceof RateLimiterCluster && !(rejection instanceof RateLimiterRes)) {
            getLogger().warn({ limiter: name }, "the cluster's rate limits did not answer; let through");
            continue;
          }
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          retryAfterMs = Math.max(retryAfterMs, rejection.msBeforeNext);
        }
      }
      if (retryAfterMs === 0) return { ok: true };
      const retryAfterSeconds = Math.ceil(retryAfterMs / 1000);
      if (scope) scope.retryAfterSeconds = Math.max(scope.retryAfterSeconds ?? 0, retryAfterSeconds);
      return { ok: false, retryAfterSeconds };
    },
    async reset(key) {
      await Promise.all(limiters.map((l) => l.delete(key)));
    },
  };
}

/**
 * The visitor's address. The Express server puts the address it resolved (the socket's, or
 * X-Forwarded-For's when the socket is a proxy TRUST_PROXY names) into this header and
 * overwrites any value a client sent, so it cannot be forged.
 */
export const CLIENT_IP_HEADER = "x-dealer-client-ip";

export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER)?.trim() || "unknown";
}
