import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ConsentState } from "~/features/consent/consent";
import { parseEnv } from "~/lib/env.server";
import {
  adsValuesCookie,
  readCookie,
  uniqueUserIdCookie,
  userSelectedStoreCookie,
} from "~/lib/http/cookies.server";
import {
  adsValuesSetCookie,
  forgetVisitorSetCookies,
  rememberVerifiedPhone,
  rememberVisitorDetails,
  selectedStoreSetCookie,
} from "./remember-visitor.server";
import { readVisitor } from "./visitor.server";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "remember-visitor-"));
const env = parseEnv({ DATA_DIR: dataDir, LEAD_FORM_SECRET: "s".repeat(32) });
const services = { env };
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const choice = (functional: boolean) => ({
  functional,
  analytics: false,
  targeting: false,
  id: "c",
  revision: 1,
  at: 1,
  gpc: false,
});
/** The consent states the rules tell apart for functional cookies. */
const CONSENTS: Array<[name: string, consent: ConsentState, allowed: boolean]> = [
  ["tier 3, not answered", { tier: 3, revision: 1, stored: undefined, gpc: false }, false],
  ["tier 3, functional refused", { tier: 3, revision: 1, stored: choice(false), gpc: false }, false],
  ["tier 3, functional allowed", { tier: 3, revision: 1, stored: choice(true), gpc: false }, true],
  [
    "tier 3, allowed under an older policy",
    { tier: 3, revision: 2, stored: choice(true), gpc: false },
    false,
  ],
  ["tier 2, functional allowed, GPC on", { tier: 2, revision: 1, stored: choice(true), gpc: true }, true],
  ["tier 1, not answered", { tier: 1, revision: 1, stored: undefined, gpc: false }, true],
  ["tier 0", { tier: 0, revision: 1, stored: undefined, gpc: false }, true],
];

const names = (lines: string[]) => lines.map((l) => l.slice(0, l.indexOf("=")));
const details = { firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "(309) 555-0123" };

describe.each(CONSENTS)("remembering the visitor: %s", (_name, consent, allowed) => {
  it(allowed ? "keeps the profile and the new id" : "keeps nothing", async () => {
    const visitor = { consent, profile: {}, uniqueUserId: undefined };
    const result = await rememberVisitorDetails(visitor, details, services, false);
    expect(names(result.setCookies)).toEqual(allowed ? ["visitorProfile", "uniqueUserId"] : []);
    expect(result.firstCompleteSave).toBe(allowed);
    if (!allowed) return;
    // The saved profile reads back, without the id (its own cookie).
    const cookie = result.setCookies.map((l) => l.split(";")[0]).join("; ");
    const read = await readVisitor(new URL("http://localhost/"), new Headers({ cookie }), services);
    expect(read.profile).toMatchObject({ ...details, unlockPrice: expect.any(Number) });
    expect(read.profile.uniqueUserId).toBeUndefined();
    expect(read.uniqueUserId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it(
    allowed ? "keeps the campaign values and the store" : "keeps neither campaign values nor store",
    async () => {
      const ads = await adsValuesSetCookie(
        { consent },
        { utm_source: "google", gclid: "abc", evil: "x" },
        false,
      );
      const store = await selectedStoreSetCookie({ consent }, "rockford", false);
      expect(names(ads)).toEqual(allowed ? ["adsValues"] : []);
      expect(names(store)).toEqual(allowed ? ["userSelectedStore"] : []);
      if (!allowed) return;
      expect(await readCookie(adsValuesCookie, ads[0]!.split(";")[0]!)).toEqual({
        utm_source: "google",
        gclid: "abc",
      });
      expect(await readCookie(userSelectedStoreCookie, store[0]!.split(";")[0]!)).toBe("rockford");
    },
  );

  it(allowed ? "remembers a verified phone" : "does not remember a verified phone", async () => {
    const lines = await rememberVerifiedPhone(
      { consent, profile: details },
      "(309) 555-0123",
      services,
      false,
    );
    expect(names(lines)).toEqual(allowed ? ["visitorProfile"] : []);
  });
});

describe("the visitor's cookies", () => {
  const allowed: ConsentState = { tier: 1, revision: 1, stored: undefined, gpc: false };

  it("adsValues: 30 days, httpOnly, Lax, Secure over https; nothing without a tracked parameter", async () => {
    const [line] = await adsValuesSetCookie({ consent: allowed }, { utm_campaign: "fall" }, true);
    expect(line).toMatch(/; Max-Age=2592000;/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(await adsValuesSetCookie({ consent: allowed }, { evil: "x", gclid: " " }, true)).toEqual([]);
  });

  it("userSelectedStore: the plain store key, 30 days, readable by the page's scripts; an unknown store is refused", async () => {
    const [line] = await selectedStoreSetCookie({ consent: allowed }, "fort-wayne", true);
    expect(line).toMatch(/^userSelectedStore=fort-wayne; /);
    expect(line).toMatch(/; Max-Age=2592000;/);
    expect(line).not.toMatch(/HttpOnly/);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; SameSite=Lax/);
    for (const store of ["chicago", "", 42, undefined, "moline; Path=/x"])
      expect(await selectedStoreSetCookie({ consent: allowed }, store, true), String(store)).toEqual([]);
    // A tampered cookie reads as what it says, and callers check it is a store key.
    expect(await readCookie(userSelectedStoreCookie, "userSelectedStore=%E0%A4%A")).toBeTypeOf("string");
  });

  it("uniqueUserId: random, 12 months, httpOnly, Lax, Secure over https", async () => {
    const { setCookies } = await rememberVisitorDetails(
      { consent: allowed, profile: {}, uniqueUserId: undefined },
      details,
      services,
      true,
    );
    const line = setCookies.find((l) => l.startsWith("uniqueUserId="))!;
    expect(line).toMatch(/; Max-Age=31536000;/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; SameSite=Lax/);
    const again = await rememberVisitorDetails(
      { consent: allowed, profile: {}, uniqueUserId: undefined },
      details,
      services,
      true,
    );
    const other = again.setCookies.find((l) => l.startsWith("uniqueUserId="))!;
    expect(await readCookie(uniqueUserIdCookie, other.split(";")[0]!)).not.toBe(
      await readCookie(uniqueUserIdCookie, line.split(";")[0]!),
    );
  });

  it('"Not you?" expires the profile, the id and the lead gates, nothing else', async () => {
    const lines = await forgetVisitorSetCookies(services, true);
    expect(names(lines)).toEqual(["visitorProfile", "uniqueUserId", "leadGates"]);
    for (const line of lines) expect(line).toMatch(/Max-Age=0/);
  });
});
