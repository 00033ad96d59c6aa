import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { sitePost } from "../../../tests/support/lead-services";
import {
  createFormGuard,
  FORM_TOKEN_MAX_AGE_MS,
  isSameOrigin,
  LEAD_FORM_RATE_LIMITS,
} from "./form-guard.server";
import { LEAD_FORM_HONEYPOT_FIELD, LEAD_FORM_TOKEN_FIELD } from "./form-guard-fields";

function setup(options: { minFillMs?: number; points?: number } = {}) {
  let clock = 1_800_000_000_000;
  const guard = createFormGuard({
    secret: crypto.randomBytes(32),
    minFillMs: options.minFillMs ?? 2000,
    allowedHosts: ["cars.example.com"],
    rateLimiter: createRateLimiter(`test-${crypto.randomUUID()}`, [
      { points: options.points ?? 3, durationSeconds: 600 },
    ]),
    now: () => clock,
  });
  return { guard, advance: (ms: number) => (clock += ms) };
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("the lead form guard", () => {
  it("passes a form filled by a person and gives the token's idempotency key", async () => {
    const { guard, advance } = setup();
    const token = guard.issueFormToken();
    advance(5000);
    const result = await guard.checkLeadForm(
      sitePost("/contact-us"),
      form({ [LEAD_FORM_TOKEN_FIELD]: token }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // The same token gives the same key: a double submit makes one lead.
    const again = await guard.checkLeadForm(
      sitePost("/contact-us"),
      form({ [LEAD_FORM_TOKEN_FIELD]: token }),
    );
    expect(again).toEqual(result);
    // Every render gets its own key.
    const other = guard.issueFormToken();
    advance(5000);
    const third = await guard.checkLeadForm(
      sitePost("/contact-us"),
      form({ [LEAD_FORM_TOKEN_FIELD]: other }),
    );
    expect(third.ok && third.idempotencyKey).not.toBe(result.idempotencyKey);
  });

  it("drops a filled honeypot silently", async () => {
    const { guard, advance } = setup();
    const token = guard.issueFormToken();
    advance(5000);
    const result = await guard.checkLeadForm(
      sitePost("/contact-us"),
      form({ [LEAD_FORM_TOKEN_FIELD]: token, [LEAD_FORM_HONEYPOT_FIELD]: "http://spam.example" }),
    );
    expect(result).toEqual({ ok: false, reason: "honeypot", silent: true });
  });

  it("drops a form posted faster than a person can fill it, silently", async () => {
    const { guard, advance } = setup({ minFillMs: 2000 });
    const token = guard.issueFormToken();
    advance(1999);
    expect(await guard.checkLeadForm(sitePost("/x"), form({ [LEAD_FORM_TOKEN_FIELD]: token }))).toEqual({
      ok: false,
      reason: "too-fast",
      silent: true,
    });
    advance(1);
    expect((await guard.checkLeadForm(sitePost("/x"), form({ [LEAD_FORM_TOKEN_FIELD]: token }))).ok).toBe(
      true,
    );
  });

  it("refuses a missing, forged, foreign or expired token, visibly", async () => {
    const { guard, advance } = setup();
    const token = guard.issueFormToken();
    advance(5000);
    const bad = { ok: false, reason: "bad-token", silent: false };
    expect(await guard.checkLeadForm(sitePost("/x"), form({}))).toEqual(bad);
    const [body, mac] = token.split(".");
    const forgedBody = Buffer.from(JSON.stringify({ k: "chosen-key", t: 0 })).toString("base64url");
    expect(
      await guard.checkLeadForm(sitePost("/x"), form({ [LEAD_FORM_TOKEN_FIELD]: `${forgedBody}.${mac}` })),
    ).toEqual(bad);
    expect(
      await guard.checkLeadForm(sitePost("/x"), form({ [LEAD_FORM_TOKEN_FIELD]: `${body}.AAAA` })),
    ).toEqual(bad);
    const foreign = setup().guard.issueFormToken();
    expect(await guard.checkLeadForm(sitePost("/x"), form({ [LEAD_FORM_TOKEN_FIELD]: foreign }))).toEqual(
      bad,
    );
    advance(FORM_TOKEN_MAX_AGE_MS);
    expect(await guard.checkLeadForm(sitePost("/x"), form({ [LEAD_FORM_TOKEN_FIELD]: token }))).toEqual(bad);
  });

  it("refuses a POST from another site, visibly", async () => {
    const { guard, advance } = setup();
    const token = guard.issueFormToken();
    advance(5000);
    const fields = form({ [LEAD_FORM_TOKEN_FIELD]: token });
    const crossOrigin = { ok: false, reason: "cross-origin", silent: false };
    expect(
      await guard.checkLeadForm(sitePost("/x", { headers: { origin: "https://evil.example" } }), fields),
    ).toEqual(crossOrigin);
    expect(await guard.checkLeadForm(sitePost("/x", { headers: { origin: "null" } }), fields)).toEqual(
      crossOrigin,
    );
  });

  it("rate-limits per address, visibly, but never the machine itself", async () => {
    const { guard, advance } = setup({ points: 3 });
    const post = async (ip: string) => {
      const token = guard.issueFormToken();
      advance(3000);
      return guard.checkLeadForm(sitePost("/x", { ip }), form({ [LEAD_FORM_TOKEN_FIELD]: token }));
    };
    for (let i = 0; i < 3; i++) expect((await post("198.51.100.7")).ok).toBe(true);
    expect(await post("198.51.100.7")).toEqual({ ok: false, reason: "rate-limited", silent: false });
    expect((await post("198.51.100.8")).ok).toBe(true);
    for (let i = 0; i < 5; i++) expect((await post("127.0.0.1")).ok).toBe(true);
    expect(LEAD_FORM_RATE_LIMITS[0]).toEqual({ points: 10, durationSeconds: 600 });
  });
});

describe("the same-origin check", () => {
  const request = (headers: Record<string, string>) =>
    new Request("http://127.0.0.1:3000/contact-us", {
      method: "POST",
      headers: { host: "127.0.0.1:3000", ...headers },
    });

  it("trusts Origin first, then Sec-Fetch-Site, then Referer", () => {
    expect(isSameOrigin(request({ origin: "http://127.0.0.1:3000" }), [])).toBe(true);
    expect(isSameOrigin(request({ origin: "https://cars.example.com" }), ["cars.example.com"])).toBe(true);
    expect(
      isSameOrigin(request({ origin: "https://cars.example.com.evil.example" }), ["cars.example.com"]),
    ).toBe(false);
    expect(isSameOrigin(request({ "sec-fetch-site": "same-origin" }), [])).toBe(true);
    expect(isSameOrigin(request({ "sec-fetch-site": "cross-site" }), [])).toBe(false);
    expect(isSameOrigin(request({ "sec-fetch-site": "same-site" }), [])).toBe(false);
    expect(isSameOrigin(request({ referer: "http://127.0.0.1:3000/contact-us" }), [])).toBe(true);
    expect(isSameOrigin(request({ referer: "https://evil.example/" }), [])).toBe(false);
    expect(isSameOrigin(request({}), [])).toBe(false);
  });
});
