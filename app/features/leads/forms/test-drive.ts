import { z } from "zod";
import type { AcceptLeadInput } from "../model/lead";
import { contactFields, type LeadFormContext, LIMITS, optionalNotes } from "./common";
import { type LeadVehicleSource, leadVehicleOf } from "./lead-vehicle";
import { type TestDriveDay, timeOutsideHoursMessage } from "./test-drive-calendar";

/**
 * The test drive scheduler (spec section 4: choose day, choose time, confirm details,
 * schedule). The days and times come from the sales hours of the car's store
 * (test-drive-calendar.ts); the schema is built from the same list of days on the server
 * and in the browser, so a time the store is closed is refused by both with the same words.
 */
/** The kind of lead a test drive is (its calendar file looks it up by it). */
export const TEST_DRIVE_LEAD_KIND = "SCHEDULE_TEST_DRIVE" as const;

export const TEST_DRIVE_FORM_ID = "test-drive-form";

/** Spec section 4's four steps, with the fields each one asks for (Conform names). */
export const TEST_DRIVE_STEPS = [
  { id: "day", title: "Choose a day", fields: ["date"] },
  { id: "time", title: "Choose a time", fields: ["time"] },
  { id: "details", title: "Confirm your details", fields: ["firstName", "lastName", "email", "phone"] },
  { id: "schedule", title: "Schedule", fields: ["comments"] },
] as const;
export type TestDriveStepId = (typeof TEST_DRIVE_STEPS)[number]["id"];

/** The visitor's details as the form starts with them (what they last gave a lead form). */
export type ContactDefaults = { firstName?: string; lastName?: string; email?: string; phone?: string };

/** What the scheduler needs to show for one car: plain data from the server to the browser. */
export type TestDriveSetup = {
  /** The form guard's token for this rendering. */
  token: string;
  vin: string;
  /** "2019 Toyota Camry LE". */
  carName: string;
  /** The vehicle's own page, where the scheduler is opened from. */
  carPath: string;
  store: { name: string; subname: string; addressLine1: string; addressLine2: string; phone: string };
  days: TestDriveDay[];
  /** The store's sales hours in a sentence. */
  hours: string;
  defaults: ContactDefaults;
};

export const CHOOSE_DAY = "Choose a day for your test drive.";
export const CHOOSE_TIME = "Choose a time for your test drive.";
export const DAY_NOT_OFFERED = "That day is no longer open for test drives. Choose one of the days shown.";

/** The toasts of spec section 8, word for word. */
export const TEST_DRIVE_TOASTS = {
  success: {
    summary: "Test Drive Scheduled",
    detail: "Your test drive has been scheduled, someone will reach out to confirm your appointment.",
  },
  error: { summary: "Something went wrong", detail: "Please fill info about yourself." },
} as const;

const choice = (message: string) => z.string({ error: message }).trim().min(1, message);

export function testDriveSchema(days: readonly TestDriveDay[]) {
  return z
    .object({
      date: choice(CHOOSE_DAY).refine((date) => days.some((d) => d.date === date), DAY_NOT_OFFERED),
      time: choice(CHOOSE_TIME).regex(/^\d{2}:\d{2}$/, CHOOSE_TIME),
      ...contactFields,
      comments: optionalNotes(LIMITS.message),
    })
    .superRefine((value, context) => {
      const day = days.find((d) => d.date === value.date);
      // A time that is not a time already has its message.
      if (day && /^\d{2}:\d{2}$/.test(value.time) && !day.times.includes(value.time))
        context.addIssue({ code: "custom", path: ["time"], message: timeOutsideHoursMessage(day) });
    });
}
export type TestDriveForm = z.infer<ReturnType<typeof testDriveSchema>>;

/** The SCHEDULE_TEST_DRIVE lead of a valid form: the car, its store, the day and time. */
export function toTestDriveLead(
  value: TestDriveForm,
  form: LeadFormContext & { vehicle: LeadVehicleSource; store: { name: string } },
): AcceptLeadInput<"SCHEDULE_TEST_DRIVE"> {
  return {
    kind: TEST_DRIVE_LEAD_KIND,
    idempotencyKey: form.idempotencyKey,
    url: form.pageUrl,
    user: { firstName: value.firstName, lastName: value.lastName, email: value.email, phone: value.phone },
    vehicle: leadVehicleOf(form.vehicle),
    comments: value.comments,
    details: { date: value.date, time: value.time, store: form.store.name },
  };
}
