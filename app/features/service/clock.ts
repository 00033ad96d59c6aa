import { WEEK_DAYS } from "~/features/company/settings-schema";
import { addDays, wallClock } from "~/lib/wall-clock";

/**
 * The dealership's calendar: "today" and "now" are those of the service department's own
 * time zone, whatever the server's, and dates are YYYY-MM-DD calendar dates.
 */
/** Where the service department is (Moline, IL). */
export const DEALERSHIP_TIME_ZONE = "America/Chicago";

export type WeekDay = (typeof WEEK_DAYS)[number];

export type StoreClock = { today: string; now: string };

/**
 * "Today" and "now" at the dealership (or at a store in another time zone), for the booking
 * rules and the date picker's minimum.
 */
export function dealershipClock(at: Date = new Date(), timeZone: string = DEALERSHIP_TIME_ZONE): StoreClock {
  const { date, time } = wallClock(at, timeZone);
  return { today: date, now: time };
}

/** The weekday of a YYYY-MM-DD date (read as a calendar date, no time zone involved). */
export function weekdayOf(date: string): WeekDay {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return WEEK_DAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
}

export { addDays };
