import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { ChoiceChips } from "~/components/gates/choice-chips";
import { longDate, shortDate } from "~/features/leads/forms/test-drive-calendar";
import { useLanguage } from "~/lib/i18n/use-t";

// biome-ignore lint/suspicious/noExplicitAny: a date field of any form's schema
type Meta = FieldMetadata<any, any, string[]>;

/**
 * A form's day as chips (the test drive's, the service scheduler's, the trade-in
 * inspection's): one radio per day the store can take, so a closed day is never offered and
 * nobody types a date. Each chip shows the weekday over the date ("Tue / Nov 24", "mar /
 * 24 nov") and is read out as the whole date; its value is the YYYY-MM-DD the server checks.
 * Radios in the form: it works without JavaScript. The days come from the form's own rules
 * (features/leads/forms/booking-days.ts, test-drive-calendar.ts).
 */
export function DayChips({
  meta,
  legend,
  hint,
  days,
  columns = "grid-cols-4 sm:grid-cols-7",
}: {
  meta: Meta;
  legend: ReactNode;
  hint?: ReactNode;
  /** The days offered, YYYY-MM-DD, in order. */
  days: readonly string[];
  columns?: string;
}) {
  const language = useLanguage();
  return (
    <ChoiceChips
      meta={meta}
      legend={legend}
      hint={hint}
      columns={columns}
      options={days.map((day) => {
        const [weekday, date] = shortDate(day, language);
        return {
          value: day,
          label: (
            <>
              <span aria-hidden="true">
                {weekday}
                <br />
                <span className="font-normal whitespace-nowrap">{date}</span>
              </span>
              <span className="sr-only">{longDate(day, language)}</span>
            </>
          ),
        };
      })}
    />
  );
}
