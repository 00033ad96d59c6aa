import os from "node:os";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { consentConfigOf } from "./consent-config";
import {
  consentSetCookie,
  cookieNamesOf,
  expireCookieHeaders,
  readConsentState,
} from "./consent-cookie.server";

const env = parseEnv({ DATA_DIR: os.tmpdir(), LEAD_FORM_SECRET: "c".repeat(32) });
const otherSite = parseEnv({ DATA_DIR: os.tmpdir(), LEAD_FORM_SECRET: "d".repeat(32) });
const settings = { store: { cookieConsent: { tier: 2 as const, revision: 4 } } };
const stored = {
  id: "abc",
  revision: 4,
  at: 1,
  functional: true,
  analytics: false,
  targeting: false,
  gpc: false,
};
const pairOf = (line: string) => line.split(";")[0]!;

describe("the consent settings", () => {
  it("come from the store settings, the tier overridden by COOKIE_CONSENT_TIER, else tier 3 revision 1", () => {
    expect(consentConfigOf({ env, settings })).toEqual({ tier: 2, revision: 4 });
    const override = parseEnv({ DATA_DIR: os.tmpdir(), COOKIE_CONSENT_TIER: "0" });
    expect(override.cookieConsentTier).toBe(0);
    expect(consentConfigOf({ env: override, settings })).toEqual({ tier: 0, revision: 4 });
    expect(consentConfigOf({ env })).toEqual({ tier: 3, revision: 1 });
    expect(() => parseEnv({ COOKIE_CONSENT_TIER: "4" })).toThrow("COOKIE_CONSENT_TIER: must be 0, 1, 2 or 3");
  });
});

describe("the consent cookie", () => {
  it("is read back with GPC from Sec-GPC, and a forged or foreign one reads as no choice", async () => {
    const line = await consentSetCookie(stored, env, true);
    expect(line).toMatch(/^cookieConsent=[^;]+; Max-Age=31536000; Path=\/; Secure; SameSite=Lax$/);
    const read = (cookie: string, gpc?: string) =>
      readConsentState(new Headers({ cookie, ...(gpc ? { "sec-gpc": gpc } : {}) }), { env, settings });
    expect(await read(pairOf(line), "1")).toEqual({ tier: 2, revision: 4, stored, gpc: true });
    expect((await read(pairOf(line))).gpc).toBe(false);
    expect((await read(pairOf(line), "0")).gpc).toBe(false);
    const foreign = await consentSetCookie(stored, otherSite, false);
    expect((await read(pairOf(foreign))).stored).toBeUndefined();
    expect((await read(`${pairOf(line).slice(0, -3)}abc`)).stored).toBeUndefined();
  });

  it("names the cookies a request carries, and expires them host-only and on each parent domain", () => {
    expect(cookieNamesOf("a=1; _ga=GA1.2; _gcl_au=x; bad name=1")).toEqual(["a", "_ga", "_gcl_au"]);
    expect(cookieNamesOf(null)).toEqual([]);
    expect(expireCookieHeaders(["_fbp"], "www.example.com", true)).toEqual([
      "_fbp=; Max-Age=0; Path=/; SameSite=Lax; Secure",
      "_fbp=; Max-Age=0; Path=/; SameSite=Lax; Secure; Domain=www.example.com",
      "_fbp=; Max-Age=0; Path=/; SameSite=Lax; Secure; Domain=example.com",
    ]);
    expect(expireCookieHeaders(["_fbp"], "127.0.0.1", false)).toEqual([
      "_fbp=; Max-Age=0; Path=/; SameSite=Lax",
    ]);
  });
});
