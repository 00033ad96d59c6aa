import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type Database from "better-sqlite3";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSettings } from "../../app/features/company/settings.server";
import { CAREERS_FORM_ID } from "../../app/features/leads/forms/careers";
import { CONTACT_FORM_ID } from "../../app/features/leads/forms/contact";
import { CREDIT_APPLICATION_FORM_ID } from "../../app/features/leads/forms/credit-application";
import { FINANCING_FORM_ID } from "../../app/features/leads/forms/financing";
import { SELL_TRADE_CONTACT_FORM_ID } from "../../app/features/leads/forms/sell-trade";
import { INSPECTION_FORM_ID } from "../../app/features/leads/forms/sell-trade-inspection";
import { SERVICE_FORM_ID } from "../../app/features/leads/forms/service";
import { STAFF_MESSAGE_FORM_ID } from "../../app/features/leads/forms/staff-message";
import { TEST_DRIVE_FORM_ID } from "../../app/features/leads/forms/test-drive";
import { storeNow, testDriveDays } from "../../app/features/leads/forms/test-drive-calendar";
import { VEHICLE_QUESTION_FORM_ID } from "../../app/features/leads/forms/vehicle-question";
import { issueFormToken } from "../../app/features/leads/intake/form-guard.server";
import { dealershipClock, weekdayOf } from "../../app/features/service/clock";
import { issuePhoneVerificationToken } from "../../app/features/visitor/phone-verification-guard.server";
import { type Env, parseEnv } from "../../app/lib/env.server";
import { MIN_FILL_MS, mergeCookies } from "../support/form-client";
import { addresses, openServerDatabase } from "../support/fuzz";
import { leadApiEnv, TEST_LEAD_API_KEY } from "../support/lead-api";
import { freePort, ROOT, type RunningServer, startServer } from "../support/server";

/**
 * No personal data in the logs (issue 19): every log line of the production server (stdout and
 * stderr, at LOG_LEVEL=trace) is captured while every lead form, the sell-or-trade flow and
 * the JSON endpoints are sent a visitor's distinctive details — SSN, date of birth, phone,
 * e-mail, names, street address — three times over: with the mail server up, refusing the
 * recipients (a 550 that names the address, as real servers answer), and down (a closed
 * port), with the SMS and Conversions APIs refusing too; then refused posts of the same
 * details (too fast, a forged token, another site, bad fields, a honeypot, a body too large).
 * Not one line may hold any of the details, in any of the ways they are written.
 */

/** The visitor, the co-borrower: fictional, and written nowhere else. */
const VISITOR = {
  firstName: "Zelphine",
  lastName: "Quarrington",
  email: "zelphine.quarrington@example.com",
  phone: "(309) 555-0187",
  ssn: "318-52-7461",
  dateOfBirth: "1979-03-14",
  address: "7731 Marigold Lane",
};
const CO_BORROWER = {
  firstName: "Dashiell",
  lastName: "Pemberthwaite",
  email: "dashiell.pemberthwaite@example.com",
  phone: "(309) 555-0188",
  ssn: "318-52-7462",
  dateOfBirth: "1981-07-22",
};

/** Each detail in the ways a program may write it. */
function writtenForms(): Array<{ detail: string; pattern: RegExp }> {
  const forms: Array<{ detail: string; text: string }> = [];
  for (const [who, p] of [
    ["visitor", VISITOR],
    ["co-borrower", CO_BORROWER],
  ] as const) {
    const digits = p.phone.replace(/\D/g, "");
    const [y, m, d] = p.dateOfBirth.split("-");
    const ssnDigits = p.ssn.replace(/\D/g, "");
    forms.push(
      { detail: `${who} first name`, text: p.firstName },
      { detail: `${who} last name`, text: p.lastName },
      { detail: `${who} e-mail`, text: p.email },
      { detail: `${who} e-mail's name`, text: p.email.split("@")[0]! },
      { detail: `${who} phone`, text: digits },
      { detail: `${who} SSN`, text: ssnDigits },
      { detail: `${who} date of birth`, text: p.dateOfBirth },
      { detail: `${who} date of birth`, text: `${m}/${d}/${y}` },
      { detail: `${who} date of birth`, text: `${y}${m}${d}` },
    );
  }
  forms.push({ detail: "visitor street address", text: "Marigold" });
  return forms.map(({ detail, text }) => ({
    detail,
    pattern: new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i"),
  }));
}

/** A line as searched: as written, and with the separators a number is written with taken out. */
const searchable = (line: string) => [line, line.replace(/[\s().+/\\-]|%20|%2B|%28|%29/gi, "")];

/** A mail server that accepts, refuses every recipient naming the address (550), or is down. */
async function mailServer() {
  const port = await freePort();
  let refuse = false;
  let server: SMTPServer | undefined;
  const received: string[] = [];
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      closeTimeout: 500,
      onRcptTo(address, _session, callback) {
        if (!refuse) return callback();
        const error = Object.assign(
          new Error(
            `5.1.1 <${address.address}>: Recipient address rejected: User unknown in virtual mailbox table`,
          ),
          { responseCode: 550 },
        );
        callback(error);
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          received.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        });
      },
    });
  const api = {
    url: `smtp://127.0.0.1:${port}`,
    received,
    set refusing(value: boolean) {
      refuse = value;
    },
    async start() {
      server = create();
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", () => resolve()));
    },
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
  await api.start();
  return api;
}

/** An HTTP API that refuses everything, answering with what it was sent (Twilio and Facebook stand-ins). */
async function refusingApi() {
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      const to = new URLSearchParams(body).get("To") ?? "";
      res.writeHead(400, { "content-type": "application/json" });
      // Twilio's refusal names the number it refused.
      res.end(
        JSON.stringify({
          code: 21211,
          message: `The 'To' number ${to} is not a valid phone number.`,
          echo: body,
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const { company, locations } = loadSettings(path.resolve(ROOT, "content"));
let mail: Awaited<ReturnType<typeof mailServer>>;
let twilio: Awaited<ReturnType<typeof refusingApi>>;
let facebook: Awaited<ReturnType<typeof refusingApi>>;
let server: RunningServer;
let db: Database.Database;
let env: Env;
let vehicle: {
  vin: string;
  condition: string;
  year: number;
  make_slug: string;
  model_slug: string;
  location_key: string;
};
const nextAddress = addresses();

beforeAll(async () => {
  [mail, twilio, facebook] = await Promise.all([mailServer(), refusingApi(), refusingApi()]);
  server = await startServer({
    env: {
      LOG_LEVEL: "trace",
      SMTP_URL: mail.url,
      TRUST_PROXY: "loopback",
      ...leadApiEnv,
      LEAD_RETRY_BASE_MS: "200",
      LEAD_MAX_ATTEMPTS: "2",
      TWILIO_ACCOUNT_SID: "AC123",
      TWILIO_AUTH_TOKEN: "secret-token",
      TWILIO_FROM: "+13095550100",
      TWILIO_API_URL: twilio.url,
      FACEBOOK_PIXEL_ID: "1234567890",
      FACEBOOK_ACCESS_TOKEN: "fb-token",
      FACEBOOK_API_URL: facebook.url,
    },
  });
  db = openServerDatabase(server);
  env = parseEnv({ DATA_DIR: server.dataDir });
  vehicle = db
    .prepare(
      "select vin, condition, year, make_slug, model_slug, location_key from vehicles where status = 'in_stock' and condition = 'used' limit 1",
    )
    .get() as typeof vehicle;
});

afterAll(async () => {
  db?.close();
  await server?.stop();
  await mail?.stop();
  await twilio?.close();
  await facebook?.close();
});

type Body = Record<string, string | string[]>;

/** Posts a form as a browser at a new address; `origin: null` sends none. */
async function postForm(
  pagePath: string,
  fields: Body,
  options: { cookie?: string; origin?: string | null } = {},
) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  const headers: Record<string, string> = {
    "content-type": "application/x-www-form-urlencoded",
    "x-forwarded-for": nextAddress(),
    cookie: options.cookie ?? "",
  };
  if (options.origin !== null) headers.origin = options.origin ?? server.url;
  const response = await fetch(`${server.url}${pagePath}`, {
    method: "POST",
    body,
    headers,
    redirect: "manual",
  });
  await response.text();
  return response;
}

async function postJson(pagePath: string, data: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${pagePath}`, {
    method: "POST",
    body: typeof data === "string" ? data : JSON.stringify(data),
    headers: { "content-type": "application/json", "x-forwarded-for": nextAddress(), ...headers },
  });
  await response.text();
  return response;
}

const contact = {
  firstName: VISITOR.firstName,
  lastName: VISITOR.lastName,
  email: VISITOR.email,
  phone: VISITOR.phone,
};
const message = `Please call ${VISITOR.firstName} ${VISITOR.lastName} at ${VISITOR.phone} or ${VISITOR.email}.`;

function nextWeekday(ahead = 1): string {
  const { today } = dealershipClock();
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  for (let i = ahead; ; i++) {
    const date = new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10);
    if (!["Saturday", "Sunday"].includes(weekdayOf(date))) return date;
  }
}

/** The lead forms, each valid, each carrying the visitor's details. */
function leadForms(): Array<{ path: string; form: string; fields: Body }> {
  const store = locations.find((l) => l.key === vehicle.location_key) ?? locations[0]!;
  const day = testDriveDays(company.workingHours, storeNow(store.timeZone)).slice(1)[0]!;
  const car = `/${vehicle.condition}-cars-for-sale/${vehicle.year}-${vehicle.make_slug}-${vehicle.model_slug}-${vehicle.vin}`;
  return [
    { path: "/contact-us", form: CONTACT_FORM_ID, fields: { inquiry: "7", message, ...contact } },
    {
      path: "/our-company/careers",
      form: CAREERS_FORM_ID,
      fields: { position: "Porter", message, ...contact },
    },
    {
      path: "/our-company/meet-our-team/alicia-ramirez",
      form: STAFF_MESSAGE_FORM_ID,
      fields: { message, ...contact },
    },
    {
      path: "/auto-financing/apply-for-financing",
      form: FINANCING_FORM_ID,
      fields: {
        identifier: "co-applicant",
        buyingTime: "Within a month",
        creditBand: "fair",
        monthlyIncome: "4500",
        ...contact,
        address: VISITOR.address,
        city: "Moline",
        state: "IL",
        zipCode: "61265",
      },
    },
    {
      path: "/auto-financing/full-credit-application",
      form: CREDIT_APPLICATION_FORM_ID,
      fields: {
        ...contact,
        dateOfBirth: VISITOR.dateOfBirth,
        ssn: VISITOR.ssn,
        consent: "on",
        "residences[0].fullAddress": VISITOR.address,
        "residences[0].city": "Moline",
        "residences[0].state": "IL",
        "residences[0].zipCode": "61265",
        "residences[0].housingStatus": "Rent",
        "residences[0].monthlyRent": "$1,150",
        "residences[0].yearsAtAddress": "4",
        "residences[0].monthsAtAddress": "3",
        "employments[0].employer": "John Deere",
        "employments[0].jobTitle": "Machinist",
        "employments[0].phone": "309-555-0190",
        "employments[0].monthlyIncome": "4,800",
        "employments[0].incomeType": "Full-time",
        "employments[0].years": "6",
        "employments[0].months": "2",
        hasCoBorrower: "on",
        "coBorrower.firstName": CO_BORROWER.firstName,
        "coBorrower.lastName": CO_BORROWER.lastName,
        "coBorrower.email": CO_BORROWER.email,
        "coBorrower.phone": CO_BORROWER.phone,
        "coBorrower.dateOfBirth": CO_BORROWER.dateOfBirth,
        "coBorrower.ssn": CO_BORROWER.ssn,
        "coBorrower.residences[0].fullAddress": VISITOR.address,
        "coBorrower.residences[0].city": "Moline",
        "coBorrower.residences[0].state": "IL",
        "coBorrower.residences[0].zipCode": "61265",
        "coBorrower.residences[0].housingStatus": "Rent",
        "coBorrower.residences[0].monthlyRent": "0",
        "coBorrower.residences[0].yearsAtAddress": "4",
        "coBorrower.residences[0].monthsAtAddress": "3",
        "coBorrower.employments[0].employer": "Trinity Hospital",
        "coBorrower.employments[0].monthlyIncome": "3900",
        "coBorrower.employments[0].incomeType": "Part-time",
        "coBorrower.employments[0].years": "2",
        "coBorrower.employments[0].months": "0",
      },
    },
    {
      path: "/service/schedule",
      form: SERVICE_FORM_ID,
      fields: {
        store: "rockford",
        "vehicle.year": "2018",
        "vehicle.make": "Honda",
        "vehicle.model": "CR-V",
        repair_order_lines: ["OILCHG"],
        date: nextWeekday(2),
        time: "10:30",
        notes_general: message,
        ...contact,
      },
    },
    {
      path: `/gates/test-drive?vin=${vehicle.vin}`,
      form: TEST_DRIVE_FORM_ID,
      fields: { date: day.date, time: day.times[0]!, ...contact, comments: message },
    },
    { path: car, form: VEHICLE_QUESTION_FORM_ID, fields: { message, ...contact } },
  ];
}

const FLOW = "/sell-trade-my-car/your-vehicle";
const TRADE_IN_STEPS: Array<[string, Body]> = [
  [
    "vehicle",
    { licencePlate: "TRD 415", state: "IL", year: "2019", make: "Honda", model: "Civic", trim: "EX" },
  ],
  ["details", { mileage: "62,000", exteriorColor: "Blue" }],
  ["condition", { "answer-100": "good" }],
  [
    "history",
    {
      "answer-101": "none",
      "answer-102": "clean",
      "answer-103": "no",
      "answer-104": "no",
      "answer-105": "two",
      "answer-106": "none",
    },
  ],
  [
    "wear",
    {
      "answer-200": ["scratches"],
      "answer-201": "none",
      "answer-202": "none",
      "answer-203": "none",
      "answer-204": "none",
      "answer-205": "fine",
    },
  ],
  ["finance", { "answer-500": "none" }],
  ["comments", { "answer-600": message }],
];

/** Outbox rows still to be sent or tried again. */
const unsettled = () =>
  (
    db.prepare("select count(*) as n from lead_deliveries where status in ('pending', 'sending')").get() as {
      n: number;
    }
  ).n;

async function outboxSettled(timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (unsettled() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  expect(unsettled(), "the outbox did not settle").toBe(0);
}

/** Every lead form, the sell-or-trade flow and its inspection, the JSON endpoints: all with the visitor's details. */
async function sendEverything() {
  const statuses: Record<string, number> = {};
  const forms = leadForms();
  const tokens = forms.map((f) => issueFormToken({ env }, f.form));
  const tradeInToken = issueFormToken({ env }, SELL_TRADE_CONTACT_FORM_ID);
  const inspectionToken = issueFormToken({ env }, INSPECTION_FORM_ID);
  const phoneToken = issuePhoneVerificationToken({ env });
  const issuedAt = Date.now();

  // The sell-or-trade questionnaire up to its contact page.
  let cookie = "";
  const seller = nextAddress();
  for (const [step, fields] of TRADE_IN_STEPS) {
    const body = new URLSearchParams({ step });
    for (const [name, value] of Object.entries(fields))
      for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
    const response = await fetch(`${server.url}${FLOW}?step=${step}`, {
      method: "POST",
      body,
      headers: { origin: server.url, cookie, "x-forwarded-for": seller },
      redirect: "manual",
    });
    await response.text();
    expect(response.status, `trade-in page ${step}`).toBe(303);
    cookie = mergeCookies(cookie, response.headers.getSetCookie());
  }

  // A person takes a moment to fill a form: the guard's minimum fill time.
  await new Promise((r) => setTimeout(r, Math.max(0, issuedAt + MIN_FILL_MS - Date.now())));
  for (const [i, form] of forms.entries())
    statuses[form.path] = (await postForm(form.path, { leadFormToken: tokens[i]!, ...form.fields })).status;

  const offer = await postForm(
    `${FLOW}?step=contact`,
    { step: "contact", leadFormToken: tradeInToken, ...contact },
    { cookie },
  );
  statuses["trade-in contact"] = offer.status;
  const offerPath = offer.headers.get("location");
  if (offerPath)
    statuses["trade-in inspection"] = (
      await postForm(offerPath, {
        leadFormToken: inspectionToken,
        payment: "cashNow",
        location: "rockford",
        date: nextWeekday(1),
        time: "10:30",
      })
    ).status;

  statuses["lead API"] = (
    await postJson(
      "/api/email/send",
      { kind: "CAREERS", payload: { user: contact, details: { position: "Porter", message } } },
      { authorization: `Bearer ${TEST_LEAD_API_KEY}` },
    )
  ).status;
  statuses["phone verification"] = (
    await postJson(
      "/api/customer/phoneValidation",
      { type: "phone-validation", phone: VISITOR.phone, leadFormToken: phoneToken },
      { origin: server.url },
    )
  ).status;
  statuses["code verification"] = (
    await postJson(
      "/api/customer/phoneValidation",
      { type: "code-verification", phone: VISITOR.phone, code: "000000", leadFormToken: phoneToken },
      { origin: server.url },
    )
  ).status;
  statuses["Conversions API event"] = (
    await postJson("/api/track/facebook", {
      eventName: "Lead",
      user_data: { em: VISITOR.email, ph: VISITOR.phone, fn: VISITOR.firstName, ln: VISITOR.lastName },
    })
  ).status;
  return statuses;
}

/** What a visitor or a script sends that the site refuses, with the same details. */
async function sendRefusedPosts() {
  const statuses: number[] = [];
  const contactFields = { inquiry: "7", message, ...contact };
  // Forged, from another site, a honeypot filled. (A post sooner than a person types is held,
  // then accepted: it is not a refused post any more.)
  statuses.push((await postForm("/contact-us", { leadFormToken: "forged.token", ...contactFields })).status);
  const token = issueFormToken({ env }, CONTACT_FORM_ID);
  await new Promise((r) => setTimeout(r, MIN_FILL_MS));
  statuses.push(
    (
      await postForm(
        "/contact-us",
        { leadFormToken: token, ...contactFields },
        { origin: "https://evil.example" },
      )
    ).status,
  );
  statuses.push(
    (
      await postForm("/contact-us", {
        leadFormToken: token,
        companyWebsite: "http://spam.example",
        ...contactFields,
      })
    ).status,
  );
  // Bad fields, each holding a detail.
  statuses.push(
    (
      await postForm("/auto-financing/full-credit-application", {
        leadFormToken: token,
        ...contact,
        email: `${VISITOR.email.split("@")[0]}@`,
        ssn: `${VISITOR.ssn}0`,
        dateOfBirth: VISITOR.dateOfBirth.replace("-03-", "-13-"),
      })
    ).status,
  );
  statuses.push(
    (await postForm("/contact-us", { ...contactFields, phone: `${VISITOR.phone} ext ${VISITOR.ssn}` }))
      .status,
  );
  // Too large, and not a form.
  statuses.push(
    (await postForm("/contact-us", { ...contactFields, message: `${message} ${"x".repeat(70_000)}` })).status,
  );
  statuses.push((await postJson("/contact-us", contactFields, { origin: server.url })).status);
  statuses.push(
    (
      await postJson("/api/email/send", `{"user":${JSON.stringify(contact)}`, {
        authorization: `Bearer ${TEST_LEAD_API_KEY}`,
      })
    ).status,
  );
  statuses.push(
    (
      await postJson(
        "/api/email/send",
        { kind: "CONTACT_SALES", payload: { user: contact } },
        { authorization: "Bearer wrong-key-of-some-length-0000000000" },
      )
    ).status,
  );
  statuses.push(
    (
      await postJson(
        "/api/customer/phoneValidation",
        { type: "phone-validation", phone: VISITOR.phone },
        { origin: server.url },
      )
    ).status,
  );
  return statuses;
}

/** The lines of `text` holding a detail, each named. */
function leaksIn(text: string): string[] {
  const leaks: string[] = [];
  const forms = writtenForms();
  for (const line of text.split("\n"))
    for (const { detail, pattern } of forms)
      if (searchable(line).some((t) => pattern.test(t))) leaks.push(`${detail}: ${line.slice(0, 400)}`);
  return leaks;
}

/** The server's output so far, once what it has written has arrived. */
async function outputNow(): Promise<string> {
  await new Promise((r) => setTimeout(r, 500));
  return server.output();
}

describe("the logs of a full run of the lead forms", () => {
  /** Where the output of the refusing mail server's run ends. */
  let refusedRunEnd = 0;

  // Found by this test (issue 19): the worker logged nodemailer's error, which quotes the
  // server's reply, and servers name the refused address in it ("550 5.1.1 <ann@example.com>:
  // Recipient address rejected"); the seller's copy goes to the visitor's own address. The
  // worker now keeps the reply without addresses (delivery/delivery-error.ts). First in the
  // file: the seller copies a day to one address are limited, so this run must be the first.
  it("hold none of them when the mail server refuses the recipients, naming each address", {
    timeout: 120_000,
  }, async () => {
    mail.refusing = true;
    try {
      await sendEverything();
      await outboxSettled();
    } finally {
      mail.refusing = false;
      refusedRunEnd = (await outputNow()).length;
    }
    const output = server.output().slice(0, refusedRunEnd);
    expect(output).toMatch(/lead e-mail (try failed|failed after its last try)/);
    expect(leaksIn(output)).toEqual([]);
  });

  it("hold no SSN, date of birth, phone, e-mail, name or address, with the mail server up and down, and for refused posts", {
    timeout: 120_000,
  }, async () => {
    // Up: everything is delivered (the details did reach the site and the dealer).
    const up = await sendEverything();
    for (const [what, status] of Object.entries(up))
      if (!["phone verification", "code verification", "Conversions API event"].includes(what))
        expect([200, 202, 303], `${what} with the mail server up`).toContain(status);
    await outboxSettled();
    expect(mail.received.some((m) => m.includes(VISITOR.email))).toBe(true);

    // Down: nothing listens on the mail server's port.
    await mail.stop();
    await sendEverything();
    await outboxSettled();

    const refused = await sendRefusedPosts();
    for (const status of refused) expect(status).toBeGreaterThanOrEqual(400);

    // Stopping drains the server and writes its last lines.
    await server.stop();
    const output = server.output().slice(refusedRunEnd);
    const failed = (
      db.prepare("select count(*) as n from lead_deliveries where status = 'failed'").get() as { n: number }
    ).n;
    expect(failed, "the unreachable deliveries").toBeGreaterThan(0);
    // The capture holds the run: lines of accepted leads, failed deliveries and refused posts.
    expect(output).toContain("lead accepted");
    expect(output).toMatch(/lead e-mail (try failed|failed after its last try)/);
    expect(output).toContain("lead form not accepted");
    expect(leaksIn(output)).toEqual([]);
  });
});
