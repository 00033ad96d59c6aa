import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentWithJson, removeContentCopies } from "../support/content-copies";
import { decode, mergeCookies } from "../support/form-client";
import { type RunningServer, startServer } from "../support/server";

/**
 * The cookie consent through the production server (features/consent, routes/consent): the
 * dialog in the HTML by tier, answer and path; POST /consent without JavaScript (a form) and
 * with (JSON) at each action; the cookie it sets, the proof it records, the cookies it
 * expires, Global Privacy Control, the policy revision, and what it refuses.
 */
const SECRET = "consent-test-secret-".padEnd(40, "x");
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ env: { LEAD_FORM_SECRET: SECRET } });
});
afterAll(async () => {
  await server?.stop();
  removeContentCopies();
});

type Site = Pick<RunningServer, "url">;
const get = (site: Site, pagePath: string, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${pagePath}`, { redirect: "manual", headers });

/** Posts the dialog's form as a browser without JavaScript does, from the site's own page. */
function postChoice(
  site: Site,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${site.url}/consent`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url, ...headers },
    body: new URLSearchParams(fields),
  });
}

const hasDialog = (html: string) => html.includes('data-testid="consent-dialog"');
/** The values of the submit buttons named `action`, in order (React writes attributes in its own order). */
const buttonsOf = (html: string) =>
  [...html.matchAll(/<button [^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => tag.includes('name="action"'))
    .map((tag) => /value="([^"]+)"/.exec(tag)?.[1]);
/** The Set-Cookie line of `name` that is not an expiry, and the names expired. */
const setCookie = (response: Response, name: string) =>
  response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`) && !/max-age=0/i.test(line));
const expired = (response: Response) => [
  ...new Set(
    response.headers
      .getSetCookie()
      .filter((line) => /max-age=0/i.test(line))
      .map((line) => line.slice(0, line.indexOf("="))),
  ),
];
const pair = (line: string | undefined) => line?.split(";")[0] ?? "";

type RecordRow = {
  id: string;
  revision: number;
  tier: number;
  functional: number;
  analytics: number;
  targeting: number;
  language: string;
  gpc: number;
};
function record(site: Pick<RunningServer, "dataDir">, id: string): RecordRow | undefined {
  const db = new Database(path.join(site.dataDir, "dealer.sqlite"), { readonly: true });
  try {
    return db.prepare("SELECT * FROM consent_records WHERE id = ?").get(id) as RecordRow | undefined;
  } finally {
    db.close();
  }
}

/** The stored choice in a cookieConsent Set-Cookie line, as the browser reads it. */
function choiceIn(line: string | undefined): Record<string, unknown> {
  const value = decodeURIComponent(pair(line).slice("cookieConsent=".length));
  return JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf(".")), "base64").toString("utf8"));
}

describe("the dialog in the page (tier 3, the default)", () => {
  it("is in a first visit's page, as a form posting to /consent with the tier's buttons, and the page stays shareable", async () => {
    const response = await get(server, "/used-cars-for-sale?utm_source=google");
    const html = await response.text();
    expect(hasDialog(html)).toBe(true);
    const form = /<form [^>]*action="\/consent"[^>]*>/.exec(html)?.[0];
    expect(form).toContain('method="post"');
    expect(buttonsOf(html)).toEqual(["manage", "deny", "acceptAll", "closeAndContinue"]);
    expect(decode(html)).toContain('name="returnTo" value="/used-cars-for-sale?utm_source=google"');
    expect(html).toContain("We use cookies");
    expect(html).toContain("Deny tracking cookies");
    expect(response.headers.get("cache-control")).toMatch(/^public/);
    // Consent Mode's defaults and the site's settings, in <head>, before anything else runs.
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain("w.__consentConfig=c");
    expect(head).toContain('"consent","default",{"ad_storage":"denied"');
    expect(head).toContain('{"tier":3,"revision":1}');
    // The footer's Cookie settings link, for a browser without JavaScript.
    expect(decode(html)).toContain(
      'href="/cookie-settings?returnTo=%2Fused-cars-for-sale%3Futm_source%3Dgoogle"',
    );
  });

  it("speaks Spanish on a Spanish page", async () => {
    const html = decode(await (await get(server, "/es/contact-us")).text());
    expect(hasDialog(html)).toBe(true);
    expect(html).toContain("Usamos cookies");
    expect(html).toContain("Rechazar cookies de seguimiento");
    expect(html).toContain("Aceptar todas");
    expect(html).toContain('href="/es/legal/cookie-policy"');
    expect(html).toContain('href="/es/cookie-settings?returnTo=%2Fes%2Fcontact-us"');
  });

  it.each(["/legal/cookie-policy", "/es/legal/privacy-policy", "/cookie-settings"])(
    "is not in %s (the legal texts and the settings page itself)",
    async (pagePath) => {
      const response = await get(server, pagePath);
      expect(response.status).toBe(200);
      expect(hasDialog(await response.text())).toBe(false);
    },
  );
});

describe("a choice posted without JavaScript", () => {
  it("Accept all: records the proof, keeps the choice for 12 months, returns to the page with the campaign kept, and the dialog is gone", async () => {
    const returnTo = "/used-cars-for-sale?utm_source=google&gclid=abc";
    const response = await postChoice(server, { action: "acceptAll", returnTo });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(returnTo);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const line = setCookie(response, "cookieConsent");
    expect(line).toMatch(/^cookieConsent=[^;]+; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    const stored = choiceIn(line);
    expect(stored).toMatchObject({
      functional: true,
      analytics: true,
      targeting: true,
      revision: 1,
      gpc: false,
    });
    expect(record(server, stored.id as string)).toMatchObject({
      revision: 1,
      tier: 3,
      functional: 1,
      analytics: 1,
      targeting: 1,
      language: "en",
      gpc: 0,
    });
    expect(pair(setCookie(response, "adsValues"))).not.toBe("");

    // The consent cookie alone (the campaign kept beside it is the visitor's, and personal).
    const cookie = pair(line);
    for (const pagePath of ["/", "/es"]) {
      const page = await get(server, pagePath, { cookie });
      const html = await page.text();
      expect(hasDialog(html)).toBe(false);
      // Still one of the shared documents (answered), not a personal one.
      expect(page.headers.get("cache-control")).toMatch(/^public/);
      expect(html).toContain("cookie-settings?returnTo=");
    }
  });

  it("Deny tracking cookies: targeting off, and the ad platforms' cookies the browser sent are expired", async () => {
    const cookie = "_ga=GA1.1.5; _ga_ABC=GS1; _gcl_au=1.1.2; _fbp=fb.1.2; _fbc=fb.1.3; other=1";
    const response = await postChoice(server, { action: "deny", returnTo: "/es/service" }, { cookie });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/es/service");
    const stored = choiceIn(setCookie(response, "cookieConsent"));
    expect(stored).toMatchObject({ functional: true, analytics: true, targeting: false });
    expect(record(server, stored.id as string)).toMatchObject({ targeting: 0, language: "es" });
    expect(expired(response).sort()).toEqual(["_fbc", "_fbp", "_gcl_au"]);
    expect(response.headers.getSetCookie()).toContain("_fbp=; Max-Age=0; Path=/; SameSite=Lax");
  });

  it("a choice that allows functional gives the browser its random id once; a refusal gives none", async () => {
    const first = await postChoice(server, { action: "deny", returnTo: "/" });
    const id = pair(setCookie(first, "uniqueUserId"));
    expect(id).toMatch(/^uniqueUserId=.+/);
    expect(setCookie(first, "uniqueUserId")).toMatch(/HttpOnly/i);
    // Already there: kept, not replaced (experiments stay sticky).
    const again = await postChoice(server, { action: "acceptAll", returnTo: "/" }, { cookie: id });
    expect(setCookie(again, "uniqueUserId")).toBeUndefined();
    const refused = await postChoice(server, { action: "save", analytics: "on", returnTo: "/" });
    expect(setCookie(refused, "uniqueUserId")).toBeUndefined();
  });

  it("Save and Continue with analytics only: functional's cookies go too, and no campaign is kept", async () => {
    const cookie = "visitorProfile=abc; adsValues=e30%3D; userSelectedStore=moline; uniqueUserId=x; _ga=GA1";
    const response = await postChoice(
      server,
      { action: "save", analytics: "on", returnTo: "/?utm_source=google" },
      { cookie },
    );
    expect(response.status).toBe(303);
    const stored = choiceIn(setCookie(response, "cookieConsent"));
    expect(stored).toMatchObject({ functional: false, analytics: true, targeting: false });
    expect(expired(response).sort()).toEqual([
      "adsValues",
      "uniqueUserId",
      "userSelectedStore",
      "visitorProfile",
    ]);
    expect(setCookie(response, "adsValues")).toBeUndefined();
  });

  it("Close and Continue at tier 3 accepts the panel's defaults: everything", async () => {
    const response = await postChoice(server, { action: "closeAndContinue", returnTo: "/" });
    expect(choiceIn(setCookie(response, "cookieConsent"))).toMatchObject({
      functional: true,
      analytics: true,
      targeting: true,
    });
  });

  it("Manage: records nothing and opens the Manage form, which returns to the page", async () => {
    const response = await postChoice(server, { action: "manage", returnTo: "/es/service?x=1" });
    expect(response.status).toBe(303);
    expect(response.headers.getSetCookie()).toEqual([]);
    const location = response.headers.get("location")!;
    expect(location).toBe("/es/cookie-settings?returnTo=%2Fes%2Fservice%3Fx%3D1");
    const page = await get(server, location);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = decode(await page.text());
    expect(html).toContain("Configuración de cookies");
    expect(html).toContain('name="returnTo" value="/es/service?x=1"');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    for (const name of ["functional", "analytics", "targeting"])
      expect(html).toMatch(new RegExp(`<input[^>]*name="${name}"[^>]*checked=""`));
    expect(buttonsOf(html)).toEqual(["save", "allowAll"]);
  });

  it("shows a returning visitor's own choice in the Manage form", async () => {
    const denied = await postChoice(server, { action: "deny", returnTo: "/" });
    const cookie = mergeCookies("", denied.headers.getSetCookie());
    const html = await (await get(server, "/cookie-settings", { cookie })).text();
    expect(html).toMatch(/<input[^>]*name="analytics"[^>]*checked=""/);
    expect(html).not.toMatch(/<input[^>]*name="targeting"[^>]*checked=""/);
  });
});

describe("Global Privacy Control", () => {
  it("keeps targeting off whatever the choice, records the signal and writes no campaign", async () => {
    const response = await postChoice(
      server,
      { action: "acceptAll", returnTo: "/?gclid=abc" },
      { "sec-gpc": "1", cookie: "_gcl_au=1" },
    );
    const stored = choiceIn(setCookie(response, "cookieConsent"));
    expect(stored).toMatchObject({ functional: true, analytics: true, targeting: false, gpc: true });
    expect(record(server, stored.id as string)).toMatchObject({ targeting: 0, gpc: 1 });
    expect(expired(response)).toEqual(["_gcl_au"]);
  });

  it("a later Save with targeting on cannot turn it on while the signal is sent", async () => {
    const response = await postChoice(
      server,
      { action: "save", functional: "on", analytics: "on", targeting: "on", returnTo: "/" },
      { "sec-gpc": "1" },
    );
    expect(choiceIn(setCookie(response, "cookieConsent"))).toMatchObject({ targeting: false, gpc: true });
  });

  it("the Manage form says the signal is honoured, with targeting off and disabled", async () => {
    const html = await (await get(server, "/cookie-settings", { "sec-gpc": "1" })).text();
    expect(decode(html)).toContain(
      "Your browser's Global Privacy Control signal is on, so targeting cookies stay off.",
    );
    const targeting = /<input[^>]*name="targeting"[^>]*>/.exec(html)?.[0] ?? "";
    expect(targeting).toContain('disabled=""');
    expect(targeting).not.toContain('checked=""');
  });
});

describe("a choice sent by the dialog's script (JSON)", () => {
  const postJson = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/consent`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, ...headers },
      body: JSON.stringify(body),
    });

  it("answers the stored choice and sets the cookie; the browser's GPC flag counts", async () => {
    const response = await postJson({ action: "allowAll", returnTo: "/es", gpc: true });
    expect(response.status).toBe(200);
    const { consent } = (await response.json()) as { consent: Record<string, unknown> };
    expect(consent).toMatchObject({
      functional: true,
      analytics: true,
      targeting: false,
      gpc: true,
      revision: 1,
    });
    expect(choiceIn(setCookie(response, "cookieConsent"))).toEqual(consent);
    expect(record(server, consent.id as string)).toMatchObject({ language: "es", gpc: 1 });
  });

  it("saves the panel's switches sent as booleans", async () => {
    const response = await postJson({
      action: "save",
      functional: true,
      analytics: false,
      targeting: true,
      returnTo: "/",
    });
    const { consent } = (await response.json()) as { consent: Record<string, unknown> };
    expect(consent).toMatchObject({ functional: true, analytics: false, targeting: true });
  });

  it.each([
    ["an unknown action", { action: "everything" }, 400],
    ["Manage (nothing to save)", { action: "manage" }, 400],
  ])("refuses %s", async (_name, body, status) => {
    const response = await postJson(body);
    expect(response.status).toBe(status);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a body that is not JSON", async () => {
    const response = await fetch(`${server.url}/consent`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: "{not json",
    });
    expect(response.status).toBe(400);
  });
});

describe("what /consent refuses", () => {
  it.each([
    ["another site's page", { origin: "https://evil.example" }],
    ["no page at all (no Origin, Referer or Sec-Fetch-Site)", { origin: "" }],
    ["a cross-site fetch", { origin: "", "sec-fetch-site": "cross-site" }],
  ])("a post from %s: 403, nothing stored", async (_name, headers) => {
    const clean = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== ""));
    const response = await fetch(`${server.url}/consent`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", ...clean },
      body: new URLSearchParams({ action: "acceptAll", returnTo: "/" }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("sends a return path of another site home", async () => {
    for (const returnTo of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      const response = await postChoice(server, { action: "acceptAll", returnTo });
      expect(response.headers.get("location")).toBe("/");
    }
  });

  it("refuses a form with unknown or too many fields without a 500", async () => {
    expect((await postChoice(server, { action: "nope", returnTo: "/" })).status).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, "x"]));
    expect((await postChoice(server, { action: "acceptAll", ...many })).status).toBe(400);
    const get = await fetch(`${server.url}/consent`, { redirect: "manual" });
    expect(get.status).toBe(303);
    expect(get.headers.get("location")).toBe("/cookie-settings");
  });
});

describe("the other tiers", () => {
  describe("tier 0 (COOKIE_CONSENT_TIER=0)", () => {
    let tier0: RunningServer;
    beforeAll(async () => {
      tier0 = await startServer({ env: { COOKIE_CONSENT_TIER: "0" } });
    });
    afterAll(async () => {
      await tier0?.stop();
    });

    it("has no dialog, no Cookie settings link or page, and takes no choice", async () => {
      const html = await (await get(tier0, "/")).text();
      expect(hasDialog(html)).toBe(false);
      expect(html).not.toContain("cookie-settings");
      expect(html).toContain('{"tier":0,"revision":1}');
      expect((await get(tier0, "/cookie-settings")).status).toBe(404);
      expect((await postChoice(tier0, { action: "closeAndContinue", returnTo: "/" })).status).toBe(400);
    });
  });

  describe("tier 1 (COOKIE_CONSENT_TIER=1)", () => {
    let tier1: RunningServer;
    beforeAll(async () => {
      tier1 = await startServer({ env: { COOKIE_CONSENT_TIER: "1" } });
    });
    afterAll(async () => {
      await tier1?.stop();
    });

    it("offers only Close and Continue, which accepts everything; Accept all is not offered", async () => {
      const html = await (await get(tier1, "/")).text();
      expect(hasDialog(html)).toBe(true);
      expect(buttonsOf(html)).toEqual(["closeAndContinue"]);
      expect(html).toContain("By continuing, you accept them.");
      const response = await postChoice(tier1, { action: "closeAndContinue", returnTo: "/" });
      expect(choiceIn(setCookie(response, "cookieConsent"))).toMatchObject({
        functional: true,
        analytics: true,
        targeting: true,
      });
      expect(record(tier1, choiceIn(setCookie(response, "cookieConsent")).id as string)?.tier).toBe(1);
      expect((await postChoice(tier1, { action: "acceptAll", returnTo: "/" })).status).toBe(400);
      const answered = mergeCookies("", response.headers.getSetCookie());
      expect(hasDialog(await (await get(tier1, "/", { cookie: answered })).text())).toBe(false);
    });
  });

  describe("tier 2 with a new policy revision (COOKIE_CONSENT_TIER=2, revision 2)", () => {
    let tier2: RunningServer;
    beforeAll(async () => {
      const content = contentWithJson("store.json", (store) => {
        store.cookieConsent = { tier: 3, revision: 2 };
      });
      tier2 = await startServer({
        env: { COOKIE_CONSENT_TIER: "2", CONTENT_DIR: content, LEAD_FORM_SECRET: SECRET },
      });
    });
    afterAll(async () => {
      await tier2?.stop();
    });

    it("offers Manage, Accept all and Close and Continue, not Deny", async () => {
      const html = await (await get(tier2, "/")).text();
      expect(buttonsOf(html)).toEqual(["manage", "acceptAll", "closeAndContinue"]);
      expect((await postChoice(tier2, { action: "deny", returnTo: "/" })).status).toBe(400);
    });

    it("asks again a visitor who answered under the older revision", async () => {
      // The same signing secret: the revision-1 cookie is genuine, but answers an older policy.
      const old = await postChoice(server, { action: "deny", returnTo: "/" });
      const cookie = mergeCookies("", old.headers.getSetCookie());
      expect(hasDialog(await (await get(server, "/", { cookie })).text())).toBe(false);
      expect(hasDialog(await (await get(tier2, "/", { cookie })).text())).toBe(true);
      const renewed = await postChoice(tier2, { action: "acceptAll", returnTo: "/" }, { cookie });
      expect(choiceIn(setCookie(renewed, "cookieConsent"))).toMatchObject({ revision: 2 });
      const again = mergeCookies(cookie, renewed.headers.getSetCookie());
      expect(hasDialog(await (await get(tier2, "/", { cookie: again })).text())).toBe(false);
    });
  });
});

// Last: it spends this address's allowance on the main server.
describe("the per-address limit", () => {
  it("limits each address: past 30 choices in 10 minutes, 429 with Retry-After", async () => {
    let refused: Response | undefined;
    for (let i = 0; i < 40 && !refused; i++) {
      const response = await postChoice(server, { action: "acceptAll", returnTo: "/" });
      if (response.status === 429) refused = response;
      else expect(response.status).toBe(303);
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused?.headers.getSetCookie()).toEqual([]);
  });
});
