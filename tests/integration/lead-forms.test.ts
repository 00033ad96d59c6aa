import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSettings } from "../../app/features/company/settings.server";
import { CONTACT_TOPICS } from "../../app/features/leads/forms/contact";
import { dealershipClock, weekdayOf } from "../../app/features/leads/forms/service";
import { freePort, ROOT, type RunningServer, startServer } from "../support/server";

/**
 * Every lead form through the production server, posted as a plain HTML form (no
 * JavaScript): a real SMTP server (smtp-server) receives the e-mails, mailparser reads
 * them, xmllint checks each ADF body against the DTD, and the database shows what was
 * (and was not) stored. Bad input on every field gives its message and keeps what was
 * typed; junk never gets a 500.
 */
const ADF_DTD = path.resolve(ROOT, "../shared/adf/adf.dtd");
/** The form guard's minimum fill time (LEAD_FORM_MIN_FILL_MS default), plus a margin. */
const MIN_FILL_MS = 2_000 + 150;
const { company, store, locations } = loadSettings(path.resolve(ROOT, "content"));

const inbox: ParsedMail[] = [];
let smtp: SMTPServer;
let server: RunningServer;
let minimalServer: RunningServer;
let contentDir: string;

beforeAll(async () => {
  const smtpPort = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
  // A second site whose settings turn pre-approval financing off: the minimal layout.
  contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-content-"));
  fs.cpSync(path.join(ROOT, "content"), contentDir, { recursive: true });
  fs.writeFileSync(
    path.join(contentDir, "store.json"),
    JSON.stringify({ ...store, preApprovalFinancingEnabled: false }),
  );
  [server, minimalServer] = await Promise.all([
    startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, LOG_LEVEL: "info" } }),
    startServer({ env: { CONTENT_DIR: contentDir } }),
  ]);
});

afterAll(async () => {
  await Promise.all([server?.stop(), minimalServer?.stop()]);
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  fs.rmSync(contentDir, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------
// Helpers: open a form page, post it as a browser without JavaScript would.

type FormPage = { token: string; cookie: string; renderedAt: number; html: string; status: number };

function mergeCookies(cookie: string, setCookies: string[]): string {
  const jar = new Map(
    cookie
      .split(";")
      .map((c) => c.trim())
      .filter(Boolean)
      .map((c) => [c.slice(0, c.indexOf("=")), c] as const),
  );
  for (const line of setCookies) {
    const pair = line.split(";")[0]!.trim();
    const name = pair.slice(0, pair.indexOf("="));
    if (/max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

async function openForm(pagePath: string, cookie = "", site = server): Promise<FormPage> {
  const response = await fetch(`${site.url}${pagePath}`, { headers: { cookie } });
  const html = await response.text();
  const token = /name="leadFormToken" value="([^"]+)"/.exec(html)?.[1] ?? "";
  return {
    token,
    cookie: mergeCookies(cookie, response.headers.getSetCookie()),
    renderedAt: Date.now(),
    html,
    status: response.status,
  };
}

type Fields = Record<string, string | string[]>;

async function postForm(
  pagePath: string,
  page: FormPage,
  fields: Fields,
  options: { origin?: string | null; waitFill?: boolean; cookie?: string } = {},
) {
  if (options.waitFill !== false) {
    const wait = page.renderedAt + MIN_FILL_MS - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  const body = new URLSearchParams();
  if (!("leadFormToken" in fields)) body.append("leadFormToken", page.token);
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  const headers: Record<string, string> = {
    "Content-Type": "application/x-www-form-urlencoded",
    cookie: options.cookie ?? page.cookie,
  };
  if (options.origin !== null) headers.Origin = options.origin ?? server.url;
  const response = await fetch(`${server.url}${pagePath}`, {
    method: "POST",
    body,
    headers,
    redirect: "manual",
  });
  return { response, html: await response.text() };
}

async function waitForMail(predicate: (mail: ParsedMail) => boolean, count = 1, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = inbox.filter(predicate);
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`expected ${count} e-mail(s), got ${found.length}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const header = (mail: ParsedMail, name: string) => String(mail.headers.get(name) ?? "");
const mailTo = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address));

function expectValidAdf(xml: string) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "adf-")), "lead.xml");
  fs.writeFileSync(file, xml);
  const result = spawnSync("xmllint", ["--noout", "--dtdvalid", ADF_DTD, file], { encoding: "utf8" });
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
}

function leadsOf(
  kind: string,
  site = server,
): Array<{ id: string; payload: string; ssn_ciphertext: string | null }> {
  const db = new Database(path.join(site.dataDir, "dealer.sqlite"), { readonly: true });
  try {
    return db.prepare("select * from leads where kind = ? order by created_at").all(kind) as never;
  } finally {
    db.close();
  }
}

/** Text of the element with this id (a field's error). */
function errorText(html: string, id: string): string | undefined {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`<p id="${escaped}"[^>]*>([^<]*)</p>`).exec(html)?.[1];
}

function decode(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The value a text input, textarea or select shows for `name`. */
function shownValue(html: string, name: string): string | undefined {
  const n = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const input = new RegExp(`<input[^>]*name="${n}"[^>]*>`).exec(html)?.[0];
  if (input) {
    const value = /\svalue="([^"]*)"/.exec(input)?.[1];
    return value === undefined ? undefined : decode(value);
  }
  const textarea = new RegExp(`<textarea[^>]*name="${n}"[^>]*>([^<]*)</textarea>`).exec(html);
  if (textarea) return decode(textarea[1]!);
  const select = new RegExp(`<select[^>]*name="${n}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1];
  if (select) return /<option value="([^"]*)" selected=""/.exec(select)?.[1] ?? "";
  return undefined;
}

const unique = () => Math.random().toString(36).slice(2, 8);
const person = (lastName: string) => ({
  firstName: "Ann",
  lastName,
  email: `ann.${lastName.toLowerCase()}@example.com`,
  phone: "(309) 555-0123",
});

/** The next date at least `ahead` days out that falls on `weekday` (0 Sunday .. 6 Saturday). */
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

// ---------------------------------------------------------------------------------------

describe("contact form (/contact-us)", () => {
  it("shows the form, the sales and service hours and the four locations", async () => {
    const page = await openForm("/contact-us");
    expect(page.status).toBe(200);
    for (const topic of CONTACT_TOPICS) expect(page.html).toContain(`>${topic.name}</option>`);
    expect(page.html).toContain("Privacy Policy");
    expect(page.html).toContain(
      "agree to be contacted by call or text, including by auto-dialers or prerecorded messages",
    );
    expect(page.html).toContain("Working hours");
    expect(page.html).toContain("9:00 AM – 7:00 PM"); // sales, Monday
    expect(page.html).toContain("7:30 AM – 6:00 PM"); // service, Monday
    for (const key of ["moline", "rockford", "elkhart", "fort-wayne"])
      expect(page.html).toContain(`href="/cars-for-sale?location=${key}"`);
    const main = /<main[\s\S]*<\/main>/.exec(page.html)?.[0] ?? "";
    for (const location of locations)
      expect(main).toContain(`href="${decode(location.googleMapsLink).replace(/&/g, "&amp;")}"`);
    expect(page.html).toContain('<link rel="canonical" href="');
  });

  it("sends each of the 7 topics as CONTACT_{target}, an ADF e-mail that passes the DTD", async () => {
    const name = `Topic${unique()}`;
    const pages = await Promise.all(CONTACT_TOPICS.map(() => openForm("/contact-us")));
    const results = await Promise.all(
      CONTACT_TOPICS.map((topic, i) =>
        postForm("/contact-us", pages[i]!, {
          inquiry: topic.value,
          message: `About ${topic.name}, please call me.`,
          ...person(name),
        }),
      ),
    );
    for (const { response } of results) {
      // No JavaScript: post-redirect-get to the confirmation page.
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/amp-contact-request-confirmation");
    }
    const mails = await waitForMail((m) => m.text?.includes(name) ?? false, CONTACT_TOPICS.length);
    expect(mails.map((m) => header(m, "x-lead-kind")).sort()).toEqual(
      CONTACT_TOPICS.map((t) => `CONTACT_${t.to}`).sort(),
    );
    for (const mail of mails) {
      expect(mail.subject).toBe("Website Lead");
      expect(mailTo(mail)).toEqual(["leads@quadcitiesautogroup.example"]);
      expect(mail.text).toContain("<adf>");
      expect(mail.text).toContain("555-555-0123".replace("555-555", "309-555")); // the adf phone mask
      expectValidAdf(mail.text!);
    }
  });

  it("the confirmation page shows the success toast once, from the flash cookie", async () => {
    const page = await openForm("/contact-us");
    const { response } = await postForm("/contact-us", page, {
      inquiry: "7",
      message: "Are you open on holidays?",
      ...person(`Flash${unique()}`),
    });
    expect(response.status).toBe(303);
    const cookie = mergeCookies(page.cookie, response.headers.getSetCookie());
    const confirmation = await fetch(`${server.url}/amp-contact-request-confirmation`, {
      headers: { cookie },
    });
    const html = await confirmation.text();
    expect(confirmation.status).toBe(200);
    expect(html).toContain('role="status"');
    expect(html).toContain("Message sent!");
    expect(decode(html)).toContain(
      "Your message was succesfully sent. Someone from our dealership team will contact with you soon.",
    );
    const again = await fetch(`${server.url}/amp-contact-request-confirmation`, {
      headers: { cookie: mergeCookies(cookie, confirmation.headers.getSetCookie()) },
    });
    expect(await again.text()).not.toContain("Message sent!");
  });

  it("a post from the enhanced form answers 200 with the success toast and a fresh token", async () => {
    const page = await openForm("/contact-us");
    const { response, html } = await postForm("/contact-us", page, {
      enhanced: "1",
      inquiry: "1",
      message: "Is the blue SUV still available?",
      ...person(`Js${unique()}`),
    });
    expect(response.status).toBe(200);
    expect(html).toContain("Message sent!");
    const token = /name="leadFormToken" value="([^"]+)"/.exec(html)?.[1];
    expect(token).toBeTruthy();
    expect(token).not.toBe(page.token);
  });

  it("the same form posted twice makes one lead", async () => {
    const name = `Twice${unique()}`;
    const page = await openForm("/contact-us");
    const fields = { inquiry: "6", message: "Question about my invoice", ...person(name) };
    const [first, second] = await Promise.all([
      postForm("/contact-us", page, fields),
      postForm("/contact-us", page, fields),
    ]);
    expect(first.response.status).toBe(303);
    expect(second.response.status).toBe(303);
    await waitForMail((m) => m.text?.includes(name) ?? false);
    expect(leadsOf("CONTACT_ACCOUNTING").filter((l) => l.payload.includes(name))).toHaveLength(1);
  });

  it("a post from another site is refused before the action (React Router's origin check) and stores nothing", async () => {
    const name = `Elsewhere${unique()}`;
    const page = await openForm("/contact-us");
    const { response } = await postForm(
      "/contact-us",
      page,
      { inquiry: "7", message: "Hello", ...person(name) },
      { origin: "https://evil.example" },
    );
    expect(response.status).toBe(400);
    expect(leadsOf("CONTACT_GENERAL").some((l) => l.payload.includes(name))).toBe(false);
  });

  it("the error toast when the form's token is forged or expired, with the values kept", async () => {
    const page = await openForm("/contact-us");
    const { response, html } = await postForm("/contact-us", page, {
      leadFormToken: "eyJrIjoiYSIsInQiOjB9.forged",
      inquiry: "7",
      message: "Hello",
      ...person("Forged"),
    });
    expect(response.status).toBe(400);
    expect(html).toContain("Something went wrong");
    expect(decode(html)).toContain(
      "There was an error on sending your infromation. Please try again or just gice us a call",
    );
    expect(shownValue(html, "lastName")).toBe("Forged");
    // A fresh token, so the visitor can simply send again.
    expect(html).toMatch(/name="leadFormToken" value="[^"]+\.[^"]+"/);
    expect(html).not.toContain('value="eyJrIjoiYSIsInQiOjB9.forged"');
  });

  it("spam is answered like success and nothing is stored: honeypot, or posted too fast", async () => {
    const honeypotName = `Honey${unique()}`;
    const fastName = `Fast${unique()}`;
    const page = await openForm("/contact-us");
    const honeypot = await postForm("/contact-us", page, {
      enhanced: "1",
      inquiry: "7",
      message: "Buy cheap backlinks",
      companyWebsite: "https://spam.example",
      ...person(honeypotName),
    });
    expect(honeypot.response.status).toBe(200);
    expect(honeypot.html).toContain("Message sent!");
    const fresh = await openForm("/contact-us");
    const fast = await postForm(
      "/contact-us",
      fresh,
      { enhanced: "1", inquiry: "7", message: "Instant bot", ...person(fastName) },
      { waitFill: false },
    );
    expect(fast.response.status).toBe(200);
    expect(fast.html).toContain("Message sent!");
    const all = leadsOf("CONTACT_GENERAL").map((l) => l.payload);
    expect(all.some((p) => p.includes(honeypotName) || p.includes(fastName))).toBe(false);
  });

  it("bad input on every field: its message next to the field, and what was typed kept", async () => {
    const page = await openForm("/contact-us");
    const { response, html } = await postForm("/contact-us", page, {
      inquiry: "",
      message: "   ",
      firstName: "",
      lastName: "",
      email: "ann@example",
      phone: "555-01",
    });
    expect(response.status).toBe(400);
    const expected = {
      inquiry: "This field is required",
      message: "Enter your message.",
      firstName: "Enter your first name.",
      lastName: "Enter your last name.",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
    };
    for (const [field, message] of Object.entries(expected)) {
      expect(errorText(html, `contact-form-${field}-error`), field).toBe(message);
      expect(html).toMatch(
        new RegExp(
          `<(input|select|textarea)[^>]*aria-invalid="true"[^>]*aria-describedby="contact-form-${field}-error"[^>]*name="${field}"|<(input|select|textarea)[^>]*name="${field}"[^>]*aria-invalid="true"`,
        ),
      );
    }
    expect(shownValue(html, "email")).toBe("ann@example");
    expect(shownValue(html, "phone")).toBe("555-01");
    // The same token comes back, so the corrected form is still one lead.
    expect(html).toContain(`value="${page.token}"`);
  });
});

describe("careers form (/our-company/careers)", () => {
  it("sends CAREERS with the position and message; the toast is the careers one", async () => {
    const name = `Career${unique()}`;
    const page = await openForm("/our-company/careers");
    expect(page.html).toContain(">Apply Now<");
    const { response, html } = await postForm("/our-company/careers", page, {
      position: "Service technician",
      message: "Ten years fixing trucks; ASE certified.",
      ...person(name),
    });
    expect(response.status).toBe(200);
    expect(html).toContain("Message sent!");
    expect(html).toContain("Thank you! Your submission has been received!");
    const [mail] = await waitForMail((m) => m.text?.includes(name) ?? false);
    expect(header(mail!, "x-lead-kind")).toBe("CAREERS");
    expect(mail!.text).toContain("Service technician");
    expectValidAdf(mail!.text!);
  });

  it("bad input on every field: its message, values kept", async () => {
    const page = await openForm("/our-company/careers");
    const { response, html } = await postForm("/our-company/careers", page, {
      position: "",
      message: "",
      firstName: "Bo",
      lastName: "",
      email: "bo@",
      phone: "12345",
    });
    expect(response.status).toBe(400);
    expect(errorText(html, "careers-form-position-error")).toBe("Enter the position you are applying for.");
    expect(errorText(html, "careers-form-message-error")).toBe("Enter your message.");
    expect(errorText(html, "careers-form-lastName-error")).toBe("Enter your last name.");
    expect(errorText(html, "careers-form-email-error")).toBe("Please enter a valid email address");
    expect(errorText(html, "careers-form-phone-error")).toBe("Please enter a valid phone number");
    expect(shownValue(html, "firstName")).toBe("Bo");
    expect(shownValue(html, "email")).toBe("bo@");
  });

  it("the careers error toast when the form's token is forged", async () => {
    const page = await openForm("/our-company/careers");
    const { response, html } = await postForm("/our-company/careers", page, {
      leadFormToken: "forged.token",
      position: "Sales",
      message: "Hire me",
      ...person("Forger"),
    });
    expect(response.status).toBe(400);
    expect(html).toContain("Oops! Something went wrong while submitting the form.");
    expect(shownValue(html, "position")).toBe("Sales");
  });
});

describe("team pages and the staff-member form", () => {
  it("lists the staff by department, each linking to their page with a local portrait", async () => {
    const response = await fetch(`${server.url}/our-company/meet-our-team`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(/<h2[^>]*>Sales<\/h2>/);
    expect(html).toMatch(/<h2[^>]*>Office<\/h2>/);
    expect(html).toContain('href="/our-company/meet-our-team/marcus-bennett"');
    const photo = await fetch(`${server.url}/staff-photos/marcus-bennett.svg`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/svg+xml");
    expect(await photo.text()).toContain(">MB</text>");
    expect((await fetch(`${server.url}/staff-photos/nobody.svg`)).status).toBe(404);
  });

  it("a member's page is titled with the name and department; an unknown slug is 404", async () => {
    const page = await openForm("/our-company/meet-our-team/priya-shah");
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<title>Priya Shah - Office | ${company.name}</title>`);
    const missing = await fetch(`${server.url}/our-company/meet-our-team/no-such-person`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Page not found");
    const post = await postForm("/our-company/meet-our-team/no-such-person", page, {
      message: "hi",
      ...person("Nobody"),
    });
    expect(post.response.status).toBe(404);
  });

  it("sends STAFF_MEMBER to the dealer (ADF) and a readable copy to the member's primary e-mail", async () => {
    const name = `Staff${unique()}`;
    const page = await openForm("/our-company/meet-our-team/alicia-ramirez");
    const { response, html } = await postForm("/our-company/meet-our-team/alicia-ramirez", page, {
      message: "Can we set up a test drive Saturday?",
      ...person(name),
    });
    expect(response.status).toBe(200);
    expect(html).toContain("Message sent!");
    const mails = await waitForMail((m) => m.text?.includes(name) ?? false, 2);
    const dealer = mails.find((m) => mailTo(m).includes("leads@quadcitiesautogroup.example"))!;
    const member = mails.find((m) => mailTo(m).includes("alicia.ramirez@quadcitiesautogroup.example"))!;
    expect(header(dealer, "x-lead-kind")).toBe("STAFF_MEMBER");
    expectValidAdf(dealer.text!);
    expect(member.text).not.toContain("<adf>");
    expect(member.text).toContain("Can we set up a test drive Saturday?");
    expect(member.text).toContain("Alicia Ramirez");
  });
});

describe("service appointment (/service/schedule)", () => {
  it("sends SERVICE with the vehicle, repair-order lines and the time inside service hours", async () => {
    const name = `Service${unique()}`;
    const date = nextDate(weekday, 2);
    const page = await openForm("/service/schedule");
    const { response, html } = await postForm("/service/schedule", page, {
      "vehicle.year": "2018",
      "vehicle.make": "Honda",
      "vehicle.model": "CR-V",
      repair_order_lines: ["OILCHG", "BRAKES"],
      date,
      time: "10:30",
      notes_general: "Squeaks when braking",
      "business.name": "Acme Plumbing",
      "business.contactName": "Jo Acme",
      "business.contactEmail": "jo@acme.example",
      ...person(name),
    });
    expect(response.status, html.slice(0, 300)).toBe(200);
    expect(html).toContain("Appointment requested!");
    const [mail] = await waitForMail((m) => m.text?.includes(name) ?? false);
    expect(header(mail!, "x-lead-kind")).toBe("SERVICE");
    expectValidAdf(mail!.text!);
    expect(mail!.text).toContain("Oil and filter change");
    expect(mail!.text).toContain("Brake inspection");
    expect(mail!.text).toContain(`${date}`);
    expect(mail!.text).toContain("CR-V");
    const [lead] = leadsOf("SERVICE").filter((l) => l.payload.includes(name));
    const details = JSON.parse(lead!.payload).details;
    expect(details.start_datetime).toBe(`${date}T10:30`);
    expect(details.end_datetime).toBe(`${date}T11:30`);
    expect(details.repair_order_lines.map((l: { op_code: string }) => l.op_code)).toEqual([
      "OILCHG",
      "BRAKES",
    ]);
    expect(details.business_customer.name).toBe("Acme Plumbing");
  });

  it("rejects a Sunday, a past date, a time outside the day's hours and bad fields, keeping the values", async () => {
    const sunday = nextDate((d) => weekdayOf(d) === "Sunday");
    const saturday = nextDate((d) => weekdayOf(d) === "Saturday");
    const { today } = dealershipClock();
    const [y, m, d] = today.split("-").map(Number) as [number, number, number];
    const yesterday = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
    const cases = [
      {
        date: sunday,
        time: "10:00",
        field: "date",
        message: "We're closed on Sundays. Please choose another day.",
      },
      { date: yesterday, time: "10:00", field: "date", message: "Please choose a date from today on." },
      {
        date: saturday,
        time: "15:00",
        field: "time",
        message: "On Saturdays we take appointments from 8:00 AM to 1:30 PM.",
      },
      { date: "2026-02-30", time: "10:00", field: "date", message: "Enter a date as YYYY-MM-DD." },
      { date: nextDate(weekday, 2), time: "03:00", field: "time", message: "Choose a time." },
    ];
    for (const c of cases) {
      const page = await openForm("/service/schedule");
      const { response, html } = await postForm(
        "/service/schedule",
        page,
        {
          "vehicle.year": "1800",
          "vehicle.make": "",
          "vehicle.model": "",
          repair_order_lines: [],
          date: c.date,
          time: c.time,
          "business.contactEmail": "not-an-email",
          "business.contactPhone": "12",
          ...person("Keep"),
        },
        { waitFill: false },
      );
      expect(response.status).toBe(400);
      expect(decode(errorText(html, `service-form-${c.field}-error`) ?? ""), c.message).toBe(c.message);
      expect(errorText(html, "service-form-vehicle.year-error")).toBe("Enter the year of the vehicle.");
      expect(errorText(html, "service-form-vehicle.make-error")).toBe("Enter the make of the vehicle.");
      expect(errorText(html, "service-form-vehicle.model-error")).toBe("Enter the model of the vehicle.");
      expect(errorText(html, "service-form-repair_order_lines-error")).toBe("Choose at least one service.");
      expect(errorText(html, "service-form-business.contactEmail-error")).toBe(
        "Please enter a valid email address",
      );
      expect(errorText(html, "service-form-business.contactPhone-error")).toBe(
        "Please enter a valid phone number",
      );
      expect(shownValue(html, "date")).toBe(c.date);
      expect(shownValue(html, "vehicle.year")).toBe("1800");
      expect(shownValue(html, "lastName")).toBe("Keep");
    }
  });
});

describe("financing pre-approval (/auto-financing/apply-for-financing)", () => {
  const fields = (name: string, phone = "(309) 555-0177") => ({
    identifier: "co-applicant",
    buyingTime: "Within a month",
    ...person(name),
    phone,
    address: "12 Elm Street",
    apartment: "Apt 4",
    city: "Moline",
    state: "IL",
    zipCode: "61265",
  });

  it("is in the default layout when pre-approval financing is enabled, minimal otherwise", async () => {
    const page = await openForm("/auto-financing/apply-for-financing");
    expect(page.html).toContain("No impact on your credit score");
    expect(page.html).toContain('aria-label="Main"');
    expect(page.html).toContain("<footer");
    const minimal = await openForm("/auto-financing/apply-for-financing", "", minimalServer);
    expect(minimal.status).toBe(200);
    expect(minimal.html).toContain("No impact on your credit score");
    expect(minimal.html).not.toContain('aria-label="Main"');
    expect(minimal.html).not.toContain("<footer");
  });

  it("sends APPLY_FINANCING with the home address; unchanged visitor data submits nothing and answers ok", async () => {
    const name = `Finance${unique()}`;
    const page = await openForm("/auto-financing/apply-for-financing");
    const first = await postForm("/auto-financing/apply-for-financing", page, fields(name));
    expect(first.response.status).toBe(200);
    expect(first.html).toContain("Application received!");
    const cookie = mergeCookies(page.cookie, first.response.headers.getSetCookie());
    expect(cookie).toContain("visitorProfile=");
    const [mail] = await waitForMail((m) => m.text?.includes(name) ?? false);
    expect(header(mail!, "x-lead-kind")).toBe("APPLY_FINANCING");
    expectValidAdf(mail!.text!);
    expect(mail!.text).toContain("12 Elm Street");
    expect(mail!.text).toContain("Within a month");
    expect(leadsOf("APPLY_FINANCING").filter((l) => l.payload.includes(name))).toHaveLength(1);

    // The page remembers the visitor, and the same data again is not sent again.
    const again = await openForm("/auto-financing/apply-for-financing", cookie);
    expect(shownValue(again.html, "lastName")).toBe(name);
    const second = await postForm("/auto-financing/apply-for-financing", again, fields(name));
    expect(second.response.status).toBe(200);
    expect(second.html).toContain("Application received!");
    expect(leadsOf("APPLY_FINANCING").filter((l) => l.payload.includes(name))).toHaveLength(1);

    // A changed phone is new data: a new lead.
    const changed = await openForm("/auto-financing/apply-for-financing", cookie);
    const third = await postForm(
      "/auto-financing/apply-for-financing",
      changed,
      fields(name, "(309) 555-0199"),
    );
    expect(third.response.status).toBe(200);
    expect(leadsOf("APPLY_FINANCING").filter((l) => l.payload.includes(name))).toHaveLength(2);
  });

  it("bad input on every field: its message, values kept", async () => {
    const page = await openForm("/auto-financing/apply-for-financing");
    const { response, html } = await postForm("/auto-financing/apply-for-financing", page, {
      identifier: "someone-else",
      buyingTime: "",
      firstName: "",
      lastName: "Kept",
      email: "x",
      phone: "1",
      address: "",
      city: "",
      state: "ZZ",
      zipCode: "6126",
    });
    expect(response.status).toBe(400);
    const expected = {
      identifier: "Choose who is applying.",
      buyingTime: "Choose when you plan to buy.",
      firstName: "Enter your first name.",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      address: "This field is required",
      city: "This field is required",
      state: "This field is required",
      zipCode: "Enter a 5-digit ZIP code.",
    };
    for (const [field, message] of Object.entries(expected))
      expect(errorText(html, `financing-form-${field}-error`), field).toBe(message);
    expect(shownValue(html, "lastName")).toBe("Kept");
    expect(shownValue(html, "zipCode")).toBe("6126");
  });
});

describe("full credit application (/auto-financing/full-credit-application)", () => {
  const SSN = "457-55-5462";
  const CO_SSN = "523-41-7788";
  const application = (name: string): Fields => ({
    firstName: "Carla",
    middleName: "J",
    lastName: name,
    suffix: "Jr.",
    email: "carla@example.com",
    phone: "309-555-0144",
    dateOfBirth: "1986-04-12",
    "residences[0].fullAddress": "400 River Drive",
    "residences[0].apartment": "",
    "residences[0].city": "Moline",
    "residences[0].state": "IL",
    "residences[0].zipCode": "61265",
    "residences[0].housingStatus": "Rent",
    "residences[0].monthlyRent": "$1,150",
    "residences[0].yearsAtAddress": "1",
    "residences[0].monthsAtAddress": "3",
    "residences[1].fullAddress": "9 Old Road",
    "residences[1].city": "Rock Island",
    "residences[1].state": "IL",
    "residences[1].zipCode": "61201",
    "residences[1].housingStatus": "Live with family",
    "residences[1].monthlyRent": "0",
    "residences[1].yearsAtAddress": "4",
    "residences[1].monthsAtAddress": "0",
    "employments[0].employer": "John Deere",
    "employments[0].jobTitle": "Machinist",
    "employments[0].phone": "309-555-0190",
    "employments[0].monthlyIncome": "4,800",
    "employments[0].incomeType": "Full-time",
    "employments[0].years": "6",
    "employments[0].months": "2",
    hasCoBorrower: "on",
    "coBorrower.firstName": "Dev",
    "coBorrower.lastName": name,
    "coBorrower.phone": "309-555-0145",
    "coBorrower.dateOfBirth": "1984-09-30",
    "coBorrower.residences[0].fullAddress": "400 River Drive",
    "coBorrower.residences[0].city": "Moline",
    "coBorrower.residences[0].state": "IL",
    "coBorrower.residences[0].zipCode": "61265",
    "coBorrower.residences[0].housingStatus": "Rent",
    "coBorrower.residences[0].monthlyRent": "0",
    "coBorrower.residences[0].yearsAtAddress": "1",
    "coBorrower.residences[0].monthsAtAddress": "3",
    "coBorrower.employments[0].employer": "Trinity Hospital",
    "coBorrower.employments[0].monthlyIncome": "3900",
    "coBorrower.employments[0].incomeType": "Part-time",
    "coBorrower.employments[0].years": "2",
    "coBorrower.employments[0].months": "0",
    "coBorrower.ssn": CO_SSN,
    ssn: SSN,
    consent: "on",
  });

  it("sends FULL_CREDIT_APP with history and co-borrower; the SSNs are encrypted, never in the mail or the logs", async () => {
    const name = `Credit${unique()}`;
    const page = await openForm("/auto-financing/full-credit-application");
    expect(page.html).toContain('aria-label="Application progress"');
    const { response, html } = await postForm(
      "/auto-financing/full-credit-application",
      page,
      application(name),
    );
    expect(response.status, html.slice(0, 500)).toBe(200);
    expect(html).toContain("Application received!");
    const [mail] = await waitForMail((m) => m.text?.includes(name) ?? false);
    expect(header(mail!, "x-lead-kind")).toBe("FULL_CREDIT_APP");
    expectValidAdf(mail!.text!);
    expect(mail!.text).toContain("John Deere");
    expect(mail!.text).toContain("Trinity Hospital");
    expect(mail!.text).toContain("9 Old Road");
    for (const ssn of [SSN, CO_SSN]) {
      const digits = ssn.replace(/-/g, "");
      expect(mail!.text).not.toContain(ssn);
      expect(mail!.text).not.toContain(digits);
      expect(mail!.text).toContain(ssn.slice(-4));
    }
    const [lead] = leadsOf("FULL_CREDIT_APP").filter((l) => l.payload.includes(name));
    expect(lead!.ssn_ciphertext).toBeTruthy();
    expect(lead!.payload).not.toContain(SSN);
    expect(lead!.ssn_ciphertext).not.toContain(SSN.replace(/-/g, ""));
    const payload = JSON.parse(lead!.payload);
    expect(payload.user.dateOfBirth).toBe("1986-04-12");
    expect(payload.details.residences).toHaveLength(2);
    expect(payload.details.residences[0].monthlyRent).toBe(1150);
    expect(payload.details.coBorrower.user.firstName).toBe("Dev");
    expect(server.output()).not.toContain(SSN);
    expect(server.output()).not.toContain(CO_SSN);
  });

  it("without a ticked co-borrower, half-filled co-borrower fields are ignored", async () => {
    const name = `Solo${unique()}`;
    const fields = application(name);
    delete fields.hasCoBorrower;
    fields["coBorrower.firstName"] = "";
    fields["coBorrower.ssn"] = "bad";
    const page = await openForm("/auto-financing/full-credit-application");
    const { response } = await postForm("/auto-financing/full-credit-application", page, fields);
    expect(response.status).toBe(200);
    const [lead] = leadsOf("FULL_CREDIT_APP").filter((l) => l.payload.includes(name));
    expect(JSON.parse(lead!.payload).details.coBorrower).toBeUndefined();
  });

  it("bad input on every field: its message; values kept except the SSNs, which never come back", async () => {
    const page = await openForm("/auto-financing/full-credit-application");
    const { response, html } = await postForm("/auto-financing/full-credit-application", page, {
      firstName: "",
      lastName: "",
      middleName: "Q",
      email: "carla@",
      phone: "12",
      dateOfBirth: "2015-01-01",
      "residences[0].fullAddress": "",
      "residences[0].city": "",
      "residences[0].state": "",
      "residences[0].zipCode": "abc",
      "residences[0].housingStatus": "Castle",
      "residences[0].monthlyRent": "lots",
      "residences[0].yearsAtAddress": "-1",
      "residences[0].monthsAtAddress": "12",
      "employments[0].employer": "",
      "employments[0].monthlyIncome": "",
      "employments[0].incomeType": "",
      "employments[0].years": "x",
      "employments[0].months": "",
      "employments[0].phone": "1",
      hasCoBorrower: "on",
      "coBorrower.firstName": "",
      "coBorrower.ssn": "666-12-3456",
      ssn: "123-45-6789",
    });
    expect(response.status).toBe(400);
    const id = (name: string) => `credit-application-${name}-error`;
    const expected: Record<string, string> = {
      firstName: "Enter your first name.",
      lastName: "Enter your last name.",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      dateOfBirth: "You must be at least 18 years old to apply.",
      "residences[0].fullAddress": "Enter your street address.",
      "residences[0].city": "This field is required",
      "residences[0].state": "This field is required",
      "residences[0].zipCode": "Enter a 5-digit ZIP code.",
      "residences[0].housingStatus": "This field is required",
      "residences[0].monthlyRent": "Enter your monthly rent or mortgage payment (0 if none).",
      "residences[0].yearsAtAddress": "Enter 0 to 99 years.",
      "residences[0].monthsAtAddress": "Enter 0 to 11 months.",
      "employments[0].employer": 'Enter your employer (or "Retired", "Self-employed").',
      "employments[0].monthlyIncome": "Enter your monthly income before taxes.",
      "employments[0].incomeType": "This field is required",
      "employments[0].years": "Enter a whole number.",
      "employments[0].months": "This field is required",
      "employments[0].phone": "Please enter a valid phone number",
      "coBorrower.firstName": "Enter your first name.",
      "coBorrower.ssn": "Enter a valid Social Security number.",
      consent: "Please agree to continue.",
    };
    for (const [field, message] of Object.entries(expected))
      expect(decode(errorText(html, id(field)) ?? ""), field).toBe(message);
    expect(shownValue(html, "middleName")).toBe("Q");
    expect(shownValue(html, "residences[0].monthlyRent")).toBe("lots");
    expect(shownValue(html, "dateOfBirth")).toBe("2015-01-01");
    // The SSNs are never sent back, valid or not.
    expect(html).not.toContain("123-45-6789");
    expect(html).not.toContain("666-12-3456");
    expect(shownValue(html, "ssn") ?? "").toBe("");
  });

  it("adds and removes a previous address without JavaScript (Conform's list buttons post the form)", async () => {
    const page = await openForm("/auto-financing/full-credit-application");
    const button = /<button([^>]*)>Add a previous address<\/button>/.exec(page.html)?.[1] ?? "";
    expect(button).toContain('name="__intent__"');
    const insert = /value="([^"]*)"/.exec(button);
    expect(insert).toBeTruthy();
    const { response, html } = await postForm(
      "/auto-financing/full-credit-application",
      page,
      { firstName: "Kept", "residences[0].city": "Moline", __intent__: decode(insert![1]!) },
      { waitFill: false },
    );
    expect(response.status).toBe(200);
    expect(html).toContain("Previous address 1");
    expect(shownValue(html, "firstName")).toBe("Kept");
    // A list button is not a submission: no error messages yet.
    expect(errorText(html, "credit-application-firstName-error")).toBeUndefined();

    const remove = /<button([^>]*)>Remove previous address 1<\/button>/.exec(html)?.[1] ?? "";
    const removeIntent = /value="([^"]*)"/.exec(remove)?.[1];
    expect(removeIntent).toBeTruthy();
    const after = await postForm(
      "/auto-financing/full-credit-application",
      page,
      {
        firstName: "Kept",
        "residences[0].city": "Moline",
        "residences[1].city": "Gone",
        __intent__: decode(removeIntent!),
      },
      { waitFill: false },
    );
    expect(after.response.status).toBe(200);
    expect(after.html).not.toContain("Previous address 1");
    expect(shownValue(after.html, "residences[0].city")).toBe("Moline");
  });
});

describe("junk never gets a 500", () => {
  const forms = [
    "/contact-us",
    "/our-company/careers",
    "/our-company/meet-our-team/marcus-bennett",
    "/service/schedule",
    "/auto-financing/apply-for-financing",
    "/auto-financing/full-credit-application",
  ];

  it.each(forms)("%s: JSON, a file, huge values, wrong shapes and forged intents are 400s", async (form) => {
    const page = await openForm(form);
    const origin = server.url;
    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${form}`, { method: "POST", body, headers: { Origin: origin, ...headers } });
    const statuses: number[] = [];
    statuses.push(
      (await post(JSON.stringify({ firstName: "x" }), { "Content-Type": "application/json" })).status,
    );
    statuses.push((await post("%%%garbage", { "Content-Type": "application/x-www-form-urlencoded" })).status);
    const multipart = new FormData();
    multipart.append("firstName", new Blob(["x".repeat(1000)]), "cv.pdf");
    statuses.push((await post(multipart)).status);
    statuses.push(
      (await post(new URLSearchParams({ leadFormToken: page.token, message: "x".repeat(300_000) }))).status,
    );
    statuses.push(
      (
        await post(
          new URLSearchParams({
            leadFormToken: page.token,
            "firstName[0].x": "a",
            "residences[99999].city": "b",
          }),
        )
      ).status,
    );
    statuses.push(
      (await post(new URLSearchParams({ leadFormToken: page.token, __intent__: "{not json" }))).status,
    );
    statuses.push(
      (
        await post(
          new URLSearchParams({ leadFormToken: page.token, "firstName.a.b": "1", inquiry: "<script>" }),
        )
      ).status,
    );
    for (const status of statuses) expect(status).toBe(400);
  });

  it("a very long but otherwise valid message gets its length message, not a 500", async () => {
    const page = await openForm("/contact-us");
    const { response, html } = await postForm(
      "/contact-us",
      page,
      { inquiry: "7", message: "y".repeat(6000), ...person("Long") },
      { waitFill: false },
    );
    expect(response.status).toBe(400);
    expect(errorText(html, "contact-form-message-error")).toBe("Please keep this under 5,000 characters.");
  });
});
