import crypto from "node:crypto";
import { siteSecret } from "~/lib/crypto/site-secrets.server";
import type { Env } from "~/lib/env.server";
import { createRateLimiter, type RateLimiter } from "~/lib/rate-limit.server";

/**
 * Spam and abuse guard of every lead form. A CRM cannot unsend, so spam is dropped before
 * anything is stored or sent.
 *
 * How a page uses it (routes/+shared/lead-form-action.server.ts does this for every lead form):
 *
 *   loader:  return { token: issueFormToken(context.services, CAREERS_FORM_ID), ... };
 *            // in the form: <LeadFormGuard token={actionData?.token ?? loaderData.token} />
 *   action:  const guard = await checkLeadForm(context.services, {
 *              form: CAREERS_FORM_ID,           // the form the token must have been issued for
 *              token, honeypot,                 // the two hidden fields (form-guard-fields.ts)
 *              origin: postOriginOf(request),   // the headers that say which page posted
 *              clientIp: context.visitor.clientIp,
 *            });
 *            if (!guard.ok) -> nothing stored; the visitor is told it was not sent (never
 *                              "Message sent!"): 400 | 403 | 429 and the error toast
 *            else acceptLead(..., { idempotencyKey: guard.idempotencyKey, ... })
 *
 * A validation error answers the SAME token (the posted one), so the idempotency key
 * survives and a double submit of the corrected form still makes one lead.
 *
 * The checks, in order:
 * - same origin (Origin, else Sec-Fetch-Site, else Referer, against the request's host and
 *   SITE_URL): otherwise 'cross-origin', not silent (403);
 * - honeypot field filled: 'honeypot', silent (a bot's: the visitor is not told why);
 * - the token's HMAC, age (at most 24 h) and form: a token is bound to the form it was issued
 *   for (signed with its key and time), so one form's token is refused by another form:
 *   otherwise 'bad-token', not silent (400; render the form again with its values and a
 *   fresh token);
 * - per-IP rate limit, 10 posts in 10 minutes and 50 a day: 'rate-limited', not silent (429).
 *   No address is exempt unless RATE_LIMIT_EXEMPT names it (lib/rate-limit.server.ts);
 * - minimum fill time, 2 s from render by default (LEAD_FORM_MIN_FILL_MS). A post sooner than
 *   that is HELD until the time has passed, then accepted: never refused. A person with
 *   autofill is that fast, and a refusal they cannot understand ("check your details") loses a
 *   lead (issue 17); a script gains nothing from speed, since the hold costs it the same 2 s
 *   and the rate limit, counted before the hold, still applies. Holding costs the server a
 *   pending promise, not a render.
 */

export type FormGuardResult =
  | { ok: true; idempotencyKey: string }
  | {
      ok: false;
      reason: "honeypot" | "rate-limited" | "cross-origin" | "bad-token";
      /** A bot's mark (honeypot): nothing is stored, and the visitor is not told why. */
      silent: boolean;
    };

/** A token older than this is refused (the form was left open for a day). */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const LEAD_FORM_RATE_LIMITS = [
  { points: 10, durationSeconds: 10 * 60 },
  { points: 50, durationSeconds: 24 * 60 * 60 },
];

export type FormGuardOptions = {
  secret: Buffer;
  minFillMs: number;
  /** Hosts a form may be posted from besides the request's own (SITE_URL's). */
  allowedHosts: string[];
  rateLimiter: RateLimiter;
  now?: () => number;
  /** How a too-early post is held (tests pass one that moves their clock). */
  wait?: (ms: number) => Promise<void>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Which page a POST says it comes from: its URL and the headers browsers send with a form. */
export type PostOrigin = {
  /** The URL the POST was made to. */
  url: string;
  host?: string | null;
  origin?: string | null;
  fetchSite?: string | null;
  referer?: string | null;
};

/** A posted lead form as the guard reads it: plain values, no request. */
export type LeadFormPost = {
  /**
   * The form the post is for (its id, e.g. "careers-form"): the token must have been issued
   * for it. A guard used for one purpose only may leave it out on both sides.
   */
  form?: string;
  /** The form's token field (LEAD_FORM_TOKEN_FIELD) and honeypot field (LEAD_FORM_HONEYPOT_FIELD). */
  token: string | undefined;
  honeypot: string | undefined;
  origin: PostOrigin;
  /** The address rate limits count by (resolved by the server, never taken from the client). */
  clientIp: string;
  /**
   * What the visitor posted, the guard's fields left out (`postedContent`). With the token's
   * key it makes the idempotency key: a page with a form is one shared document (the origin
   * cache, a CDN), so visitors who got the same copy post the same token, and their leads must
   * stay apart; a double submit or a reload of the same form still makes one lead.
   */
  content?: string;
};

export type FormGuard = {
  /** A token for a rendering of `form` (see LeadFormPost.form). */
  issueFormToken: (form?: string) => string;
  checkLeadForm: (post: LeadFormPost) => Promise<FormGuardResult>;
};

function sign(secret: Buffer, body: string): string {
  return crypto.createHmac("sha256", secret).update(body).digest("base64url");
}

type TokenClaims = { key: string; renderedAt: number; form: string };

function readToken(secret: Buffer, token: string): TokenClaims | undefined {
  const [body, mac] = token.split(".");
  if (!body || !mac || token.length > 500) return undefined;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as {
      k?: unknown;
      t?: unknown;
      f?: unknown;
    };
    if (typeof parsed.k !== "string" || typeof parsed.t !== "number") return undefined;
    return { key: parsed.k, renderedAt: parsed.t, form: typeof parsed.f === "string" ? parsed.f : "" };
  } catch {
    return undefined;
  }
}

function hostOf(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/** True when the POST comes from a page of this site. */
export function isSameOrigin(post: PostOrigin, allowedHosts: string[]): boolean {
  const hosts = new Set(
    [hostOf(post.url) ?? "", post.host ?? "", ...allowedHosts].filter(Boolean).map((h) => h.toLowerCase()),
  );
  const { origin, fetchSite } = post;
  if (origin) return origin !== "null" && hosts.has(hostOf(origin) ?? "");
  if (fetchSite) return fetchSite === "same-origin";
  const refererHost = hostOf(post.referer ?? null);
  // Every browser sends Origin or Referer with a form POST; a request with neither is not a form's.
  return refererHost !== undefined && hosts.has(refererHost);
}

export function createFormGuard(options: FormGuardOptions): FormGuard {
  const now = options.now ?? Date.now;
  const wait = options.wait ?? sleep;
  return {
    issueFormToken(form = "") {
      const claims = { k: crypto.randomUUID(), t: now(), f: form };
      const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
      return `${body}.${sign(options.secret, body)}`;
    },
    async checkLeadForm(post) {
      if (!isSameOrigin(post.origin, options.allowedHosts))
        return { ok: false, reason: "cross-origin", silent: false };
      if (post.honeypot !== undefined && post.honeypot.trim() !== "")
        return { ok: false, reason: "honeypot", silent: true };
      const token = post.token === undefined ? undefined : readToken(options.secret, post.token);
      const age = token ? now() - token.renderedAt : Number.NaN;
      if (!token || !(age >= -60_000 && age <= FORM_TOKEN_MAX_AGE_MS) || token.form !== (post.form ?? ""))
        return { ok: false, reason: "bad-token", silent: false };
      const limit = await options.rateLimiter.consume(post.clientIp);
      if (!limit.ok) return { ok: false, reason: "rate-limited", silent: false };
      if (age < options.minFillMs) await wait(options.minFillMs - age);
      const idempotencyKey =
        post.content === undefined
          ? token.key
          : crypto
              .createHash("sha256")
              .update(`${token.key}\n${post.content}`)
              .digest("base64url")
              .slice(0, 32);
      return { ok: true, idempotencyKey };
    },
  };
}

/**
 * A posted form's fields in one canonical string, the guard's own fields (token, honeypot)
 * left out: the same answers give the same string, whatever order the browser sent them in.
 */
export function postedContent(formData: FormData, guardFields: readonly string[]): string {
  const entries: Array<[string, string]> = [];
  for (const [name, value] of formData) {
    if (guardFields.includes(name)) continue;
    entries.push([name, typeof value === "string" ? value : `file:${value.name}:${value.size}`]);
  }
  entries.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  return JSON.stringify(entries);
}

/** The environment a guard is made from: its secret, minimum fill time, site host and rate-limit store. */
export type FormGuardServices = { env: Pick<Env, "dataDir" | "leads" | "siteUrl" | "redisUrl"> };

// One guard per environment, i.e. per process (tests bring their own): the rate limits count
// across requests, so the guard and its limiter must outlive one request.
const guards = new WeakMap<object, FormGuard>();

export function formGuardOf({ env }: FormGuardServices): FormGuard {
  let guard = guards.get(env);
  if (!guard) {
    guard = createFormGuard({
      secret: siteSecret(env),
      minFillMs: env.leads.formMinFillMs,
      allowedHosts: [hostOf(env.siteUrl) ?? ""].filter(Boolean),
      rateLimiter: createRateLimiter("lead-form", LEAD_FORM_RATE_LIMITS, { redisUrl: env.redisUrl }),
    });
    guards.set(env, guard);
  }
  return guard;
}

/**
 * A fresh token for a rendering of the lead form `form` (its id, e.g. CAREERS_FORM_ID): a new
 * idempotency key, the time of rendering and the form, signed. Only that form accepts it.
 */
export function issueFormToken(services: FormGuardServices, form: string): string {
  return formGuardOf(services).issueFormToken(form);
}

/** Checks a posted lead form; see the module comment for the checks and what to show. */
export function checkLeadForm(
  services: FormGuardServices,
  post: LeadFormPost & { form: string },
): Promise<FormGuardResult> {
  return formGuardOf(services).checkLeadForm(post);
}
