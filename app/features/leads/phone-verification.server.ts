import crypto from "node:crypto";
import { z } from "zod";
import type { DB } from "~/lib/db/connection.server";
import type { SmsSender } from "~/lib/sms/sms.server";
import { digitsOnly, formatPhone, verificationCodeField, verificationPhoneField } from "./validation";

/**
 * Phone verification (spec section 4): step one sends a 6-digit code by SMS, step two checks
 * it. Codes are stored only as an HMAC, expire after 10 minutes and allow 5 tries; sending
 * is throttled to one code every 30 seconds and 5 per hour for a number (the API adds a
 * per-address limit). Each try is counted atomically BEFORE the code is compared, so
 * parallel guesses cannot get more than 5 tries.
 */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_TRIES = 5;
export const RESEND_INTERVAL_MS = 30 * 1000;
export const MAX_SENDS_PER_WINDOW = 5;
export const SEND_WINDOW_MS = 60 * 60 * 1000;

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
} as const;

export const phoneValidationRequestSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("phone-validation"), phone: verificationPhoneField }),
  z.object({
    type: z.literal("code-verification"),
    phone: verificationPhoneField,
    code: verificationCodeField,
  }),
]);
export type PhoneValidationRequest = z.infer<typeof phoneValidationRequestSchema>;

export type VerificationResult =
  | { ok: true; message: string }
  | {
      ok: false;
      reason: "wrong-code" | "expired" | "no-code" | "too-many-tries" | "throttled" | "sms-failed";
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

export type PhoneVerificationDeps = {
  db: DB;
  secret: Buffer;
  sms: SmsSender;
  companyName: string;
  now?: () => Date;
  /** Tests only: a fixed code instead of a random one. */
  generateCode?: () => string;
};

export async function sendVerificationCode(
  deps: PhoneVerificationDeps,
  phoneInput: string,
): Promise<VerificationResult> {
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
    if (sinceLast < RESEND_INTERVAL_MS)
      return {
        ok: false,
        reason: "throttled",
        message: PHONE_VERIFICATION_TEXTS.throttled,
        retryAfterSeconds: Math.ceil((RESEND_INTERVAL_MS - sinceLast) / 1000),
      };
    const windowAge = now.getTime() - Date.parse(existing.window_started_at);
    if (windowAge < SEND_WINDOW_MS) {
      if (existing.send_count >= MAX_SENDS_PER_WINDOW)
        return {
          ok: false,
          reason: "throttled",
          message: PHONE_VERIFICATION_TEXTS.throttled,
          retryAfterSeconds: Math.ceil((SEND_WINDOW_MS - windowAge) / 1000),
        };
      sendCount = existing.send_count + 1;
      windowStartedAt = existing.window_started_at;
    }
  }
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
  } catch {
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
