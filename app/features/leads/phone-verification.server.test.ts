import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SmsSender } from "~/lib/sms/sms.server";
import { testDialects } from "../../../tests/support/databases";
import { createLeadTestServices, type LeadTestServices } from "../../../tests/support/lead-services";
import {
  CODE_TTL_MS,
  MAX_CODE_TRIES,
  PHONE_VERIFICATION_TEXTS,
  phoneKey,
  phoneValidationRequestSchema,
  sendVerificationCode,
  verifyCode,
} from "./phone-verification.server";
import { MESSAGES } from "./validation";

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
    expect(
      phoneValidationRequestSchema.parse({
        type: "code-verification",
        phone: "3095550123",
        code: "12 34 56",
      }),
    ).toEqual({
      type: "code-verification",
      phone: "3095550123",
      code: "123456",
    });
  });

  it("keys a number by its default mask", () => {
    expect(phoneKey("(309) 555-0123")).toBe("+13095550123");
    expect(phoneKey("1 309 555 0123")).toBe("+13095550123");
    expect(phoneKey("+44 20 7946 0958")).toBe("+442079460958");
  });
});

describe.each(testDialects)("phone verification on %s", (dialect) => {
  let services: LeadTestServices;
  let clock: number;
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
    companyName: "Quad Cities Auto Group",
    now: () => new Date(clock),
  });
  const lastCode = () => /code is (\d{6})/.exec(sent.at(-1)!.body)![1]!;

  beforeAll(async () => {
    services = await createLeadTestServices(dialect);
  });
  beforeEach(async () => {
    clock = Date.UTC(2026, 10, 1, 15);
    sent.length = 0;
    failing = false;
    await services.db.deleteFrom("phone_verifications").execute();
  });
  afterAll(async () => {
    await services?.cleanup();
  });

  it("sends a 6-digit code that works once", async () => {
    expect(await sendVerificationCode(deps(), "(309) 555-0123")).toEqual({
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
    await sendVerificationCode(deps(), "3095550123");
    const code = lastCode();
    clock += CODE_TTL_MS + 1;
    expect(await verifyCode(deps(), "3095550123", code)).toMatchObject({ ok: false, reason: "expired" });
  });

  it("allows 5 tries, even when they arrive at once", async () => {
    await sendVerificationCode(deps(), "3095550123");
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
    clock += 31_000;
    await sendVerificationCode(deps(), "3095550123");
    expect((await verifyCode(deps(), "3095550123", lastCode())).ok).toBe(true);
  });

  it("throttles resends: one per 30 seconds and 5 an hour", async () => {
    expect((await sendVerificationCode(deps(), "3095550123")).ok).toBe(true);
    clock += 10_000;
    expect(await sendVerificationCode(deps(), "3095550123")).toMatchObject({
      ok: false,
      reason: "throttled",
      retryAfterSeconds: 20,
    });
    for (let i = 0; i < 4; i++) {
      clock += 31_000;
      expect((await sendVerificationCode(deps(), "3095550123")).ok).toBe(true);
    }
    clock += 31_000;
    expect(await sendVerificationCode(deps(), "3095550123")).toMatchObject({
      ok: false,
      reason: "throttled",
    });
    expect(sent).toHaveLength(5);
    clock += 60 * 60 * 1000;
    expect((await sendVerificationCode(deps(), "3095550123")).ok).toBe(true);
    // Another number is not affected.
    expect((await sendVerificationCode(deps(), "3095550124")).ok).toBe(true);
  });

  it("lets the visitor ask again at once when the SMS could not be sent, and the unsent code is void", async () => {
    failing = true;
    expect(await sendVerificationCode(deps(), "3095550123")).toMatchObject({
      ok: false,
      reason: "sms-failed",
    });
    expect(await verifyCode(deps(), "3095550123", "123456")).toMatchObject({ ok: false, reason: "no-code" });
    failing = false;
    expect((await sendVerificationCode(deps(), "3095550123")).ok).toBe(true);
  });
});
