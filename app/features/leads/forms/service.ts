import { z } from "zod";
import { type StoreClock, weekdayOf } from "~/features/service/clock";
import {
  appointmentTimes,
  BOOKING_WINDOW_DAYS,
  lastBookingDay,
  lastStart,
  openSlots,
  serviceDayOf,
  serviceTimeSlots,
  startsWithinHours,
} from "~/features/service/hours";
import { isServiceOpCode, operationsOf, SERVICE_OPERATIONS } from "~/features/service/operations";
import { findServiceStore, type ServiceStore } from "~/features/service/stores";
import { formatClock } from "~/lib/format";
import type { AcceptLeadInput } from "../model/lead";
import { dateField, isValidDate, MESSAGES, textField, vehicleYearField } from "../model/validation";
import {
  contactFields,
  type LeadFormContext,
  LIMITS,
  optionalEmail,
  optionalLimitedText,
  optionalNotes,
  optionalPhone,
  SEND_ERROR_TOAST,
  tooLong,
} from "./common";

/**
 * The service appointment form (spec section 3 "Service appointment"): the store (one of
 * the stores that do service, features/service/stores.ts), a preferred date and time inside
 * that store's service hours (features/service/hours.ts), the vehicle, the work wanted as
 * repair-order lines (features/service/operations.ts), notes, and optional business-customer
 * details.
 *
 * The schema is built per request from the stores, each store's "today" and "now" (its own
 * time zone), and the store and date the visitor picked: the allowed times depend on them,
 * and building the time rule from them keeps every message on its own field (a zod
 * object-level refinement would not run while another field is still wrong).
 */
/** The kind of lead a service appointment is (others, e.g. its calendar file, look it up by it). */
export const SERVICE_LEAD_KIND = "SERVICE" as const;

export const serviceOptions = SERVICE_OPERATIONS.map((s) => ({ value: s.op_code, label: s.name }));

/** The times a visitor may pick at `store` on `date` (none until both are chosen), as options. */
export function timeOptions(store: ServiceStore | undefined, date: unknown, clocks: StoreClocks) {
  const day = typeof date === "string" ? date.trim() : "";
  if (!store || !isValidDate(day)) return [];
  return openSlots(store.hours, day, clocks[store.key] ?? FALLBACK_CLOCK).map((t) => ({
    value: t,
    label: formatClock(t),
  }));
}

export const SERVICE_MESSAGES = {
  store: "Choose the store for your appointment.",
  services: "Choose at least one service.",
  unknownService: "Choose services from the list.",
  time: "Choose a time.",
  past: "Please choose a date from today on.",
  tooFar: `Please choose a date within the next ${BOOKING_WINDOW_DAYS} days.`,
  timePassed: "That time has already passed. Please choose a later time.",
} as const;

export function closedDayMessage(day: string): string {
  return `We're closed on ${day}s. Please choose another day.`;
}

export function hoursMessage(day: string, open: string, close: string): string {
  return `On ${day}s we take appointments from ${formatClock(open)} to ${formatClock(lastStart(close))}.`;
}

/** Each store's "today" and "now" (its time zone), by store key. */
export type StoreClocks = Record<string, StoreClock>;
const FALLBACK_CLOCK: StoreClock = { today: "9999-12-31", now: "23:59" };

export type ServiceSchemaContext = {
  stores: readonly ServiceStore[];
  clocks: StoreClocks;
  /** The store and date fields as the visitor sent them (raw), which the time rule checks against. */
  store?: unknown;
  date?: unknown;
};

export function serviceSchema({ stores, clocks, store, date }: ServiceSchemaContext) {
  // The date and time rules are the chosen store's; until one is chosen, the first store's
  // (the store field says what is missing).
  const chosen = findServiceStore(stores, store) ?? stores[0];
  const hours = chosen?.hours ?? [];
  const { today, now } = (chosen && clocks[chosen.key]) ?? FALLBACK_CLOCK;
  const slots = serviceTimeSlots(hours);
  const latestDate = lastBookingDay(today);
  const pickedDate = typeof date === "string" && isValidDate(date.trim()) ? date.trim() : undefined;
  const storeKeys = stores.map((s) => s.key) as [string, ...string[]];

  const dateRule = dateField().superRefine((v, ctx) => {
    // One message at a time, and only for a real date (the format rule speaks otherwise).
    if (!isValidDate(v)) return;
    if (v < today) ctx.addIssue({ code: "custom", message: SERVICE_MESSAGES.past });
    else if (v > latestDate) ctx.addIssue({ code: "custom", message: SERVICE_MESSAGES.tooFar });
    else if (serviceDayOf(hours, v).closed)
      ctx.addIssue({ code: "custom", message: closedDayMessage(weekdayOf(v)) });
  });

  const timeRule = z
    .string({ error: SERVICE_MESSAGES.time })
    .trim()
    .refine((v) => slots.includes(v), SERVICE_MESSAGES.time)
    .superRefine((v, ctx) => {
      if (!pickedDate || !slots.includes(v)) return;
      const day = serviceDayOf(hours, pickedDate);
      if (day.closed || !day.open || !day.close) return; // the date field says why
      if (!startsWithinHours(day, v))
        ctx.addIssue({ code: "custom", message: hoursMessage(day.day, day.open, day.close) });
      else if (pickedDate === today && v <= now)
        ctx.addIssue({ code: "custom", message: SERVICE_MESSAGES.timePassed });
    });

  return z.object({
    store: z.enum(storeKeys, { error: SERVICE_MESSAGES.store }),
    ...contactFields,
    vehicle: z.object({
      year: vehicleYearField(),
      make: textField(MESSAGES.make).max(50, tooLong(50)),
      model: textField(MESSAGES.model).max(50, tooLong(50)),
    }),
    repair_order_lines: z
      .array(z.string(), { error: SERVICE_MESSAGES.services })
      .min(1, SERVICE_MESSAGES.services)
      .refine((codes) => codes.every(isServiceOpCode), SERVICE_MESSAGES.unknownService)
      .transform((codes) => [...new Set(codes)]),
    date: dateRule,
    time: timeRule,
    notes_general: optionalNotes(2000),
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

export type ServiceLeadContext = LeadFormContext & {
  stores: readonly ServiceStore[];
  /** The appointment's number, its reference (features/service/appointments.server.ts). */
  appointmentId: string;
};

/** The SERVICE lead of a valid service form. */
export function toServiceLead(value: ServiceForm, form: ServiceLeadContext): AcceptLeadInput<"SERVICE"> {
  const store = findServiceStore(form.stores, value.store);
  if (!store) throw new RangeError(`unknown service store ${value.store}`);
  const { start, end } = appointmentTimes(value.date, value.time, store.hours);
  const business = Object.values(value.business).some(Boolean) ? value.business : undefined;
  const work = operationsOf(value.repair_order_lines);
  const car = { year: value.vehicle.year, make: value.vehicle.make, model: value.vehicle.model };
  return {
    kind: SERVICE_LEAD_KIND,
    idempotencyKey: form.idempotencyKey,
    url: form.pageUrl,
    user: { firstName: value.firstName, lastName: value.lastName, email: value.email, phone: value.phone },
    // The customer's car is the appointment's (vehicle_arr), never a vehicle of interest, and
    // the details say everything once: no summary repeating them as comments.
    details: {
      appointment_id: form.appointmentId,
      store: { key: store.key, name: store.name },
      start_datetime: start,
      end_datetime: end,
      notes_general: value.notes_general,
      vehicle_arr: [car],
      repair_order_lines: work.map((w) => ({ op_code: w.op_code, name: w.name })),
      business_customer: business,
    },
  };
}

/** The service scheduler's id: its Conform id, and the form its tokens are issued for. */
export const SERVICE_FORM_ID = "service-form";

export const SERVICE_TOASTS = {
  success: {
    summary: "Appointment requested!",
    detail: "Thank you! Our service team will call you to confirm your appointment.",
  },
  error: SEND_ERROR_TOAST,
} as const;
