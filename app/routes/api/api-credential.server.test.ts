import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "~/lib/env.server";
import { checkApiCredential } from "./api-credential.server";

const KEY = "k".repeat(32);
const OTHER = `${"o".repeat(31)}x`;

describe("the integration API's credential", () => {
  it("is disabled (404) when no key is configured, whatever the request sends", () => {
    expect(checkApiCredential(`Bearer ${KEY}`, [])).toEqual({ ok: false, status: 404 });
    expect(checkApiCredential(null, [])).toEqual({ ok: false, status: 404 });
  });

  it("accepts each configured key as a bearer token, and names it by an id that is not the key", () => {
    const first = checkApiCredential(`Bearer ${KEY}`, [KEY, OTHER]);
    const second = checkApiCredential(`bearer  ${OTHER}`, [KEY, OTHER]);
    expect(first).toMatchObject({ ok: true, keyId: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(second.ok && first.ok && second.keyId !== first.keyId).toBe(true);
    expect(JSON.stringify(first)).not.toContain(KEY);
  });

  it.each([
    ["no header", null],
    ["an empty bearer", "Bearer "],
    ["another scheme", `Basic ${KEY}`],
    ["the bare key", KEY],
    ["a wrong key", `Bearer ${"x".repeat(32)}`],
    ["the key with a character more", `Bearer ${KEY}k`],
    ["the key with a character less", `Bearer ${KEY.slice(1)}`],
    ["two keys", `Bearer ${KEY}, ${OTHER}`],
  ])("refuses %s with 401", (_name, header) => {
    expect(checkApiCredential(header, [KEY, OTHER])).toEqual({ ok: false, status: 401 });
  });

  it("is configured by LEAD_API_KEYS: keys of 32 characters or more, comma-separated", () => {
    expect(parseEnv({}).leads.apiKeys).toEqual([]);
    expect(parseEnv({ LEAD_API_KEYS: "" }).leads.apiKeys).toEqual([]);
    expect(parseEnv({ LEAD_API_KEYS: ` ${KEY} ,${OTHER}` }).leads.apiKeys).toEqual([KEY, OTHER]);
    expect(() => parseEnv({ LEAD_API_KEYS: `${KEY},short` })).toThrow(ConfigError);
    expect(() => parseEnv({ LEAD_API_KEYS: `${KEY},short` })).toThrow(/LEAD_API_KEYS/);
    expect(parseEnv({}).leads.apiRateLimitPerMinute).toBe(120);
  });
});
