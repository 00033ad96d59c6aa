import path from "node:path";
import Database from "better-sqlite3";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dealershipClock, weekdayOf } from "../../app/features/service/clock";
import { decode, mergeCookies, shownValue, storedLeads, unique } from "../support/form-client";
import { type RunningServer, startServer } from "../support/server";
import { createSmtpTestServer, mailRecipients, type SmtpTestServer } from "../support/smtp-peer";

/**
 * What an attacker found in the sell-or-trade flow (issue 19, points 2 and 3), through the
 * production server as browsers without JavaScript, a real SMTP peer and the real database:
 *
 * - the e-mails to the seller carry the dealer's words and the offer, never what a visitor
 *   typed (a phishing text in the name, the trim or a comment), and at most 3 a day reach one
 *   address, whoever asks; the dealer's lead still carries everything;
 * - a draft is stored only for a page the flow accepts, from the site's own pages, within a
 *   size, and at most 10 new drafts in 10 minutes per visitor.
 */
let smtp: SmtpTestServer;
let server: RunningServer;
const FLOW = "/sell-trade-my-car/your-vehicle";
const DEALER = "leads@quadcitiesautogroup.example";
const PHISHING = "URGENT: your bank account is locked, log in at http://evil.example/login";

beforeAll(async () => {
  smtp = await createSmtpTestServer();
  // Each visitor below has an address of its own (X-Forwarded-For from this machine, which
  // TRUST_PROXY names), so each test counts against its own limits only. No wait before sending
  // a form: the minimum fill time is not what these tests are about.
  server = await startServer({
    env: { SMTP_URL: smtp.url, TRUST_PROXY: "loopback", LEAD_FORM_MIN_FILL_MS: "0" },
  });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** A browser without JavaScript at the address `address`: its cookies and the page it shows. */
class Visitor {
  cookie = "";
  html = "";
  constructor(readonly address: string) {}

  async open(pagePath: string) {
    const response = await fetch(`${server.url}${pagePath}`, {
      headers: { cookie: this.cookie, "x-forwarded-for": this.address },
      redirect: "manual",
    });
    this.cookie = mergeCookies(this.cookie, response.headers.getSetCookie());
    this.html = await response.text();
    return response;
  }

  /**
   * Posts `fields` as a form of `origin` (the site's own unless told; null sends no Origin),
   * with any `extra` headers.
   */
  async post(
    pagePath: string,
    fields: Record<string, string | string[]>,
    origin: string | null = server.url,
    extra: Record<string, string> = {},
  ) {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields))
      for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
    const headers: Record<string, string> = {
      "content-type": "application/x-www-form-urlencoded",
      cookie: this.cookie,
      "x-forwarded-for": this.address,
      ...extra,
    };
    if (origin !== null) headers.origin = origin;
    const response = await fetch(`${server.url}${pagePath}`, {
      method: "POST",
      body,
      headers,
      redirect: "manual",
    });
    const setCookies = response.headers.getSetCookie();
    this.cookie = mergeCookies(this.cookie, setCookies);
    const html = await response.text();
    return {
      status: response.status,
      html,
      location: response.headers.get("location"),
      setCookies,
      response,
    };
  }

  /** Sends a page of the questionnaire and opens the page it leads to. */
  async send(step: string, fields: Record<string, string | string[]>) {
    const sent = await this.post(`${FLOW}?step=${step}`, { step, ...fields });
    if (sent.status === 303) await this.open(sent.location!);
    return sent;
  }

  get token() {
    return /name="leadFormToken" value="([^"]+)"/.exec(this.html)?.[1] ?? "";
  }
}

const civic = {
  licencePlate: "TRD 415",
  state: "IL",
  year: "2019",
  make: "Honda",
  model: "Civic",
  trim: "EX",
};
const answers = (comment: string) => ({
  condition: { "answer-100": "good" },
  history: {
    "answer-101": "none",
    "answer-102": "clean",
    "answer-103": "yes",
    "answer-104": "no",
    "answer-105": "two",
    "answer-106": "none",
  },
  wear: {
    "answer-200": ["scratches"],
    "answer-201": "none",
    "answer-202": "none",
    "answer-203": "none",
    "answer-204": "none",
    "answer-205": "fine",
  },
  finance: { "answer-500": "none" },
  comments: { "answer-600": comment },
});

function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(server.dataDir, "dealer.sqlite"), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

const drafts = () => query<{ id: string; data: string }>("select id, data from appraisal_drafts order by id");
const draftCookie = (setCookies: string[]) => setCookies.some((c) => c.startsWith("tradeInDraft="));

/** The first Monday to Friday after today: open, and within the offer's 7 days. */
function nextWeekday(): string {
  const { today } = dealershipClock();
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  for (let i = 1; ; i++) {
    const date = new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10);
    if (!["Saturday", "Sunday"].includes(weekdayOf(date))) return date;
  }
}

/**
 * A whole appraisal by a visitor at `address` who types the phishing text wherever the flow
 * takes free text (the first name, the trim, the comment) and `email` as their address.
 * Answers the offer page's path and the visitor, on it.
 */
async function appraisal(address: string, lastName: string, email: string) {
  const visitor = new Visitor(address);
  await visitor.open(FLOW);
  expect((await visitor.send("vehicle", { ...civic, trim: "EX http://evil.example/login" })).status).toBe(
    303,
  );
  expect((await visitor.send("details", { mileage: "62,000", exteriorColor: "Blue" })).status).toBe(303);
  for (const [step, fields] of Object.entries(answers(PHISHING)))
    expect((await visitor.send(step, fields)).status, step).toBe(303);
  const sent = await visitor.send("contact", {
    leadFormToken: visitor.token,
    firstName: PHISHING.slice(0, 100),
    lastName,
    email,
    phone: "(309) 555-0123",
  });
  expect(sent.status, decode(sent.html).slice(0, 300)).toBe(303);
  return { offerPath: sent.location!, visitor };
}

/** Whether a mail is addressed to `address` (as typed in any case). */
const isTo = (address: string) => (mail: ParsedMail) =>
  mailRecipients(mail).some((r) => r.toLowerCase() === address.toLowerCase());

function expectNothingTyped(text: string, lastName: string) {
  for (const typed of ["evil.example", "URGENT", "bank account", lastName])
    expect(text, typed).not.toContain(typed);
}

describe("e-mails to the seller (issue 19, point 2)", () => {
  const tag = unique();
  const email = `seller.${tag}@example.com`;
  let offerPath = "";
  let firstLead = "";

  it("the seller's copy of the offer is the dealer's words and the offer, never what the visitor typed", async () => {
    const lastName = `Phish${tag}A`;
    ({ offerPath } = await appraisal("198.51.100.11", lastName, email));
    const [copy] = await smtp.waitForMail(isTo(email));
    expectNothingTyped(`${copy!.subject}\n${copy!.text}`, lastName);
    expect(copy!.text).toContain("2019 Honda Civic");
    expect(copy!.text).toMatch(/Cash now: \$[\d,]+/);
    expect(copy!.text).toMatch(/TI-\w{8}/);
    const link = /https?:\/\/\S+\/offer\/\S+/.exec(copy!.text!)?.[0] ?? "";
    expect(new URL(link).pathname).toBe(offerPath);
    expect(copy!.replyTo?.text ?? "").not.toContain(email);

    // The dealer's lead is unchanged: the seller as typed, the comment, the trim.
    const [lead] = storedLeads(server, "SELL_OR_TRADE").filter((l) => l.payload.includes(lastName));
    firstLead = lead!.id;
    const [dealer] = await smtp.waitForMail(
      (m) => (m.text?.includes(lastName) ?? false) && mailRecipients(m).includes(DEALER),
    );
    expect(dealer!.text).toContain(PHISHING);
    expect(dealer!.text).toContain("EX http://evil.example/login");
  });

  it("so is the inspection booking's", async () => {
    expect(firstLead).not.toBe("");
    const visitor = new Visitor("198.51.100.12");
    await visitor.open(offerPath);
    const booked = await visitor.post(offerPath, {
      leadFormToken: visitor.token,
      payment: "cashNow",
      location: "rockford",
      date: nextWeekday(),
      time: "10:30",
    });
    expect(booked.status, decode(booked.html).slice(0, 300)).toBe(303);
    const [, copy] = await smtp.waitForMail(isTo(email), 2);
    expectNothingTyped(`${copy!.subject}\n${copy!.text}`, `Phish${tag}A`);
    expect(copy!.text).toContain("Quad Cities Auto Group Rockford");
    expect(copy!.text).toContain("10:30 AM");
    expect(copy!.text).toMatch(/Cash now: \$[\d,]+/);
  });

  it("at most 3 e-mails a day reach one address, whoever asks; the dealer still hears of every seller", async () => {
    expect(firstLead).not.toBe("");
    await appraisal("198.51.100.13", `Phish${tag}B`, email.toUpperCase());
    await smtp.waitForMail(isTo(email), 3);
    const lastName = `Phish${tag}C`;
    await appraisal("198.51.100.14", lastName, email);
    const [lead] = storedLeads(server, "SELL_OR_TRADE").filter((l) => l.payload.includes(lastName));
    const deliveries = query<{ recipient: string }>(
      "select recipient from lead_deliveries where lead_id = ?",
      lead!.id,
    );
    expect(deliveries.map((d) => d.recipient)).toEqual([DEALER]);
    await smtp.waitForMail(
      (m) => (m.text?.includes(lastName) ?? false) && mailRecipients(m).includes(DEALER),
    );
    expect(smtp.messages.filter((m) => isTo(email)(m.parsed))).toHaveLength(3);
  });
});

describe("drafts (issue 19, point 3)", () => {
  const accord = { vin: "1HGCM82633A004352", year: "2003", make: "Honda", model: "Accord" };

  it("a post from another site, or with no sign of its page, is refused and stores nothing", async () => {
    const before = drafts();
    const post = (origin: string | null, extra?: Record<string, string>) =>
      new Visitor("203.0.113.21").post(`${FLOW}?step=vehicle`, { step: "vehicle", ...accord }, origin, extra);
    // Another site's Origin: React Router refuses it before any action runs.
    const foreign = await post("http://evil.example");
    expect(foreign.status).toBe(400);
    // Without an Origin (a script), it is the action's same-origin check, the lead forms' one.
    const scripts: Array<Record<string, string>> = [
      {},
      { referer: "http://evil.example/form" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const extra of scripts) {
      const sent = await post(null, extra);
      expect(sent.status, JSON.stringify(extra)).toBe(403);
      expect(draftCookie(sent.setCookies)).toBe(false);
    }
    expect(drafts()).toEqual(before);
    // A browser on the site's own page may send a Referer and no Origin: that is still accepted.
    expect((await post(null, { referer: `${server.url}${FLOW}` })).status).toBe(303);
  });

  it("a refused page shows what was typed (400) but stores nothing: no new draft, no change to one", async () => {
    const before = drafts();
    const stranger = new Visitor("203.0.113.22");
    const refused = await stranger.send("vehicle", { ...accord, vin: "1HGCM82633A004353" });
    expect(refused.status).toBe(400);
    expect(shownValue(refused.html, "vin")).toBe("1HGCM82633A004353");
    expect(draftCookie(refused.setCookies)).toBe(false);
    expect(drafts()).toEqual(before);

    const seller = new Visitor("203.0.113.22");
    expect((await seller.send("vehicle", accord)).status).toBe(303);
    const saved = drafts();
    expect(saved).toHaveLength(before.length + 1);
    const again = await seller.send("vehicle", { ...accord, make: "x".repeat(5_000) });
    expect(again.status).toBe(400);
    expect(drafts()).toEqual(saved);
  });

  it("a page padded far beyond what any seller types is refused and stores nothing", async () => {
    const before = drafts();
    const visitor = new Visitor("203.0.113.23");
    // A good VIN with 9,600 dashes is still a good VIN, and "E X" a trim however many spaces
    // it has inside: only their size gives them away (each is within what a form may post).
    const vin = accord.vin.split("").join("-".repeat(600));
    const sent = await visitor.send("vehicle", { ...accord, vin, trim: `E${" ".repeat(3_000)}X` });
    expect(sent.status).toBe(400);
    expect(draftCookie(sent.setCookies)).toBe(false);
    expect(drafts()).toEqual(before);
  });

  it("a visitor starts at most 10 appraisals in 10 minutes: the 11th is a 429 with Retry-After and stores nothing", async () => {
    const before = drafts().length;
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) {
      const sent = await new Visitor("203.0.113.24").post(`${FLOW}?step=vehicle`, {
        step: "vehicle",
        ...accord,
      });
      statuses.push(sent.status);
      last = sent.response;
    }
    expect(statuses).toEqual([...Array(10).fill(303), 429]);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(drafts()).toHaveLength(before + 10);
    // Another visitor is not held up by this one.
    expect((await new Visitor("203.0.113.25").send("vehicle", accord)).status).toBe(303);
  });
});
