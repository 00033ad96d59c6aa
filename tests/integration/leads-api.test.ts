import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { issuePhoneVerificationToken } from "../../app/features/visitor/phone-verification-guard.server";
import { parseEnv } from "../../app/lib/env.server";
import { leadApiEnv, leadApiHeaders, TEST_LEAD_API_KEY } from "../support/lead-api";
import { type RunningServer, startServer } from "../support/server";
import { createSmtpTestServer, type SmtpTestServer } from "../support/smtp-peer";

/** The JSON endpoints of the lead pipeline, good and bad inputs, on the production server. */

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

const json = (data: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(data),
});

/** The same JSON from an integration holding the site's API key. */
const api = (data: unknown, headers: Record<string, string> = {}, key = TEST_LEAD_API_KEY): RequestInit => ({
  method: "POST",
  headers: leadApiHeaders(headers, key),
  body: JSON.stringify(data),
});

/** A second key of the same site, used only by the rate-limit test, so its count starts at 0. */
const RATE_LIMIT_KEY = "rate-limit-test-key-0f9e8d7c6b5a4f3e2d1c";

const jane = { firstName: "Jane", lastName: "Doe", email: "jane@example.com", phone: "309-555-0123" };
const careers = { position: "Service Technician", message: "Ten years with ASE certification." };

/** The token a page of `site` renders for its phone-verification popup, as old as the guard asks. */
async function phoneVerificationToken(site: RunningServer): Promise<string> {
  const env = parseEnv({ DATA_DIR: site.dataDir, SITE_URL: "https://cars.example.com" });
  const token = issuePhoneVerificationToken({ env });
  // The form guard's minimum fill time: nobody types a phone number in under 2 seconds.
  await new Promise((r) => setTimeout(r, 2_200));
  return token;
}

/** How many leads a server has stored. */
function leadCount(site: RunningServer): number {
  const db = new Database(path.join(site.dataDir, "dealer.sqlite"), { readonly: true });
  try {
    return (db.prepare("select count(*) as n from leads").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

let smtp: SmtpTestServer;
let server: RunningServer;
const call = async (p: string, init?: RequestInit) => {
  const response = await fetch(`${server.url}${p}`, init);
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, any>) : undefined,
    response,
  };
};

beforeAll(async () => {
  smtp = await createSmtpTestServer();
  server = await startServer({
    env: {
      SMTP_URL: smtp.url,
      SITE_URL: "https://cars.example.com",
      // The tests stand for visitors at other addresses with X-Forwarded-For (one proxy: the test).
      TRUST_PROXY: "1",
      LEAD_API_KEYS: `${leadApiEnv.LEAD_API_KEYS},${RATE_LIMIT_KEY}`,
      LEAD_API_RATE_LIMIT: "60",
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe("POST /api/email/send", () => {
  it("accepts the ADF shape but sends to the store's recipient with the store's subject: no open relay", async () => {
    const { status, body } = await call(
      "/api/email/send",
      api({
        type: "text",
        email: "victim@elsewhere.example",
        subject: "Cheap pills",
        provider: { name: "Spammer" },
        body: "Hello from an integration",
        user: jane,
      }),
    );
    expect(status).toBe(202);
    expect(body).toMatchObject({ success: true, duplicate: false });
    const adf = await call(
      "/api/email/send",
      api({
        type: "adf",
        email: "victim@elsewhere.example",
        subject: "Cheap pills",
        prospect: { attributes: { status: "resend" } },
        customer: {
          contact: {
            first_name: "Jane",
            last_name: "Doe",
            email: "jane@example.com",
            phone: { value: "3095550123" },
          },
          comments: "Call after 5",
        },
        vehicle: { year: 2020, make: "Toyota", model: "RAV4", status: "new", comments: "Blue please" },
        provider: { name: "Spammer", email: "spam@elsewhere.example" },
        comments: "From the chat widget",
      }),
    );
    expect(adf.status).toBe(202);
    const mails = await smtp.waitFor(2);
    for (const mail of mails) {
      expect(mail.to).toEqual(["leads@quadcitiesautogroup.example"]);
      expect(mail.parsed.subject).toBe("Website Lead");
      expect(mail.raw).not.toContain("victim@elsewhere.example");
      expect(mail.raw).not.toContain("Spammer");
    }
    const adfMail = mails.find((m) => m.parsed.headers.get("x-lead-id") === adf.body!.leadId)!;
    expect(adfMail.parsed.text).toContain('<prospect status="new">');
    expect(adfMail.parsed.text).toContain('<vehicle interest="buy" status="new">');
    expect(adfMail.parsed.text).toContain('<phone type="voice">309-555-0123</phone>');
    expect(adfMail.parsed.text).toContain("Quad Cities Auto Group Website");
    const textMail = mails.find((m) => m.parsed.headers.get("x-lead-id") === body!.leadId)!;
    expect(textMail.parsed.text).toContain("Hello from an integration");
  });

  it.each([
    ["not JSON", { method: "POST", headers: leadApiHeaders(), body: "{nope" }, 400],
    ["not an object", api([1, 2]), 400],
    ["an unknown kind", api({ kind: "FREE_MONEY", payload: {} }), 400],
    ["a bad e-mail", api({ kind: "CAREERS", payload: { user: { email: "jane@" } } }), 400],
    ["a bad phone", api({ kind: "CAREERS", payload: { user: { phone: "12" } } }), 400],
    ["a bad URL", api({ kind: "CAREERS", url: "javascript:alert(1)", payload: {} }), 400],
    [
      "details that do not fit the kind",
      api({ kind: "CAREERS", payload: { user: jane, details: { position: 7 } } }),
      400,
    ],
    ["a text body that is empty", api({ type: "text", body: "  " }), 400],
    [
      "form data",
      {
        method: "POST",
        headers: { authorization: `Bearer ${TEST_LEAD_API_KEY}` },
        body: new URLSearchParams({ kind: "CAREERS" }),
      },
      415,
    ],
    [
      "a cross-origin browser request",
      api({ kind: "CAREERS", payload: {} }, { origin: "https://evil.example" }),
      403,
    ],
    ["a body over 64 KB", api({ type: "text", body: "x".repeat(70_000) }), 413],
  ] as Array<[string, RequestInit, number]>)(
    "answers %s with JSON and %i, never 500",
    async (_name, init, expected) => {
      const { status, body } = await call("/api/email/send", init);
      expect(status).toBe(expected);
      expect(body).toMatchObject({ success: false });
      expect(typeof body!.message).toBe("string");
    },
  );

  it("names the field and the spec's message", async () => {
    const { body } = await call(
      "/api/email/send",
      api({ kind: "CAREERS", payload: { user: { ...jane, email: "jane@" }, details: careers } }),
    );
    expect(body!.errors).toEqual({ "payload.user.email": "Please enter a valid email address" });
  });

  it("answers GET with 405", async () => {
    const { status } = await call("/api/email/send");
    expect(status).toBe(405);
  });

  it("rate-limits each key (LEAD_API_RATE_LIMIT a minute) and answers 429 with Retry-After", async () => {
    // Every request with the key counts, a refused one too (these are all invalid: nothing is stored).
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 61; i++) {
      // Rotating the address changes nothing: the key is what is counted.
      const { status, response } = await call(
        "/api/email/send",
        api({ kind: "NOPE" }, { "x-forwarded-for": `198.51.100.${(i % 250) + 1}` }, RATE_LIMIT_KEY),
      );
      statuses.push(status);
      retryAfter = response.headers.get("retry-after");
    }
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(400));
    expect(statuses[60]).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    const otherKey = await call(
      "/api/email/send",
      api({ kind: "CAREERS", payload: { user: jane, details: careers } }),
    );
    expect(otherKey.status).toBe(202);
  });
});

describe("POST /api/email/send: only for integrations holding the site's key", () => {
  const lead = { kind: "CAREERS", payload: { user: jane, details: careers } };

  it.each([
    ["no credential", {}],
    ["a wrong key", { authorization: `Bearer ${"x".repeat(40)}` }],
    ["the key with one character changed", { authorization: `Bearer ${TEST_LEAD_API_KEY.slice(0, -1)}0` }],
    ["the key in another scheme", { authorization: `Basic ${TEST_LEAD_API_KEY}` }],
    ["an empty bearer", { authorization: "Bearer " }],
  ] as Array<[string, Record<string, string>]>)(
    "refuses %s with 401 and stores nothing",
    async (_name, headers) => {
      const before = leadCount(server);
      const { status, body, response } = await call("/api/email/send", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(lead),
      });
      expect(status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer /);
      expect(body).toMatchObject({ success: false, error: "Unauthorized" });
      expect(leadCount(server)).toBe(before);
    },
  );

  it("checks the key before reading the body: a wrong key with junk is still a 401", async () => {
    const { status } = await call("/api/email/send", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "{nope",
    });
    expect(status).toBe(401);
  });

  it("refuses an empty FULL_CREDIT_APP with the field messages, and stores and sends nothing", async () => {
    const before = leadCount(server);
    const { status, body } = await call("/api/email/send", api({ kind: "FULL_CREDIT_APP", payload: {} }));
    expect(status).toBe(400);
    expect(body!.errors).toEqual({
      "payload.user.firstName": "Enter your first name.",
      "payload.user.lastName": "Enter your last name.",
      "payload.user.email": "Enter an e-mail address or a phone number.",
      "payload.user.phone": "Enter an e-mail address or a phone number.",
      "details.residences": "This field is required",
      "details.employments": "This field is required",
    });
    expect(leadCount(server)).toBe(before);
  });

  it.each([
    ["CAREERS", ["details.position", "details.message"]],
    ["CONTACT_SALES", ["details.inquiry", "details.message"]],
    ["SERVICE", ["details.appointment_id", "details.start_datetime", "details.end_datetime"]],
    ["SCHEDULE_TEST_DRIVE", ["details.date", "details.time"]],
    ["APPLY_FINANCING", ["details.identifier", "details.buyingTime"]],
    ["STAFF_MEMBER", ["details.staffMember"]],
  ])("refuses a %s lead without its details, naming them", async (kind, fields) => {
    const before = leadCount(server);
    const { status, body } = await call("/api/email/send", api({ kind, payload: { user: jane } }));
    expect(status).toBe(400);
    for (const field of fields) expect(body!.errors[field], field).toBe("This field is required");
    expect(leadCount(server)).toBe(before);
  });

  it("refuses an ADF lead with no one to answer", async () => {
    const { status, body } = await call(
      "/api/email/send",
      api({ type: "adf", customer: { contact: {} }, comments: "nobody" }),
    );
    expect(status).toBe(400);
    expect(body!.errors).toEqual({
      "customer.contact.first_name": "Enter your first name.",
      "customer.contact.last_name": "Enter your last name.",
      "customer.contact.email": "Enter an e-mail address or a phone number.",
      "customer.contact.phone": "Enter an e-mail address or a phone number.",
    });
  });
});

describe("POST /api/customer/phoneValidation", () => {
  const phone = "(309) 555-0142";
  let token: string;
  beforeAll(async () => {
    token = await phoneVerificationToken(server);
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
    const file = path.join(server.dataDir, "outbox/sms.log");
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
    const db = new Database(path.join(server.dataDir, "dealer.sqlite"), { readonly: true });
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

  it("texts nothing to a bot: a filled honeypot, or a request sooner than a person types (429)", async () => {
    const before = smsLog();
    const honeypot = await validate({
      type: "phone-validation",
      phone: "(309) 555-0146",
      companyWebsite: "http://spam.example",
    });
    expect(honeypot.status).toBe(429);
    const env = parseEnv({ DATA_DIR: server.dataDir, SITE_URL: "https://cars.example.com" });
    const fresh = issuePhoneVerificationToken({ env });
    const tooFast = await validate({
      type: "phone-validation",
      phone: "(309) 555-0146",
      leadFormToken: fresh,
    });
    expect(tooFast.status).toBe(429);
    expect(tooFast.body).not.toMatchObject({ success: true });
    expect(smsLog()).toBe(before);
  });

  it("refuses a lead form's token: the token is bound to phone verification", async () => {
    const contact = await fetch(`${server.url}/contact-us`);
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
