import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openForm, person, postForm, unique } from "../support/form-client";
import { leadApiEnv, leadApiHeaders } from "../support/lead-api";
import { type RunningServer, runServerToExit, startServer } from "../support/server";

/**
 * Rate limits and the visitor's address on the production server: no address is exempt
 * unless RATE_LIMIT_EXEMPT names it, X-Forwarded-For counts only from a proxy TRUST_PROXY
 * names, and every 429 says when to come back (Retry-After).
 */
const SITE = "https://cars.example.com";
/** The tracking API's limit (routes/api/track-facebook.server.ts): 120 a minute per address. */
const TRACKING_LIMIT = 120;

let plain: RunningServer;
let proxied: RunningServer;
let hop: RunningServer;
beforeAll(async () => {
  [plain, proxied, hop] = await Promise.all([
    startServer({ env: { SITE_URL: SITE } }),
    startServer({ env: { SITE_URL: SITE, TRUST_PROXY: "loopback" } }),
    startServer({
      env: { SITE_URL: SITE, TRUST_PROXY: "1", RATE_LIMIT_EXEMPT: "203.0.113.0/24", ...leadApiEnv },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain?.stop(), proxied?.stop(), hop?.stop()]);
});

/** POSTs an (invalid) pixel event, as the address `forwardedFor` says when given; the statuses. */
async function track(site: RunningServer, count: number, forwardedFor?: (i: number) => string) {
  const answers: Response[] = [];
  for (let i = 0; i < count; i++) {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (forwardedFor) headers["x-forwarded-for"] = forwardedFor(i);
    const response = await fetch(`${site.url}/api/track/facebook`, { method: "POST", headers, body: "{}" });
    await response.arrayBuffer();
    answers.push(response);
  }
  return answers;
}

describe("rate limits", () => {
  it("count the machine itself like any visitor: the 11th lead form in 10 minutes gets 429 and Retry-After", async () => {
    const page = await openForm(plain, "/contact-us");
    const fields = { inquiry: "1", message: "Please call me.", ...person(`Limit${unique()}`) };
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) {
      const { response } = await postForm(plain, "/contact-us", page, fields);
      statuses.push(response.status);
      last = response;
    }
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
    // The wait the lead forms' 10-minute window asks for, not a default.
    const retryAfter = Number(last!.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
  });

  it("ignore X-Forwarded-For unless TRUST_PROXY names the proxy: rotating it gets past nothing", async () => {
    const answers = await track(plain, TRACKING_LIMIT + 1, (i) => `198.51.100.${i % 250}`);
    expect(answers.slice(0, TRACKING_LIMIT).every((r) => r.status === 400)).toBe(true);
    const refused = answers[TRACKING_LIMIT]!;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The operator is told once why the header was ignored.
    expect(plain.output().match(/X-Forwarded-For ignored/g)).toHaveLength(1);
  });

  it("count each visitor behind a proxy TRUST_PROXY names by X-Forwarded-For", async () => {
    const rotating = await track(proxied, TRACKING_LIMIT + 10, (i) => `198.51.100.${i % 250}`);
    expect(rotating.every((r) => r.status === 400)).toBe(true);
    const one = await track(proxied, TRACKING_LIMIT + 1, () => "192.0.2.77");
    expect(one[TRACKING_LIMIT]!.status).toBe(429);
    expect(Number(one[TRACKING_LIMIT]!.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("take a hop count for TRUST_PROXY and exempt only the addresses RATE_LIMIT_EXEMPT names", async () => {
    // One hop trusted: the last address the proxy added is the visitor, whatever the client claimed before it.
    const exempt = await track(hop, TRACKING_LIMIT + 10, () => "198.51.100.1, 203.0.113.5");
    expect(exempt.every((r) => r.status === 400)).toBe(true);
    const counted = await track(hop, TRACKING_LIMIT + 1, () => "203.0.113.5, 198.51.100.9");
    expect(counted[TRACKING_LIMIT]!.status).toBe(429);
  });
});

describe("wrong API keys", () => {
  /** POSTs /api/email/send with `key` as the address `forwardedFor`, `count` times; the statuses and the last answer. */
  async function sendWithKey(count: number, key: string, forwardedFor: string) {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < count; i++) {
      last = await fetch(`${hop.url}/api/email/send`, {
        method: "POST",
        headers: leadApiHeaders({ "x-forwarded-for": forwardedFor }, key),
        body: "{}",
      });
      await last.arrayBuffer();
      statuses.push(last.status);
    }
    return { statuses, last: last! };
  }

  it("are counted per address: past 20 a minute, 429 with Retry-After, even for the right key", async () => {
    const guesses = await sendWithKey(21, "x".repeat(40), "192.0.2.44");
    expect(guesses.statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(guesses.statuses[20]).toBe(429);
    const retryAfter = Number(guesses.last.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const right = await sendWithKey(1, leadApiEnv.LEAD_API_KEYS, "192.0.2.44");
    expect(right.statuses).toEqual([429]);
    // Another address with the right key gets past the credential (its empty lead is a 400).
    expect((await sendWithKey(1, leadApiEnv.LEAD_API_KEYS, "192.0.2.45")).statuses).toEqual([400]);
    // An address RATE_LIMIT_EXEMPT names is not counted.
    const exempt = await sendWithKey(25, "x".repeat(40), "203.0.113.8");
    expect(exempt.statuses.every((s) => s === 401)).toBe(true);
  });
});

describe("configuration", () => {
  it.each([
    ["true", "Invalid environment variable TRUST_PROXY: "],
    ["10.0.0.0/33", "Invalid environment variable TRUST_PROXY: "],
    ["proxy.example", "Invalid environment variable TRUST_PROXY: "],
  ])("stops start-up with one line for TRUST_PROXY=%s", async (value, start) => {
    const result = await runServerToExit({ PORT: "3997", TRUST_PROXY: value });
    expect(result.code).toBe(1);
    expect(result.output.trim().split("\n")).toHaveLength(1);
    expect(result.output.trim().startsWith(start)).toBe(true);
  });

  it("stops start-up with one line for a RATE_LIMIT_EXEMPT that is not a list of addresses", async () => {
    const result = await runServerToExit({ PORT: "3996", RATE_LIMIT_EXEMPT: "everyone" });
    expect(result.code).toBe(1);
    expect(result.output.trim()).toMatch(/^Invalid environment variable RATE_LIMIT_EXEMPT: /);
  });
});
