import { DEALERSHIP_TIME_ZONE } from "~/features/service/clock";
import { DAY_MS, wallClock } from "~/lib/wall-clock";

/**
 * How long a car has been on the lot, and the days its price dropped, as the store's calendar
 * counts them: a car listed at 11 pm in Moline was listed that day, not the next one in UTC.
 * Worked out on the server, so the page's HTML and its hydration say the same number.
 */

/** The store's calendar date (YYYY-MM-DD) of an instant (an ISO timestamp). */
export function storeDateOf(instant: string, timeZone: string = DEALERSHIP_TIME_ZONE): string {
  return wallClock(new Date(instant), timeZone).date;
}

/**
 * Whole calendar days from the day a car was listed to today: 0 on the day it was listed.
 * Never negative (a listing time a little ahead of the server's clock is "today").
 */
export function daysInStock(listedAt: string, now: Date, timeZone: string = DEALERSHIP_TIME_ZONE): number {
  const listed = Date.parse(`${storeDateOf(listedAt, timeZone)}T00:00:00Z`);
  const today = Date.parse(`${wallClock(now, timeZone).date}T00:00:00Z`);
  return Math.max(0, Math.round((today - listed) / DAY_MS));
}
