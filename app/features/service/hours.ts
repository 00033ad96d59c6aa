import type { Company } from "~/features/company/settings-schema";
import { addDays, weekdayOf } from "./clock";

/**
 * The service department's hours (content/company.json serviceWorkingHours) as bookable
 * appointments: starts on the half hour, an hour long, at least one slot before closing,
 * up to 90 days ahead.
 */
export type ServiceHours = Company["serviceWorkingHours"];
export type ServiceDay = ServiceHours[number];

/** Appointments start on the half hour and are booked for an hour. */
export const SLOT_MINUTES = 30;
export const APPOINTMENT_MINUTES = 60;
/** How far ahead the site books; further out, the visitor should call. */
export const BOOKING_WINDOW_DAYS = 90;

export const toMinutes = (time: string) => {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
};
export const toClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The latest start of a day (HH:MM): an appointment starts at least one slot before closing. */
export function lastStart(close: string): string {
  return toClock(toMinutes(close) - SLOT_MINUTES);
}

/** Every start time of the week, from the earliest opening to the latest last start. */
export function serviceTimeSlots(hours: ServiceHours): string[] {
  const open = hours.filter((d) => !d.closed && d.open && d.close);
  if (open.length === 0) return [];
  const first = Math.min(...open.map((d) => toMinutes(d.open!)));
  const last = Math.max(...open.map((d) => toMinutes(lastStart(d.close!))));
  const slots: string[] = [];
  for (let t = Math.ceil(first / SLOT_MINUTES) * SLOT_MINUTES; t <= last; t += SLOT_MINUTES)
    slots.push(toClock(t));
  return slots;
}

/** The hours of a date's weekday. */
export function serviceDayOf(hours: ServiceHours, date: string): ServiceDay {
  return hours.find((d) => d.day === weekdayOf(date))!;
}

/** Whether an appointment may start at `time` on this day (inside its opening hours). */
export function startsWithinHours(day: ServiceDay, time: string): boolean {
  if (day.closed || !day.open || !day.close) return false;
  const minutes = toMinutes(time);
  return minutes >= toMinutes(day.open) && minutes <= toMinutes(lastStart(day.close));
}

/**
 * The start times a visitor may pick on `date`: inside that day's hours, none on a closed
 * day, none before today or past the booking window, and today only those still to come.
 * The scheduler offers exactly these (the browser as the store and the day change; without
 * JavaScript the server's page), and the form's rules accept exactly these.
 */
export function openSlots(
  hours: ServiceHours,
  date: string,
  clock: { today: string; now: string },
): string[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date < clock.today || date > lastBookingDay(clock.today))
    return [];
  const day = serviceDayOf(hours, date);
  if (!day) return [];
  return serviceTimeSlots(hours).filter(
    (time) => startsWithinHours(day, time) && (date !== clock.today || time > clock.now),
  );
}

/** The last day the site books, counted from the dealership's today. */
export function lastBookingDay(today: string): string {
  return addDays(today, BOOKING_WINDOW_DAYS);
}

/** The appointment's start and end, as local date-times of the dealership (no zone suffix). */
export function appointmentTimes(
  date: string,
  time: string,
  hours: ServiceHours,
): { start: string; end: string } {
  const close = hours.find((d) => d.day === weekdayOf(date))?.close;
  const end = Math.min(
    toMinutes(time) + APPOINTMENT_MINUTES,
    close ? toMinutes(close) : Number.POSITIVE_INFINITY,
  );
  return { start: `${date}T${time}`, end: `${date}T${toClock(end)}` };
}
