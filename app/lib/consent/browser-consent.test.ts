import vm from "node:vm";
import { createCookie } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { applyConsent } from "./browser-choice";
import {
  CONSENT_CHANGE_EVENT,
  isAllowedInBrowser,
  onConsentChange,
  readBrowserConsent,
  storedConsentInCookies,
} from "./browser-consent";
import { consentModeScript } from "./consent-mode-script";
import {
  type ConsentChoice,
  type ConsentState,
  type ConsentTier,
  consentModeOf,
  type StoredConsent,
} from "./rules";

/** The cookie as the server writes it (cookies.server.ts: signed, so `base64.signature`). */
const consentCookie = createCookie("cookieConsent", { path: "/", secrets: ["test-secret"] });
const pairOf = async (stored: StoredConsent) => (await consentCookie.serialize(stored)).split(";")[0]!;

const stored = (choice: ConsentChoice, revision = 2): StoredConsent => ({
  ...choice,
  id: "0b6f5e0c-6a4e-4f3e-9d36-2d8d1b0e7f11",
  revision,
  at: 1_790_000_000_000,
  gpc: false,
});
const EVERYTHING = { functional: true, analytics: true, targeting: true };
const DENIED = { functional: true, analytics: true, targeting: false };
const NOTHING = { functional: false, analytics: false, targeting: false };

describe("the stored choice in document.cookie", () => {
  it("reads the server's signed cookie among others, and nothing from a broken one", async () => {
    const choice = stored(DENIED);
    const pair = await pairOf(choice);
    expect(storedConsentInCookies(`a=1; ${pair}; _ga=GA1.1.2`)).toEqual(choice);
    expect(storedConsentInCookies(pair)).toEqual(choice);
    expect(storedConsentInCookies("a=1")).toBeUndefined();
    expect(storedConsentInCookies("cookieConsent=%E0%A4%A")).toBeUndefined();
    expect(storedConsentInCookies("cookieConsent=bm90IGpzb24.sig")).toBeUndefined();
    expect(storedConsentInCookies("xcookieConsent=abc.def")).toBeUndefined();
  });
});

/** Runs the head script as a browser would, with these cookies and GPC; returns its gtag calls. */
function runHeadScript(tier: ConsentTier, cookies: string, gpc: boolean) {
  const window: Record<string, unknown> = {};
  const context = vm.createContext({
    window,
    document: { cookie: cookies },
    navigator: gpc ? { globalPrivacyControl: true } : {},
    atob,
  });
  vm.runInContext(consentModeScript({ tier, revision: 2 }), context);
  const layer = window.dataLayer as IArguments[];
  return { config: window.__consentConfig, calls: layer.map((args) => [...args]) };
}

describe("the inline Consent Mode script", () => {
  type Row = [ConsentTier, ConsentChoice | undefined, number, boolean];
  it.each<Row>([
    [3, undefined, 2, false],
    [3, EVERYTHING, 2, false],
    [3, DENIED, 2, false],
    [3, NOTHING, 2, false],
    [2, { functional: false, analytics: true, targeting: false }, 2, false],
    [3, EVERYTHING, 1, false],
    [3, EVERYTHING, 2, true],
    [1, undefined, 2, false],
    [1, NOTHING, 2, true],
    [0, undefined, 2, false],
  ])(
    "tier %i, choice %j (revision %i), GPC %s: default denied, then the rules' update",
    async (tier, choice, revision, gpc) => {
      const cookies = choice ? `a=1; ${await pairOf(stored(choice, revision))}` : "a=1";
      const { config, calls } = runHeadScript(tier, cookies, gpc);
      expect(config).toEqual({ tier, revision: 2 });
      const state: ConsentState = {
        tier,
        revision: 2,
        stored: choice && stored(choice, revision),
        gpc,
      };
      expect(calls).toEqual([
        [
          "consent",
          "default",
          {
            ad_storage: "denied",
            analytics_storage: "denied",
            ad_user_data: "denied",
            ad_personalization: "denied",
            wait_for_update: 500,
          },
        ],
        ["consent", "update", consentModeOf(state)],
      ]);
    },
  );

  it("survives a forged cookie and never closes its script element", () => {
    const { calls } = runHeadScript(3, "cookieConsent=%%%; other=1", false);
    expect(calls[1]).toEqual([
      "consent",
      "update",
      consentModeOf({ tier: 3, revision: 2, stored: undefined, gpc: false }),
    ]);
    expect(consentModeScript({ tier: 3, revision: 2 })).not.toContain("</");
  });
});

// ---- the browser API, in a minimal browser --------------------------------------------------

type FakeBrowser = { written: string[]; calls: unknown[][]; cookies: string[] };

function fakeBrowser(cookies: string[], options: { gpc?: boolean; tier?: ConsentTier } = {}): FakeBrowser {
  const fake: FakeBrowser = { written: [], calls: [], cookies };
  const target = new EventTarget();
  Object.assign(globalThis, {
    window: Object.assign(target, {
      __consentConfig: { tier: options.tier ?? 3, revision: 2 },
      gtag: (...args: unknown[]) => fake.calls.push(["gtag", ...args]),
      fbq: (...args: unknown[]) => fake.calls.push(["fbq", ...args]),
    }),
    document: {
      get cookie() {
        return fake.cookies.join("; ");
      },
      set cookie(value: string) {
        fake.written.push(value);
      },
    },
    location: { hostname: "www.cars.example.com" },
  });
  Object.defineProperty(globalThis, "navigator", {
    value: { globalPrivacyControl: options.gpc === true },
    configurable: true,
  });
  return fake;
}

const originalNavigator = Object.getOwnPropertyDescriptor(globalThis, "navigator");
afterEach(() => {
  for (const name of ["window", "document", "location"]) delete (globalThis as Record<string, unknown>)[name];
  if (originalNavigator) Object.defineProperty(globalThis, "navigator", originalNavigator);
});

describe("the browser API", () => {
  it("on the server: tier 3, nothing stored, only essential allowed", () => {
    expect(readBrowserConsent()).toEqual({ tier: 3, revision: 0, stored: undefined, gpc: false });
    expect(isAllowedInBrowser("essential")).toBe(true);
    expect(isAllowedInBrowser("functional")).toBe(false);
  });

  it("reads the tier, the revision, the cookie and GPC", async () => {
    const choice = stored(EVERYTHING);
    fakeBrowser([await pairOf(choice)], { gpc: true });
    expect(readBrowserConsent()).toEqual({ tier: 3, revision: 2, stored: choice, gpc: true });
    expect(isAllowedInBrowser("analytics")).toBe(true);
    expect(isAllowedInBrowser("targeting")).toBe(false);
  });

  it("after a choice: deletes the refused categories' cookies on every domain, tells the tags, the pixel and the listeners", async () => {
    const fake = fakeBrowser([
      "_ga=GA1.1.1",
      "_gcl_au=1.1",
      "_fbp=fb.1",
      "userSelectedStore=moline",
      "other=1",
    ]);
    const heard: ConsentState[] = [];
    const stop = onConsentChange((state) => heard.push(state));
    const state: ConsentState = { tier: 3, revision: 2, stored: stored(NOTHING), gpc: false };
    applyConsent(state);
    const written = [...fake.written];
    stop();
    applyConsent(state);

    const deleted = (name: string) => written.filter((line) => line.startsWith(`${name}=;`));
    for (const name of ["_ga", "_gcl_au", "_fbp", "userSelectedStore"])
      expect(deleted(name)).toEqual([
        `${name}=; Max-Age=0; Path=/; SameSite=Lax`,
        `${name}=; Max-Age=0; Path=/; SameSite=Lax; Domain=www.cars.example.com`,
        `${name}=; Max-Age=0; Path=/; SameSite=Lax; Domain=cars.example.com`,
        `${name}=; Max-Age=0; Path=/; SameSite=Lax; Domain=example.com`,
      ]);
    expect(deleted("other")).toEqual([]);
    expect(fake.calls.slice(0, 2)).toEqual([
      ["gtag", "consent", "update", consentModeOf(state)],
      ["fbq", "consent", "revoke"],
    ]);
    // Heard once: the listener was removed before the second.
    expect(heard).toEqual([state]);
    expect(CONSENT_CHANGE_EVENT).toBe("consentchange");
  });

  it("grants the pixel when functional is allowed and deletes nothing allowed", async () => {
    const fake = fakeBrowser(["_ga=GA1.1.1", "_fbp=fb.1"]);
    applyConsent({ tier: 3, revision: 2, stored: stored(DENIED), gpc: false });
    expect(fake.written.filter((line) => line.startsWith("_ga="))).toEqual([]);
    expect(fake.written.filter((line) => line.startsWith("_fbp=")).length).toBe(4);
    expect(fake.calls[1]).toEqual(["fbq", "consent", "grant"]);
  });
});
