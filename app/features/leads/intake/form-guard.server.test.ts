import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import {
  checkLeadForm,
  createFormGuard,
  FORM_TOKEN_MAX_AGE_MS,
  formGuardOf,
  isSameOrigin,
  issueFormToken,
  LEAD_FORM_RATE_LIMITS,
  type LeadFormPost,
  type PostOrigin,
  postedContent,
} from "./form-guard.server";

function setup(options: { minFillMs?: number; points?: number } = {}) {
  let clock = 1_800_000_000_000;
  const waits: number[] = [];
  const guard = createFormGuard({
    secret: crypto.randomBytes(32),
    minFillMs: options.minFillMs ?? 2000,
    allowedHosts: ["cars.example.com"],
    rateLimiter: createRateLimiter(`test-${crypto.randomUUID()}`, [
      { points: options.points ?? 3, durationSeconds: 600 },
    ]),
    now: () => clock,
    wait: async (ms) => {
      waits.push(ms);
      clock += ms;
    },
  });
  return { guard, waits, advance: (ms: number) => (clock += ms) };
}

/** A lead form posted from a page of the site, as the form action hands it to the guard. */
function post(
  fields: { token?: string; honeypot?: string; form?: string },
  init: { headers?: Partial<PostOrigin>; ip?: string } = {},
): LeadFormPost & { form: string } {
  return {
    form: fields.form ?? "contact-form",
    token: fields.token,
    honeypot: fields.honeypot,
    origin: {
      url: "https://cars.example.com/contact-us",
      origin: "https://cars.example.com",
      ...init.headers,
    },
    clientIp: init.ip ?? "203.0.113.10",
  };
}

describe("the lead form guard", () => {
  it("passes a form filled by a person and gives the token's idempotency key", async () => {
    const { guard, advance } = setup();
    const token = guard.issueFormToken("contact-form");
    advance(5000);
    const result = await guard.checkLeadForm(post({ token }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // The same token gives the same key: a double submit makes one lead.
    const again = await guard.checkLeadForm(post({ token }));
    expect(again).toEqual(result);
    // Every render gets its own key.
    const other = guard.issueFormToken("contact-form");
    advance(5000);
    const third = await guard.checkLeadForm(post({ token: other }));
    expect(third.ok && third.idempotencyKey).not.toBe(result.idempotencyKey);
  });

  it("keeps two visitors of one shared page apart: the key holds what each posted", async () => {
    const { guard, advance } = setup({ points: 10 });
    // One cached copy of the page, one token, given to two visitors.
    const token = guard.issueFormToken("contact-form");
    advance(5000);
    const form = (fields: Record<string, string>, token_: string) => {
      const data = new FormData();
      data.set("leadFormToken", token_);
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      return postedContent(data, ["leadFormToken", "leadFormHoneypot"]);
    };
    const ana = await guard.checkLeadForm({
      ...post({ token }),
      content: form({ firstName: "Ana", email: "ana@example.com" }, token),
    });
    const ben = await guard.checkLeadForm({
      ...post({ token }),
      content: form({ firstName: "Ben", email: "ben@example.com" }, token),
    });
    expect(ana.ok && ben.ok).toBe(true);
    if (!ana.ok || !ben.ok) return;
    expect(ana.idempotencyKey).not.toBe(ben.idempotencyKey);
    // Ana's double submit, fields in another order: the same key, one lead.
    const anaAgain = await guard.checkLeadForm({
      ...post({ token }),
      content: form({ email: "ana@example.com", firstName: "Ana" }, token),
    });
    expect(anaAgain).toEqual(ana);
  });

  it("drops a filled honeypot (a bot's mark: the visitor is not told why)", async () => {
    const { guard, advance } = setup();
    const token = guard.issueFormToken("contact-form");
    advance(5000);
    const result = await guard.checkLeadForm(post({ token, honeypot: "http://spam.example" }));
    expect(result).toEqual({ ok: false, reason: "honeypot", silent: true });
  });

  it("holds a form posted faster than a person usually fills it until the time has passed, then passes it (autofill is fast)", async () => {
    const { guard, advance, waits } = setup({ minFillMs: 2000 });
    const token = guard.issueFormToken("contact-form");
    advance(500);
    expect((await guard.checkLeadForm(post({ token }))).ok).toBe(true);
    expect(waits).toEqual([1500]);
    advance(2000);
    expect((await guard.checkLeadForm(post({ token }))).ok).toBe(true);
    expect(waits).toEqual([1500]);
  });

  it("counts a held post against the rate limit before holding it: a script is refused at once", async () => {
    const { guard, waits } = setup({ minFillMs: 2000, points: 1 });
    const token = guard.issueFormToken("contact-form");
    expect((await guard.checkLeadForm(post({ token }))).ok).toBe(true);
    expect(await guard.checkLeadForm(post({ token }))).toEqual({
      ok: false,
      reason: "rate-limited",
      silent: false,
    });
    expect(waits).toHaveLength(1);
  });

  it("refuses a missing, forged, foreign or expired token, visibly", async () => {
    const { guard, advance } = setup();
    const token = guard.issueFormToken("contact-form");
    advance(5000);
    const bad = { ok: false, reason: "bad-token", silent: false };
    expect(await guard.checkLeadForm(post({}))).toEqual(bad);
    const [body, mac] = token.split(".");
    const forgedBody = Buffer.from(JSON.stringify({ k: "chosen-key", t: 0 })).toString("base64url");
    expect(await guard.checkLeadForm(post({ token: `${forgedBody}.${mac}` }))).toEqual(bad);
    expect(await guard.checkLeadForm(post({ token: `${body}.AAAA` }))).toEqual(bad);
    const foreign = setup().guard.issueFormToken("contact-form");
    expect(await guard.checkLeadForm(post({ token: foreign }))).toEqual(bad);
    advance(FORM_TOKEN_MAX_AGE_MS);
    expect(await guard.checkLeadForm(post({ token }))).toEqual(bad);
  });

  it("binds a token to its form: the contact form's token is refused by the careers form (issue 8, point 20)", async () => {
    const { guard, advance } = setup();
    const token = guard.issueFormToken("contact-form");
    advance(5000);
    expect(await guard.checkLeadForm(post({ token, form: "careers-form" }))).toEqual({
      ok: false,
      reason: "bad-token",
      silent: false,
    });
    expect((await guard.checkLeadForm(post({ token, form: "contact-form" }))).ok).toBe(true);
    // The form's name is signed with the key and the time: it cannot be swapped.
    const [body, mac] = token.split(".");
    const claims = JSON.parse(Buffer.from(body!, "base64url").toString("utf8"));
    const swapped = Buffer.from(JSON.stringify({ ...claims, f: "careers-form" })).toString("base64url");
    expect((await guard.checkLeadForm(post({ token: `${swapped}.${mac}`, form: "careers-form" }))).ok).toBe(
      false,
    );
  });

  it("refuses a POST from another site, visibly", async () => {
    const { guard, advance } = setup();
    const token = guard.issueFormToken("contact-form");
    advance(5000);
    const crossOrigin = { ok: false, reason: "cross-origin", silent: false };
    expect(
      await guard.checkLeadForm(post({ token }, { headers: { origin: "https://evil.example" } })),
    ).toEqual(crossOrigin);
    expect(await guard.checkLeadForm(post({ token }, { headers: { origin: "null" } }))).toEqual(crossOrigin);
  });

  it("rate-limits per address, visibly, the machine itself included", async () => {
    const { guard, advance } = setup({ points: 3 });
    const postFrom = async (ip: string) => {
      const token = guard.issueFormToken("contact-form");
      advance(3000);
      return guard.checkLeadForm(post({ token }, { ip }));
    };
    for (let i = 0; i < 3; i++) expect((await postFrom("198.51.100.7")).ok).toBe(true);
    expect(await postFrom("198.51.100.7")).toEqual({ ok: false, reason: "rate-limited", silent: false });
    expect((await postFrom("198.51.100.8")).ok).toBe(true);
    for (let i = 0; i < 3; i++) expect((await postFrom("127.0.0.1")).ok).toBe(true);
    expect(await postFrom("127.0.0.1")).toEqual({ ok: false, reason: "rate-limited", silent: false });
    expect(LEAD_FORM_RATE_LIMITS[0]).toEqual({ points: 10, durationSeconds: 600 });
  });
});

describe("the guard of the site's environment", () => {
  const environment = (secret: string) => ({
    env: parseEnv({
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "dealer-guard-")),
      SITE_URL: "https://cars.example.com",
      LEAD_FORM_SECRET: secret.repeat(32),
      LEAD_FORM_MIN_FILL_MS: "0",
    }),
  });

  it("is one guard per environment, whose tokens only its own check accepts", async () => {
    const site = environment("a");
    const other = environment("b");
    try {
      expect(formGuardOf(site)).toBe(formGuardOf({ env: site.env }));
      const token = issueFormToken(site, "contact-form");
      expect((await checkLeadForm(site, post({ token }))).ok).toBe(true);
      // Another secret (another site, or a rotated LEAD_FORM_SECRET) does not accept it.
      expect(await checkLeadForm(other, post({ token }))).toEqual({
        ok: false,
        reason: "bad-token",
        silent: false,
      });
    } finally {
      for (const { env } of [site, other]) fs.rmSync(env.dataDir, { recursive: true, force: true });
    }
  });
});

describe("the same-origin check", () => {
  const request = (headers: Partial<PostOrigin>): PostOrigin => ({
    url: "http://127.0.0.1:3000/contact-us",
    host: "127.0.0.1:3000",
    ...headers,
  });

  it("trusts Origin first, then Sec-Fetch-Site, then Referer", () => {
    expect(isSameOrigin(request({ origin: "http://127.0.0.1:3000" }), [])).toBe(true);
    expect(isSameOrigin(request({ origin: "https://cars.example.com" }), ["cars.example.com"])).toBe(true);
    expect(
      isSameOrigin(request({ origin: "https://cars.example.com.evil.example" }), ["cars.example.com"]),
    ).toBe(false);
    expect(isSameOrigin(request({ fetchSite: "same-origin" }), [])).toBe(true);
    expect(isSameOrigin(request({ fetchSite: "cross-site" }), [])).toBe(false);
    expect(isSameOrigin(request({ fetchSite: "same-site" }), [])).toBe(false);
    expect(isSameOrigin(request({ referer: "http://127.0.0.1:3000/contact-us" }), [])).toBe(true);
    expect(isSameOrigin(request({ referer: "https://evil.example/" }), [])).toBe(false);
    expect(isSameOrigin(request({}), [])).toBe(false);
  });
});
