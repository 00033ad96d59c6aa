/**
 * Display formats of the site: US dollars, miles, dates and times, in the page's language
 * (`en-US` or `es-US`: "$21,595" in both, "3 de noviembre de 2026", "9:00 a. m."). Every
 * function takes the language last and defaults to English.
 */
import { INTL_LOCALES, type Language } from "./i18n/languages";

/** The calendar's first day of the week: Sunday (spec section 9). */
export const WEEK_STARTS_ON = 0;

/** One formatter per language and options, built once (Intl formatters are costly to make). */
function perLanguage<F>(make: (locale: string) => F): (language: Language) => F {
  const made = new Map<Language, F>();
  return (language) => {
    let formatter = made.get(language);
    if (!formatter) {
      formatter = make(INTL_LOCALES[language]);
      made.set(language, formatter);
    }
    return formatter;
  };
}

const dollars = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 }),
);
const whole = perLanguage((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));

export function formatPrice(amount: number, language: Language = "en"): string {
  return dollars(language).format(amount);
}

export function formatMileage(miles: number, language: Language = "en"): string {
  return `${whole(language).format(miles)} mi`;
}

export function formatNumber(value: number, language: Language = "en"): string {
  return whole(language).format(value);
}

/** "November 3, 2026" / "3 de noviembre de 2026": a calendar date (YYYY-MM-DD) or an instant. */
const fullDate = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }),
);
export function formatFullDate(value: Date | string, language: Language = "en"): string {
  const date =
    typeof value === "string"
      ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value)
      : value;
  return fullDate(language).format(date);
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

const longDay = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }),
);

/** "Tuesday, November 24" / "martes, 24 de noviembre": a calendar date (YYYY-MM-DD), the same in every time zone. */
export function longDate(date: string, language: Language = "en"): string {
  return longDay(language).format(new Date(`${date}T00:00:00Z`));
}

/** "09:00" -> "9:00 AM" (English) or "9:00 a. m." (es-US). */
export function formatClock(time: string, language: Language = "en"): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  const suffix = language === "es" ? (h >= 12 ? "p. m." : "a. m.") : h >= 12 ? "PM" : "AM";
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
