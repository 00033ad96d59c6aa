import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpTestServer, type SmtpTestServer } from "../../app/lib/mail/smtp-test-server";
import { type RunningServer, startServer } from "../support/server";

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

const jane = { firstName: "Jane", lastName: "Doe", email: "jane@example.com", phone: "309-555-0123" };

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
  server = await startServer({ env: { SMTP_URL: smtp.url, SITE_URL: "https://cars.example.com" } });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe("POST /api/email/send", () => {
  it("accepts the ADF shape but sends to the store's recipient with the store's subject: no open relay", async () => {
    const { status, body } = await call(
      "/api/email/send",
      json({
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
      json({
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
    ["not JSON", { method: "POST", headers: { "content-type": "application/json" }, body: "{nope" }, 400],
    ["not an object", json([1, 2]), 400],
    ["an unknown kind", json({ kind: "FREE_MONEY", payload: {} }), 400],
    ["a bad e-mail", json({ kind: "CAREERS", payload: { user: { email: "jane@" } } }), 400],
    ["a bad phone", json({ kind: "CAREERS", payload: { user: { phone: "12" } } }), 400],
    ["a bad URL", json({ kind: "CAREERS", url: "javascript:alert(1)", payload: {} }), 400],
    [
      "details that do not fit the kind",
      json({ kind: "CAREERS", payload: { details: { position: 7 } } }),
      400,
    ],
    ["a text body that is empty", json({ type: "text", body: "  " }), 400],
    ["form data", { method: "POST", body: new URLSearchParams({ kind: "CAREERS" }) }, 415],
    [
      "a cross-origin browser request",
      json({ kind: "CAREERS", payload: {} }, { origin: "https://evil.example" }),
      403,
    ],
    ["a body over 64 KB", json({ type: "text", body: "x".repeat(70_000) }), 413],
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
      json({ kind: "CAREERS", payload: { user: { email: "jane@" } } }),
    );
    expect(body!.errors).toEqual({ "payload.user.email": "Please enter a valid email address" });
  });

  it("answers GET with 405", async () => {
    const { status } = await call("/api/email/send");
    expect(status).toBe(405);
  });

  it("rate-limits an address (behind the local proxy) and answers 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const { status } = await call(
        "/api/email/send",
        json({ kind: "CAREERS", payload: { user: jane } }, { "x-forwarded-for": "198.51.100.23" }),
      );
      statuses.push(status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(statuses[10]).toBe(429);
    const other = await call(
      "/api/email/send",
      json({ kind: "CAREERS", payload: { user: jane } }, { "x-forwarded-for": "198.51.100.24" }),
    );
    expect(other.status).toBe(202);
  });
});

describe("POST /api/customer/phoneValidation", () => {
  const phone = "(309) 555-0142";
  const validate = (data: unknown) => call("/api/customer/phoneValidation", json(data));
  const codes = () =>
    fs
      .readFileSync(path.join(server.dataDir, "outbox/sms.log"), "utf8")
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
    const Database = (await import("better-sqlite3")).default;
    const db = new Database(path.join(server.dataDir, "dealer.sqlite"), { readonly: true });
    const rows = db.prepare("select * from phone_verifications").all() as Array<Record<string, string>>;
    db.close();
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]!.verified_at).toBeTruthy();
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
});

describe("the SMS and Conversions API adapters, configured", () => {
  let twilio: Awaited<ReturnType<typeof fakeHttpServer>>;
  let facebook: Awaited<ReturnType<typeof fakeHttpServer>>;
  let configured: RunningServer;
  let failSms = false;

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
      },
    });
  });
  afterAll(async () => {
    await configured?.stop();
    await twilio?.close();
    await facebook?.close();
  });

  it("sends the code through the Twilio-compatible API and verifies it", async () => {
    const send = await fetch(
      `${configured.url}/api/customer/phoneValidation`,
      json({ type: "phone-validation", phone: "(309) 555-0150" }),
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
      json({ type: "code-verification", phone: "3095550150", code }),
    );
    expect(verify.status).toBe(200);
    expect(await verify.json()).toMatchObject({ success: true });
  });

  it("reports a refused SMS without a 500, and lets the visitor ask again at once", async () => {
    failSms = true;
    const refused = await fetch(
      `${configured.url}/api/customer/phoneValidation`,
      json({ type: "phone-validation", phone: "(309) 555-0151" }),
    );
    expect(refused.status).toBe(502);
    expect(await refused.json()).toMatchObject({ success: false, errors: { phone: expect.any(String) } });
    failSms = false;
    const retried = await fetch(
      `${configured.url}/api/customer/phoneValidation`,
      json({ type: "phone-validation", phone: "(309) 555-0151" }),
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
