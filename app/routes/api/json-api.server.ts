import { isSameOrigin } from "~/features/leads/intake/form-guard.server";
import { clientIp, createRateLimiter, type RateLimiter, type RateLimitRule } from "~/lib/rate-limit.server";
import { postOriginOf } from "~/routes/+shared/lead-request.server";
import type { AppServices } from "~/start-up/app-services.server";

/**
 * What the JSON endpoints under /api share: a size-capped JSON body, a same-origin check
 * for browsers (a request with an Origin or Sec-Fetch-Site header must come from this site;
 * server-to-server integrations send neither), and per-address rate limits. Each answers a
 * status and never throws for anything a client can send.
 *
 * The production server refuses a larger body before it is read (server/body-limit.ts, the
 * same 64 KiB); the checks here keep the endpoints safe on any other server.
 */
export const MAX_JSON_BYTES = 64 * 1024;

export type JsonBody =
  | { ok: true; value: unknown }
  | { ok: false; status: 400 | 403 | 413 | 415 | 429; message: string };

export async function readJsonRequest(
  request: Request,
  services: Pick<AppServices, "env">,
  options: { allowForm?: boolean } = {},
): Promise<JsonBody> {
  const { env } = services;
  const browserish = request.headers.has("origin") || request.headers.has("sec-fetch-site");
  if (browserish && !isSameOrigin(postOriginOf(request), [new URL(env.siteUrl).host]))
    return { ok: false, status: 403, message: "Cross-origin requests are not accepted" };
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const form = type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
  if (type !== "application/json" && !(options.allowForm && form))
    return { ok: false, status: 415, message: "Send JSON (Content-Type: application/json)" };
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_JSON_BYTES) return { ok: false, status: 413, message: "The request is too large" };
  let text: string;
  try {
    if (form) {
      const data = await request.formData();
      return { ok: true, value: Object.fromEntries([...data].filter(([, v]) => typeof v === "string")) };
    }
    text = await request.text();
  } catch {
    return { ok: false, status: 400, message: "The request body could not be read" };
  }
  if (Buffer.byteLength(text) > MAX_JSON_BYTES)
    return { ok: false, status: 413, message: "The request is too large" };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, message: "The request body is not valid JSON" };
  }
}

const limiters = new Map<string, RateLimiter>();

/**
 * Spends a point of the named per-address limit. No address is exempt unless RATE_LIMIT_EXEMPT
 * names it; a refusal's Retry-After is added by the server (lib/rate-limit.server.ts).
 */
export async function withinRateLimit(
  request: Request,
  services: Pick<AppServices, "env">,
  name: string,
  rules: RateLimitRule[],
): Promise<boolean> {
  const ip = clientIp(request);
  let limiter = limiters.get(name);
  if (!limiter) {
    limiter = createRateLimiter(name, rules, { redisUrl: services.env.redisUrl });
    limiters.set(name, limiter);
  }
  return (await limiter.consume(ip)).ok;
}

export function json(body: unknown, status = 200, headers?: Headers): Response {
  const all = new Headers(headers);
  all.set("content-type", "application/json; charset=utf-8");
  all.set("cache-control", "no-store");
  return new Response(JSON.stringify(body), { status, headers: all });
}
