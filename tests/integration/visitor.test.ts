import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  decode,
  followRedirect,
  mergeCookies,
  openForm,
  person,
  postForm,
  shownValue,
  unique,
} from "../support/form-client";
import { type RunningServer, startServer } from "../support/server";

/**
 * What the site keeps in the visitor's browser, through the production server (issue 8,
 * point 16): the visitor profile cookie is signed and encrypted (nothing personal readable,
 * a forged or altered one is ignored), "Not you?" on the pre-approval page forgets it, and
 * the flash toast cookie is signed.
 *
 * Each test is its own visitor (its own cookie jar and names), so a section's tests run side
 * by side: most of their time is the form guard's minimum fill time.
 */
const PAGE = "/auto-financing/apply-for-financing";
/** A page that shows the toast a post without JavaScript left: the private inventory's gate. */
const FLASHED = "/gates/private-inventory";

let server: RunningServer;
beforeAll(async () => {
  // Tier 1: functional cookies need no answer, so the profile is kept at once. What a visitor
  // who has not allowed them keeps (nothing): attribution.test.ts.
  // The file posts more forms than one address may: the limits are not its subject.
  server = await startServer({ env: { COOKIE_CONSENT_TIER: "1", RATE_LIMIT_EXEMPT: "loopback" } });
});
afterAll(async () => {
  await server?.stop();
});

const fields = (lastName: string) => ({
  identifier: "current",
  buyingTime: "Within a month",
  creditBand: "good",
  monthlyIncome: "4500",
  ...person(lastName),
  phone: "(309) 555-0166",
  address: "77 Hidden Lane",
  city: "Moline",
  state: "IL",
  zipCode: "61265",
});

/** The value a Set-Cookie line gives a cookie, or undefined. */
function setCookieValue(response: Response, name: string): string | undefined {
  const line = response.headers.getSetCookie().find((l) => l.startsWith(`${name}=`));
  return line?.slice(name.length + 1).split(";")[0];
}

/** Everything a person (or a script) can read from a cookie value: the raw text and its base64 decodings. */
function readableForms(value: string): string {
  const raw = decodeURIComponent(value);
  const decodings = raw.split(".").map((part) => Buffer.from(part, "base64").toString("latin1"));
  return [raw, ...decodings].join("\n");
}

/** A visitor who sent the pre-approval form once: their cookie jar and the details they gave. */
async function savedVisitor() {
  const lastName = `Private${unique()}`;
  const page = await openForm(server, PAGE);
  const { response, html } = await postForm(server, PAGE, page, fields(lastName));
  expect(response.status, html.slice(0, 300)).toBe(200);
  const profile = setCookieValue(response, "visitorProfile");
  expect(profile).toBeTruthy();
  return { lastName, profile: profile!, cookie: mergeCookies(page.cookie, response.headers.getSetCookie()) };
}

/** The old, unsigned wire format: base64 of the profile's JSON, as anyone can write it. */
const forgedProfile = (lastName: string) =>
  encodeURIComponent(
    Buffer.from(
      JSON.stringify({
        firstName: "Mallory",
        lastName,
        email: "mallory@evil.example",
        phone: "(309) 555-0100",
        homeAddress: { address: "1 Forged St", city: "Moline", state: "IL", zipCode: "61265" },
      }),
    ).toString("base64"),
  );

describe.concurrent("the visitor profile cookie", () => {
  it("holds nothing readable: no name, e-mail, phone or address, even decoded", async () => {
    const { lastName, profile } = await savedVisitor();
    const readable = readableForms(profile);
    for (const secret of [lastName, "example.com", "555", "0166", "Hidden Lane", "Moline", "61265"])
      expect(readable, secret).not.toContain(secret);
  });

  it("is signed, httpOnly, SameSite=Lax and kept 30 days", async () => {
    const page = await openForm(server, PAGE);
    const { response } = await postForm(server, PAGE, page, fields(`Flags${unique()}`));
    const line = response.headers.getSetCookie().find((l) => l.startsWith("visitorProfile="))!;
    expect(line).toMatch(/; Max-Age=2592000;/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    // React Router's signed cookies end in `.{HMAC}`.
    expect(decodeURIComponent(setCookieValue(response, "visitorProfile")!)).toMatch(/\.[A-Za-z0-9+/]{43}$/);
  });

  it("the first complete save creates the uniqueUserId (random, httpOnly, Lax, 12 months) and says so; a later one does neither", async () => {
    const page = await openForm(server, PAGE);
    const first = await postForm(server, PAGE, page, fields(`First${unique()}`));
    expect(first.response.status).toBe(200);
    const line = first.response.headers.getSetCookie().find((l) => l.startsWith("uniqueUserId="))!;
    expect(line).toMatch(/; Max-Age=31536000;/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    // The page's data tells its script to push the Lead event.
    expect(first.html).toContain("firstCompleteSave");
    const cookie = mergeCookies(page.cookie, first.response.headers.getSetCookie());
    const again = await openForm(server, PAGE, cookie);
    const second = await postForm(server, PAGE, again, {
      ...fields(`Second${unique()}`),
      phone: "(309) 555-0199",
    });
    expect(second.response.status).toBe(200);
    expect(second.response.headers.getSetCookie().some((l) => l.startsWith("visitorProfile="))).toBe(true);
    expect(second.response.headers.getSetCookie().some((l) => l.startsWith("uniqueUserId="))).toBe(false);
    expect(second.html).not.toContain("firstCompleteSave");
  });

  it("still fills the form in for the visitor who sent it", async () => {
    const { lastName, cookie } = await savedVisitor();
    const again = await openForm(server, PAGE, cookie);
    expect(shownValue(again.html, "lastName")).toBe(lastName);
    expect(shownValue(again.html, "address")).toBe("77 Hidden Lane");
  });

  it("ignores a forged profile in the old readable format", async () => {
    const forged = `Forged${unique()}`;
    const page = await openForm(server, PAGE, `visitorProfile=${forgedProfile(forged)}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain(forged);
    expect(shownValue(page.html, "lastName") ?? "").toBe("");
    expect(page.html).not.toContain("Not you?");
  });

  it("ignores a profile with one character changed, or its signature moved to another value", async () => {
    const { lastName, profile } = await savedVisitor();
    const raw = decodeURIComponent(profile);
    const dot = raw.lastIndexOf(".");
    const at = Math.floor(dot / 2);
    const flipped = raw.slice(0, at) + (raw[at] === "A" ? "B" : "A") + raw.slice(at + 1);
    const forgedWithRealSignature = `${decodeURIComponent(forgedProfile("X"))}${raw.slice(dot)}`;
    for (const value of [flipped, forgedWithRealSignature]) {
      const page = await openForm(server, PAGE, `visitorProfile=${encodeURIComponent(value)}`);
      expect(page.status).toBe(200);
      expect(shownValue(page.html, "lastName") ?? "").toBe("");
      expect(page.html).not.toContain(lastName);
    }
  });
});

describe.concurrent('"Not you?" on the pre-approval page', () => {
  it("is offered only when the form was filled in from a saved profile", async () => {
    const fresh = await openForm(server, PAGE);
    expect(fresh.html).not.toContain("Not you?");
    const { lastName, cookie } = await savedVisitor();
    const page = await openForm(server, PAGE, cookie);
    expect(decode(page.html)).toContain(`Not you?`);
    expect(page.html).toContain(lastName);
    expect(page.html).toMatch(/<form[^>]*method="post"[^>]*>[\s\S]*?name="intent" value="forget-visitor"/);
  });

  it("forgets the visitor without JavaScript: 303 back to the page, the cookie cleared, an empty form", async () => {
    const { lastName, cookie } = await savedVisitor();
    const page = await openForm(server, PAGE, cookie);
    const response = await fetch(`${server.url}${PAGE}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: server.url,
        cookie: page.cookie,
      },
      body: new URLSearchParams({ intent: "forget-visitor" }),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(PAGE);
    const cleared = response.headers.getSetCookie().find((l) => l.startsWith("visitorProfile="));
    expect(cleared).toMatch(/^visitorProfile=[^;]*; .*Max-Age=0/);
    // The browser's id was the previous person's too.
    const id = response.headers.getSetCookie().find((l) => l.startsWith("uniqueUserId="));
    expect(id).toMatch(/^uniqueUserId=; .*Max-Age=0/);
    const after = await followRedirect(server, response, page.cookie);
    expect(after.cookie).not.toContain("visitorProfile=");
    expect(shownValue(after.html, "lastName") ?? "").toBe("");
    expect(after.html).not.toContain(lastName);
    expect(after.html).not.toContain("Not you?");
  });

  it.each([
    // React Router itself refuses an action whose Origin is another site's (400).
    ["an Origin of another site", { origin: "https://evil.example" }, 400],
    // A browser that sends no Origin but says the POST is cross-site: our own check (403).
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }, 403],
  ])(
    "refuses a forget posted from another site (%s), and keeps the profile",
    async (_name, headers, status) => {
      const { cookie } = await savedVisitor();
      const response = await fetch(`${server.url}${PAGE}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie, ...headers },
        body: new URLSearchParams({ intent: "forget-visitor" }),
        redirect: "manual",
      });
      expect(response.status).toBe(status);
      expect(response.headers.getSetCookie().some((l) => l.startsWith("visitorProfile="))).toBe(false);
    },
  );
});

describe.concurrent("the flash toast cookie", () => {
  it("is signed: a toast forged in the old readable format is not shown", async () => {
    const toast = [
      { id: "x", severity: "success", summary: "You won a car", detail: "Call 1-900-555-0199 now" },
    ];
    const forged = encodeURIComponent(Buffer.from(JSON.stringify(toast)).toString("base64"));
    const page = await openForm(server, FLASHED, `flashToast=${forged}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain("You won a car");
  });

  it("carries the site's own toast to the page a form without JavaScript goes back to, signed", async () => {
    // (A short form's success is its confirmation in place of the form, issue 17: the unlock
    // gate still goes back to its page with its toast.)
    const page = await openForm(server, FLASHED);
    const { response } = await postForm(server, FLASHED, page, person(`Toast${unique()}`));
    expect(response.status).toBe(303);
    expect(decodeURIComponent(setCookieValue(response, "flashToast")!)).toMatch(/\.[A-Za-z0-9+/]{43}$/);
    const back = await followRedirect(server, response, page.cookie);
    expect(back.html).toContain("Access Granted!");
  });
});
