import type { Company } from "~/features/company/settings-schema";
import { weekRuns } from "~/features/company/week-runs";
import { formatClock } from "~/lib/format";
import { type Language, translator } from "~/lib/i18n";
import { commonCatalogue } from "~/locales/common";

type WeekHours = Company["workingHours"];

export type HoursLine = { days: string; hours: string };

/** "09:00" -> "9 AM" ("9 a. m." in Spanish), "07:30" -> "7:30 AM": short enough for two departments side by side on a phone. */
export function shortClock(time: string, language: Language = "en"): string {
  return formatClock(time, language).replace(":00 ", " ");
}

/**
 * A week of opening hours in a few lines for the menus and the footer: days with the same
 * hours run together ("Mon–Thu 9 AM – 7 PM", "Lun–Jue 9 a. m. – 7 p. m."), Monday first and
 * Sunday last.
 */
export function summarizeWeek(week: WeekHours, language: Language = "en"): HoursLine[] {
  // The settings' weeks are the same objects from one change of the settings to the next, and
  // every page's header and footer show them: summarised once per week and language.
  let byLanguage = summaries.get(week);
  if (!byLanguage) {
    byLanguage = new Map();
    summaries.set(week, byLanguage);
  }
  let lines = byLanguage.get(language);
  if (!lines) {
    lines = summarize(week, language);
    byLanguage.set(language, lines);
  }
  return lines;
}

const summaries = new WeakMap<WeekHours, Map<Language, HoursLine[]>>();

function summarize(week: WeekHours, language: Language): HoursLine[] {
  const t = translator(language, commonCatalogue);
  const short = (day: WeekHours[number]) => t(`common.hours.day.${day.day}`);
  const dayHours = (day: WeekHours[number]) =>
    day.closed || !day.open || !day.close
      ? t("common.hours.closed")
      : `${shortClock(day.open, language)} – ${shortClock(day.close, language)}`;
  return weekRuns(week, dayHours).map(({ first, last, label }) => ({
    days: first === last ? short(first) : `${short(first)}–${short(last)}`,
    hours: label,
  }));
}
