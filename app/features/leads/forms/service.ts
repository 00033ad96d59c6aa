import { z } from "zod";
import type { Company } from "~/features/company/settings-schema";
import { WEEK_DAYS } from "~/features/company/settings-schema";
import { formatClock } from "~/lib/format";
import { dateField, isValidDate, MESSAGES, textField, vehicleYearField } from "../validation";
import { contactFields, LIMITS, optionalEmail, optionalLimitedText, optionalPhone, tooLong } from "./common";

/**
 * The service appointment form (spec section 3 "Service appointment"): the vehicle,
 * the work wanted as repair-order lines, a preferred date and time inside the service
 * department's hours (content/company.json serviceWorkingHours), notes, and optional
 * business-customer details.
 *
 * The schema is built per request from the hours, the dealership's "today" and "now",
 * and the date the visitor picked: the allowed times depend on that day, and building
 * the time rule from it keeps every message on its own field (a zod object-level
 * refinement would not run while another field is still wrong).
 */
export type ServiceHours = Company["serviceWorkingHours"];

/** The common services a visitor can tick; op_code is what the dealer's service system books. */
export const SERVICE_OPERATIONS = [
  { op_code: "OILCHG", name: "Oil and filter change" },
  { op_code: "TIREROT", name: "Tire rotation" },
  { op_code: "BRAKES", name: "Brake inspection" },
  { op_code: "ALIGN", name: "Wheel alignment" },
  { op_code: "BATT", name: "Battery test or replacement" },
  { op_code: "TIRES", name: "New tires" },
  { op_code: "AC", name: "Air conditioning service" },
  { op_code: "DIAG", name: "Check engine light diagnosis" },
  { op_code: "MPI", name: "Multi-point inspection" },
] as const;

export const serviceOptions = SERVICE_OPERATIONS.map((s) => ({ value: s.op_code, label: s.name }));

/** Appointments start on the half hour and are booked for an hour. */
export const SLOT_MINUTES = 30;
export const APPOINTMENT_MINUTES = 60;
/** How far ahead the form books; further out, the visitor should call. */
export const BOOKING_WINDOW_DAYS = 90;
/** Where the service department is (Moline, IL): "today" and "now" are its own. */
export const DEALERSHIP_TIME_ZONE = "America/Chicago";

export const SERVICE_MESSAGES = {
  services: "Choose at least one service.",
  unknownService: "Choose services from the list.",
  time: "Choose a time.",
  past: "Please choose a date from today on.",
  tooFar: `Please choose a date within the next ${BOOKING_WINDOW_DAYS} days.`,
  timePassed: "That time has already passed. Please choose a later time.",
} as const;

const toMinutes = (time: string) => {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
};
const toClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The latest start of a day: an appointment starts at least one slot before closing. */
function lastStart(close: string): number {
  return toMinutes(close) - SLOT_MINUTES;
}

/** Every start time of the week, from the earliest opening to the latest last start. */
export function serviceTimeSlots(hours: ServiceHours): string[] {
  const open = hours.filter((d) => !d.closed && d.open && d.close);
  if (open.length === 0) return [];
  const first = Math.min(...open.map((d) => toMinutes(d.open!)));
  const last = Math.max(...open.map((d) => lastStart(d.close!)));
  const slots: string[] = [];
  for (let t = Math.ceil(first / SLOT_MINUTES) * SLOT_MINUTES; t <= last; t += SLOT_MINUTES)
    slots.push(toClock(t));
  return slots;
}

export const timeOptions = (hours: ServiceHours) =>
  serviceTimeSlots(hours).map((t) => ({ value: t, label: formatClock(t) }));

/** The weekday of a YYYY-MM-DD date (read as a calendar date, no time zone involved). */
export function weekdayOf(date: string): (typeof WEEK_DAYS)[number] {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return WEEK_DAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** "Today" and "now" at the dealership, for the schema and the date picker's minimum. */
export function dealershipClock(at: Date = new Date()): { today: string; now: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: DEALERSHIP_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { today: `${parts.year}-${parts.month}-${parts.day}`, now: `${parts.hour}:${parts.minute}` };
}

export function closedDayMessage(day: string): string {
  return `We're closed on ${day}s. Please choose another day.`;
}

export function hoursMessage(day: string, open: string, close: string): string {
  return `On ${day}s we take appointments from ${formatClock(open)} to ${formatClock(toClock(lastStart(close)))}.`;
}

export type ServiceSchemaContext = {
  hours: ServiceHours;
  today: string;
  now: string;
  /** The date field as the visitor sent it (raw), which the time rule checks against. */
  date?: unknown;
};

export function serviceSchema({ hours, today, now, date }: ServiceSchemaContext) {
  const slots = serviceTimeSlots(hours);
  const latestDate = addDays(today, BOOKING_WINDOW_DAYS);
  const hoursOf = (value: string) => hours.find((d) => d.day === weekdayOf(value))!;
  const pickedDate = typeof date === "string" && isValidDate(date.trim()) ? date.trim() : undefined;

  const dateRule = dateField().superRefine((v, ctx) => {
    // One message at a time, and only for a real date (the format rule speaks otherwise).
    if (!isValidDate(v)) return;
    if (v < today) ctx.addIssue({ code: "custom", message: SERVICE_MESSAGES.past });
    else if (v > latestDate) ctx.addIssue({ code: "custom", message: SERVICE_MESSAGES.tooFar });
    else if (hoursOf(v).closed) ctx.addIssue({ code: "custom", message: closedDayMessage(weekdayOf(v)) });
  });

  const timeRule = z
    .string({ error: SERVICE_MESSAGES.time })
    .trim()
    .refine((v) => slots.includes(v), SERVICE_MESSAGES.time)
    .superRefine((v, ctx) => {
      if (!pickedDate || !slots.includes(v)) return;
      const day = hoursOf(pickedDate);
      if (day.closed || !day.open || !day.close) return; // the date field says why
      const minutes = toMinutes(v);
      if (minutes < toMinutes(day.open) || minutes > lastStart(day.close))
        ctx.addIssue({ code: "custom", message: hoursMessage(day.day, day.open, day.close) });
      else if (pickedDate === today && v <= now)
        ctx.addIssue({ code: "custom", message: SERVICE_MESSAGES.timePassed });
    });

  return z.object({
    ...contactFields,
    vehicle: z.object({
      year: vehicleYearField(),
      make: textField(MESSAGES.make).max(50, tooLong(50)),
      model: textField(MESSAGES.model).max(50, tooLong(50)),
    }),
    repair_order_lines: z
      .array(z.string(), { error: SERVICE_MESSAGES.services })
      .min(1, SERVICE_MESSAGES.services)
      .refine(
        (codes) => codes.every((c) => SERVICE_OPERATIONS.some((s) => s.op_code === c)),
        SERVICE_MESSAGES.unknownService,
      )
      .transform((codes) => [...new Set(codes)]),
    date: dateRule,
    time: timeRule,
    notes_general: optionalLimitedText(2000),
    business: z.object({
      name: optionalLimitedText(),
      contactName: optionalLimitedText(LIMITS.name),
      contactTitle: optionalLimitedText(LIMITS.name),
      contactPhone: optionalPhone,
      contactEmail: optionalEmail,
    }),
  });
}
export type ServiceForm = z.infer<ReturnType<typeof serviceSchema>>;

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

export const SERVICE_TOASTS = {
  success: {
    summary: "Appointment requested!",
    detail: "Thank you! Our service team will call you to confirm your appointment.",
  },
  error: {
    summary: "Something went wrong",
    detail: "There was an error on sending your infromation. Please try again or just gice us a call",
  },
} as const;
