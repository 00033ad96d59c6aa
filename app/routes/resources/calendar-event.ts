import { appointmentEvent, calendarFileName } from "~/features/calendar/appointment-event";
import { findBookedAppointment } from "~/features/calendar/booked-appointment.server";
import { readCalendarFile } from "~/features/calendar/calendar-link.server";
import { calendarFile } from "~/features/calendar/ics";
import { translator } from "~/lib/i18n";
import { calendarCatalogue } from "~/locales/calendar";
import type { Route } from "./+types/calendar-event";

/**
 * /calendar/{kind}/{record}.{signature}.ics (and /es/…): the "Add to calendar" file of a booked
 * service appointment, test drive or trade-in inspection, read from the server's record
 * (features/calendar). A link this site did not issue, or whose record is gone, is a 404: the
 * file never carries words or times a stranger put in a URL.
 */
const notFound = () =>
  new Response("Not Found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, visitor } = context;
  const link = readCalendarFile(services, params.kind, params.file);
  if (!link) return notFound();
  const appointment = await findBookedAppointment(services, link.kind, link.record);
  if (!appointment) return notFound();
  const t = translator(visitor.language, calendarCatalogue);
  const { company } = services.settings;
  const body = calendarFile([appointmentEvent(appointment, t, new URL(services.env.siteUrl).hostname)], {
    productId: `-//${company.name}//Website//${visitor.language.toUpperCase()}`,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${calendarFileName(link.kind, t)}"`,
      // One visitor's booking: never kept by a shared cache.
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
