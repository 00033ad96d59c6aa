import { formatFullDate } from "~/lib/format";
import { useLanguage } from "~/lib/i18n/use-t";

/**
 * A content date (a calendar day, read in UTC so it never shifts) as readable text in the
 * page's language, "November 3, 2026" / "3 de noviembre de 2026", in a `<time>` that machines
 * can read too.
 */
export function DateText({ day }: { day: string }) {
  const language = useLanguage();
  return (
    <time dateTime={day} className="whitespace-nowrap">
      {formatFullDate(day, language)}
    </time>
  );
}
