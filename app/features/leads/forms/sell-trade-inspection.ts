import { z } from "zod";
import { weekdayOf } from "~/features/service/clock";
import { lastStart, type ServiceHours, serviceTimeSlots, startsWithinHours } from "~/features/service/hours";
import { formatClock, formatDate } from "~/lib/format";
import { dateField, isValidDate } from "../model/validation";

/**
 * The offer page's form: the offer the seller takes (when there is a price to take) and the
 * store, day and time they bring the vehicle in for its inspection. The day runs from today to
 * the day the offer expires, inside the sales department's hours (company.json workingHours:
 * appraisers work with sales), on the half hour; on the last day, before the offer's time.
 * Built per request, like the service scheduler's schema, so each message lands on its field.
 */
export const INSPECTION_FORM_ID = "trade-in-inspection";

export const INSPECTION_MESSAGES = {
  payment: "Choose the offer you want to take.",
  location: "Choose the store where you will bring your vehicle.",
  time: "Choose a time.",
  past: "Please choose a date from today on.",
  timePassed: "That time has already passed. Please choose a later time.",
} as const;

export const closedMessage = (day: string) => `We're closed on ${day}s. Please choose another day.`;
export const hoursMessage = (day: string, open: string, close: string) =>
  `On ${day}s we inspect vehicles from ${formatClock(open)} to ${formatClock(lastStart(close))}.`;
export const afterExpiryMessage = (lastDay: string) =>
  `Your offer is valid until ${formatDate(lastDay)}. Please choose a date up to then.`;
export const expiryTimeMessage = (time: string) =>
  `Your offer expires at ${formatClock(time)} that day. Please choose an earlier time.`;

export type InspectionSchemaContext = {
  /** The offers the seller may take (none when the vehicle must be seen first). */
  payments: readonly string[];
  /** The stores' location keys. */
  locations: readonly string[];
  /** The sales department's week. */
  hours: ServiceHours;
  /** The dealership's today and now, the offer's last day and its time of day. */
  today: string;
  now: string;
  lastDay: string;
  expiryTime: string;
  /** The date as posted (raw): the time rule checks against it. */
  date?: unknown;
};

/** The start times a store can be visited at, for the time list. */
export const inspectionTimes = (hours: ServiceHours) => serviceTimeSlots(hours);

export function inspectionSchema(context: InspectionSchemaContext) {
  const { hours, today, now, lastDay, expiryTime } = context;
  const slots = serviceTimeSlots(hours);
  const picked =
    typeof context.date === "string" && isValidDate(context.date.trim()) ? context.date.trim() : "";
  const dayOf = (date: string) => hours.find((d) => d.day === weekdayOf(date))!;

  const payment =
    context.payments.length > 0
      ? z.enum(context.payments as [string, ...string[]], { error: INSPECTION_MESSAGES.payment })
      : // Nothing to take (the vehicle is seen first): whatever is posted is ignored.
        z.unknown().transform(() => undefined);

  return z.object({
    payment,
    location: z.enum(context.locations as [string, ...string[]], { error: INSPECTION_MESSAGES.location }),
    date: dateField().superRefine((value, ctx) => {
      if (!isValidDate(value)) return;
      const day = dayOf(value);
      if (value < today) ctx.addIssue({ code: "custom", message: INSPECTION_MESSAGES.past });
      else if (value > lastDay) ctx.addIssue({ code: "custom", message: afterExpiryMessage(lastDay) });
      else if (day.closed || !day.open || !day.close)
        ctx.addIssue({ code: "custom", message: closedMessage(day.day) });
    }),
    time: z
      .string({ error: INSPECTION_MESSAGES.time })
      .trim()
      .refine((v) => slots.includes(v), INSPECTION_MESSAGES.time)
      .superRefine((value, ctx) => {
        if (!picked || !slots.includes(value) || picked < today || picked > lastDay) return;
        const day = dayOf(picked);
        if (day.closed || !day.open || !day.close) return; // the date field says why
        if (!startsWithinHours(day, value))
          ctx.addIssue({ code: "custom", message: hoursMessage(day.day, day.open, day.close) });
        else if (picked === today && value <= now)
          ctx.addIssue({ code: "custom", message: INSPECTION_MESSAGES.timePassed });
        else if (picked === lastDay && value >= expiryTime)
          ctx.addIssue({ code: "custom", message: expiryTimeMessage(expiryTime) });
      }),
  });
}
export type InspectionForm = z.infer<ReturnType<typeof inspectionSchema>>;

export const INSPECTION_TOASTS = {
  success: {
    summary: "Inspection booked!",
    detail: "We have e-mailed you the details. See you at the store.",
  },
  error: {
    summary: "Something went wrong",
    detail: "There was an error sending your information. Please try again or just give us a call.",
  },
} as const;
