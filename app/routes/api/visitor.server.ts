import type { AppLoadContext } from "react-router";
import { isStoreKey } from "~/features/company/store-order";
import { adsValuesSetCookie, selectedStoreSetCookie } from "~/features/visitor/remember-visitor.server";
import { secureFor } from "~/lib/http/cookies.server";
import { json, readJsonRequest, withinRateLimit } from "./json-api.server";

/**
 * What the browser asks the server to remember of the visit (spec section 3), so pages stay
 * shared: no loader reads these cookies, the browser sends them after load.
 *
 * - `POST /api/visitor/ads-values`: the tracked parameters of the landing URL (JSON, the
 *   parameters by name) become the adsValues cookie, 30 days, replacing older ones (last
 *   click wins). 204 whether or not they were kept: without functional consent nothing is.
 * - `POST /api/visitor/store`: the chosen store (`store`: a store key), 30 days. JSON from the
 *   chooser (204), or the chooser's plain form without JavaScript (303 back to `returnTo`).
 *
 * Both come from this site only (403 otherwise), take a small body (JSON endpoints' limit),
 * and share a per-address limit (429): a visitor sends one of each per visit or per choice.
 */
export const VISITOR_API_RATE_LIMITS = [{ points: 30, durationSeconds: 60 }];

const noContent = (headers: Headers) => {
  headers.set("cache-control", "no-store");
  return new Response(null, { status: 204, headers });
};
const failure = (status: number, message: string) =>
  json({ success: false, error: message, message }, status);

export async function handleAdsValues(request: Request, context: AppLoadContext): Promise<Response> {
  const { services, visitor } = context;
  const body = await readJsonRequest(request, services);
  if (!body.ok) return failure(body.status, body.message);
  if (!(await withinRateLimit(request, services, "visitor-api", VISITOR_API_RATE_LIMITS)))
    return failure(429, "Too many requests");
  if (!body.value || typeof body.value !== "object" || Array.isArray(body.value))
    return failure(400, "Send the tracked parameters as a JSON object");
  const headers = new Headers();
  const secure = secureFor(request, services.env.siteUrl);
  for (const line of await adsValuesSetCookie(visitor, body.value as Record<string, unknown>, secure))
    headers.append("Set-Cookie", line);
  return noContent(headers);
}

/** A path of this site to go back to (never another site: `//evil.example` or `/\evil`); else home. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || !/^\/(?![/\\])/.test(value) || value.length > 2000) return "/";
  const url = new URL(value, "http://site.invalid");
  return url.origin === "http://site.invalid" ? `${url.pathname}${url.search}` : "/";
}

export async function handleSelectedStore(request: Request, context: AppLoadContext): Promise<Response> {
  const { services, visitor } = context;
  const body = await readJsonRequest(request, services, { allowForm: true });
  if (!body.ok) return failure(body.status, body.message);
  if (!(await withinRateLimit(request, services, "visitor-api", VISITOR_API_RATE_LIMITS)))
    return failure(429, "Too many requests");
  const fields = (body.value && typeof body.value === "object" ? body.value : {}) as Record<string, unknown>;
  const headers = new Headers();
  const secure = secureFor(request, services.env.siteUrl);
  const lines = await selectedStoreSetCookie(visitor, fields.store, secure);
  for (const line of lines) headers.append("Set-Cookie", line);
  const isForm = !(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json");
  if (isForm) {
    // The chooser without JavaScript: back to the page (post-redirect-get).
    headers.set("location", safeReturnPath(fields.returnTo));
    headers.set("cache-control", "no-store");
    return new Response(null, { status: 303, headers });
  }
  if (!isStoreKey(fields.store)) return failure(400, "Unknown store");
  return noContent(headers);
}
