/** Display formats of the site: US dollars, miles and the spec's mm/dd/yy dates. */

/** The calendar's first day of the week: Sunday (spec section 9). */
export const WEEK_STARTS_ON = 0;

const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

export function formatPrice(amount: number): string {
  return dollars.format(amount);
}

export function formatMileage(miles: number): string {
  return `${whole.format(miles)} mi`;
}

export function formatNumber(value: number): string {
  return whole.format(value);
}

/** mm/dd/yy, read in UTC for a date-only ISO string so the day never shifts with the time zone. */
export function formatDate(value: Date | string): string {
  const date =
    typeof value === "string"
      ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value)
      : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  const utc = typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const month = utc ? date.getUTCMonth() + 1 : date.getMonth() + 1;
  const day = utc ? date.getUTCDate() : date.getDate();
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  return `${String(month).padStart(2, "0")}/${String(day).padStart(2, "0")}/${String(year % 100).padStart(2, "0")}`;
}

/** The days of a week as the calendar shows them, starting on Sunday. */
export function weekdayLabels(locale = "en-US"): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) =>
    format.format(new Date(Date.UTC(2023, 0, 1 + ((i + WEEK_STARTS_ON) % 7)))),
  );
}

/** "09:00" -> "9:00 AM". */
const longDay = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** "Tuesday, November 24": a calendar date (YYYY-MM-DD), read the same in every time zone. */
export function longDate(date: string): string {
  return longDay.format(new Date(`${date}T00:00:00Z`));
}

export function formatClock(time: string): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const suffix = h >= 12 ? "PM" : "AM";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** Title-cases a URL segment: "meet-our-team" -> "Meet Our Team". */
export function titleCaseSegment(segment: string): string {
  return decodeURIComponentSafe(segment)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A `tel:` link for a US phone number however it is written: +1 and its last ten digits. */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, "").slice(-10)}`;
}
