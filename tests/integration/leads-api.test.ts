import { describe, expect, it } from "vitest";
import { apiSite, careers, jane, leadCount, RATE_LIMIT_KEY } from "../support/api-site";
import { leadApiHeaders, TEST_LEAD_API_KEY } from "../support/lead-api";

/**
 * The integration API of the lead pipeline (POST /api/email/send), good and bad inputs, on
 * the production server. Phone verification and tracking: phone-and-tracking-api.test.ts.
 */

/** The same JSON from an integration holding the site's API key. */
const api = (data: unknown, headers: Record<string, string> = {}, key = TEST_LEAD_API_KEY): RequestInit => ({
  method: "POST",
  headers: leadApiHeaders(headers, key),
  body: JSON.stringify(data),
});

const endpoints = apiSite();
const { call } = endpoints;

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
    const mails = await endpoints.smtp.waitFor(2);
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
      const before = leadCount(endpoints.server);
      const { status, body, response } = await call("/api/email/send", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(lead),
      });
      expect(status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer /);
      expect(body).toMatchObject({ success: false, error: "Unauthorized" });
      expect(leadCount(endpoints.server)).toBe(before);
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
    const before = leadCount(endpoints.server);
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
    expect(leadCount(endpoints.server)).toBe(before);
  });

  it.each([
    ["CAREERS", ["details.position", "details.message"]],
    ["CONTACT_SALES", ["details.inquiry", "details.message"]],
    ["SERVICE", ["details.appointment_id", "details.start_datetime", "details.end_datetime"]],
    ["SCHEDULE_TEST_DRIVE", ["details.date", "details.time"]],
    ["APPLY_FINANCING", ["details.identifier", "details.buyingTime"]],
    ["STAFF_MEMBER", ["details.staffMember"]],
  ])("refuses a %s lead without its details, naming them", async (kind, fields) => {
    const before = leadCount(endpoints.server);
    const { status, body } = await call("/api/email/send", api({ kind, payload: { user: jane } }));
    expect(status).toBe(400);
    for (const field of fields) expect(body!.errors[field], field).toBe("This field is required");
    expect(leadCount(endpoints.server)).toBe(before);
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
