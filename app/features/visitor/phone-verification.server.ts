import crypto from "node:crypto";
import { z } from "zod";
import { digitsOnly, formatPhone } from "~/lib/contact-fields";
import type { DB } from "~/lib/db/connection.server";
import { getLogger } from "~/lib/logger.server";
import { createRateLimiter, type RateLimiter } from "~/lib/rate-limit.server";
import type { SmsSender } from "~/lib/sms/sms.server";
import { verificationCodeField, verificationPhoneField } from "../leads/model/validation";
import { isTextableNumber } from "./textable-number";

/**
 * Phone verification (spec section 4): step one sends a 6-digit code by SMS, step two checks
 * it. Codes are stored only as an HMAC, expire after 10 minutes and allow 5 tries. Each try is
 * counted atomically BEFORE the code is compared, so parallel guesses cannot get more than 5.
 *
 * A text costs money and SMS pumping turns that into fraud, so a code is sent only to a US or
 * Canadian number (textable-number.ts), at most one every 30 seconds to a number, and within
 * the limits of `SmsSendLimits`: per number, per client (whatever numbers it asks for) and a
 * daily ceiling for the whole site (SMS_DAILY_LIMIT), counted by the shared rate limiter, so
 * rotating client addresses or numbers cannot run up the bill.
 */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_TRIES = 5;
export const RESEND_INTERVAL_MS = 30 * 1000;
/** The current hour's sends, kept on the number's row for operators (the limits are SmsSendLimits'). */
export const SEND_WINDOW_MS = 60 * 60 * 1000;

/** Codes one number may receive: a visitor who mistypes a code twice still gets through. */
export const SMS_PER_NUMBER_LIMITS = [
  { points: 3, durationSeconds: 60 * 60 },
  { points: 5, durationSeconds: 24 * 60 * 60 },
];
/** Codes one client (address) may ask for, whatever the numbers. */
export const SMS_PER_CLIENT_LIMITS = [
  { points: 5, durationSeconds: 60 * 60 },
  { points: 10, durationSeconds: 24 * 60 * 60 },
];
/** The site's ceiling is one bucket of SMS_DAILY_LIMIT codes a day, under this key. */
export const SITE_KEY = "site";

/** The shared rate limiter's three counts a code must fit in (see createSmsSendLimits). */
export type SmsSendLimits = { perNumber: RateLimiter; perClient: RateLimiter; site: RateLimiter };

/** The server's own texts (the spec shows none). */
export const PHONE_VERIFICATION_TEXTS = {
  sent: "We sent a 6-digit code to your phone.",
  verified: "Your phone number is verified.",
  wrongCode: "That code is not correct.",
  expired: "That code has expired. Please request a new one.",
  noCode: "Please request a code first.",
  tooManyTries: "Too many tries. Please request a new code.",
  throttled: "Please wait a moment before requesting another code.",
  smsFailed: "We could not send a text message right now. Please try again later.",
  notTextable: "We can only text a US or Canadian phone number.",
  siteLimit: "We cannot send text messages right now. Please try again later or give us a call.",
} as const;

/** The phone of either step: the spec's messages, then ours for a number we do not text. */
const textablePhone = verificationPhoneField.refine(isTextableNumber, PHONE_VERIFICATION_TEXTS.notTextable);

export const phoneValidationRequestSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("phone-validation"), phone: textablePhone }),
  z.object({
    type: z.literal("code-verification"),
    phone: textablePhone,
    code: verificationCodeField,
  }),
]);
export type PhoneValidationRequest = z.infer<typeof phoneValidationRequestSchema>;

export type VerificationResult =
  | { ok: true; message: string }
  | {
      ok: false;
      reason:
        | "wrong-code"
        | "expired"
        | "no-code"
        | "too-many-tries"
        | "throttled"
        | "sms-failed"
        | "not-textable"
        | "site-limit";
      message: string;
      retryAfterSeconds?: number;
    };

/** The key a number is stored under: the default mask (+19999999999), or its digits when not North American. */
export function phoneKey(phone: string): string {
  const masked = formatPhone(phone, "default");
  return masked.startsWith("+1") ? masked : `+${digitsOnly(phone)}`;
}

function hashCode(secret: Buffer, phone: string, code: string): string {
  return crypto.createHmac("sha256", secret).update(`${phone}:${code}`).digest("base64url");
}

function numberKey(secret: Buffer, phone: string): string {
  return crypto.createHmac("sha256", secret).update(`limit:${phone}`).digest("base64url");
}

/**
 * The three counts, in memory or in Redis (REDIS_URL) like every rate limit. Each window is
 * counted from its first code (the site's "day" is 24 hours from the first code of the day).
 * Build them once per process: they count across requests.
 */
export function createSmsSendLimits(options: { dailyLimit: number; redisUrl?: string }): SmsSendLimits {
  const store = { redisUrl: options.redisUrl };
  return {
    perNumber: createRateLimiter("sms-number", SMS_PER_NUMBER_LIMITS, store),
    perClient: createRateLimiter("sms-client", SMS_PER_CLIENT_LIMITS, store),
    site: createRateLimiter(
      "sms-site",
      [{ points: options.dailyLimit, durationSeconds: 24 * 60 * 60 }],
      store,
    ),
  };
}

export type PhoneVerificationDeps = {
  db: DB;
  secret: Buffer;
  sms: SmsSender;
  limits: SmsSendLimits;
  companyName: string;
  now?: () => Date;
  /** Tests only: a fixed code instead of a random one. */
  generateCode?: () => string;
};

/**
 * Texts a code to `phoneInput` for `client` (the address asking), within the limits. Only the
 * 30-second resend interval is checked before any limit is counted, so a double click costs
 * the visitor nothing; a refused request after that has spent its points, as it should.
 */
export async function sendVerificationCode(
  deps: PhoneVerificationDeps,
  phoneInput: string,
  client: string,
): Promise<VerificationResult> {
  if (!isTextableNumber(phoneInput))
    return { ok: false, reason: "not-textable", message: PHONE_VERIFICATION_TEXTS.notTextable };
  const now = (deps.now ?? (() => new Date()))();
  const phone = phoneKey(phoneInput);
  const existing = await deps.db
    .selectFrom("phone_verifications")
    .selectAll()
    .where("phone", "=", phone)
    .executeTakeFirst();
  let sendCount = 1;
  let windowStartedAt = now.toISOString();
  if (existing) {
    const sinceLast = now.getTime() - Date.parse(existing.last_sent_at);
    if (sinceLast < RESEND_INTERVAL_MS) return throttled(Math.ceil((RESEND_INTERVAL_MS - sinceLast) / 1000));
    if (now.getTime() - Date.parse(existing.window_started_at) < SEND_WINDOW_MS) {
      sendCount = existing.send_count + 1;
      windowStartedAt = existing.window_started_at;
    }
  }
  // The number is counted by its HMAC: a shared limiter store (Redis) never holds the number.
  const number = await deps.limits.perNumber.consume(numberKey(deps.secret, phone));
  if (!number.ok) return throttled(number.retryAfterSeconds);
  const asker = await deps.limits.perClient.consume(client);
  if (!asker.ok) return throttled(asker.retryAfterSeconds);
  const site = await deps.limits.site.consume(SITE_KEY);
  if (!site.ok)
    return {
      ok: false,
      reason: "site-limit",
      message: PHONE_VERIFICATION_TEXTS.siteLimit,
      retryAfterSeconds: site.retryAfterSeconds,
    };
  const code = deps.generateCode?.() ?? String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
  const row = {
    code_hash: hashCode(deps.secret, phone, code),
    expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
    attempts: 0,
    send_count: sendCount,
    window_started_at: windowStartedAt,
    last_sent_at: now.toISOString(),
    verified_at: null,
  };
  await deps.db
    .insertInto("phone_verifications")
    .values({ phone, ...row })
    .onConflict((oc) => oc.column("phone").doUpdateSet(row))
    .execute();
  try {
    await deps.sms.send(
      phone,
      `${deps.companyName}: your verification code is ${code}. It expires in 10 minutes.`,
    );
  } catch (error) {
    // Why, for the dealer (sms.log not writable, the provider's refusal); never the number.
    getLogger().warn({ err: { message: (error as Error).message } }, "verification text not sent");
    // Not sent: the visitor may ask again at once, and the unsent code cannot be used.
    await deps.db
      .updateTable("phone_verifications")
      .set({ last_sent_at: new Date(0).toISOString(), code_hash: "", send_count: Math.max(0, sendCount - 1) })
      .where("phone", "=", phone)
      .execute();
    return { ok: false, reason: "sms-failed", message: PHONE_VERIFICATION_TEXTS.smsFailed };
  }
  return { ok: true, message: PHONE_VERIFICATION_TEXTS.sent };
}

function throttled(retryAfterSeconds: number): VerificationResult {
  return { ok: false, reason: "throttled", message: PHONE_VERIFICATION_TEXTS.throttled, retryAfterSeconds };
}

export async function verifyCode(
  deps: Pick<PhoneVerificationDeps, "db" | "secret" | "now">,
  phoneInput: string,
  code: string,
): Promise<VerificationResult> {
  const now = (deps.now ?? (() => new Date()))();
  const phone = phoneKey(phoneInput);
  // Spend a try first (atomically), then compare: concurrent guesses share the 5 tries.
  const claimed = await deps.db
    .updateTable("phone_verifications")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("phone", "=", phone)
    .where("code_hash", "!=", "")
    .where("attempts", "<", MAX_CODE_TRIES)
    .where("expires_at", ">", now.toISOString())
    .returning(["code_hash"])
    .executeTakeFirst();
  if (!claimed) {
    const row = await deps.db
      .selectFrom("phone_verifications")
      .selectAll()
      .where("phone", "=", phone)
      .executeTakeFirst();
    if (!row || row.code_hash === "")
      return { ok: false, reason: "no-code", message: PHONE_VERIFICATION_TEXTS.noCode };
    if (row.attempts >= MAX_CODE_TRIES)
      return { ok: false, reason: "too-many-tries", message: PHONE_VERIFICATION_TEXTS.tooManyTries };
    return { ok: false, reason: "expired", message: PHONE_VERIFICATION_TEXTS.expired };
  }
  const expected = Buffer.from(claimed.code_hash);
  const given = Buffer.from(hashCode(deps.secret, phone, code));
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
    return { ok: false, reason: "wrong-code", message: PHONE_VERIFICATION_TEXTS.wrongCode };
  // A code works once.
  await deps.db
    .updateTable("phone_verifications")
    .set({ verified_at: now.toISOString(), code_hash: "" })
    .where("phone", "=", phone)
    .execute();
  return { ok: true, message: PHONE_VERIFICATION_TEXTS.verified };
}
