import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CELL_PHONE_CONSENT } from "../../app/features/leads/forms/common";
import { dealershipClock, weekdayOf } from "../../app/features/service/clock";
import { expectValidAdf } from "../support/adf";
import {
  decode,
  errorText,
  followRedirect,
  junkPostStatuses,
  openForm,
  person,
  phoneInputsDescribedBy,
  postForm,
  shownValue,
  storedLeads,
  unique,
} from "../support/form-client";
import { type RunningServer, startServer } from "../support/server";
import { createSmtpTestServer, mailHeader, type SmtpTestServer } from "../support/smtp-peer";

/**
 * The service scheduler through the production server, posted as a plain HTML form (no
 * JavaScript): a real SMTP peer receives the e-mail, xmllint checks its ADF body against the
 * DTD, and the database shows what was stored. Dates and times follow the service hours;
 * bad input gives its message and keeps what was typed; junk never gets a 500.
 */
/**
 * These tests post many forms from this machine: its address is exempt from the per-address
 * limits (RATE_LIMIT_EXEMPT), which are not what these tests are about.
 */
const FORMS_FROM_THIS_MACHINE = { RATE_LIMIT_EXEMPT: "loopback" };

let smtp: SmtpTestServer;
let server: RunningServer;

beforeAll(async () => {
  smtp = await createSmtpTestServer();
  server = await startServer({ env: { SMTP_URL: smtp.url, LOG_LEVEL: "info", ...FORMS_FROM_THIS_MACHINE } });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** The time options the page's time select offers (its placeholder left out). */
const timesOffered = (html: string) => {
  const select = /<select[^>]*name="time"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? "";
  return [...select.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]!);
};

/** The first date at least `ahead` days out for which `predicate` holds. */
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

describe("service appointment (/service/schedule)", () => {
  it("sends SERVICE with the vehicle, repair-order lines and the time inside service hours", async () => {
    const name = `Service${unique()}`;
    const date = nextDate(weekday, 2);
    const page = await openForm(server, "/service/schedule");
    const { response, html } = await postForm(server, "/service/schedule", page, {
      store: "rockford",
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
    // The long form ends on its confirmation page: the number, the store, the time (issue 10).
    expect(response.status, html.slice(0, 300)).toBe(303);
    const location = response.headers.get("location") ?? "";
    expect(location).toMatch(
      /^\/service\/schedule\/confirmation\?ref=SVC-[0-9A-Z]{4}-[0-9A-Z]{4}&store=rockford&at=/,
    );
    const reference = new URL(location, server.url).searchParams.get("ref")!;
    const confirmation = await followRedirect(server, response, page.cookie);
    const shown = decode(confirmation.html);
    expect(confirmation.status).toBe(200);
    expect(shown).toContain("Your appointment is requested");
    expect(shown).toContain(reference);
    expect(shown).toContain("Quad Cities Auto Group Rockford");
    expect(shown).toContain("at 10:30 AM");
    expect(confirmation.html).toContain('href="tel:+18155550140"'); // Rockford's phone
    expect(shown).toContain("A service advisor calls you within one business day");
    const [mail] = await smtp.waitForMail((m) => m.text?.includes(name) ?? false);
    expect(mail!.text).toContain(reference);
    expect(mail!.text).toContain("Quad Cities Auto Group Rockford");
    expect(mailHeader(mail!, "x-lead-kind")).toBe("SERVICE");
    expectValidAdf(mail!.text!);
    expect(mail!.text).toContain("Oil and filter change");
    expect(mail!.text).toContain("Brake inspection");
    expect(mail!.text).toContain(`${date}`);
    expect(mail!.text).toContain("CR-V");
    const [lead] = storedLeads(server, "SERVICE").filter((l) => l.payload.includes(name));
    const details = JSON.parse(lead!.payload).details;
    expect(details.start_datetime).toBe(`${date}T10:30`);
    expect(details.end_datetime).toBe(`${date}T11:30`);
    expect(details.repair_order_lines.map((l: { op_code: string }) => l.op_code)).toEqual([
      "OILCHG",
      "BRAKES",
    ]);
    expect(details.business_customer.name).toBe("Acme Plumbing");
    expect(details.store).toEqual({ key: "rockford", name: "Quad Cities Auto Group Rockford" });
    // Reloading the confirmation sends nothing again.
    await openForm(server, location, confirmation.cookie);
    expect(storedLeads(server, "SERVICE").filter((l) => l.payload.includes(name))).toHaveLength(1);
  });

  it("without JavaScript the server says which times are open: the store first, then the day (issue 10)", async () => {
    const saturday = nextDate((d) => weekdayOf(d) === "Saturday");
    const page = await openForm(server, "/service/schedule");
    // Three stores do service (Elkhart sells only); no time is offered before a store and a day.
    for (const key of ["moline", "rockford", "fort-wayne"]) expect(page.html).toContain(`value="${key}"`);
    expect(page.html).not.toContain('value="elkhart"');
    expect(timesOffered(page.html)).toEqual([]);
    expect(page.html).toContain(">Show open times<");
    const { response, html } = await postForm(
      server,
      "/service/schedule",
      page,
      { store: "moline", date: saturday, refresh: "1", ...person("Refresh") },
      { waitFill: false },
    );
    expect(response.status).toBe(200);
    // Saturday: 8:00 AM to 2:00 PM; the last start is 1:30 PM, and nothing later is offered.
    const times = timesOffered(html);
    expect(times[0]).toBe("08:00");
    expect(times.at(-1)).toBe("13:30");
    expect(times).toHaveLength(12);
    // What was typed is kept, no message is shown yet, and nothing is stored.
    expect(shownValue(html, "date")).toBe(saturday);
    expect(shownValue(html, "lastName")).toBe("Refresh");
    expect(errorText(html, "service-form-time-error")).toBeUndefined();
    expect(storedLeads(server, "SERVICE").some((l) => l.payload.includes("Refresh"))).toBe(false);
    // A Sunday has no open time.
    const sunday = nextDate((d) => weekdayOf(d) === "Sunday");
    const closed = await postForm(
      server,
      "/service/schedule",
      page,
      { store: "moline", date: sunday, refresh: "1" },
      { waitFill: false },
    );
    expect(timesOffered(closed.html)).toEqual([]);
    expect(closed.html).toContain("No open times that day");
  });

  it("the confirmation page without a valid link is a helpful page, not an error (issue 10)", async () => {
    for (const query of [
      "",
      "?ref=SVC-7K3M-Q9TZ&store=moline&at=2026-11-24T09:30&sig=AAAAAAAAAAAAAAAAAAAAAA",
    ]) {
      const page = await openForm(server, `/service/schedule/confirmation${query}`);
      expect(page.status).toBe(200);
      expect(decode(page.html)).toContain("We could not find that confirmation");
      expect(page.html).toContain('href="/service/schedule"');
      expect(page.html).toContain('href="tel:');
    }
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
      const page = await openForm(server, "/service/schedule");
      const { response, html } = await postForm(
        server,
        "/service/schedule",
        page,
        {
          store: "moline",
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
      // An open day stays the chip chosen; a day the chips never offer (closed, past, no such
      // date) is refused on its field and no chip is chosen.
      expect(shownValue(html, "date")).toBe(c.field === "date" ? undefined : c.date);
      expect(shownValue(html, "vehicle.year")).toBe("1800");
      expect(shownValue(html, "lastName")).toBe("Keep");
    }
  });
});

describe("the call-and-text consent (issue 8, point 3)", () => {
  it("the scheduler's phones (the customer's, a business contact's) are described by the consent sentence", async () => {
    const page = await openForm(server, "/service/schedule");
    expect(decode(page.html)).toContain(CELL_PHONE_CONSENT);
    expect(phoneInputsDescribedBy(page.html, CELL_PHONE_CONSENT)).toEqual({
      phone: true,
      "business.contactPhone": true,
    });
  });
});

describe("junk never gets a 500", () => {
  const forms = ["/service/schedule"];

  it.each(forms)("%s: JSON, a file, huge values, wrong shapes and forged intents are 400s", async (form) => {
    const statuses = await junkPostStatuses(server, form);
    for (const status of statuses) expect(status).toBe(400);
  });
});
