import crypto from "node:crypto";
import type { AppLoadContext } from "react-router";
import { acceptLead, LeadInputError } from "~/features/leads/intake/accept-lead.server";
import { parseEmailSendRequest } from "~/features/leads/intake/api-lead";
import { incompleteApiLead } from "~/features/leads/intake/api-lead-rules";
import type { LeadDetailsFor, LeadKind } from "~/features/leads/kinds/registry";
import type { Env } from "~/lib/env.server";
import { getLogger } from "~/lib/logger.server";
import { createRateLimiter, type RateLimiter } from "~/lib/rate-limit.server";
import { prospectHeaders } from "~/routes/+shared/lead-request.server";
import { API_AUTHENTICATE, checkApiCredential } from "./api-credential.server";
import { json, readJsonRequest } from "./json-api.server";

/**
 * `POST /api/email/send`: a lead from an integration, in the JSON of spec section 7 (see
 * features/leads/intake/api-lead.ts), with the site's API key (api-credential.server.ts).
 * Answers JSON:
 *
 * - 202 `{ success: true, leadId, duplicate }`: stored with its outbox rows; the e-mail follows;
 * - 400 `{ success: false, error, message, errors: { field: message } }`: bad input, or a lead
 *   a form would not send (api-lead-rules.ts);
 * - 401 no key or a wrong one (before the body is read); 404 when the site has no key at all;
 * - 403 cross-origin browser request, 413 too large, 415 not JSON;
 * - 429 with Retry-After past LEAD_API_RATE_LIMIT requests a minute for the key, or once the
 *   client's address has sent more than API_KEY_FAILURE_LIMITS wrong or missing keys (then
 *   every request from it, even with the right key, until the window ends, so guessing keys
 *   learns nothing from the answers);
 * - 503 when the lead could not be stored (the database is down), so the caller retries.
 */
export async function handleEmailSend(request: Request, context: AppLoadContext): Promise<Response> {
  const { services, visitor } = context;
  const credential = checkApiCredential(request.headers.get("authorization"), services.env.leads.apiKeys);
  if (!credential.ok && credential.status === 404)
    return json({ success: false, error: "Not found", message: "Not found" }, 404);
  // An address that sent too many wrong keys is refused before its key is looked at.
  const failures = apiKeyFailureLimiterOf(services.env);
  const blocked = await failures.consume(visitor.clientIp, 0);
  if (!blocked.ok) return tooManyRequests(blocked.retryAfterSeconds);
  if (!credential.ok) {
    const counted = await failures.consume(visitor.clientIp);
    if (!counted.ok) return tooManyRequests(counted.retryAfterSeconds);
    const message = "Send the site's API key: Authorization: Bearer {key}";
    const headers = new Headers({ "www-authenticate": API_AUTHENTICATE });
    return json({ success: false, error: "Unauthorized", message }, 401, headers);
  }
  const limit = await apiLimiterOf(services.env).consume(credential.keyId);
  if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds);
  const body = await readJsonRequest(request, services);
  if (!body.ok) return json({ success: false, error: body.message, message: body.message }, body.status);
  const parsed = parseEmailSendRequest(body.value);
  const errors = parsed.ok ? incompleteApiLead(body.value, parsed.lead) : parsed.errors;
  if (!parsed.ok || errors) {
    const first = Object.entries(errors!)[0]!;
    return json(
      { success: false, error: "Invalid request", message: `${first[0]}: ${first[1]}`, errors },
      400,
    );
  }
  const { lead } = parsed;
  const idempotencyKey =
    request.headers.get("idempotency-key")?.trim().slice(0, 100) ||
    lead.idempotencyKey ||
    `api-${crypto.randomUUID()}`;
  try {
    const result = await acceptLead(
      // An integration's lead reaches the dealer only: with no staff directory, no kind adds a
      // copy, so the endpoint cannot be used to e-mail anyone else.
      { ...services, staff: [] },
      {
        kind: lead.kind,
        idempotencyKey,
        user: lead.user,
        vehicle: lead.vehicle,
        sellVehicle: lead.sellVehicle,
        comments: lead.comments,
        text: lead.text,
        html: lead.html,
        url: lead.url ?? request.headers.get("referer") ?? new URL("/", request.url).toString(),
        details: lead.details as LeadDetailsFor<LeadKind> | undefined,
        adsValues: lead.adsValues,
      },
      visitor,
    );
    const headers = await prospectHeaders(result.markProspect, request, services);
    return json({ success: true, leadId: result.leadId, duplicate: result.duplicate }, 202, headers);
  } catch (error) {
    if (error instanceof LeadInputError)
      return json(
        { success: false, error: "Invalid request", message: error.message, errors: { body: error.message } },
        400,
      );
    getLogger().error({ err: { message: (error as Error).message } }, "lead could not be stored");
    return json(
      { success: false, error: "Unavailable", message: "The lead could not be stored; try again" },
      503,
    );
  }
}

// One limiter per environment (per process): it counts each key's requests across requests.
const apiLimiters = new WeakMap<Env, RateLimiter>();

function apiLimiterOf(env: Env): RateLimiter {
  let limiter = apiLimiters.get(env);
  if (!limiter) {
    const rules = [{ points: env.leads.apiRateLimitPerMinute, durationSeconds: 60 }];
    limiter = createRateLimiter("lead-api", rules, { redisUrl: env.redisUrl });
    apiLimiters.set(env, limiter);
  }
  return limiter;
}

/** Wrong or missing API keys one client address may send before it is refused: 20 a minute. */
export const API_KEY_FAILURE_LIMITS = [{ points: 20, durationSeconds: 60 }];

// Counts failed credentials per client address (RATE_LIMIT_EXEMPT applies), per environment.
const apiKeyFailureLimiters = new WeakMap<Env, RateLimiter>();

function apiKeyFailureLimiterOf(env: Env): RateLimiter {
  let limiter = apiKeyFailureLimiters.get(env);
  if (!limiter) {
    limiter = createRateLimiter("lead-api-key-failures", API_KEY_FAILURE_LIMITS, { redisUrl: env.redisUrl });
    apiKeyFailureLimiters.set(env, limiter);
  }
  return limiter;
}

function tooManyRequests(retryAfterSeconds: number): Response {
  const headers = new Headers({ "retry-after": String(retryAfterSeconds) });
  return json({ success: false, error: "Too many requests", message: "Too many requests" }, 429, headers);
}
