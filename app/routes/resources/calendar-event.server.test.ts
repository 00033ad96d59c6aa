import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarPath } from "~/features/calendar/calendar-link.server";
import { toServiceLead } from "~/features/leads/forms/service";
import { toTestDriveLead } from "~/features/leads/forms/test-drive";
import { acceptLead } from "~/features/leads/intake/accept-lead.server";
import { appointmentIdFor } from "~/features/service/appointments.server";
import { serviceStoresOf } from "~/features/service/stores";
import { insertAppraisal, recordInspection } from "~/features/trade-in/appraisal-repository.server";
import { appraiseTradeIn } from "~/features/trade-in/appraise";
import { createInventoryValuer } from "~/features/trade-in/comparables.server";
import { appraisalReference } from "~/features/trade-in/signed-id.server";
import { loadTradeInContent } from "~/features/trade-in/trade-in-content.server";
import type { Language } from "~/lib/i18n";
import { testDialects } from "~tests/support/databases";
import { createLeadTestServices, type LeadTestServices } from "~tests/support/lead-services";
import { loader } from "./calendar-event";

/**
 * The "Add to calendar" files read back from real records (a SERVICE lead, a test drive lead,
 * an appraisal's inspection) on a real database: a link the site signed gives the booking's
 * file, in the page's language, without the visitor's own details; anything else is a 404.
 */
const person = {
  firstName: "Ann",
  lastName: "Calendartest",
  email: "ann.cal@example.com",
  phone: "(309) 555-0123",
};
let counter = 0;
const key = () => `calendar-test-${Date.now()}-${counter++}`;

/** The file's lines unfolded (RFC 5545 section 3.1). */
const unfolded = (body: string) => body.replace(/\r\n[ \t]/g, "").split("\r\n");
const property = (body: string, name: string) =>
  unfolded(body)
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);

describe.each(testDialects)("the calendar files on %s", (dialect) => {
  let services: LeadTestServices;
  const links: Record<string, { record: string }> = {};

  const get = async (path: string) => {
    const [, , kind, file] = /^(\/es)?\/calendar\/([^/]+)\/([^/]+)$/.exec(path) ?? [];
    const language: Language = path.startsWith("/es/") ? "es" : "en";
    const context = { services, visitor: { language } } as unknown as AppLoadContext;
    return (await loader({
      params: { kind, file },
      context,
      request: new Request(`https://cars.example.com${path}`),
    } as never)) as Response;
  };

  beforeAll(async () => {
    services = await createLeadTestServices(dialect);
    const { settings } = services;
    const form = { idempotencyKey: key(), pageUrl: "https://cars.example.com/service/schedule" };

    // A service appointment at Fort Wayne (Eastern time), as the scheduler stores it.
    const stores = serviceStoresOf(settings.locations, settings.company.serviceWorkingHours);
    const appointmentId = appointmentIdFor(form.idempotencyKey);
    await acceptLead(
      services,
      toServiceLead(
        {
          store: "fort-wayne",
          date: "2026-11-24",
          time: "09:30",
          vehicle: { year: "2018", make: "Honda", model: "CR-V" },
          repair_order_lines: ["OILCHG"],
          business: {},
          ...person,
        } as never,
        { ...form, stores, appointmentId },
      ),
    );
    links.service = { record: appointmentId };

    // A test drive of a car at Rockford (Central time).
    const rockford = settings.locations.find((l) => l.key === "rockford")!;
    const testDrive = await acceptLead(
      services,
      toTestDriveLead({ date: "2026-11-25", time: "14:00", ...person } as never, {
        idempotencyKey: key(),
        pageUrl: "https://cars.example.com/used-vehicle/2019-toyota-camry",
        vehicle: {
          condition: "used",
          year: 2019,
          make: "Toyota",
          model: "Camry",
          vin: "4T1B11HK5KU123456",
          trim: "LE",
          bodyStyle: "sedans",
          transmission: "automatic",
          interiorColor: "Black",
          exteriorColor: "White",
          price: 21_595,
          mileage: 41_000,
          stockNumber: "R1234",
        } as never,
        store: rockford,
      }),
    );
    links["test-drive"] = { record: testDrive.leadId };

    // A trade-in inspection booked at Moline.
    const content = loadTradeInContent("content");
    const appraised = await appraiseTradeIn(
      content,
      createInventoryValuer(services.db, content),
      {
        vehicle: {
          year: "2016",
          make: "Honda",
          model: "Civic",
          trim: "EX",
          mileage: "88,000",
          exteriorColor: "Blue",
        },
        // The questionnaire's required answers, as the appraisal repository's test gives them.
        answers: {
          "100": "fair",
          "101": "accident",
          "102": "clean",
          "103": "no",
          "104": "marks",
          "105": "one",
          "106": "cosmetic",
          "200": ["dents"],
          "201": "chips",
          "202": ["tire-pressure"],
          "203": "one-or-two",
          "204": ["stains"],
          "205": "worn",
          "300": ["suspension"],
          "301": "surface",
          "500": "none",
        },
      } as never,
      new Date("2026-11-22T18:00:00Z"),
    );
    if (!appraised.ok) throw new Error(JSON.stringify(appraised.errors));
    const appraisal = await insertAppraisal(services.db, appraised.appraisal);
    await recordInspection(
      services.db,
      appraisal.id,
      { location: "moline", date: "2026-11-26", time: "10:00", bookedAt: "2026-11-22T18:05:00.000Z" },
      null,
    );
    links.inspection = { record: appraisal.id };
  });

  afterAll(async () => {
    await services?.cleanup();
  });

  it("serves a service appointment's file from its lead: the store's time as UTC, its address and phone", async () => {
    const response = await get(calendarPath(services, "service", links.service!.record, "en"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="service-appointment.ics"',
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = await response.text();
    expect(body.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    // 9:30 in Fort Wayne (Eastern standard time) is 14:30 UTC; the appointment lasts an hour.
    expect(property(body, "DTSTART")).toBe("20261124T143000Z");
    expect(property(body, "DTEND")).toBe("20261124T153000Z");
    expect(property(body, "UID")).toBe(`service-${links.service!.record}@cars.example.com`);
    expect(property(body, "SUMMARY")).toBe("Service appointment at Quad Cities Auto Group Fort Wayne");
    expect(property(body, "LOCATION")).toBe(
      "Quad Cities Auto Group Fort Wayne\\, 5400 Illinois Road\\, Fort Wayne\\, IN 46804",
    );
    expect(property(body, "DESCRIPTION")).toContain(`Reference: ${links.service!.record}`);
    expect(property(body, "DESCRIPTION")).toContain("(260) 555-0180");
    expect(property(body, "STATUS")).toBe("TENTATIVE");
  });

  it("serves a test drive's and an inspection's files, with the car they are for", async () => {
    const drive = await get(calendarPath(services, "test-drive", links["test-drive"]!.record, "en"));
    expect(drive.status).toBe(200);
    const driveBody = await drive.text();
    expect(property(driveBody, "SUMMARY")).toBe("Test drive: 2019 Toyota Camry LE");
    // 2:00 PM in Rockford (Central time) is 20:00 UTC; a test drive is booked for 30 minutes.
    expect(property(driveBody, "DTSTART")).toBe("20261125T200000Z");
    expect(property(driveBody, "DTEND")).toBe("20261125T203000Z");
    expect(property(driveBody, "LOCATION")).toContain("6250 East State Street");

    const inspection = await get(calendarPath(services, "inspection", links.inspection!.record, "en"));
    expect(inspection.status).toBe(200);
    const body = await inspection.text();
    expect(property(body, "SUMMARY")).toBe("Vehicle inspection for your offer: 2016 Honda Civic EX");
    expect(property(body, "DTSTART")).toBe("20261126T160000Z");
    expect(property(body, "DTSTAMP")).toBe("20261122T180500Z");
    expect(property(body, "STATUS")).toBe("CONFIRMED");
    const reference = appraisalReference(links.inspection!.record);
    expect(property(body, "DESCRIPTION")).toContain(`Reference: ${reference}`);
    // The appraisal's id is half of the seller's offer link: the file names it by its reference.
    expect(body).not.toContain(links.inspection!.record);
    expect(property(body, "UID")).toBe(`inspection-${reference}@cars.example.com`);
  });

  it("never carries the visitor's own name, e-mail or phone", async () => {
    for (const kind of ["service", "test-drive", "inspection"] as const) {
      const body = await (await get(calendarPath(services, kind, links[kind]!.record, "en"))).text();
      for (const personal of [person.firstName, person.lastName, person.email, "555-0123"])
        expect(body, kind).not.toContain(personal);
    }
  });

  it("speaks Spanish under /es, file name included", async () => {
    const response = await get(calendarPath(services, "service", links.service!.record, "es"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="cita-de-servicio.ics"');
    const body = await response.text();
    expect(property(body, "SUMMARY")).toBe("Cita de servicio en Quad Cities Auto Group Fort Wayne");
    expect(unfolded(body).join("\n")).toContain("Referencia: ");
    expect(property(body, "PRODID")).toMatch(/\/\/ES$/);
  });

  it("answers 404 to a forged, altered or borrowed link, and to a signed link whose record is gone", async () => {
    const good = calendarPath(services, "service", links.service!.record, "en");
    const forged = good.replace(/\.[A-Za-z0-9_-]{22}\.ics$/, ".AAAAAAAAAAAAAAAAAAAAAA.ics");
    // Another appointment's number under a real signature.
    const altered = good.replace(links.service!.record, "SVC-AAAA-AAAA");
    // A service link's signature does not open the same record as another kind.
    const borrowed = good.replace("/calendar/service/", "/calendar/inspection/");
    const unknownKind = good.replace("/calendar/service/", "/calendar/party/");
    const gone = calendarPath(services, "service", "SVC-ZZZZ-ZZZZ", "en");
    const noSuchLead = calendarPath(services, "test-drive", "00000000-0000-4000-8000-000000000000", "en");
    for (const path of [
      forged,
      altered,
      borrowed,
      unknownKind,
      gone,
      noSuchLead,
      "/calendar/service/x.ics",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toMatch(/^text\/plain/);
    }
  });
});
