import { z } from "zod";
import { formatClock } from "~/lib/format";
import { detailText, optionalDetailText } from "./fields";
import { defineLeadKind } from "./kind";
import { section } from "./sections";

/**
 * SCHEDULE_TEST_DRIVE: the day and time the visitor picked, and the store the car is at.
 * The site's scheduler sends the day as YYYY-MM-DD and the time as HH:MM in the store's own
 * time; an integration may send words ("next Tuesday", "10:30 AM"), which are kept as given.
 */
export const testDriveDetailsSchema = z.object({
  date: detailText,
  time: detailText,
  store: optionalDetailText,
});
export type TestDriveDetails = z.infer<typeof testDriveDetailsSchema>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A test drive is booked for about half an hour (forms/test-drive-calendar.ts). */
const TEST_DRIVE_MINUTES = 30;

const DAY = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-11-24" -> "Tuesday, November 24, 2026 (2026-11-24)"; words stay words. */
function dayText(date: string): string {
  return ISO_DATE.test(date) ? `${DAY.format(new Date(`${date}T00:00:00Z`))} (${date})` : date;
}

function plusMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const total = Math.min(h * 60 + m + minutes, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

export const testDriveKind = defineLeadKind({
  label: "Test drive",
  details: testDriveDetailsSchema,
  sections: (d) => [
    section("Test drive", [
      ["Day", dayText(d.date)],
      ["Time", CLOCK.test(d.time) ? formatClock(d.time) : d.time],
      ["Store", d.store],
    ]),
  ],
  adf: {
    // When the visitor wants to come, as ADF says it: the appointment's start and end, local
    // time of the store (no zone suffix, as the service appointment's).
    timeframe: (d) =>
      ISO_DATE.test(d.date) && CLOCK.test(d.time)
        ? {
            description: "Test drive",
            earliest: `${d.date}T${d.time}`,
            latest: `${d.date}T${plusMinutes(d.time, TEST_DRIVE_MINUTES)}`,
          }
        : undefined,
  },
});
