import { describe, expect, it } from "vitest";
import { loadSettings } from "~/features/company/settings.server";
import {
  afterExpiryMessage,
  closedMessage,
  expiryTimeMessage,
  hoursMessage,
  INSPECTION_MESSAGES,
  inspectionSchema,
} from "./sell-trade-inspection";

const settings = loadSettings("content");
// Sunday 22 November 2026, 12:00 at the dealership; the offer runs to Sunday 29 November at 12:00.
const context = {
  payments: ["cashNow", "moreCashLater"],
  locations: settings.locations.map((l) => l.key),
  hours: settings.company.workingHours,
  today: "2026-11-22",
  now: "12:00",
  lastDay: "2026-11-29",
  expiryTime: "12:00",
};
const errorsOf = (values: Record<string, string>, ctx: Partial<typeof context> = {}) => {
  const result = inspectionSchema({ ...context, ...ctx, date: values.date }).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};
const good = { payment: "cashNow", location: "rockford", date: "2026-11-24", time: "10:30" };

describe("the inspection booking", () => {
  it("takes an offer shown, a store, a day up to the offer's expiry and a time the store is open", () => {
    expect(errorsOf(good)).toEqual({});
    expect(errorsOf({ ...good, date: "2026-11-28", time: "16:30" })).toEqual({}); // Saturday, 9 to 5
  });

  it("says what is wrong, field by field", () => {
    expect(errorsOf({ ...good, payment: "bringVehicleIn", location: "chicago" })).toEqual({
      payment: INSPECTION_MESSAGES.payment,
      location: INSPECTION_MESSAGES.location,
    });
    expect(errorsOf({ ...good, date: "2026-11-21" })).toEqual({ date: INSPECTION_MESSAGES.past });
    expect(errorsOf({ ...good, date: "2026-11-30" })).toEqual({ date: afterExpiryMessage("2026-11-29") });
    expect(afterExpiryMessage("2026-11-29")).toBe(
      "Your offer is valid until 11/29/26. Please choose a date up to then.",
    );
    expect(errorsOf({ ...good, date: "2026-11-29" })).toEqual({ date: closedMessage("Sunday") });
    expect(errorsOf({ ...good, date: "2026-11-28", time: "17:00" })).toEqual({
      time: hoursMessage("Saturday", "09:00", "17:00"),
    });
    expect(hoursMessage("Saturday", "09:00", "17:00")).toBe(
      "On Saturdays we inspect vehicles from 9:00 AM to 4:30 PM.",
    );
    expect(errorsOf({ ...good, time: "03:00" })).toEqual({ time: INSPECTION_MESSAGES.time });
    expect(errorsOf({ ...good, date: "2026-13-01" })).toEqual({ date: "Enter a date as YYYY-MM-DD." });
  });

  it("refuses a time already passed today, or past the offer's expiry on its last day", () => {
    const monday = { today: "2026-11-23", now: "14:10", lastDay: "2026-11-30", expiryTime: "14:10" };
    expect(errorsOf({ ...good, date: "2026-11-23", time: "14:00" }, monday)).toEqual({
      time: INSPECTION_MESSAGES.timePassed,
    });
    expect(errorsOf({ ...good, date: "2026-11-23", time: "14:30" }, monday)).toEqual({});
    expect(errorsOf({ ...good, date: "2026-11-30", time: "14:30" }, monday)).toEqual({
      time: expiryTimeMessage("14:10"),
    });
    expect(errorsOf({ ...good, date: "2026-11-30", time: "14:00" }, monday)).toEqual({});
  });

  it("asks for no offer when the vehicle must be seen first, whatever is posted", () => {
    expect(errorsOf({ ...good, payment: "cashNow" }, { payments: [] })).toEqual({});
    const parsed = inspectionSchema({ ...context, payments: [], date: good.date }).parse(good);
    expect(parsed.payment).toBeUndefined();
  });
});
