import type { AppLoadContext } from "react-router";
import { leadGatesSetCookie } from "~/features/gates/gate-cookie.server";
import { passGates } from "~/features/gates/lead-gates";
import { LEAD_FORM_HONEYPOT_FIELD, LEAD_FORM_TOKEN_FIELD } from "~/features/leads/intake/form-guard-fields";
import {
  createSmsSendLimits,
  PHONE_VERIFICATION_TEXTS,
  type PhoneVerificationDeps,
  phoneValidationRequestSchema,
  type SmsSendLimits,
  sendVerificationCode,
  verifyCode,
} from "~/features/visitor/phone-verification.server";
import { checkPhoneVerificationPost } from "~/features/visitor/phone-verification-guard.server";
import { rememberVerifiedPhone } from "~/features/visitor/remember-visitor.server";
import { phoneVerificationSecret } from "~/lib/crypto/site-secrets.server";
import type { Env } from "~/lib/env.server";
import { secureFor } from "~/lib/http/cookies.server";
import { getLogger } from "~/lib/logger.server";
import { createSmsSender, type SmsSender } from "~/lib/sms/sms.server";
import { postOriginOf } from "~/routes/+shared/lead-request.server";
import type { AppServices } from "~/start-up/app-services.server";
import { json, readJsonRequest } from "./json-api.server";

/**
 * `POST /api/customer/phoneValidation` (spec sections 4, 5, 7 and 8). JSON (or a form post):
 * `{ phone, type: "phone-validation" }` sends a code; `{ phone, type: "code-verification", code }`
 * checks it. Every answer is `{ success, error, message }`; a failure also carries
 * `errors.error` and, as the spec's popup expects, the text under the field it concerns
 * (`errors.phone` for validation, `errors.code` for verification).
 *
 * Both steps carry the page's token (`leadFormToken`, issued for phone verification only:
 * phone-verification-guard.server.ts) and come from this site: 400 without a valid token,
 * 403 from another site, 429 past the per-address request limit or for a bot's mark (honeypot,
 * sent sooner than a person types; never told "sent"). A code then goes only to a
 * US or Canadian number and within the per-number, per-client and daily site limits (429, or
 * 503 when the site's ceiling is reached), all with Retry-After.
 */
type Field = "phone" | "code";

function failure(status: number, message: string, field?: Field, retryAfterSeconds?: number) {
  const headers = new Headers();
  if (retryAfterSeconds !== undefined) headers.set("retry-after", String(Math.max(1, retryAfterSeconds)));
  return json(
    {
      success: false,
      error: message,
      message,
      errors: { error: message, ...(field ? { [field]: message } : {}) },
    },
    status,
    headers,
  );
}

/** What a refused page token is told: the token is the page's, so the cure is the page. */
export const RELOAD_PAGE = "Please reload the page and try again.";

let sms: { sender: SmsSender; key: string } | undefined;
function smsSender({ env }: Pick<AppServices, "env">): SmsSender {
  const key = `${env.dataDir}|${env.sms.accountSid ?? ""}|${env.sms.apiUrl}`;
  if (!sms || sms.key !== key) sms = { key, sender: createSmsSender({ dataDir: env.dataDir, ...env.sms }) };
  return sms.sender;
}

// One set of limits per environment (per process): they count across requests.
const sendLimits = new WeakMap<Env, SmsSendLimits>();
function sendLimitsOf(env: Env): SmsSendLimits {
  let limits = sendLimits.get(env);
  if (!limits) {
    limits = createSmsSendLimits({ dailyLimit: env.sms.dailyLimit, redisUrl: env.redisUrl });
    sendLimits.set(env, limits);
  }
  return limits;
}

/**
 * The verification service as this process runs it: the same SMS sender and the same send
 * limits for this API and the unlock-price gate (routes/gates/unlock-price.server.ts), so a
 * number's, a client's and the site's texts are counted once whichever way they are asked for.
 */
export function phoneVerificationDeps(
  services: Pick<AppServices, "db" | "env" | "settings">,
): PhoneVerificationDeps {
  const { db, env, settings } = services;
  return {
    db,
    secret: phoneVerificationSecret(env),
    sms: smsSender(services),
    limits: sendLimitsOf(env),
    companyName: settings.company.name,
  };
}

const textOf = (value: unknown) => (typeof value === "string" ? value : undefined);

export async function handlePhoneValidation(request: Request, context: AppLoadContext): Promise<Response> {
  const { services, visitor } = context;
  const body = await readJsonRequest(request, services, { allowForm: true });
  if (!body.ok) return failure(body.status, body.message);
  const fields = (body.value && typeof body.value === "object" ? body.value : {}) as Record<string, unknown>;
  const guard = await checkPhoneVerificationPost(services, {
    token: textOf(fields[LEAD_FORM_TOKEN_FIELD]),
    honeypot: textOf(fields[LEAD_FORM_HONEYPOT_FIELD]),
    origin: postOriginOf(request),
    clientIp: visitor.clientIp,
  });
  if (!guard.ok) {
    getLogger().warn({ reason: guard.reason }, "phone verification refused");
    if (guard.reason === "cross-origin") return failure(403, "Cross-origin requests are not accepted");
    if (guard.reason === "bad-token") return failure(400, RELOAD_PAGE);
    // Rate-limited (the guard's window is 10 minutes), or a bot's mark (a filled honeypot):
    // nothing is sent, and nobody is told it was. (A request sooner than a person types is
    // held by the guard until the fill time has passed, not refused.)
    const retryAfter = guard.reason === "rate-limited" ? 600 : 2;
    return failure(429, PHONE_VERIFICATION_TEXTS.throttled, undefined, retryAfter);
  }
  const parsed = phoneValidationRequestSchema.safeParse(body.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path[0] === "code" ? "code" : issue.path[0] === "phone" ? "phone" : undefined;
    const message = field ? issue.message : "type must be 'phone-validation' or 'code-verification'";
    return failure(400, message, field);
  }
  const { env } = services;
  const deps = phoneVerificationDeps(services);
  try {
    if (parsed.data.type === "phone-validation") {
      const result = await sendVerificationCode(deps, parsed.data.phone, visitor.clientIp);
      if (result.ok) return json({ success: true, error: null, message: result.message });
      if (result.reason === "throttled")
        return failure(429, result.message, "phone", result.retryAfterSeconds);
      if (result.reason === "site-limit") {
        getLogger().warn("phone verification: the site's daily SMS ceiling is reached");
        return failure(503, result.message, "phone", result.retryAfterSeconds);
      }
      if (result.reason === "not-textable") return failure(400, result.message, "phone");
      return failure(502, result.message, "phone");
    }
    const result = await verifyCode(deps, parsed.data.phone, parsed.data.code);
    if (result.ok) {
      // The profile remembers the number as verified (when functional cookies are allowed).
      const headers = new Headers();
      const secure = secureFor(request, env.siteUrl);
      for (const line of await rememberVerifiedPhone(visitor, parsed.data.phone, services, secure))
        headers.append("Set-Cookie", line);
      // And, whatever the consent, the essential gates cookie: a verified phone makes a lead (isLead).
      const gates = passGates(visitor.gates, { phoneVerifiedAt: Date.now() });
      headers.append("Set-Cookie", await leadGatesSetCookie(gates, services, secure));
      return json({ success: true, error: null, message: result.message }, 200, headers);
    }
    return failure(result.reason === "too-many-tries" ? 429 : 400, result.message, "code");
  } catch {
    return failure(503, "The service is unavailable right now. Please try again.");
  }
}
