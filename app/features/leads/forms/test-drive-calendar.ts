import { type Company, WEEK_DAYS } from "~/features/company/settings-schema";
import { weekRuns } from "~/features/company/week-runs";
import { addDays, type WeekDay, weekdayOf } from "~/features/service/clock";
import { formatClock, longDate } from "~/lib/format";
import { INTL_LOCALES, type Language } from "~/lib/i18n/languages";
import { wallClock } from "~/lib/wall-clock";

/**
 * The days and times a test drive can be booked for, from the sales hours of the store the
 * car is at (spec section 9: 9-19 on weekdays, 9-18 Friday, 9-17 Saturday, closed Sunday).
 * Pure: "now" is passed in as the store's own calendar date and minutes past midnight, so
 * the rules read the same in a test, on the server and in the browser.
 */
export type SalesHours = Company["workingHours"];
export type SalesDay = SalesHours[number];
export type { WeekDay };

/** A bookable day: its date (YYYY-MM-DD), weekday, and start times (HH:MM) in the store's time. */
export type TestDriveDay = { date: string; weekday: WeekDay; times: string[] };

/** Test drives start on the half hour. */
export const SLOT_MINUTES = 30;
/** About how long a test drive takes: the last one starts this long before closing. */
export const TEST_DRIVE_MINUTES = 30;
/** Two weeks of days are offered; further out, plans change and the visitor is better off calling. */
export const DAYS_AHEAD = 14;
/**
 * A same-day test drive starts at least this long from now: time for someone to call back,
 * confirm, and have the car washed and parked out front.
 */
export const NOTICE_MINUTES = 120;

const toMinutes = (time: string) => {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
};
const toClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** A store's calendar date and minutes past midnight at `at`, in the store's time zone. */
export function storeNow(timeZone: string, at: Date = new Date()): { today: string; minutes: number } {
  const { date, minutes } = wallClock(at, timeZone);
  return { today: date, minutes };
}

/** Every start time of an open day: from opening to TEST_DRIVE_MINUTES before closing. */
export function startTimes(day: SalesDay): string[] {
  if (day.closed || !day.open || !day.close) return [];
  const last = toMinutes(day.close) - TEST_DRIVE_MINUTES;
  const times: string[] = [];
  for (let t = Math.ceil(toMinutes(day.open) / SLOT_MINUTES) * SLOT_MINUTES; t <= last; t += SLOT_MINUTES)
    times.push(toClock(t));
  return times;
}

/** Day chips offer at most this many open days: two weeks of them at a glance. */
export const DAY_CHIPS = 14;

/**
 * The days a form's day chips offer (the test drive's, the service scheduler's, the trade-in
 * inspection's), today first: the dates from `today` to `last` that `bookable` accepts, at
 * most `limit` of them. `bookable` refuses a closed day, and today once its last time has
 * passed: a day is offered only with a time left to choose.
 */
export function openDays(
  today: string,
  bookable: (date: string) => boolean,
  { last, limit = DAY_CHIPS }: { last: string; limit?: number },
): string[] {
  const days: string[] = [];
  for (let date = today; date <= last && days.length < limit; date = addDays(date, 1))
    if (bookable(date)) days.push(date);
  return days;
}

/**
 * The days offered, today first: each open day of the next DAYS_AHEAD days with the times
 * still ahead (today's start NOTICE_MINUTES from now at the earliest). A day with no time
 * left (closed, or today after the last start) is not offered.
 */
export function testDriveDays(
  hours: SalesHours,
  now: { today: string; minutes: number },
  daysAhead: number = DAYS_AHEAD,
): TestDriveDay[] {
  const timesOn = (date: string) => {
    const day = hours.find((d) => d.day === weekdayOf(date));
    const earliest = date === now.today ? now.minutes + NOTICE_MINUTES : 0;
    return day ? startTimes(day).filter((t) => toMinutes(t) >= earliest) : [];
  };
  const last = addDays(now.today, daysAhead - 1);
  return openDays(now.today, (date) => timesOn(date).length > 0, { last, limit: daysAhead }).map((date) => ({
    date,
    weekday: weekdayOf(date),
    times: timesOn(date),
  }));
}

/** Every start time of any offered day, in order: what a form without JavaScript lists. */
export function everyStartTime(days: readonly TestDriveDay[]): string[] {
  return [...new Set(days.flatMap((d) => d.times))].sort();
}

/**
 * The words of the hours' sentence in one language (the route gives the Spanish ones from its
 * catalogue): a weekday's name, "from to", "closed", a clock time.
 */
export type HoursWords = {
  day: (weekday: WeekDay) => string;
  range: (from: string, to: string) => string;
  closed: string;
  clock: (time: string) => string;
};

const ENGLISH_HOURS: HoursWords = {
  day: (weekday) => weekday,
  range: (from, to) => `${from} to ${to}`,
  closed: "closed",
  clock: (time) => formatClock(time),
};

/** The store's hours in a sentence, for the time step: "Monday to Thursday 9:00 AM to 7:00 PM; ...". */
export function salesHoursSummary(hours: SalesHours, words: HoursWords = ENGLISH_HOURS): string {
  const labelOf = (weekday: WeekDay) => {
    const day = hours.find((d) => d.day === weekday);
    return !day || day.closed || !day.open || !day.close
      ? words.closed
      : words.range(words.clock(day.open), words.clock(day.close));
  };
  return weekRuns(WEEK_DAYS, labelOf)
    .map(
      (run) =>
        `${run.first === run.last ? words.day(run.first) : words.range(words.day(run.first), words.day(run.last))} ${run.label}`,
    )
    .join("; ");
}

/** Why a time is not offered on a day, with the times that are. */
export function timeOutsideHoursMessage(day: TestDriveDay): string {
  const first = day.times[0]!;
  const last = day.times[day.times.length - 1]!;
  return `On ${longDate(day.date)} we can start a test drive from ${formatClock(first)} to ${formatClock(last)}. Choose one of those times.`;
}

const dateFormat = (language: Language, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(INTL_LOCALES[language], { ...options, timeZone: "UTC" });
const SHORT_WEEKDAY = {
  en: dateFormat("en", { weekday: "short" }),
  es: dateFormat("es", { weekday: "short" }),
};
const SHORT_DAY = {
  en: dateFormat("en", { month: "short", day: "numeric" }),
  es: dateFormat("es", { month: "short", day: "numeric" }),
};

const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** ["Tue", "Nov 24"] ("mar", "24 nov" in Spanish): a day chip's two lines. */
export const shortDate = (date: string, language: Language = "en"): [string, string] => [
  SHORT_WEEKDAY[language].format(utcDate(date)),
  SHORT_DAY[language].format(utcDate(date)),
];

export { formatClock, longDate };
