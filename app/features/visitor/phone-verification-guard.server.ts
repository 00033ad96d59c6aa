import {
  createFormGuard,
  type FormGuard,
  type FormGuardResult,
  type FormGuardServices,
  type LeadFormPost,
} from "~/features/leads/intake/form-guard.server";
import { siteKey } from "~/lib/crypto/site-secrets.server";
import { createRateLimiter } from "~/lib/rate-limit.server";

/**
 * The page token of the phone-verification popup: the lead forms' guard (signed token with
 * its render time, honeypot, minimum fill time, same origin, per-address limit) with a key of
 * its own, derived from LEAD_FORM_SECRET for the purpose "phone-verification". A lead form's
 * token is therefore refused here and this one by every lead form: the token is bound to its
 * purpose by the key that signs it.
 *
 * The page that shows the popup renders `issuePhoneVerificationToken(context.services)` in a
 * hidden `leadFormToken` field (<LeadFormGuard token={...} />, the same fields as any lead
 * form), and both steps of `POST /api/customer/phoneValidation` send it back.
 */
export const PHONE_VERIFICATION_PURPOSE = "phone-verification";

/** Requests (both steps) one address may make: a person needs a handful. */
export const PHONE_VERIFICATION_REQUEST_LIMITS = [
  { points: 20, durationSeconds: 10 * 60 },
  { points: 60, durationSeconds: 24 * 60 * 60 },
];

// One guard per environment (per process; tests bring their own): its limiter counts across requests.
const guards = new WeakMap<object, FormGuard>();

function guardOf({ env }: FormGuardServices): FormGuard {
  let guard = guards.get(env);
  if (!guard) {
    guard = createFormGuard({
      secret: siteKey(env, `form-token:${PHONE_VERIFICATION_PURPOSE}`),
      minFillMs: env.leads.formMinFillMs,
      allowedHosts: [new URL(env.siteUrl).host],
      rateLimiter: createRateLimiter(PHONE_VERIFICATION_PURPOSE, PHONE_VERIFICATION_REQUEST_LIMITS, {
        redisUrl: env.redisUrl,
      }),
    });
    guards.set(env, guard);
  }
  return guard;
}

/** A fresh token for a page that offers phone verification. */
export function issuePhoneVerificationToken(services: FormGuardServices): string {
  return guardOf(services).issueFormToken();
}

/** Checks a phone-verification request as the lead forms' guard checks a form (module comment). */
export function checkPhoneVerificationPost(
  services: FormGuardServices,
  post: LeadFormPost,
): Promise<FormGuardResult> {
  return guardOf(services).checkLeadForm(post);
}
