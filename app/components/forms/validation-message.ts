import { useMemo } from "react";
import { formatClock, formatFullDate, longDate } from "~/lib/format";
import { hasMessage, type Language, translator } from "~/lib/i18n";
import { useLanguage } from "~/lib/i18n/use-t";
import { validationCatalogue } from "~/locales/validation";

/**
 * A validation message in the page's language. The zod schemas give their messages in
 * English (the JSON API and the tests read them), and the `validation` catalogue is keyed by
 * that English text, so a field shows `t(message)` when the catalogue has it and the message
 * as it is otherwise.
 *
 * A message built with values ("Please keep this under 5,000 characters.", "We're closed on
 * Sundays. ...") is in the catalogue as an ICU id whose English text is the schema's output
 * with the values as placeholders ("Please keep this under {max} characters."). Such a
 * message is matched against those ids, and its values are read back by their placeholder's
 * name and written again in the page's language: `day` a weekday ("Sunday" -> "domingos",
 * the messages say "on Sundays"), `start`, `end` and `time` a clock ("9:00 AM"), `date` a day
 * ("Tuesday, November 24" or "11/24/26"); any other value (`max`, a number) as it is.
 */

type Template = { id: string; pattern: RegExp; names: string[] };

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

function templatesOf(ids: string[]): Template[] {
  return ids
    .filter((id) => /\{\w+\}/.test(id))
    .map((id) => {
      const names: string[] = [];
      const source = id
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return escapeRegExp(part);
          names.push(name);
          return "(.+?)";
        })
        .join("");
      return { id, pattern: new RegExp(`^${source}$`), names };
    });
}

const TEMPLATES = templatesOf(Object.keys(validationCatalogue.en));

/** Weekdays as the messages name them ("on Mondays"), in Spanish ("los lunes"). */
const SPANISH_WEEKDAYS: Record<string, string> = {
  Sunday: "domingos",
  Monday: "lunes",
  Tuesday: "martes",
  Wednesday: "miércoles",
  Thursday: "jueves",
  Friday: "viernes",
  Saturday: "sábados",
};

/** "9:00 AM" -> "09:00", or undefined. */
function clockOf(text: string): string | undefined {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(text);
  if (!match) return undefined;
  const hour = (Number(match[1]) % 12) + (match[3] === "PM" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${match[2]}`;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** "11/24/26" or "Tuesday, November 24" (the weekday picks the year, from last year on) as YYYY-MM-DD. */
function dateOf(text: string, today: Date = new Date()): string | undefined {
  const short = /^(\d{2})\/(\d{2})\/(\d{2})$/.exec(text);
  if (short) return `20${short[3]}-${short[1]}-${short[2]}`;
  const long = /^(\w+), (\w+ \d{1,2})$/.exec(text);
  if (!long) return undefined;
  for (let year = today.getUTCFullYear() - 1; year <= today.getUTCFullYear() + 2; year++) {
    const date = new Date(`${long[2]}, ${year} 00:00:00 UTC`);
    if (Number.isNaN(date.getTime())) return undefined;
    if (longDate(iso(date)) === text) return iso(date);
  }
  return undefined;
}

function valueIn(language: Language, name: string, text: string): string {
  if (name === "day") return SPANISH_WEEKDAYS[text] ?? text;
  if (name === "start" || name === "end" || name === "time") {
    const clock = clockOf(text);
    return clock ? formatClock(clock, language) : text;
  }
  if (name === "date") {
    const date = dateOf(text);
    if (!date) return text;
    return text.includes("/") ? formatFullDate(date, language) : longDate(date, language);
  }
  return text;
}

/** `message` in `language`: its translation, or the message as it is when there is none. */
export function validationMessage(message: string, language: Language): string {
  if (language === "en" || !message) return message;
  const t = translator(language, validationCatalogue);
  if (hasMessage(language, message)) return t(message);
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(
      template.names.map((name, i) => [name, valueIn(language, name, match[i + 1] ?? "")]),
    );
    return t(template.id, values);
  }
  return message;
}

/** The page's translator of validation messages: `vt(meta.errors[0])`. */
export function useValidationMessage(): (message: string) => string {
  const language = useLanguage();
  return useMemo(() => (message: string) => validationMessage(message, language), [language]);
}
