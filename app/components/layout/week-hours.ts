import type { Company } from "~/features/company/settings-schema";
import { weekRuns } from "~/features/company/week-runs";
import { formatClock } from "~/lib/format";

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
  return formatClock(time).replace(":00 ", " ");
}

function dayHours(day: WeekHours[number]): string {
  return day.closed || !day.open || !day.close
    ? "Closed"
    : `${shortClock(day.open)} – ${shortClock(day.close)}`;
}

/**
 * A week of opening hours in a few lines for the menus and the footer: days with the same
 * hours run together ("Mon–Thu 9 AM – 7 PM"), Monday first and Sunday last.
 */
export function summarizeWeek(week: WeekHours): HoursLine[] {
  return weekRuns(week, dayHours).map(({ first, last, label }) => ({
    days: first === last ? SHORT_DAY[first.day] : `${SHORT_DAY[first.day]}–${SHORT_DAY[last.day]}`,
    hours: label,
  }));
}
