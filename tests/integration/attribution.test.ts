import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectValidAdf } from "../support/adf";
import { phoneVerificationToken } from "../support/api-site";
import {
  mergeCookies,
  openForm,
  person,
  postForm,
  shownValue,
  storedLeads,
  unique,
} from "../support/form-client";
import { type RunningServer, startServer } from "../support/server";
import { createSmtpTestServer, mailRecipients, type SmtpTestServer } from "../support/smtp-peer";

/**
 * Campaign attribution, the visitor profile's consent gate and the selected store, through
 * the production server at the site's own consent tier (3: nothing functional before the
 * visitor allows it):
 *
 * - landing with utm and gclid sets no cookie and the page stays shared (Cache-Control public);
 * - the browser's POST /api/visitor/ads-values keeps them only with functional consent;
 * - a lead from a site form then carries them to the dealer: in the ADF (valid against the
 *   DTD) and in the readable copy's "Ad user information";
 * - without functional consent a lead is still sent, and nothing is remembered;
 * - POST /api/visitor/store keeps the chosen store (JSON, or a plain form sent back).
 */
const STAFF_PAGE = "/our-company/meet-our-team/alicia-ramirez";
const DEALER = "leads@quadcitiesautogroup.example";
const MEMBER = "alicia.ramirez@quadcitiesautogroup.example";

let smtp: SmtpTestServer;
let server: RunningServer;

beforeAll(async () => {
  smtp = await createSmtpTestServer();
  // Many posts from this machine: the per-address limits are not what this file is about.
  server = await startServer({ env: { SMTP_URL: smtp.url, RATE_LIMIT_EXEMPT: "loopback" } });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const cookieNames = (response: Response) =>
  response.headers.getSetCookie().map((line) => line.slice(0, line.indexOf("=")));
const setCookie = (response: Response, name: string) =>
  response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

/** A POST from the site's own page, as the browser's fetch sends it. */
function postJson(path: string, body: unknown, cookie = "", origin = server.url) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, cookie },
    body: JSON.stringify(body),
    redirect: "manual",
  });
}

/** The visitor's answer to the consent dialog (its Manage panel), as the dialog posts it. */
async function consentCookie(functional: boolean): Promise<string> {
  const response = await postJson("/consent", {
    action: "save",
    functional,
    analytics: false,
    targeting: false,
    returnTo: "/",
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return mergeCookies("", response.headers.getSetCookie());
}

const CAMPAIGN = { utm_source: "google", utm_medium: "cpc", utm_campaign: "fall-sale", gclid: "abc" };

describe("landing from a campaign", () => {
  // Pages without a form (a form's page is personal anyway: its token).
  it.each(["/", "/used-cars-for-sale", "/our-company"])(
    "%s with utm and gclid sets no cookie and stays a shared page",
    async (path) => {
      const response = await fetch(`${server.url}${path}?utm_source=google&utm_medium=cpc&gclid=abc`);
      expect(response.status).toBe(200);
      expect(cookieNames(response)).not.toContain("adsValues");
      // Shared: the parameters reach the server only from the browser, after load.
      expect(response.headers.get("cache-control")).toMatch(/^public\b/);
    },
  );
});

describe("POST /api/visitor/ads-values", () => {
  it("keeps nothing before the visitor allows functional cookies, or when they refused them", async () => {
    const unanswered = await postJson("/api/visitor/ads-values", CAMPAIGN);
    expect(unanswered.status).toBe(204);
    expect(cookieNames(unanswered)).toEqual([]);
    const refused = await postJson("/api/visitor/ads-values", CAMPAIGN, await consentCookie(false));
    expect(refused.status).toBe(204);
    expect(cookieNames(refused)).not.toContain("adsValues");
  });

  it("keeps the tracked parameters 30 days with functional consent (httpOnly, Lax), the last landing's only", async () => {
    const consent = await consentCookie(true);
    const response = await postJson("/api/visitor/ads-values", { ...CAMPAIGN, evil: "x" }, consent);
    expect(response.status).toBe(204);
    const line = setCookie(response, "adsValues")!;
    expect(line).toMatch(/; Max-Age=2592000;/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    const value = JSON.parse(
      Buffer.from(decodeURIComponent(line.split(";")[0]!.slice(10)), "base64").toString(),
    );
    expect(value).toEqual(CAMPAIGN);
    const later = await postJson("/api/visitor/ads-values", { fbclid: "fb1" }, consent);
    const laterValue = setCookie(later, "adsValues")!.split(";")[0]!.slice(10);
    expect(JSON.parse(Buffer.from(decodeURIComponent(laterValue), "base64").toString())).toEqual({
      fbclid: "fb1",
    });
  });

  it("refuses another site (403), a body that is not JSON (415) or not an object (400)", async () => {
    const consent = await consentCookie(true);
    expect(
      (await postJson("/api/visitor/ads-values", CAMPAIGN, consent, "https://evil.example")).status,
    ).toBe(403);
    const form = await fetch(`${server.url}/api/visitor/ads-values`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, cookie: consent },
      body: "utm_source=google",
    });
    expect(form.status).toBe(415);
    expect((await postJson("/api/visitor/ads-values", ["gclid"], consent)).status).toBe(400);
    expect((await fetch(`${server.url}/api/visitor/ads-values`)).status).toBe(405);
  });
});

// Two visitors with their own names and phones, side by side: their minimum fill times overlap.
describe.concurrent("a lead after a campaign landing", () => {
  it("carries the campaign to the dealer: the ADF (valid) and the readable copy's ad user information", async () => {
    const consent = await consentCookie(true);
    const kept = await postJson("/api/visitor/ads-values", CAMPAIGN, consent);
    const cookie = mergeCookies(consent, kept.headers.getSetCookie());
    expect(cookie).toContain("adsValues=");

    const name = `Campaign${unique()}`;
    const page = await openForm(server, STAFF_PAGE, cookie);
    const { response, html } = await postForm(server, STAFF_PAGE, page, {
      message: "Is the blue one still there?",
      ...person(name),
    });
    expect(response.status, html.slice(0, 300)).toBe(200);

    const [stored] = storedLeads(server, "STAFF_MEMBER").filter((l) => l.payload.includes(name));
    expect(JSON.parse(stored!.payload).adsValues).toEqual(CAMPAIGN);

    const mails = await smtp.waitForMail((m) => m.text?.includes(name) ?? false, 2);
    const dealer = mails.find((m) => mailRecipients(m).includes(DEALER))!;
    const member = mails.find((m) => mailRecipients(m).includes(MEMBER))!;
    expectValidAdf(dealer.text!);
    const comments = /<customer>[\s\S]*<comments>([\s\S]*?)<\/comments>/.exec(dealer.text!)?.[1] ?? "";
    expect(comments).toContain(
      "Ad user information:\nutm_source: google\nutm_medium: cpc\nutm_campaign: fall-sale\ngclid: abc",
    );
    expect(member.text).toMatch(/Ad user information\n(\s+\S.*\n)*\s+gclid: abc/);
    expect(member.text).toContain("utm_source: google");

    // With functional consent the visitor's details are remembered for their next form; the
    // browser's id came with the consent choice already (experiments assign by it), so the lead
    // keeps it rather than making another.
    expect(consent).toContain("uniqueUserId=");
    expect(cookieNames(response)).toContain("visitorProfile");
    expect(cookieNames(response)).not.toContain("uniqueUserId");
  });

  it("without functional consent the lead is still sent, and nothing is remembered", async () => {
    const name = `Unremembered${unique()}`;
    const page = await openForm(server, STAFF_PAGE);
    const { response } = await postForm(server, STAFF_PAGE, page, {
      message: "Please call me back.",
      ...person(name),
    });
    expect(response.status).toBe(200);
    for (const remembered of ["visitorProfile", "uniqueUserId", "adsValues", "userSelectedStore"])
      expect(cookieNames(response)).not.toContain(remembered);
    const [mail] = await smtp.waitForMail(
      (m) => (m.text?.includes(name) ?? false) && m.text!.includes("<adf>"),
    );
    expectValidAdf(mail!.text!);
    expect(mail!.text).not.toContain("Ad user information");
  });
});

describe("POST /api/visitor/store", () => {
  it("keeps the chosen store 30 days, readable by the page's scripts, with functional consent only", async () => {
    const consent = await consentCookie(true);
    const chosen = await postJson("/api/visitor/store", { store: "rockford" }, consent);
    expect(chosen.status).toBe(204);
    const line = setCookie(chosen, "userSelectedStore")!;
    expect(line).toMatch(/^userSelectedStore=rockford; /);
    expect(line).toMatch(/; Max-Age=2592000;/);
    expect(line).not.toMatch(/HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);

    const unanswered = await postJson("/api/visitor/store", { store: "rockford" });
    expect(unanswered.status).toBe(204);
    expect(cookieNames(unanswered)).toEqual([]);
    expect((await postJson("/api/visitor/store", { store: "chicago" }, consent)).status).toBe(400);
    expect(
      (await postJson("/api/visitor/store", { store: "moline" }, consent, "https://evil.example")).status,
    ).toBe(403);
  });

  it("without JavaScript: the contact page's chooser posts a plain form and is sent back (303), never to another site", async () => {
    const page = await fetch(`${server.url}/contact-us`);
    const html = await page.text();
    expect(html).toMatch(/<form[^>]*action="\/api\/visitor\/store" method="post"/);
    expect(html).toContain('name="returnTo" value="/contact-us"');
    const consent = await consentCookie(true);
    const post = (fields: Record<string, string>) =>
      fetch(`${server.url}/api/visitor/store`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, cookie: consent },
        body: new URLSearchParams(fields),
        redirect: "manual",
      });
    const back = await post({ store: "elkhart", returnTo: "/es/contact-us" });
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe("/es/contact-us");
    expect(setCookie(back, "userSelectedStore")).toMatch(/^userSelectedStore=elkhart; /);
    for (const returnTo of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      const away = await post({ store: "elkhart", returnTo });
      expect(away.headers.get("location"), returnTo).toBe("/");
    }
  });
});

// Two visitors with their own names and phones, side by side: their minimum fill times overlap.
describe.concurrent("a phone verified by SMS", () => {
  /** Asks for a code and sends it back, as the popup does; answers the verification's response. */
  async function verify(phone: string, cookie: string) {
    const token = await phoneVerificationToken(server);
    const ask = await postJson(
      "/api/customer/phoneValidation",
      { leadFormToken: token, type: "phone-validation", phone },
      cookie,
    );
    expect(ask.status, await ask.text()).toBe(200);
    const log = fs.readFileSync(path.join(server.dataDir, "outbox/sms.log"), "utf8");
    const digits = phone.replace(/\D/g, "");
    const line = log
      .trim()
      .split("\n")
      .filter((l) => l.includes(digits))
      .at(-1)!;
    const code = /code is (\d{6})/.exec(line)![1]!;
    const response = await postJson(
      "/api/customer/phoneValidation",
      { leadFormToken: token, type: "code-verification", phone, code },
      cookie,
    );
    expect(response.status, await response.clone().text()).toBe(200);
    return response;
  }

  it("is remembered, verified, with functional consent, and fills in the next form", async () => {
    const consent = await consentCookie(true);
    const response = await verify("(309) 555-0142", consent);
    expect(cookieNames(response)).toContain("visitorProfile");
    const page = await openForm(
      server,
      "/auto-financing/apply-for-financing",
      mergeCookies(consent, response.headers.getSetCookie()),
    );
    expect(shownValue(page.html, "phone")).toBe("(309) 555-0142");
  });

  it("is not remembered without functional consent", async () => {
    const response = await verify("(309) 555-0143", "");
    expect(cookieNames(response)).not.toContain("visitorProfile");
  });
});
