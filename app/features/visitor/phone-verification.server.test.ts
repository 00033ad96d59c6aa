import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SmsSender } from "~/lib/sms/sms.server";
import { testDialects } from "~tests/support/databases";
import { createLeadTestServices, type LeadTestServices } from "~tests/support/lead-services";
import { MESSAGES } from "../leads/model/validation";
import {
  CODE_TTL_MS,
  createSmsSendLimits,
  MAX_CODE_TRIES,
  PHONE_VERIFICATION_TEXTS,
  phoneKey,
  phoneValidationRequestSchema,
  type SmsSendLimits,
  sendVerificationCode,
  verifyCode,
} from "./phone-verification.server";

describe("the phone-verification request", () => {
  it("uses the spec's messages", () => {
    const message = (input: unknown) => {
      const result = phoneValidationRequestSchema.safeParse(input);
      return result.success ? undefined : result.error.issues[0]!.message;
    };
    expect(message({ type: "phone-validation" })).toBe(MESSAGES.phoneRequired);
    expect(message({ type: "phone-validation", phone: "123" })).toBe(MESSAGES.phoneRegex);
    expect(message({ type: "code-verification", phone: "3095550123" })).toBe(MESSAGES.codeRequired);
    expect(message({ type: "code-verification", phone: "3095550123", code: "1234567" })).toBe(
      MESSAGES.codeDigits,
    );
    expect(message({ type: "phone-validation", phone: "(876) 555-0142" })).toBe(
      PHONE_VERIFICATION_TEXTS.notTextable,
    );
    expect(message({ type: "code-verification", phone: "1-900-555-0142", code: "123456" })).toBe(
      PHONE_VERIFICATION_TEXTS.notTextable,
    );
    const parsed = phoneValidationRequestSchema.parse({
      type: "code-verification",
      phone: "3095550123",
      code: "12 34 56",
    });
    expect(parsed).toMatchObject({ type: "code-verification", code: "123456" });
    // However the phone field presents the number, it is stored under one key.
    expect(phoneKey(parsed.phone)).toBe("+13095550123");
  });

  it("keys a number by its default mask", () => {
    expect(phoneKey("(309) 555-0123")).toBe("+13095550123");
    expect(phoneKey("1 309 555 0123")).toBe("+13095550123");
  });
});

describe.each(testDialects)("phone verification on %s", (dialect) => {
  let services: LeadTestServices;
  let clock: number;
  let limits: SmsSendLimits;
  const sent: Array<{ to: string; body: string }> = [];
  let failing = false;
  const sms: SmsSender = {
    kind: "log",
    async send(to, body) {
      if (failing) throw new Error("provider down");
      sent.push({ to, body });
    },
  };
  const deps = () => ({
    db: services.db,
    secret: Buffer.alloc(32, 7),
    sms,
    limits,
    companyName: "Quad Cities Auto Group",
    now: () => new Date(clock),
  });
  /** Moves the test's clock and the rate limiter's (which reads Date) together. */
  const advance = (ms: number) => {
    clock += ms;
    vi.setSystemTime(clock);
  };
  const CLIENT = "198.51.100.7";
  const lastCode = () => /code is (\d{6})/.exec(sent.at(-1)!.body)![1]!;

  beforeAll(async () => {
    services = await createLeadTestServices(dialect);
  });
  beforeEach(async () => {
    clock = Date.UTC(2026, 10, 1, 15);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(clock);
    limits = createSmsSendLimits({ dailyLimit: 200 });
    sent.length = 0;
    failing = false;
    await services.db.deleteFrom("phone_verifications").execute();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await services?.cleanup();
  });

  it("sends a 6-digit code that works once", async () => {
    expect(await sendVerificationCode(deps(), "(309) 555-0123", CLIENT)).toEqual({
      ok: true,
      message: PHONE_VERIFICATION_TEXTS.sent,
    });
    expect(sent[0]!.to).toBe("+13095550123");
    const code = lastCode();
    const row = await services.db.selectFrom("phone_verifications").selectAll().executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.expires_at).toBe(new Date(clock + CODE_TTL_MS).toISOString());
    expect((await verifyCode(deps(), "309-555-0123", code)).ok).toBe(true);
    expect(await verifyCode(deps(), "309-555-0123", code)).toMatchObject({ ok: false, reason: "no-code" });
  });

  it("expires a code after 10 minutes", async () => {
    await sendVerificationCode(deps(), "3095550123", CLIENT);
    const code = lastCode();
    advance(CODE_TTL_MS + 1);
    expect(await verifyCode(deps(), "3095550123", code)).toMatchObject({ ok: false, reason: "expired" });
  });

  it("allows 5 tries, even when they arrive at once", async () => {
    await sendVerificationCode(deps(), "3095550123", CLIENT);
    const code = lastCode();
    const wrong = code === "000000" ? "111111" : "000000";
    const results = await Promise.all(
      Array.from({ length: 8 }, () => verifyCode(deps(), "3095550123", wrong)),
    );
    expect(results.filter((r) => !r.ok && r.reason === "wrong-code")).toHaveLength(MAX_CODE_TRIES);
    expect(results.filter((r) => !r.ok && r.reason === "too-many-tries")).toHaveLength(3);
    expect(await verifyCode(deps(), "3095550123", code)).toMatchObject({
      ok: false,
      reason: "too-many-tries",
    });
    // A new code starts a new count.
    advance(31_000);
    await sendVerificationCode(deps(), "3095550123", CLIENT);
    expect((await verifyCode(deps(), "3095550123", lastCode())).ok).toBe(true);
  });

  it("throttles resends to a number: one per 30 seconds, 3 an hour, 5 a day", async () => {
    expect((await sendVerificationCode(deps(), "3095550123", CLIENT)).ok).toBe(true);
    advance(10_000);
    // Within 30 seconds: refused before any limit is counted (a double click costs nothing).
    expect(await sendVerificationCode(deps(), "3095550123", CLIENT)).toMatchObject({
      ok: false,
      reason: "throttled",
      retryAfterSeconds: 20,
    });
    for (let i = 0; i < 2; i++) {
      advance(31_000);
      expect((await sendVerificationCode(deps(), "3095550123", CLIENT)).ok).toBe(true);
    }
    advance(31_000);
    // The fourth in the hour, from another address too: the number is what is counted.
    const fourth = await sendVerificationCode(deps(), "(309) 555-0123", "203.0.113.9");
    expect(fourth).toMatchObject({ ok: false, reason: "throttled" });
    expect((fourth as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(3000);
    expect(sent).toHaveLength(3);
    // An hour later the hour has room again; the refused request above counted for the day (5).
    advance(60 * 60 * 1000);
    expect((await sendVerificationCode(deps(), "3095550123", "203.0.113.10")).ok).toBe(true);
    advance(31_000);
    const sixth = await sendVerificationCode(deps(), "3095550123", "203.0.113.11");
    expect(sixth).toMatchObject({ ok: false, reason: "throttled" });
    expect((sixth as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(20 * 60 * 60);
    expect(sent).toHaveLength(4);
    // Another number is not affected.
    expect((await sendVerificationCode(deps(), "3095550124", "203.0.113.13")).ok).toBe(true);
  });

  it("limits one client to 5 codes an hour and 10 a day, whatever the numbers", async () => {
    const send = (i: number) => sendVerificationCode(deps(), `(309) 555-01${10 + i}`, CLIENT);
    for (let i = 0; i < 5; i++) expect((await send(i)).ok, `code ${i + 1}`).toBe(true);
    expect(await send(5)).toMatchObject({ ok: false, reason: "throttled" });
    expect((await sendVerificationCode(deps(), "(309) 555-0130", "203.0.113.20")).ok).toBe(true);
    advance(60 * 60 * 1000 + 1);
    // The refused request counted for the day too (6 of 10): 4 more, then the day is full.
    for (let i = 6; i < 10; i++) expect((await send(i)).ok, `code ${i}`).toBe(true);
    expect(await send(10)).toMatchObject({ ok: false, reason: "throttled" });
    expect(sent.filter((m) => m.to !== "+13095550130")).toHaveLength(9);
  });

  it("stops at the site's daily ceiling, whoever asks for whichever number, then starts again the next day", async () => {
    limits = createSmsSendLimits({ dailyLimit: 3 });
    const results = [];
    for (let i = 0; i < 5; i++)
      results.push(await sendVerificationCode(deps(), `(563) 555-01${20 + i}`, `192.0.2.${i + 1}`));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false, false]);
    expect(results[3]).toMatchObject({
      reason: "site-limit",
      message: PHONE_VERIFICATION_TEXTS.siteLimit,
      retryAfterSeconds: expect.any(Number),
    });
    expect(sent).toHaveLength(3);
    advance(24 * 60 * 60 * 1000 + 1);
    expect((await sendVerificationCode(deps(), "(563) 555-0130", "192.0.2.99")).ok).toBe(true);
  });

  it("never texts a number outside the US and Canada, even when called directly", async () => {
    for (const phone of ["+44 20 7946 0958", "(876) 555-0142", "1-900-555-0142"])
      expect(await sendVerificationCode(deps(), phone, CLIENT)).toMatchObject({
        ok: false,
        reason: "not-textable",
      });
    expect(sent).toHaveLength(0);
  });

  it("lets the visitor ask again at once when the SMS could not be sent, and the unsent code is void", async () => {
    failing = true;
    expect(await sendVerificationCode(deps(), "3095550123", CLIENT)).toMatchObject({
      ok: false,
      reason: "sms-failed",
    });
    expect(await verifyCode(deps(), "3095550123", "123456")).toMatchObject({ ok: false, reason: "no-code" });
    failing = false;
    expect((await sendVerificationCode(deps(), "3095550123", CLIENT)).ok).toBe(true);
  });
});
