import { oneLineAddress } from "~/features/company/store-address";
import type { Translate } from "~/lib/i18n";
import type { BookedAppointment } from "./booked-appointment.server";
import type { CalendarKind } from "./calendar-link.server";
import type { CalendarEvent } from "./ics";

/**
 * The calendar event of a booked appointment, in the page's language (`t`: the calendar
 * catalogue's translator, passed in by the route): what it is in the title, the store's
 * address as the location (with its map point), and in the notes what happens next, the
 * reference to quote and the store's phone. A service appointment and a test drive are
 * requests the store calls to confirm (TENTATIVE); an inspection is booked (CONFIRMED).
 */
function summaryOf({ kind, store, vehicle }: BookedAppointment, t: Translate): string {
  if (kind === "service") return t("calendar.event.service.summary", { store: store.name });
  if (!vehicle) return t("calendar.event.summaryAt", { store: store.name });
  return kind === "test-drive"
    ? t("calendar.event.testDrive.summary", { vehicle })
    : t("calendar.event.inspection.summary", { vehicle });
}

function nextOf({ kind, store }: BookedAppointment, t: Translate): string {
  if (kind === "service") return t("calendar.event.service.next", { store: store.name });
  if (kind === "test-drive") return t("calendar.event.testDrive.next", { store: store.name });
  return t("calendar.event.inspection.next");
}

export function appointmentEvent(
  appointment: BookedAppointment,
  t: Translate,
  /** The site's host name: the UID's domain, so the UID is unique beyond this site. */
  siteHost: string,
): CalendarEvent {
  const { kind, store } = appointment;
  const notes = [
    nextOf(appointment, t),
    appointment.reference ? t("calendar.event.reference", { reference: appointment.reference }) : null,
    t("calendar.event.call", { store: store.name, phone: store.phone }),
  ].filter((line): line is string => Boolean(line));
  return {
    uid: `${kind}-${appointment.uid}@${siteHost}`,
    stamp: appointment.bookedAt,
    start: appointment.start,
    end: appointment.end,
    summary: summaryOf(appointment, t),
    location: `${store.name}, ${oneLineAddress(store)}`,
    geo: store.coordinates,
    description: notes.join("\n"),
    status: kind === "inspection" ? "CONFIRMED" : "TENTATIVE",
  };
}

/** The downloaded file's name in the page's language ("service-appointment.ics"). */
export function calendarFileName(kind: CalendarKind, t: Translate): string {
  if (kind === "service") return `${t("calendar.file.service")}.ics`;
  if (kind === "test-drive") return `${t("calendar.file.testDrive")}.ics`;
  return `${t("calendar.file.inspection")}.ics`;
}
