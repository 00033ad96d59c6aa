import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import fc from "fast-check";
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
import { mergeCookies } from "../support/form-client";
import {
  addresses,
  applyMutations,
  type Encoding,
  encodeBody,
  encodings,
  errorLines,
  expectOnlyCatalogueMessages,
  type Fields,
  FUZZ_TIMEOUT_MS,
  hostileName,
  hostileText,
  type Mutation,
  mutations,
  openServerDatabase,
  runs,
  shownFieldErrors,
  storedState,
} from "../support/fuzz";
import { leadApiEnv, TEST_LEAD_API_KEY } from "../support/lead-api";
import { ROOT, type RunningServer, startServer } from "../support/server";
import { createSmtpTestServer, type SmtpTestServer } from "../support/smtp-peer";

/**
 * Every form and JSON endpoint of the site posted generated input (fast-check) on the
 * production server (issue 19): a valid post with one to four fields broken, added, dropped
 * or repeated (long strings, unicode, control characters, numbers out of range, wrong shapes)
 * and sent in encodings no form uses (multipart with a file, JSON, text/plain, no type,
 * broken percent escapes, raw Latin-1), in English and Spanish. Never a 500; a status the
 * route documents; a refused form shows only messages of the catalogues; and a refused
 * request stores nothing and sends nothing (the database's rows, the outbox files, the
 * Conversions API's requests). A real SMTP peer receives what valid posts send.
 *
 * Each visitor is a new address (X-Forwarded-For from this machine, TRUST_PROXY) and the
 * minimum fill time is 0, so the rate limits and the timer let generated posts reach the
 * validation and the storing, which is what this file is about.
 */
const RUNS_PER_FORM = 40;
const RUNS_PER_API = 50;

const { company, locations } = loadSettings(path.resolve(ROOT, "content"));

/** A stand-in for the Conversions API that counts what it is sent. */
async function conversionsApi() {
  const received: string[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      received.push(body);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ events_received: 1 }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let smtp: SmtpTestServer;
let facebook: Awaited<ReturnType<typeof conversionsApi>>;
let server: RunningServer;
let db: Database.Database;
let env: Env;
const nextAddress = addresses();

type Vehicle = {
  vin: string;
  condition: string;
  year: number;
  make_slug: string;
  model_slug: string;
  location_key: string;
};
let vehicle: Vehicle;

beforeAll(async () => {
  smtp = await createSmtpTestServer();
  facebook = await conversionsApi();
  server = await startServer({
    env: {
      SMTP_URL: smtp.url,
      TRUST_PROXY: "loopback",
      LEAD_FORM_MIN_FILL_MS: "0",
      ...leadApiEnv,
      LEAD_API_RATE_LIMIT: "1000000",
      SMS_DAILY_LIMIT: "1000000",
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
    .get() as Vehicle;
});

afterAll(async () => {
  db?.close();
  await server?.stop();
  await smtp?.stop();
  await facebook?.close();
});

const state = () => ({ ...storedState(server, db), conversionsApi: facebook.received.length });

type Answer = { status: number; body: string; response: Response };

/** Posts `fields` from the site's own page, as a new visitor, encoded as `encoding`. */
async function post(
  pagePath: string,
  fields: Fields,
  encoding: Encoding,
  pick: number,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const encoded = encodeBody(fields, encoding, pick);
  const response = await fetch(`${server.url}${pagePath}`, {
    method: "POST",
    body: encoded.body,
    headers: { origin: server.url, "x-forwarded-for": nextAddress(), ...encoded.headers, ...headers },
    redirect: "manual",
  });
  return { status: response.status, body: await response.text(), response };
}

/** A short description of a generated case, for a failure's message. */
const describeCase = (pagePath: string, encoding: string, fields: Fields) =>
  `${pagePath} as ${encoding}: ${JSON.stringify(fields.map(([n, v]) => [n, v.length > 80 ? `${v.slice(0, 80)}…(${v.length})` : v])).slice(0, 1500)}`;

/**
 * What every refused request must leave as it was, and what the page must say: checked for
 * any 4xx (a 2xx or 3xx may store a lead: the post was valid).
 */
function expectRefusedCleanly(answer: Answer, before: Record<string, number>, what: string) {
  expect(answer.status, what).toBeLessThan(500);
  if (answer.status < 400) return;
  expect(state(), `${what}: stored or sent something`).toEqual(before);
  if ((answer.response.headers.get("content-type") ?? "").includes("text/html"))
    expectOnlyCatalogueMessages(answer.body, what);
}

/** The first date at least `ahead` days out for which `predicate` holds (the dealership's calendar). */
function nextDate(predicate: (day: string) => boolean, ahead = 1): string {
  const { today } = dealershipClock();
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  for (let i = ahead; i < ahead + 14; i++) {
    const date = new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10);
    if (predicate(date)) return date;
  }
  throw new Error("no such date");
}
const weekday = (date: string) => !["Saturday", "Sunday"].includes(weekdayOf(date));

const person = { firstName: "Ann", lastName: "Fuzz", email: "ann.fuzz@example.com", phone: "(309) 555-0123" };

type LeadForm = {
  name: string;
  path: () => string;
  form: string;
  base: () => Record<string, string | string[]>;
};

const carPath = () =>
  `/${vehicle.condition}-cars-for-sale/${vehicle.year}-${vehicle.make_slug}-${vehicle.model_slug}-${vehicle.vin}`;

/** A day the car's store offers test drives that is not today, and its first time. */
function testDriveSlot() {
  const store = locations.find((l) => l.key === vehicle.location_key) ?? locations[0]!;
  const day = testDriveDays(company.workingHours, storeNow(store.timeZone)).slice(1)[0]!;
  return { date: day.date, time: day.times[0]! };
}

/** Every lead form of the site, each with a post that is valid as it is. */
const LEAD_FORMS: LeadForm[] = [
  {
    name: "contact",
    path: () => "/contact-us",
    form: CONTACT_FORM_ID,
    base: () => ({ inquiry: "7", message: "Are you open on holidays?", ...person }),
  },
  {
    name: "careers",
    path: () => "/our-company/careers",
    form: CAREERS_FORM_ID,
    base: () => ({ position: "Porter", message: "I can start Monday.", ...person }),
  },
  {
    name: "staff message",
    path: () => "/our-company/meet-our-team/alicia-ramirez",
    form: STAFF_MESSAGE_FORM_ID,
    base: () => ({ message: "Can we meet Saturday?", ...person }),
  },
  {
    name: "financing pre-approval",
    path: () => "/auto-financing/apply-for-financing",
    form: FINANCING_FORM_ID,
    base: () => ({
      identifier: "co-applicant",
      buyingTime: "Within a month",
      creditBand: "fair",
      monthlyIncome: "$4,500",
      ...person,
      address: "12 Elm Street",
      apartment: "Apt 4",
      city: "Moline",
      state: "IL",
      zipCode: "61265",
    }),
  },
  {
    name: "full credit application",
    path: () => "/auto-financing/full-credit-application",
    form: CREDIT_APPLICATION_FORM_ID,
    base: () => ({
      ...person,
      middleName: "J",
      suffix: "Jr.",
      dateOfBirth: "1986-04-12",
      ssn: "318-52-7461",
      consent: "on",
      "residences[0].fullAddress": "400 River Drive",
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
      "coBorrower.firstName": "Dev",
      "coBorrower.lastName": "Fuzz",
      "coBorrower.phone": "309-555-0145",
      "coBorrower.dateOfBirth": "1984-09-30",
      "coBorrower.ssn": "318-52-7462",
      "coBorrower.residences[0].fullAddress": "400 River Drive",
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
    }),
  },
  {
    name: "service schedule",
    path: () => "/service/schedule",
    form: SERVICE_FORM_ID,
    base: () => ({
      store: "rockford",
      "vehicle.year": "2018",
      "vehicle.make": "Honda",
      "vehicle.model": "CR-V",
      repair_order_lines: ["OILCHG", "BRAKES"],
      date: nextDate(weekday, 2),
      time: "10:30",
      notes_general: "Squeaks when braking",
      "business.name": "Acme Plumbing",
      "business.contactName": "Jo Acme",
      "business.contactEmail": "jo@acme.example",
      ...person,
    }),
  },
  {
    name: "test drive",
    path: () => `/gates/test-drive?vin=${vehicle.vin}`,
    form: TEST_DRIVE_FORM_ID,
    base: () => ({ ...testDriveSlot(), ...person, comments: "Bring the winter tires" }),
  },
  {
    name: "vehicle question",
    path: carPath,
    form: VEHICLE_QUESTION_FORM_ID,
    base: () => ({ message: "Can I see it on Saturday?", ...person }),
  },
];

/** A lead form's statuses: sent (200, 303), refused (400, 413, 415), too many (429). */
const LEAD_FORM_STATUSES = [200, 303, 400, 413, 415, 429];

describe("lead forms, posted generated input", () => {
  it.each(LEAD_FORMS)(
    "$name: never a 500, the field's message or a 4xx, nothing stored from a refused post",
    { timeout: FUZZ_TIMEOUT_MS },
    async (leadForm) => {
      const names = ["leadFormToken", ...Object.keys(leadForm.base())];
      await fc.assert(
        fc.asyncProperty(
          mutations(names),
          encodings,
          fc.nat(),
          fc.boolean(),
          async (changes, encoding, pick, spanish) => {
            const token = issueFormToken({ env }, leadForm.form);
            const fields = applyMutations({ leadFormToken: token, ...leadForm.base() }, changes);
            const pagePath = `${spanish ? "/es" : ""}${leadForm.path()}`;
            const what = describeCase(pagePath, encoding, fields);
            const before = state();
            const answer = await post(pagePath, fields, encoding, pick);
            expectRefusedCleanly(answer, before, what);
            expect(LEAD_FORM_STATUSES, what).toContain(answer.status);
          },
        ),
        runs(RUNS_PER_FORM),
      );
    },
  );

  it("takes each form's valid post as it is: the generated cases start from a lead that is sent", async () => {
    for (const leadForm of LEAD_FORMS) {
      const fields = applyMutations(
        { leadFormToken: issueFormToken({ env }, leadForm.form), ...leadForm.base() },
        [],
      );
      const answer = await post(leadForm.path(), fields, "urlencoded", 0);
      expect([200, 303], `${leadForm.name}: ${answer.body.slice(0, 200)}`).toContain(answer.status);
    }
  });
});

describe("the sell-or-trade flow, posted generated input", () => {
  const FLOW = "/sell-trade-my-car/your-vehicle";
  /** Each page of the questionnaire with answers it accepts, in order (the 2019 Civic in good shape). */
  const STEPS: Array<[string, Record<string, string | string[]>]> = [
    [
      "vehicle",
      { licencePlate: "TRD 415", state: "IL", year: "2019", make: "Honda", model: "Civic", trim: "EX" },
    ],
    ["details", { mileage: "62,000", exteriorColor: "Blue", options: ["sunroof"] }],
    ["condition", { "answer-100": "good" }],
    [
      "history",
      {
        "answer-101": "none",
        "answer-102": "clean",
        "answer-103": "yes",
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
    ["comments", { "answer-600": "Winter tires included." }],
    ["contact", person],
  ];

  /** A seller's browser: a new address, its cookie, the pages answered so far. */
  async function sellerAt(step: number): Promise<{ cookie: string; address: string }> {
    const address = nextAddress();
    let cookie = "";
    for (const [id, fields] of STEPS.slice(0, step)) {
      const body = new URLSearchParams({ step: id });
      for (const [name, value] of Object.entries(fields))
        for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
      if (id === "contact") body.append("leadFormToken", issueFormToken({ env }, SELL_TRADE_CONTACT_FORM_ID));
      const response = await fetch(`${server.url}${FLOW}?step=${id}`, {
        method: "POST",
        body,
        headers: { origin: server.url, "x-forwarded-for": address, cookie },
        redirect: "manual",
      });
      await response.text();
      expect(response.status, `the walk to a page: ${id} (${address})`).toBe(303);
      cookie = mergeCookies(cookie, response.headers.getSetCookie());
    }
    return { cookie, address };
  }

  it("every page: never a 500, the field's message or a 4xx, no lead or offer from a refused page", {
    timeout: FUZZ_TIMEOUT_MS,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 0, max: STEPS.length - 1 })
          .chain((index) =>
            fc.tuple(
              fc.constant(index),
              mutations([
                "step",
                ...Object.keys(STEPS[index]![1]),
                ...(index === STEPS.length - 1 ? ["leadFormToken"] : []),
              ]),
            ),
          ),
        encodings,
        fc.nat(),
        async ([index, changes], encoding, pick) => {
          const [step, base] = STEPS[index]!;
          const seller = await sellerAt(index);
          const token: Record<string, string> =
            step === "contact" ? { leadFormToken: issueFormToken({ env }, SELL_TRADE_CONTACT_FORM_ID) } : {};
          const fields = applyMutations({ step, ...base, ...token }, changes);
          const pagePath = `${FLOW}?step=${step}`;
          const what = describeCase(pagePath, encoding, fields);
          const before = state();
          const answer = await post(pagePath, fields, encoding, pick, {
            cookie: seller.cookie,
            "x-forwarded-for": seller.address,
          });
          expectRefusedCleanly(answer, before, what);
          expect(LEAD_FORM_STATUSES, what).toContain(answer.status);
        },
      ),
      runs(RUNS_PER_FORM),
    );
  });

  it("the offer page's inspection booking: never a 500, nothing stored from a refused booking", {
    timeout: FUZZ_TIMEOUT_MS,
  }, async () => {
    // One offer, made through the whole flow; a booking made by a valid case is undone
    // in the database, so every case meets an offer still open.
    const seller = await sellerAt(STEPS.length - 1);
    const contact = new URLSearchParams({
      step: "contact",
      ...person,
      leadFormToken: issueFormToken({ env }, SELL_TRADE_CONTACT_FORM_ID),
    });
    const made = await fetch(`${server.url}${FLOW}?step=contact`, {
      method: "POST",
      body: contact,
      headers: { origin: server.url, "x-forwarded-for": seller.address, cookie: seller.cookie },
      redirect: "manual",
    });
    expect(made.status).toBe(303);
    const offerPath = made.headers.get("location")!;
    const id = /offer\/([\w-]{24})\./.exec(offerPath)![1]!;
    const writer = new Database(path.join(server.dataDir, "dealer.sqlite"));
    try {
      const base = {
        payment: "cashNow",
        location: "rockford",
        date: nextDate(weekday, 1),
        time: "10:30",
      };
      await fc.assert(
        fc.asyncProperty(
          mutations(["leadFormToken", ...Object.keys(base)]),
          encodings,
          fc.nat(),
          async (changes, encoding, pick) => {
            const fields = applyMutations(
              { leadFormToken: issueFormToken({ env }, INSPECTION_FORM_ID), ...base },
              changes,
            );
            const what = describeCase(offerPath, encoding, fields);
            const before = state();
            const answer = await post(offerPath, fields, encoding, pick);
            expectRefusedCleanly(answer, before, what);
            expect(LEAD_FORM_STATUSES, what).toContain(answer.status);
            writer
              .prepare(
                "update appraisals set inspection_location = null, inspection_date = null, inspection_time = null, inspection_booked_at = null, selected_payment = null where id = ?",
              )
              .run(id);
          },
        ),
        runs(30),
      );
    } finally {
      writer.close();
    }
  });
});

/** Changes to a JSON body: a value anywhere replaced, a key dropped or added. */
type JsonChange = { path: string[]; op: "set" | "drop" | "add"; key: string; value: unknown };

const jsonValueArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 4 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      null,
      true,
      0,
      -1,
      1e308,
      -1e308,
      Number.MAX_SAFE_INTEGER + 2,
      0.1,
      [],
      {},
      [null],
      JSON.parse('{"__proto__":{"polluted":1}}'),
    ),
    weight: 2,
  },
);

/** Every path to a value of `value` (objects' keys, arrays' indexes), the root included. */
function jsonPaths(value: unknown, prefix: string[] = []): string[][] {
  const paths = [prefix];
  if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value)) paths.push(...jsonPaths(child, [...prefix, key]));
  return paths;
}

function jsonChanges(base: unknown): fc.Arbitrary<JsonChange[]> {
  const paths = jsonPaths(base);
  return fc.array(
    fc.record({
      path: fc.constantFrom(...paths),
      op: fc.constantFrom("set" as const, "set" as const, "drop" as const, "add" as const),
      key: hostileName,
      value: jsonValueArbitrary,
    }),
    { minLength: 1, maxLength: 4 },
  );
}

function applyJsonChanges(base: unknown, changes: JsonChange[]): unknown {
  let root: unknown = structuredClone(base);
  for (const change of changes) {
    if (change.path.length === 0) {
      if (change.op === "set") root = change.value;
      else if (change.op === "add" && root && typeof root === "object")
        (root as Record<string, unknown>)[change.key] = change.value;
      continue;
    }
    let parent: unknown = root;
    for (const key of change.path.slice(0, -1))
      parent = parent && typeof parent === "object" ? (parent as Record<string, unknown>)[key] : undefined;
    if (!parent || typeof parent !== "object") continue;
    const last = change.path.at(-1)!;
    const target = parent as Record<string, unknown>;
    if (change.op === "drop") delete target[last];
    else if (change.op === "set") target[last] = change.value;
    else {
      const child = target[last];
      if (child && typeof child === "object") (child as Record<string, unknown>)[change.key] = change.value;
    }
  }
  return root;
}

/** Bodies no JSON encoder writes, or none that fits: cut, doubled keys, too deep, too large. */
const RAW_JSON_BODIES = [
  "",
  "{",
  "{nope",
  '{"a":1,"a":2}',
  "[".repeat(5_000) + "]".repeat(5_000),
  `{"a":${"[".repeat(3_000)}${"]".repeat(3_000)}}`,
  '"just a string"',
  "null",
  "1e999999",
  "\ufeff{}",
  '{"__proto__":{"polluted":true}}',
  `{"x":"${"a".repeat(70_000)}"}`,
  '{"type":"phone-validation","phone":"\\ud800"}',
];

type JsonEndpoint = {
  name: string;
  path: string;
  base: () => Record<string, unknown>;
  headers: () => Record<string, string>;
  statuses: number[];
};

const jane = { firstName: "Jane", lastName: "Fuzz", email: "jane.fuzz@example.com", phone: "309-555-0123" };

const JSON_ENDPOINTS: JsonEndpoint[] = [
  {
    name: "POST /api/email/send",
    path: "/api/email/send",
    base: () => ({
      kind: "CAREERS",
      payload: { user: jane, details: { position: "Porter", message: "Hire me" } },
    }),
    headers: () => ({ authorization: `Bearer ${TEST_LEAD_API_KEY}` }),
    statuses: [200, 202, 400, 401, 403, 413, 415, 429],
  },
  {
    name: "POST /api/customer/phoneValidation",
    path: "/api/customer/phoneValidation",
    base: () => ({
      type: "phone-validation",
      phone: "(309) 555-0142",
      code: "123456",
      leadFormToken: issuePhoneVerificationToken({ env }),
    }),
    headers: () => ({ origin: server.url }),
    statuses: [200, 400, 403, 413, 415, 429],
  },
  {
    name: "POST /api/track/facebook",
    path: "/api/track/facebook",
    base: () => ({
      eventName: "Lead",
      eventID: "lead-123",
      eventTime: Math.floor(Date.now() / 1000),
      currency: "usd",
      value: 2,
      fbp: "fb.1.1596403881668.1116446470",
      user_data: { em: "jane@example.com", ph: "+1 (309) 555-0123" },
      custom_data: { content_name: "Contact" },
    }),
    headers: () => ({}),
    statuses: [200, 204, 400, 403, 413, 415, 429],
  },
];

type JsonBody =
  | { kind: "json"; changes: JsonChange[] }
  | { kind: "raw"; index: number }
  | { kind: "form"; encoding: Encoding };

describe("JSON endpoints, posted generated input", () => {
  it.each(JSON_ENDPOINTS)(
    "$name: never a 500, always JSON and a documented status, nothing stored or sent from a refused request",
    { timeout: FUZZ_TIMEOUT_MS },
    async (endpoint) => {
      const bodies: fc.Arbitrary<JsonBody> = fc.oneof(
        {
          arbitrary: jsonChanges(endpoint.base()).map((changes) => ({ kind: "json" as const, changes })),
          weight: 6,
        },
        {
          arbitrary: fc.nat(RAW_JSON_BODIES.length - 1).map((index) => ({ kind: "raw" as const, index })),
          weight: 2,
        },
        { arbitrary: encodings.map((encoding) => ({ kind: "form" as const, encoding })), weight: 1 },
      );
      await fc.assert(
        fc.asyncProperty(bodies, fc.nat(), async (generated, pick) => {
          const base = endpoint.base();
          let init: { body: BodyInit; headers: Record<string, string> };
          let shown: string;
          if (generated.kind === "json") {
            const value = applyJsonChanges(base, generated.changes);
            const text = JSON.stringify(value) ?? "";
            init = { body: text, headers: { "content-type": "application/json" } };
            shown = text;
          } else if (generated.kind === "raw") {
            const text = RAW_JSON_BODIES[generated.index]!;
            init = { body: text, headers: { "content-type": "application/json" } };
            shown = text;
          } else {
            const fields = Object.entries(base).map(([k, v]): [string, string] => [
              k,
              typeof v === "string" ? v : JSON.stringify(v),
            ]);
            init = encodeBody(fields, generated.encoding, pick);
            shown = `${generated.encoding} ${JSON.stringify(fields)}`;
          }
          const what = `${endpoint.path}: ${shown.length > 600 ? `${shown.slice(0, 600)}…(${shown.length})` : shown}`;
          const before = state();
          const response = await fetch(`${server.url}${endpoint.path}`, {
            method: "POST",
            body: init.body,
            headers: { "x-forwarded-for": nextAddress(), ...endpoint.headers(), ...init.headers },
          });
          const text = await response.text();
          expect(response.status, what).toBeLessThan(500);
          expect(endpoint.statuses, what).toContain(response.status);
          if (response.status !== 204)
            expect(() => JSON.parse(text), `${what}: not JSON: ${text.slice(0, 200)}`).not.toThrow();
          if (response.status >= 400) expect(state(), `${what}: stored or sent something`).toEqual(before);
        }),
        runs(RUNS_PER_API),
      );
    },
  );
});

describe("the field's message, never zod's: the defects the generated posts found (issue 19)", () => {
  /** Posts a valid lead form with `changes` from `pagePath`: the answer and the field errors it shows. */
  async function postChanged(name: string, pagePath: string, changes: Mutation[]) {
    const leadForm = LEAD_FORMS.find((f) => f.name === name)!;
    const fields = applyMutations(
      { leadFormToken: issueFormToken({ env }, leadForm.form), ...leadForm.base() },
      changes,
    );
    const before = state();
    const answer = await post(pagePath, fields, "urlencoded", 0);
    return {
      answer,
      before,
      errors: shownFieldErrors(answer.body),
      what: `${pagePath} ${JSON.stringify(changes)}`,
    };
  }

  /** The post is refused, nothing is stored, and the page shows `expected` (and only catalogue messages). */
  async function expectRefusedWith(
    name: string,
    pagePath: string,
    changes: Mutation[],
    expected: { id: string; text: string },
  ) {
    const { answer, before, errors, what } = await postChanged(name, pagePath, changes);
    expect(answer.status, what).toBe(400);
    expectRefusedCleanly(answer, before, what);
    expect(errors, what).toContainEqual(expected);
  }

  it("an optional text field posted twice: 'Enter this field only once.', in the page's language", async () => {
    await expectRefusedWith(
      "service schedule",
      "/es/service/schedule",
      [{ op: "repeat", field: "notes_general", values: ["Squeaks", "when braking"] }],
      { id: `${SERVICE_FORM_ID}-notes_general-error`, text: "Complete este campo solo una vez." },
    );
    await expectRefusedWith(
      "full credit application",
      "/auto-financing/full-credit-application",
      [{ op: "repeat", field: "employments[0].jobTitle", values: ["Machinist", "Welder"] }],
      {
        id: `${CREDIT_APPLICATION_FORM_ID}-employments[0].jobTitle-error`,
        text: "Enter this field only once.",
      },
    );
  });

  it("a credit application suffix not offered: the suffix's message", async () => {
    await expectRefusedWith(
      "full credit application",
      "/auto-financing/full-credit-application",
      [{ op: "set", field: "suffix", value: "Esq." }],
      { id: `${CREDIT_APPLICATION_FORM_ID}-suffix-error`, text: "Choose a suffix from the list." },
    );
    await expectRefusedWith(
      "full credit application",
      "/es/auto-financing/full-credit-application",
      [{ op: "set", field: "suffix", value: "Esq." }],
      { id: `${CREDIT_APPLICATION_FORM_ID}-suffix-error`, text: "Elija un sufijo de la lista." },
    );
  });

  it("the co-borrower checkbox: a value other than 'on' is unticked, sent twice it is refused", async () => {
    // The box is ticked only by the "on" a browser sends: "yes" is an application without a co-borrower.
    const yes = await postChanged("full credit application", "/auto-financing/full-credit-application", [
      { op: "set", field: "hasCoBorrower", value: "yes" },
    ]);
    expect([200, 303], `${yes.what}: ${yes.answer.body.slice(0, 200)}`).toContain(yes.answer.status);
    await expectRefusedWith(
      "full credit application",
      "/auto-financing/full-credit-application",
      [{ op: "repeat", field: "hasCoBorrower", values: ["on", "on"] }],
      { id: `${CREDIT_APPLICATION_FORM_ID}-hasCoBorrower-error`, text: "Enter this field only once." },
    );
  });

  it("a trade-in model year out of range, on the Spanish page: the message in Spanish", async () => {
    const response = await fetch(`${server.url}/es/sell-trade-my-car/your-vehicle?step=vehicle`, {
      method: "POST",
      body: new URLSearchParams({
        step: "vehicle",
        state: "IL",
        year: "1970",
        make: "Honda",
        model: "Civic",
      }),
      headers: { origin: server.url, "x-forwarded-for": nextAddress() },
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    const year = shownFieldErrors(html).find((e) => e.id === "trade-in-vehicle-year-error");
    expect(year?.text).toMatch(/^Ingrese un año modelo de 1981 a \d{4}\.$/);
    expectOnlyCatalogueMessages(html, "/es/sell-trade-my-car/your-vehicle year=1970");
  });
});

/** Every route that takes a body, with the content type its clients send. */
const POST_ROUTES: Array<[string, () => string, "form" | "json"]> = [
  ["/contact-us", () => "/contact-us", "form"],
  ["/our-company/careers", () => "/our-company/careers", "form"],
  ["a staff member's page", () => "/our-company/meet-our-team/alicia-ramirez", "form"],
  ["/auto-financing/apply-for-financing", () => "/auto-financing/apply-for-financing", "form"],
  ["/auto-financing/full-credit-application", () => "/auto-financing/full-credit-application", "form"],
  ["/service/schedule", () => "/service/schedule", "form"],
  ["/gates/test-drive", () => `/gates/test-drive?vin=${vehicle.vin}`, "form"],
  ["a vehicle's page", carPath, "form"],
  ["/sell-trade-my-car/your-vehicle", () => "/sell-trade-my-car/your-vehicle", "form"],
  ["/api/email/send", () => "/api/email/send", "json"],
  ["/api/customer/phoneValidation", () => "/api/customer/phoneValidation", "json"],
  ["/api/track/facebook", () => "/api/track/facebook", "json"],
];

describe("bodies too large and of the wrong type, on every route that takes one", () => {
  it.each(POST_ROUTES)(
    "%s: 413 for a body over 64 KB, 400 or 415 for a type it does not read",
    async (_name, routePath, kind) => {
      const route = routePath();
      const headers = {
        origin: server.url,
        "x-forwarded-for": nextAddress(),
        authorization: `Bearer ${TEST_LEAD_API_KEY}`,
      };
      const before = state();
      const large = await fetch(`${server.url}${route}`, {
        method: "POST",
        body:
          kind === "json" ? JSON.stringify({ message: "x".repeat(70_000) }) : `message=${"x".repeat(70_000)}`,
        headers: {
          ...headers,
          "content-type": kind === "json" ? "application/json" : "application/x-www-form-urlencoded",
        },
      });
      expect(large.status).toBe(413);
      for (const type of [
        "text/plain",
        "application/xml",
        "image/png",
        "application/json; charset=utf-16",
        "multipart/form-data",
        "application/x-www-form-urlencoded; charset=utf-16",
      ]) {
        const response = await fetch(`${server.url}${route}`, {
          method: "POST",
          body: kind === "json" ? "<lead/>" : '{"firstName":"Ann"}',
          headers: { ...headers, "content-type": type },
        });
        expect([400, 415], `${route} as ${type}`).toContain(response.status);
      }
      expect(state()).toEqual(before);
    },
  );
});

describe("after the generated posts", () => {
  it("sent exactly what the outbox holds, every e-mail delivered, and logged no error", async () => {
    const outbox = () =>
      Object.fromEntries(
        (
          db.prepare("select status, count(*) as n from lead_deliveries group by status").all() as Array<{
            status: string;
            n: number;
          }>
        ).map((r) => [r.status, r.n]),
      ) as Record<string, number>;
    const deadline = Date.now() + 30_000;
    while ((outbox().pending ?? 0) + (outbox().sending ?? 0) > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    const counts = outbox();
    expect(counts.failed ?? 0).toBe(0);
    expect(counts.pending ?? 0).toBe(0);
    expect(smtp.messages.length).toBe(counts.sent ?? 0);
    expect(smtp.messages.length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 200));
    expect(errorLines(server)).toEqual([]);
  });
});
