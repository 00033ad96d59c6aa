import crypto from "node:crypto";
import { getApp } from "~/lib/app.server";
import { clientIp, createRateLimiter, isLoopback, type RateLimiter } from "~/lib/rate-limit.server";
import { LEAD_FORM_HONEYPOT_FIELD, LEAD_FORM_TOKEN_FIELD } from "./form-guard-fields";
import { leadFormSecret } from "./lead-secrets.server";

/**
 * Spam and abuse guard of every lead form. A CRM cannot unsend, so spam is dropped before
 * anything is stored or sent.
 *
 * How a page uses it:
 *
 *   export async function loader() {
 *     return { token: issueFormToken(), ... };
 *   }
 *   export async function action({ request }: Route.ActionArgs) {
 *     const formData = await request.formData();
 *     const guard = await checkLeadForm(request, formData);
 *     if (!guard.ok && guard.silent) return { status: "success" };  // show success; nothing stored
 *     if (!guard.ok) return data({ status: "error", token: issueFormToken() }, { status: 400 | 403 | 429 });
 *     const submission = parseWithZod(formData, { schema });
 *     // Validation error: answer the SAME token (formData's), so the idempotency key survives
 *     // and a double submit of the corrected form still makes one lead.
 *     if (submission.status !== "success") return data({ result: submission.reply(), token: formData.get(LEAD_FORM_TOKEN_FIELD) }, { status: 400 });
 *     const lead = await acceptLead({ ..., idempotencyKey: guard.idempotencyKey, request });
 *     return redirect(..., { headers: lead.headers });
 *   }
 *   // in the form: <LeadFormGuard token={actionData?.token ?? loaderData.token} />
 *
 * The checks, in order:
 * - same origin (Origin, else Sec-Fetch-Site, else Referer, against the request's host and
 *   SITE_URL): otherwise 'cross-origin', not silent (403);
 * - honeypot field filled: 'honeypot', silent (show success, store nothing);
 * - the token's HMAC and age (at most 24 h): otherwise 'bad-token', not silent (400; render
 *   the form again with its values and a fresh token);
 * - minimum fill time, 2 s from render by default (LEAD_FORM_MIN_FILL_MS): a person cannot
 *   read and fill a lead form that fast, a bot does: 'too-fast', silent. End-to-end tests
 *   must let 2 s pass between loading a form and posting it;
 * - per-IP rate limit, 10 posts in 10 minutes and 50 a day: 'rate-limited', not silent (429).
 *   The machine itself (loopback) is not limited: its own tests, benchmarks and tools.
 */

export type FormGuardResult =
  | { ok: true; idempotencyKey: string }
  | {
      ok: false;
      reason: "honeypot" | "too-fast" | "rate-limited" | "cross-origin" | "bad-token";
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
};

export type FormGuard = {
  issueFormToken: () => string;
  checkLeadForm: (request: Request, formData: FormData) => Promise<FormGuardResult>;
};

function sign(secret: Buffer, body: string): string {
  return crypto.createHmac("sha256", secret).update(body).digest("base64url");
}

function readToken(secret: Buffer, token: string): { key: string; renderedAt: number } | undefined {
  const [body, mac] = token.split(".");
  if (!body || !mac || token.length > 500) return undefined;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as {
      k?: unknown;
      t?: unknown;
    };
    if (typeof parsed.k !== "string" || typeof parsed.t !== "number") return undefined;
    return { key: parsed.k, renderedAt: parsed.t };
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
export function isSameOrigin(request: Request, allowedHosts: string[]): boolean {
  const hosts = new Set(
    [new URL(request.url).host, request.headers.get("host") ?? "", ...allowedHosts]
      .filter(Boolean)
      .map((h) => h.toLowerCase()),
  );
  const origin = request.headers.get("origin");
  if (origin) return origin !== "null" && hosts.has(hostOf(origin) ?? "");
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin";
  const refererHost = hostOf(request.headers.get("referer"));
  // Every browser sends Origin or Referer with a form POST; a request with neither is not a form's.
  return refererHost !== undefined && hosts.has(refererHost);
}

export function createFormGuard(options: FormGuardOptions): FormGuard {
  const now = options.now ?? Date.now;
  return {
    issueFormToken() {
      const body = Buffer.from(JSON.stringify({ k: crypto.randomUUID(), t: now() })).toString("base64url");
      return `${body}.${sign(options.secret, body)}`;
    },
    async checkLeadForm(request, formData) {
      if (!isSameOrigin(request, options.allowedHosts))
        return { ok: false, reason: "cross-origin", silent: false };
      const honeypot = formData.get(LEAD_FORM_HONEYPOT_FIELD);
      if (typeof honeypot === "string" && honeypot.trim() !== "")
        return { ok: false, reason: "honeypot", silent: true };
      const raw = formData.get(LEAD_FORM_TOKEN_FIELD);
      const token = typeof raw === "string" ? readToken(options.secret, raw) : undefined;
      const age = token ? now() - token.renderedAt : Number.NaN;
      if (!token || !(age >= -60_000 && age <= FORM_TOKEN_MAX_AGE_MS))
        return { ok: false, reason: "bad-token", silent: false };
      if (age < options.minFillMs) return { ok: false, reason: "too-fast", silent: true };
      const ip = clientIp(request);
      if (!isLoopback(ip)) {
        const limit = await options.rateLimiter.consume(ip);
        if (!limit.ok) return { ok: false, reason: "rate-limited", silent: false };
      }
      return { ok: true, idempotencyKey: token.key };
    },
  };
}

let processGuard: { guard: FormGuard; dataDir: string } | undefined;
function guardOfThisProcess(): FormGuard {
  const { env } = getApp();
  if (!processGuard || processGuard.dataDir !== env.dataDir) {
    processGuard = {
      dataDir: env.dataDir,
      guard: createFormGuard({
        secret: leadFormSecret(env),
        minFillMs: env.leads.formMinFillMs,
        allowedHosts: [hostOf(env.siteUrl) ?? ""].filter(Boolean),
        rateLimiter: createRateLimiter("lead-form", LEAD_FORM_RATE_LIMITS, { redisUrl: env.redisUrl }),
      }),
    };
  }
  return processGuard.guard;
}

/** A fresh token for a form being rendered: a new idempotency key and the time of rendering. */
export function issueFormToken(): string {
  return guardOfThisProcess().issueFormToken();
}

/** Checks a posted lead form; see the module comment for the checks and what to show. */
export function checkLeadForm(request: Request, formData: FormData): Promise<FormGuardResult> {
  return guardOfThisProcess().checkLeadForm(request, formData);
}
