import path from "node:path";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import { serviceStoresOf } from "~/features/service/stores";
import { CONTACT_FIELDS, FORM_CONTEXT, fieldErrors, formData } from "~tests/support/form-data";
import { detailsSchemaFor } from "../kinds/registry";
import { serviceSchema, timeOptions, toServiceLead } from "./service";

const settings = loadSettings(path.resolve("content"));
// Fort Wayne keeps Eastern time (a store's `timeZone` in content/locations.json).
const locations = settings.locations.map((l) =>
  l.key === "fort-wayne" ? { ...l, timeZone: "America/Indiana/Indianapolis" } : l,
);
const stores = serviceStoresOf(locations, settings.company.serviceWorkingHours);

describe("service appointment form", () => {
  // 2026-11-23 is a Monday, 10:10 in Illinois and 11:10 in Fort Wayne (Eastern time).
  const clocks = {
    moline: { today: "2026-11-23", now: "10:10" },
    rockford: { today: "2026-11-23", now: "10:10" },
    "fort-wayne": { today: "2026-11-23", now: "11:10" },
  };
  const context = { stores, clocks };
  const parse = (fields: Record<string, string | string[]>) => {
    const data = formData({
      ...CONTACT_FIELDS,
      store: "moline",
      "vehicle.year": "2018",
      "vehicle.make": "Honda",
      "vehicle.model": "Civic",
      repair_order_lines: ["OILCHG"],
      ...fields,
    });
    return parseWithZod(data, {
      schema: serviceSchema({ ...context, store: data.get("store"), date: data.get("date") }),
    });
  };

  it("books at the three stores that do service, each in its own time zone", () => {
    expect(stores.map((s) => s.key)).toEqual(["moline", "rockford", "fort-wayne"]);
    expect(stores.find((s) => s.key === "fort-wayne")?.timeZone).toBe("America/Indiana/Indianapolis");
    expect(fieldErrors(parse({ store: "elkhart", date: "2026-11-24", time: "09:30" })).store).toEqual([
      "Choose the store for your appointment.",
    ]);
    expect(fieldErrors(parse({ store: "", date: "2026-11-24", time: "09:30" })).store).toEqual([
      "Choose the store for your appointment.",
    ]);
    // 10:30 today is still to come in Moline, already past in Fort Wayne.
    expect(parse({ date: "2026-11-23", time: "10:30" }).status).toBe("success");
    expect(fieldErrors(parse({ store: "fort-wayne", date: "2026-11-23", time: "10:30" })).time).toEqual([
      "That time has already passed. Please choose a later time.",
    ]);
  });

  it("offers only the chosen store's open times for the chosen day (issue 10)", () => {
    const moline = stores[0];
    const labels = (date: string, store = moline) => timeOptions(store, date, clocks).map((o) => o.value);
    // Saturday: 8:00 AM to 2:00 PM, so the last start is 1:30 PM; nothing later is offered.
    expect(labels("2026-11-28")).toEqual([
      "08:00",
      "08:30",
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
      "12:30",
      "13:00",
      "13:30",
    ]);
    expect(labels("2026-11-24")[0]).toBe("07:30");
    expect(labels("2026-11-24").at(-1)).toBe("17:30");
    expect(labels("2026-11-29")).toEqual([]); // Sunday
    expect(labels("2026-11-22")).toEqual([]); // yesterday
    expect(labels("2026-11-23")[0]).toBe("10:30"); // today, from the next half hour
    expect(labels("2026-11-23", stores[2])[0]).toBe("11:30"); // an hour later in Fort Wayne
    expect(timeOptions(undefined, "2026-11-24", clocks)).toEqual([]);
    expect(timeOptions(moline, "", clocks)).toEqual([]);
    // Every time offered is accepted.
    for (const time of labels("2026-11-28"))
      expect(parse({ date: "2026-11-28", time }).status).toBe("success");
  });

  it("accepts an open day and time", () => {
    expect(parse({ date: "2026-11-24", time: "09:30" }).status).toBe("success");
  });

  it.each([
    ["2026-11-29", "10:00", "date", "We're closed on Sundays. Please choose another day."],
    ["2026-11-22", "10:00", "date", "Please choose a date from today on."],
    ["2027-03-01", "10:00", "date", "Please choose a date within the next 90 days."],
    ["2026-11-28", "14:00", "time", "On Saturdays we take appointments from 8:00 AM to 1:30 PM."],
    ["2026-11-28", "07:30", "time", "On Saturdays we take appointments from 8:00 AM to 1:30 PM."],
    ["2026-11-23", "10:00", "time", "That time has already passed. Please choose a later time."],
    ["2026-11-24", "10:15", "time", "Choose a time."],
    ["11/24/2026", "10:00", "date", "Enter a date as YYYY-MM-DD."],
  ])("refuses %s at %s: %s", (date, time, field, message) => {
    const result = parse({ date, time });
    expect(result.status).toBe("error");
    expect(fieldErrors(result)[field]).toEqual([message]);
  });

  it("needs at least one known service", () => {
    expect(
      fieldErrors(parse({ date: "2026-11-24", time: "09:30", repair_order_lines: [] })).repair_order_lines,
    ).toEqual(["Choose at least one service."]);
    expect(
      fieldErrors(parse({ date: "2026-11-24", time: "09:30", repair_order_lines: ["NOPE"] }))
        .repair_order_lines,
    ).toEqual(["Choose services from the list."]);
  });

  it("maps a valid form to a SERVICE lead: the appointment, its work and the customer's car", () => {
    const result = parse({
      date: "2026-11-28",
      time: "13:30",
      repair_order_lines: ["BRAKES", "OILCHG", "BRAKES"],
      notes_general: "Squeak from the front left wheel.",
      "business.name": "Quad Cities Plumbing",
    });
    if (result.status !== "success") throw new Error("the form should be valid");
    const lead = toServiceLead(result.value, { ...FORM_CONTEXT, stores, appointmentId: "SVC-0123-4567" });
    const car = { year: "2018", make: "Honda", model: "Civic" };
    expect(lead).toEqual({
      kind: "SERVICE",
      idempotencyKey: FORM_CONTEXT.idempotencyKey,
      url: FORM_CONTEXT.pageUrl,
      user: { firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "(309) 555-0123" },
      // The car is the appointment's (vehicle_arr) only: never a vehicle of interest.
      details: {
        appointment_id: "SVC-0123-4567",
        store: { key: "moline", name: "Quad Cities Auto Group Moline" },
        start_datetime: "2026-11-28T13:30",
        // Saturday closes at 14:00, so the hour is cut short.
        end_datetime: "2026-11-28T14:00",
        notes_general: "Squeak from the front left wheel.",
        vehicle_arr: [car],
        repair_order_lines: [
          { op_code: "BRAKES", name: "Brake inspection" },
          { op_code: "OILCHG", name: "Oil and filter change" },
        ],
        business_customer: { name: "Quad Cities Plumbing" },
      },
    });
    expect(detailsSchemaFor(lead.kind).safeParse(lead.details).success).toBe(true);
  });

  it("leaves out an empty business block", () => {
    const result = parse({ date: "2026-11-24", time: "09:30" });
    if (result.status !== "success") throw new Error("the form should be valid");
    const lead = toServiceLead(result.value, { ...FORM_CONTEXT, stores, appointmentId: "SVC-1" });
    expect(lead.details?.business_customer).toBeUndefined();
    expect(lead.comments).toBeUndefined();
  });
});
