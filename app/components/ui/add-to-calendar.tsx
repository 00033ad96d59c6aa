import { useFetcher } from "react-router";
import { useT } from "~/lib/i18n/use-t";
import { calendarCatalogue } from "~/locales/calendar";
import { Icon } from "./icon";

/**
 * "Add to calendar" on a booking's confirmation: a plain link to the booking's .ics file
 * (routes/resources/calendar-event.ts), which the server signs for the booking it shows. A
 * plain `<a>`, not a router link: the file is not a page. No `download` attribute: the server
 * sends it as an attachment, and a phone then offers to add the event to its calendar.
 */
const LINK =
  "inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand-ink bg-white px-5 py-2 font-bold whitespace-nowrap text-brand-ink hover:bg-green-50";

export function AddToCalendar({ href, className = "" }: { href: string; className?: string }) {
  const t = useT(calendarCatalogue);
  return (
    <a href={href} className={`${LINK} ${className}`} data-testid="add-to-calendar">
      <Icon name="calendar" size={18} />
      {t("calendar.add")}
    </a>
  );
}

/**
 * The link of a booking answered in place by a fetcher (the test drive dialog): the gate's
 * action adds the signed link to its reply (`calendar`), read here by the fetcher's key, so
 * the booked note shows it once the reply holds one.
 */
export function AddToCalendarFromReply({
  fetcherKey,
  className,
}: {
  fetcherKey: string;
  className?: string;
}) {
  const fetcher = useFetcher<{ calendar?: unknown }>({ key: fetcherKey });
  const href = fetcher.data?.calendar;
  return typeof href === "string" && href.startsWith("/") ? (
    <AddToCalendar href={href} className={className} />
  ) : null;
}
