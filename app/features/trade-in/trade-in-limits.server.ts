import crypto from "node:crypto";
import { LEAD_FORM_RATE_LIMITS } from "~/features/leads/intake/form-guard.server";
import { siteKey } from "~/lib/crypto/site-secrets.server";
import type { Env } from "~/lib/env.server";
import { createRateLimiter, type RateLimiter } from "~/lib/rate-limit.server";

/**
 * The sell-or-trade flow's limits (issue 19, points 2 and 3), counted by the site's rate
 * limiter like every other limit (in memory, in Redis when REDIS_URL is set):
 *
 * - new drafts per visitor address: the lead forms' limits (10 in 10 minutes, 50 a day). A
 *   seller starts one draft per car; a script that posted the first page 300 times had stored
 *   300 rows. Only a new draft counts: sending the next page of one's own draft is free.
 * - e-mails to one seller address: 3 a day, whoever asks (an offer and its inspection booking
 *   make 2). The address is what a visitor typed, so the count is by address, not by visitor:
 *   changing addresses (or proxies) does not reach one inbox more often. The count is kept
 *   under a keyed hash of the address, so the limiter's store never holds an e-mail address.
 */
export const NEW_DRAFT_LIMITS = LEAD_FORM_RATE_LIMITS;
export const SELLER_EMAIL_LIMITS = [{ points: 3, durationSeconds: 24 * 60 * 60 }];

type LimitsEnv = Pick<Env, "dataDir" | "leads" | "redisUrl">;
type Limits = { newDrafts: RateLimiter; sellerEmails: RateLimiter };

// One set per environment, i.e. per process (tests bring their own): the counts must outlive a request.
const limitsByEnv = new WeakMap<object, Limits>();

function limitsOf(env: LimitsEnv): Limits {
  let limits = limitsByEnv.get(env);
  if (!limits) {
    const store = { redisUrl: env.redisUrl };
    limits = {
      newDrafts: createRateLimiter("trade-in-draft", NEW_DRAFT_LIMITS, store),
      sellerEmails: createRateLimiter("trade-in-seller-email", SELLER_EMAIL_LIMITS, store),
    };
    limitsByEnv.set(env, limits);
  }
  return limits;
}

/** The key a seller's address is counted under: the same for any spelling case or spaces around it. */
export function sellerAddressKey(env: Pick<Env, "dataDir" | "leads">, address: string): string {
  return crypto
    .createHmac("sha256", siteKey(env, "trade-in-seller-email-limit"))
    .update(address.trim().toLowerCase())
    .digest("base64url");
}

/** Whether the visitor at `clientIp` may start another draft now; spends one when so. */
export async function mayStartDraft(services: { env: LimitsEnv }, clientIp: string): Promise<boolean> {
  return (await limitsOf(services.env).newDrafts.consume(clientIp)).ok;
}

/** Whether the site may e-mail `address` (a seller's, as typed) once more today; spends one when so. */
export async function mayEmailSeller(services: { env: LimitsEnv }, address: string): Promise<boolean> {
  const key = sellerAddressKey(services.env, address);
  return (await limitsOf(services.env).sellerEmails.consume(key)).ok;
}
