/**
 * The date and time a wall clock shows in a time zone at an instant, whatever the server's
 * own zone: a store's "today" and "now" (booking rules, a same-day test drive, an offer made
 * at 11 pm in Moline dated that day rather than tomorrow in UTC). One Intl call, read the
 * same on the server, in the browser and in a test.
 */
export type WallClock = {
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM, 24-hour. */
  time: string;
  year: number;
  /** Minutes past midnight. */
  minutes: number;
};

// One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one
// (a car page asks the clock for each day of its test-drive list: 1.7 % of a render's CPU).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function wallClock(at: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    year: Number(parts.year),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** One day in milliseconds, for instants (expiry times, "sold within N days"); calendar dates use `addDays`. */
export const DAY_MS = 86_400_000;

/** The calendar date `days` after a YYYY-MM-DD date (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
