import type { Company } from "~/features/company/settings-schema";

type WeekHours = Company["workingHours"];

export type HoursLine = { days: string; hours: string };

const SHORT_DAY: Record<WeekHours[number]["day"], string> = {
  Sunday: "Sun",
  Monday: "Mon",
  Tuesday: "Tue",
  Wednesday: "Wed",
  Thursday: "Thu",
  Friday: "Fri",
  Saturday: "Sat",
};

/** "09:00" -> "9 AM", "07:30" -> "7:30 AM": short enough for two departments side by side on a phone. */
export function shortClock(time: string): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, "0")}` : ""} ${h >= 12 ? "PM" : "AM"}`;
}

function dayHours(day: WeekHours[number]): string {
  return day.closed || !day.open || !day.close
    ? "Closed"
    : `${shortClock(day.open)} – ${shortClock(day.close)}`;
}

/**
 * A week of opening hours in a few lines for the menus and the footer: days with the same
 * hours run together ("Mon–Thu 9 AM – 7 PM"), Monday first and Sunday last, as
 * shoppers read store hours (the settings list Sunday first, the calendar's week start).
 */
export function summarizeWeek(week: WeekHours): HoursLine[] {
  const mondayFirst = [...week.slice(1), ...week.slice(0, 1)];
  const lines: { first: string; last: string; hours: string }[] = [];
  for (const day of mondayFirst) {
    const hours = dayHours(day);
    const previous = lines.at(-1);
    if (previous && previous.hours === hours) previous.last = SHORT_DAY[day.day];
    else lines.push({ first: SHORT_DAY[day.day], last: SHORT_DAY[day.day], hours });
  }
  return lines.map(({ first, last, hours }) => ({
    days: first === last ? first : `${first}–${last}`,
    hours,
  }));
}
