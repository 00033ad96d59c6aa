import { type StoreClock, weekdayOf } from "~/features/service/clock";
import {
  lastBookingDay,
  openSlots,
  type ServiceHours,
  serviceTimeSlots,
  startsWithinHours,
} from "~/features/service/hours";
import { openDays } from "./test-drive-calendar";

/**
 * The days the service scheduler and the trade-in inspection offer as day chips (the test
 * drive's: test-drive-calendar.ts), each from the same rules its form's schema checks
 * (service.ts, sell-trade-inspection.ts): a day is offered when a time of it would be
 * accepted, so a closed day, a past day or today after its last time is never offered.
 */

/** The service scheduler's days at a store: its open days with an open time left, from its today. */
export function serviceDays(hours: ServiceHours, clock: StoreClock): string[] {
  return openDays(clock.today, (date) => openSlots(hours, date, clock).length > 0, {
    last: lastBookingDay(clock.today),
  });
}

/** What the inspection's day and time depend on (inspectionSchema's context). */
export type InspectionCalendar = {
  /** The sales department's week (appraisers work with sales). */
  hours: ServiceHours;
  /** The dealership's today and now. */
  today: string;
  now: string;
  /** The offer's last day, and its time of day: the inspection comes before. */
  lastDay: string;
  expiryTime: string;
};

/** The times an inspection may start on `date`: inside that day's hours, still ahead, before the offer expires. */
export function inspectionTimesOn(calendar: InspectionCalendar, date: string): string[] {
  const { hours, today, now, lastDay, expiryTime } = calendar;
  if (date < today || date > lastDay) return [];
  const day = hours.find((d) => d.day === weekdayOf(date));
  if (!day) return [];
  return serviceTimeSlots(hours).filter(
    (time) =>
      startsWithinHours(day, time) &&
      (date !== today || time > now) &&
      (date !== lastDay || time < expiryTime),
  );
}

/** The inspection's days: from today to the offer's last day, each with a time left. */
export function inspectionDays(calendar: InspectionCalendar): string[] {
  return openDays(calendar.today, (date) => inspectionTimesOn(calendar, date).length > 0, {
    last: calendar.lastDay,
  });
}
