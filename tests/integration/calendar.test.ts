import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dealershipClock, weekdayOf } from "../../app/features/service/clock";
import {
  decode,
  type FormPage,
  followRedirect,
  openForm,
  person,
  postForm,
  unique,
} from "../support/form-client";
import { type RunningServer, startServer } from "../support/server";

/**
 * "Add to calendar" through the production server (issue 17): a service appointment booked
 * as a plain HTML form, its confirmation page's link, and the .ics file the link downloads,
 * read back from the stored appointment; in Spanish under /es; a link the site did not sign
 * is a 404.
 */
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ env: { RATE_LIMIT_EXEMPT: "loopback" } });
});

afterAll(async () => {
  await server?.stop();
});

/** The next Monday to Friday at least two days out. */
function nextWeekday(): string {
  const { today } = dealershipClock();
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  for (let i = 2; ; i++) {
    const date = new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10);
    if (!["Saturday", "Sunday"].includes(weekdayOf(date))) return date;
  }
}

const unfold = (body: string) => body.replace(/\r\n[ \t]/g, "").split("\r\n");
const property = (body: string, name: string) =>
  unfold(body)
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);

describe("Add to calendar (/calendar/{kind}/{signed reference}.ics)", () => {
  let link = "";
  let date = "";
  const name = `Calendar${unique()}`;

  beforeAll(async () => {
    date = nextWeekday();
    const page = await openForm(server, "/service/schedule");
    const { response } = await postForm(server, "/service/schedule", page, {
      store: "rockford",
      "vehicle.year": "2018",
      "vehicle.make": "Honda",
      "vehicle.model": "CR-V",
      repair_order_lines: ["OILCHG"],
      date,
      time: "10:30",
      ...person(name),
    });
    expect(response.status).toBe(303);
    const confirmation = await followRedirect(server, response, page.cookie);
    expect(confirmation.status).toBe(200);
    link = /href="(\/calendar\/service\/[^"]+\.ics)"/.exec(confirmation.html)?.[1] ?? "";
    expect(decode(confirmation.html)).toContain("Add to calendar");
  });

  it("the confirmation's link downloads the appointment as a calendar file", async () => {
    expect(link).toMatch(/^\/calendar\/service\/SVC-[0-9A-Z]{4}-[0-9A-Z]{4}\.[A-Za-z0-9_-]{22}\.ics$/);
    const response = await fetch(`${server.url}${link}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="service-appointment.ics"',
    );
    const body = await response.text();
    expect(body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(body.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(unfold(body).filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(property(body, "SUMMARY")).toBe("Service appointment at Quad Cities Auto Group Rockford");
    expect(property(body, "LOCATION")).toBe(
      "Quad Cities Auto Group Rockford\\, 6250 East State Street\\, Rockford\\, IL 61108",
    );
    // 10:30 in Rockford (Central time) as UTC: 15:30 or 16:30 depending on summer time.
    expect(property(body, "DTSTART")).toMatch(new RegExp(`^${date.replace(/-/g, "")}T1[56]3000Z$`));
    expect(property(body, "DESCRIPTION")).toContain("(815) 555-0140");
    // The visitor's own details stay out of the file.
    expect(body).not.toContain(name);
    expect(body).not.toContain("555-0123");
  });

  it("the same link under /es is the Spanish file", async () => {
    const response = await fetch(`${server.url}/es${link}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="cita-de-servicio.ics"');
    expect(property(await response.text(), "SUMMARY")).toBe(
      "Cita de servicio en Quad Cities Auto Group Rockford",
    );
  });

  it("a forged, altered or unknown link is a 404, never a file", async () => {
    const forged = link.replace(/\.[A-Za-z0-9_-]{22}\.ics$/, ".AAAAAAAAAAAAAAAAAAAAAA.ics");
    const altered = link.replace(/SVC-[0-9A-Z]{4}-[0-9A-Z]{4}/, "SVC-0000-0000");
    const otherKind = link.replace("/calendar/service/", "/calendar/test-drive/");
    for (const path of [
      forged,
      altered,
      otherKind,
      "/calendar/service/SVC-0000-0000.ics",
      "/calendar/service/..%2F..%2Fetc%2Fpasswd.ics",
      "/es/calendar/inspection/x.y.ics",
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type") ?? "", path).not.toContain("text/calendar");
    }
  });
});

describe("Add to calendar on the trade-in offer, once the inspection is booked", () => {
  const FLOW = "/sell-trade-my-car/your-vehicle";
  let page: FormPage;

  /** Posts one page of the flow as the seller's browser and follows it to the next. */
  async function send(step: string, fields: Record<string, string | string[]>, wait = false) {
    const { response } = await postForm(
      server,
      `${FLOW}?step=${step}`,
      page,
      { step, ...fields },
      { waitFill: wait },
    );
    expect(response.status, step).toBe(303);
    const location = response.headers.get("location")!;
    page = await followRedirect(server, response, page.cookie);
    return location;
  }

  it("links the booked inspection to its calendar file, read from the appraisal", async () => {
    page = await openForm(server, FLOW);
    await send("vehicle", {
      licencePlate: "TRD 415",
      state: "IL",
      year: "2019",
      make: "Honda",
      model: "Civic",
      trim: "EX",
    });
    await send("details", { mileage: "62,000", exteriorColor: "Blue" });
    await send("condition", { "answer-100": "good" });
    await send("history", {
      "answer-101": "none",
      "answer-102": "clean",
      "answer-103": "no",
      "answer-104": "no",
      "answer-105": "two",
      "answer-106": "none",
    });
    await send("wear", {
      "answer-200": ["scratches"],
      "answer-201": "none",
      "answer-202": "none",
      "answer-203": "none",
      "answer-204": "none",
      "answer-205": "fine",
    });
    await send("finance", { "answer-500": "none" });
    await send("comments", { "answer-600": "" });
    const offerLink = await send("contact", person(`Seller${unique()}`), true);
    expect(offerLink).toMatch(/\/offer\//);
    // No link before the inspection is booked.
    expect(page.html).not.toContain("/calendar/");

    const offer = await openForm(server, offerLink);
    const date = nextWeekday();
    const { response } = await postForm(server, offerLink, offer, {
      payment: "cashNow",
      location: "fort-wayne",
      date,
      time: "10:30",
    });
    expect(response.status).toBe(303);
    const booked = await followRedirect(server, response, offer.cookie);
    const link = /href="(\/calendar\/inspection\/[^"]+\.ics)"/.exec(booked.html)?.[1] ?? "";
    expect(link).toMatch(/^\/calendar\/inspection\/[\w-]{24}\.[\w-]{22}\.ics$/);
    const file = await fetch(`${server.url}${link}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const body = await file.text();
    expect(property(body, "SUMMARY")).toBe("Vehicle inspection for your offer: 2019 Honda Civic EX");
    expect(property(body, "LOCATION")).toContain("5400 Illinois Road");
    // 10:30 in Fort Wayne (Eastern time): 14:30 or 15:30 UTC depending on summer time.
    expect(property(body, "DTSTART")).toMatch(new RegExp(`^${date.replace(/-/g, "")}T1[45]3000Z$`));
    expect(property(body, "STATUS")).toBe("CONFIRMED");
  });
});
