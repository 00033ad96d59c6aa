import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ConsentState, StoredConsent } from "~/features/consent/consent";
import {
  cookieValue,
  facebookLeadEvent,
  fbcOf,
  type LeadConversion,
  sendLeadConversion,
} from "./lead-conversion.server";

const sha = (v: string) => crypto.createHash("sha256").update(v).digest("hex");

const choice = (targeting: boolean): StoredConsent => ({
  functional: true,
  analytics: true,
  targeting,
  id: "c0ffee00-0000-4000-8000-000000000001",
  revision: 1,
  at: 1_790_000_000_000,
  gpc: false,
});
const ALLOWED: ConsentState = { tier: 3, revision: 1, stored: choice(true), gpc: false };
const DENIED: ConsentState = { tier: 3, revision: 1, stored: choice(false), gpc: false };
const UNANSWERED: ConsentState = { tier: 3, revision: 1, stored: undefined, gpc: false };
const GPC_AT_TIER_1: ConsentState = { tier: 1, revision: 1, stored: undefined, gpc: true };

const NOW = new Date("2026-11-24T15:00:00Z");
const lead = (overrides: Partial<LeadConversion> = {}): LeadConversion => ({
  kind: "SCHEDULE_TEST_DRIVE",
  eventId: "5d0e8a7e-2f0c-4c1b-9d0b-0c6f7a0d1e21",
  user: { email: " Jane@Example.com ", phone: "(309) 555-0123" },
  vehicle: { vin: "4T1B11HK5KU123456" },
  consent: ALLOWED,
  adsValues: undefined,
  cookieHeader: "_fbp=fb.1.1596403881668.1116446470; other=1",
  clientIp: "203.0.113.9",
  userAgent: "Mozilla/5.0 test",
  pageUrl: "https://cars.example.com/used-cars-for-sale/2019-toyota-camry-4T1B11HK5KU123456",
  now: NOW,
  ...overrides,
});

describe("the Lead event of a stored lead", () => {
  it("has the browser's event id, the kind's value in USD, hashed e-mail and phone, and the browser ids", () => {
    expect(facebookLeadEvent(lead(), { limitedDataUse: false })).toEqual({
      event_name: "Lead",
      event_time: Math.floor(NOW.getTime() / 1000),
      event_id: "5d0e8a7e-2f0c-4c1b-9d0b-0c6f7a0d1e21",
      action_source: "website",
      event_source_url: lead().pageUrl,
      user_data: {
        em: sha("jane@example.com"),
        ph: sha("3095550123"),
        fbp: "fb.1.1596403881668.1116446470",
        client_ip_address: "203.0.113.9",
        client_user_agent: "Mozilla/5.0 test",
      },
      custom_data: {
        lead_type: "schedule",
        content_ids: ["4T1B11HK5KU123456"],
        content_type: "vehicle",
        currency: "USD",
        value: 20,
      },
    });
  });

  it("asks for Limited Data Use when the settings say so", () => {
    expect(facebookLeadEvent(lead(), { limitedDataUse: true })).toMatchObject({
      data_processing_options: ["LDU"],
      data_processing_options_country: 1,
      data_processing_options_state: 1000,
    });
    expect(facebookLeadEvent(lead(), { limitedDataUse: false })).not.toHaveProperty(
      "data_processing_options",
    );
  });

  it.each([
    ["refused targeting", DENIED],
    ["not answered yet", UNANSWERED],
    ["Global Privacy Control", GPC_AT_TIER_1],
  ])("is none when the visitor %s", (_, consent) => {
    expect(facebookLeadEvent(lead({ consent }), { limitedDataUse: false })).toBeNull();
  });

  it("takes _fbc from its cookie, else makes it from the fbclid the visitor arrived with", () => {
    expect(fbcOf("_fbc=fb.1.1.abc; _fbp=x", { fbclid: "other" }, NOW)).toBe("fb.1.1.abc");
    expect(fbcOf("a=1", { fbclid: "IwAR0abc" }, NOW)).toBe(`fb.1.${NOW.getTime()}.IwAR0abc`);
    expect(fbcOf(null, undefined, NOW)).toBeUndefined();
    expect(cookieValue("a=1; _fbp=fb.1.2.3=4", "_fbp")).toBe("fb.1.2.3=4");
    expect(cookieValue("x_fbp=1", "_fbp")).toBeUndefined();
  });
});

describe("sending it", () => {
  type Recorded = { url: string; body: string };
  const requests: Recorded[] = [];
  let status = 200;
  let graph: http.Server;
  let apiUrl: string;

  beforeAll(async () => {
    // A local server standing in for the Graph API (FACEBOOK_API_URL).
    graph = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => {
        requests.push({ url: req.url ?? "", body });
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(status === 200 ? { events_received: 1 } : { error: "down" }));
      });
    });
    await new Promise<void>((r) => graph.listen(0, "127.0.0.1", r));
    apiUrl = `http://127.0.0.1:${(graph.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => graph.close(() => r())));
  beforeEach(() => {
    requests.length = 0;
    status = 200;
  });
  const config = () => ({ pixelId: "1234567890", accessToken: "fb-token", apiUrl });

  it("posts the Lead to the pixel's events with the token, never the e-mail in clear", async () => {
    expect(await sendLeadConversion(config(), { limitedDataUse: true }, lead())).toBe(true);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe("/1234567890/events");
    const sent = JSON.parse(requests[0]!.body);
    expect(sent.access_token).toBe("fb-token");
    expect(sent.data).toEqual([facebookLeadEvent(lead(), { limitedDataUse: true })]);
    expect(requests[0]!.body).not.toContain('example.com"');
    expect(requests[0]!.body.toLowerCase()).not.toContain("jane@");
  });

  it("sends nothing for a visitor who refused targeting, or without a pixel and a token", async () => {
    expect(await sendLeadConversion(config(), { limitedDataUse: false }, lead({ consent: DENIED }))).toBe(
      false,
    );
    expect(await sendLeadConversion({ apiUrl, pixelId: "1" }, { limitedDataUse: false }, lead())).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it("resolves (false) when the API refuses or cannot be reached: the lead never fails for it", async () => {
    status = 500;
    expect(await sendLeadConversion(config(), { limitedDataUse: false }, lead())).toBe(false);
    expect(requests).toHaveLength(1);
    const unreachable = { ...config(), apiUrl: "http://127.0.0.1:9" };
    expect(await sendLeadConversion(unreachable, { limitedDataUse: false }, lead())).toBe(false);
  });
});
