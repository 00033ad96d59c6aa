import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { issuePhoneVerificationToken } from "../../app/features/visitor/phone-verification-guard.server";
import { parseEnv } from "../../app/lib/env.server";
import { apiSite, careers, jane, json, leadCount, phoneVerificationToken } from "../support/api-site";
import { leadApiHeaders } from "../support/lead-api";
import { type RunningServer, startServer } from "../support/server";

/**
 * The JSON endpoints around the lead forms, good and bad inputs, on the production server:
 * phone verification (POST /api/customer/phoneValidation) and its daily SMS ceiling, the SMS
 * and Conversions API adapters, and POST /api/track/facebook. The lead API: leads-api.test.ts.
 */

type Recorded = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

/** A local HTTP server standing in for Twilio or Facebook; answers what `reply` says. */
async function fakeHttpServer(reply: (req: Recorded) => { status: number; body: unknown }) {
  const requests: Recorded[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      const recorded = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body };
      requests.push(recorded);
      const answer = reply(recorded);
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const endpoints = apiSite();
const { call } = endpoints;

describe("POST /api/customer/phoneValidation", () => {
  const phone = "(309) 555-0142";
  let token: string;
  beforeAll(async () => {
    token = await phoneVerificationToken(endpoints.server);
  });
  // Each test is its own visitor (address), so one test's requests never count against another's.
  let visitor = 0;
  beforeEach(() => {
    visitor += 1;
  });
  /** The popup's request: JSON from the site's own page, with the page's token. */
  const fromPage = (data: Record<string, unknown>, headers: Record<string, string> = {}) =>
    json(
      { leadFormToken: token, ...data },
      { origin: "https://cars.example.com", "x-forwarded-for": `198.18.0.${visitor}`, ...headers },
    );
  const validate = (data: Record<string, unknown>, headers?: Record<string, string>) =>
    call("/api/customer/phoneValidation", fromPage(data, headers));
  const smsLog = () => {
    const file = path.join(endpoints.server.dataDir, "outbox/sms.log");
    return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  };
  const codes = () =>
    smsLog()
      .trim()
      .split("\n")
      .filter((l) => l.includes("+13095550142"))
      .map((l) => /code is (\d{6})/.exec(l)![1]!);

  it.each([
    [{ type: "phone-validation" }, "Phone number is required", "phone"],
    [{ type: "phone-validation", phone: "" }, "Phone number is required", "phone"],
    [{ type: "phone-validation", phone: "555-0142" }, "Phone number is invalid by regex", "phone"],
    [{ type: "code-verification", phone }, "Code is required", "code"],
    [{ type: "code-verification", phone, code: "12345" }, "Code must be 6 digits", "code"],
  ])("answers %o with the spec's message", async (input, message, field) => {
    const { status, body } = await validate(input);
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      error: message,
      message,
      errors: { error: message, [field]: message },
    });
  });

  it("rejects an unknown type", async () => {
    const { status, body } = await validate({ type: "other", phone });
    expect(status).toBe(400);
    expect(body!.success).toBe(false);
    expect(body!.errors.error).toBeTruthy();
  });

  it("sends a code to sms.log, throttles resends, and verifies the code once", async () => {
    const sent = await validate({ type: "phone-validation", phone });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      success: true,
      error: null,
      message: "We sent a 6-digit code to your phone.",
    });
    const [code] = codes();
    expect(code).toMatch(/^\d{6}$/);
    const again = await validate({ type: "phone-validation", phone });
    expect(again.status).toBe(429);
    expect(again.response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(codes()).toHaveLength(1);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const bad = await validate({ type: "code-verification", phone, code: wrong });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, errors: { code: "That code is not correct." } });
    const good = await validate({
      type: "code-verification",
      phone: "309.555.0142",
      code: `${code!.slice(0, 3)}-${code!.slice(3)}`,
    });
    expect(good.status).toBe(200);
    expect(good.body).toEqual({ success: true, error: null, message: "Your phone number is verified." });
    const reused = await validate({ type: "code-verification", phone, code });
    expect(reused.status).toBe(400);
    // The code is stored hashed, never in clear.
    const db = new Database(path.join(endpoints.server.dataDir, "dealer.sqlite"), { readonly: true });
    const rows = db.prepare("select * from phone_verifications").all() as Array<Record<string, string>>;
    db.close();
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows.find((r) => r.phone === "+13095550142")!.verified_at).toBeTruthy();
  });

  it("allows 5 tries per code", async () => {
    const other = "309-555-0177";
    expect((await validate({ type: "phone-validation", phone: other })).status).toBe(200);
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await validate({ type: "code-verification", phone: other, code: "000000" })).status);
    // 000000 might be the real code one time in a million; then the first try succeeds.
    expect(statuses.slice(0, 5).every((s) => s === 400 || s === 200)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  // A number that is not North American at all gets the phone field's message (the spec's
  // 'Phone number is invalid by regex', or ours where that field takes it); a North American
  // number the site does not text always gets ours.
  const NOT_TEXTED = "We can only text a US or Canadian phone number.";
  const notNorthAmerican = expect.stringMatching(
    /^(Phone number is invalid by regex|We can only text a US or Canadian phone number\.)$/,
  );
  it.each([
    ["+44 20 7946 0958", "a number in the United Kingdom", notNorthAmerican],
    ["+882 1234 5678 90", "an international network", notNorthAmerican],
    ["(309) 155-0142", "an exchange that cannot exist", notNorthAmerican],
    ["1-900-555-0142", "a premium-rate 900 number", NOT_TEXTED],
    ["(876) 555-0142", "Jamaica, in the North American plan but charged as international", NOT_TEXTED],
    ["(809) 555-0142", "the Dominican Republic", NOT_TEXTED],
  ])("refuses %s (%s) and texts nothing", async (number, _what, message) => {
    const before = smsLog();
    const { status, body } = await validate({ type: "phone-validation", phone: number });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errors: { phone: message } });
    expect(smsLog()).toBe(before);
  });

  it.each([
    ["no token", { leadFormToken: undefined }, {}, 400],
    ["a forged token", { leadFormToken: "eyJrIjoiYSIsInQiOjF9.AAAA" }, {}, 400],
    ["a token from another site's page", {}, { origin: "https://evil.example" }, 403],
  ] as Array<[string, Record<string, unknown>, Record<string, string>, number]>)(
    "refuses a request with %s, for both steps, and texts nothing",
    async (_name, body, headers, expected) => {
      const before = smsLog();
      for (const type of ["phone-validation", "code-verification"]) {
        const answer = await validate({ type, phone: "(309) 555-0143", code: "123456", ...body }, headers);
        expect(answer.status, type).toBe(expected);
        expect(answer.body).toMatchObject({ success: false, errors: { error: expect.any(String) } });
      }
      expect(smsLog()).toBe(before);
    },
  );

  it("texts nothing to a bot's filled honeypot (429); a request sooner than a person types is held, then answered", async () => {
    const before = smsLog();
    const honeypot = await validate({
      type: "phone-validation",
      phone: "(309) 555-0146",
      companyWebsite: "http://spam.example",
    });
    expect(honeypot.status).toBe(429);
    const env = parseEnv({ DATA_DIR: endpoints.server.dataDir, SITE_URL: "https://cars.example.com" });
    const fresh = issuePhoneVerificationToken({ env });
    expect(smsLog()).toBe(before);
    const startedAt = Date.now();
    const early = await validate({
      type: "phone-validation",
      phone: "(309) 555-0146",
      leadFormToken: fresh,
    });
    // Held until 2 s after the token was issued (autofill is that fast), never refused.
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1_500);
    expect(early.status).toBe(200);
    expect(early.body).toMatchObject({ success: true });
    expect(smsLog().length).toBeGreaterThan(before.length);
  });

  it("refuses a lead form's token: the token is bound to phone verification", async () => {
    const contact = await fetch(`${endpoints.server.url}/contact-us`);
    const formToken = /name="leadFormToken" value="([^"]+)"/.exec(await contact.text())![1]!;
    await new Promise((r) => setTimeout(r, 2_200));
    const answer = await validate({
      type: "phone-validation",
      phone: "(309) 555-0144",
      leadFormToken: formToken,
    });
    expect(answer.status).toBe(400);
  });

  it("limits the codes one client asks for, whatever the numbers: 5 an hour", async () => {
    const client = { "x-forwarded-for": "203.0.113.50" };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await validate({ type: "phone-validation", phone: `(309) 555-016${i}` }, client)).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const another = await validate(
      { type: "phone-validation", phone: "(309) 555-0169" },
      {
        "x-forwarded-for": "203.0.113.51",
      },
    );
    expect(another.status).toBe(200);
  });
});

describe("a site with no API key and a daily SMS ceiling of 3", () => {
  let site: RunningServer;
  let token: string;
  beforeAll(async () => {
    site = await startServer({
      env: { SMS_DAILY_LIMIT: "3", SITE_URL: "https://cars.example.com", TRUST_PROXY: "1" },
    });
    token = await phoneVerificationToken(site);
  });
  afterAll(async () => {
    await site?.stop();
  });

  it("has the integration API disabled: 404 with or without a key, nothing stored", async () => {
    for (const headers of [leadApiHeaders(), { "content-type": "application/json" }]) {
      const response = await fetch(`${site.url}/api/email/send`, {
        method: "POST",
        headers,
        body: JSON.stringify({ kind: "CAREERS", payload: { user: jane, details: careers } }),
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ success: false });
    }
    expect(leadCount(site)).toBe(0);
  });

  it("stops texting for the day after 3 codes, even from rotating addresses to rotating numbers", async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 5; i++) {
      const response = await fetch(
        `${site.url}/api/customer/phoneValidation`,
        json(
          { type: "phone-validation", phone: `(563) 555-01${20 + i}`, leadFormToken: token },
          { origin: "https://cars.example.com", "x-forwarded-for": `192.0.2.${10 + i}` },
        ),
      );
      statuses.push(response.status);
      retryAfter = response.headers.get("retry-after");
    }
    expect(statuses).toEqual([200, 200, 200, 503, 503]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    const log = fs.readFileSync(path.join(site.dataDir, "outbox/sms.log"), "utf8").trim().split("\n");
    expect(log).toHaveLength(3);
  });
});

describe("the SMS and Conversions API adapters, configured", () => {
  let twilio: Awaited<ReturnType<typeof fakeHttpServer>>;
  let facebook: Awaited<ReturnType<typeof fakeHttpServer>>;
  let configured: RunningServer;
  let failSms = false;
  let token: string;
  /** The phone-verification popup's request on that site. */
  const fromPage = (data: Record<string, unknown>) =>
    json({ leadFormToken: token, ...data }, { origin: configured.url });

  beforeAll(async () => {
    twilio = await fakeHttpServer(() =>
      failSms
        ? { status: 400, body: { code: 21211, message: "Invalid 'To' Phone Number" } }
        : { status: 201, body: { sid: "SM1" } },
    );
    facebook = await fakeHttpServer((req) =>
      req.url.includes("/999/")
        ? { status: 500, body: { error: "down" } }
        : { status: 200, body: { events_received: 1 } },
    );
    configured = await startServer({
      env: {
        TWILIO_ACCOUNT_SID: "AC123",
        TWILIO_AUTH_TOKEN: "secret-token",
        TWILIO_FROM: "+13095550100",
        TWILIO_API_URL: twilio.url,
        FACEBOOK_PIXEL_ID: "1234567890",
        FACEBOOK_ACCESS_TOKEN: "fb-token",
        FACEBOOK_API_URL: facebook.url,
        // The pixel event's visitor is the X-Forwarded-For address (one proxy: the test).
        TRUST_PROXY: "1",
        // Tier 1 counts every category as allowed (no dialog to answer), except targeting
        // under Global Privacy Control: the Conversions API is the ad platform's.
        COOKIE_CONSENT_TIER: "1",
      },
    });
    token = await phoneVerificationToken(configured);
  });
  afterAll(async () => {
    await configured?.stop();
    await twilio?.close();
    await facebook?.close();
  });

  it("sends the code through the Twilio-compatible API and verifies it", async () => {
    const send = await fetch(
      `${configured.url}/api/customer/phoneValidation`,
      fromPage({ type: "phone-validation", phone: "(309) 555-0150" }),
    );
    expect(send.status).toBe(200);
    expect(twilio.requests).toHaveLength(1);
    const request = twilio.requests[0]!;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/2010-04-01/Accounts/AC123/Messages.json");
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from("AC123:secret-token").toString("base64")}`,
    );
    const form = new URLSearchParams(request.body);
    expect(form.get("To")).toBe("+13095550150");
    expect(form.get("From")).toBe("+13095550100");
    const code = /code is (\d{6})/.exec(form.get("Body") ?? "")![1];
    expect(fs.existsSync(path.join(configured.dataDir, "outbox/sms.log"))).toBe(false);
    const verify = await fetch(
      `${configured.url}/api/customer/phoneValidation`,
      fromPage({ type: "code-verification", phone: "3095550150", code }),
    );
    expect(verify.status).toBe(200);
    expect(await verify.json()).toMatchObject({ success: true });
  });

  it("reports a refused SMS without a 500, and lets the visitor ask again at once", async () => {
    failSms = true;
    const refused = await fetch(
      `${configured.url}/api/customer/phoneValidation`,
      fromPage({ type: "phone-validation", phone: "(309) 555-0151" }),
    );
    expect(refused.status).toBe(502);
    expect(await refused.json()).toMatchObject({ success: false, errors: { phone: expect.any(String) } });
    failSms = false;
    const retried = await fetch(
      `${configured.url}/api/customer/phoneValidation`,
      fromPage({ type: "phone-validation", phone: "(309) 555-0151" }),
    );
    expect(retried.status).toBe(200);
  });

  it("forwards a valid event to the Conversions API with hashed personal data", async () => {
    const response = await fetch(
      `${configured.url}/api/track/facebook`,
      json(
        {
          eventName: "Lead",
          eventID: "lead-123",
          eventTime: 1_795_000_000,
          currency: "usd",
          value: 2,
          fbp: "fb.1.1596403881668.1116446470",
          user_data: { em: " Jane@Example.com ", ph: "+1 (309) 555-0123" },
          custom_data: { content_name: "Contact" },
        },
        { "user-agent": "Mozilla/5.0 test", "x-forwarded-for": "203.0.113.77" },
      ),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, forwarded: true, eventsReceived: 1 });
    const request = facebook.requests.at(-1)!;
    expect(request.url).toBe("/1234567890/events");
    const sent = JSON.parse(request.body);
    expect(sent.access_token).toBe("fb-token");
    const [event] = sent.data;
    expect(event).toMatchObject({
      event_name: "Lead",
      event_id: "lead-123",
      event_time: 1_795_000_000,
      action_source: "website",
      custom_data: { content_name: "Contact", currency: "USD", value: 2 },
    });
    const { createHash } = await import("node:crypto");
    expect(event.user_data.em).toBe(createHash("sha256").update("jane@example.com").digest("hex"));
    expect(event.user_data.ph).toBe(createHash("sha256").update("13095550123").digest("hex"));
    expect(event.user_data.client_ip_address).toBe("203.0.113.77");
    expect(event.user_data.client_user_agent).toBe("Mozilla/5.0 test");
    expect(event.user_data.fbp).toBe("fb.1.1596403881668.1116446470");
    expect(request.body).not.toContain("Jane@Example.com");
  });

  it("sends nothing for a visitor who refuses targeting (Global Privacy Control)", async () => {
    const before = facebook.requests.length;
    const response = await fetch(
      `${configured.url}/api/track/facebook`,
      json({ eventName: "Lead", eventID: "lead-gpc" }, { "sec-gpc": "1", "x-forwarded-for": "203.0.113.78" }),
    );
    expect(response.status).toBe(204);
    expect(facebook.requests.length).toBe(before);
  });
});

describe("POST /api/track/facebook", () => {
  it("answers 204 and sends nothing when no pixel is configured", async () => {
    const { status, body } = await call("/api/track/facebook", json({ eventName: "PageView" }));
    expect(status).toBe(204);
    expect(body).toBeUndefined();
  });

  it.each([
    [{}, "eventName"],
    [{ eventName: "Lead; DROP" }, "eventName"],
    [{ eventName: "Lead", value: -1 }, "value"],
    [{ eventName: "Lead", currency: "dollars" }, "currency"],
    [{ eventName: "Lead", eventTime: "yesterday" }, "eventTime"],
  ])("refuses %o with 400 naming %s", async (event, field) => {
    const { status, body } = await call("/api/track/facebook", json(event));
    expect(status).toBe(400);
    expect(body!.success).toBe(false);
    expect(Object.keys(body!.errors)).toContain(field);
  });
});
