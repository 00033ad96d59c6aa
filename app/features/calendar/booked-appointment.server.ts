import type { Location } from "~/features/company/settings-schema";
import { vehicleName } from "~/features/leads/forms/sell-trade";
import { SERVICE_LEAD_KIND } from "~/features/leads/forms/service";
import { TEST_DRIVE_LEAD_KIND } from "~/features/leads/forms/test-drive";
import { TEST_DRIVE_MINUTES } from "~/features/leads/forms/test-drive-calendar";
import { isLeadReference } from "~/features/leads/intake/confirmation.server";
import { findLead } from "~/features/leads/model/lead-repository.server";
import { SERVICE_REFERENCE_PREFIX } from "~/features/service/appointments.server";
import { APPRAISAL_ID_PATTERN, findAppraisal } from "~/features/trade-in/appraisal-repository.server";
import { appraisalReference } from "~/features/trade-in/signed-id.server";
import type { DB } from "~/lib/db/connection.server";
import type { CalendarKind } from "./calendar-link.server";
import { instantAt, minutesAfter } from "./store-time";

/**
 * A booked appointment as its calendar file shows it, read back from the server's own record:
 * the service appointment's lead (by its number), the test drive's lead, the trade-in
 * appraisal's inspection. Only what the visitor booked comes out (where, when, the car, the
 * reference to quote), never their name, e-mail or phone.
 */
export type BookedAppointment = {
  kind: CalendarKind;
  /** Stable across downloads, so a calendar updates the event rather than adding another. */
  uid: string;
  store: Pick<Location, "name" | "addressLine1" | "addressLine2" | "phone" | "coordinates">;
  start: Date;
  end: Date;
  /** When it was booked (the file's DTSTAMP). */
  bookedAt: Date;
  /** The car of a test drive, the vehicle to be inspected. */
  vehicle?: string;
  /** The number the visitor quotes on the phone. */
  reference?: string;
};

export type BookedAppointmentServices = { db: DB; settings: { locations: readonly Location[] } };

/** The trade-in inspection and a short drive take about 30 minutes (tradeIn.offer.bookedBring). */
export const INSPECTION_MINUTES = 30;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

type Fields = { [key: string]: unknown };
const isFields = (value: unknown): value is Fields => typeof value === "object" && value !== null;
const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** A store's wall-clock date and time ("2026-11-24T09:30") as an instant, or null. */
function storeInstant(store: Location, dateTime: unknown): Date | null {
  const match = DATE_TIME.exec(text(dateTime) ?? "");
  return match ? instantAt(match[1]!, match[2]!, store.timeZone) : null;
}

async function serviceAppointment(
  services: BookedAppointmentServices,
  reference: string,
): Promise<BookedAppointment | null> {
  if (!isLeadReference(SERVICE_REFERENCE_PREFIX, reference)) return null;
  // The number lives in the lead's details (leads/forms/service.ts); it is only letters, digits
  // and hyphens, so it matches as written.
  const row = await services.db
    .selectFrom("leads")
    .select(["payload", "created_at"])
    .where("kind", "=", SERVICE_LEAD_KIND)
    .where("payload", "like", `%"appointment_id":"${reference}"%`)
    .orderBy("created_at")
    .executeTakeFirst();
  if (!row) return null;
  const details = (JSON.parse(row.payload) as { details?: unknown }).details;
  if (!isFields(details) || details.appointment_id !== reference || !isFields(details.store)) return null;
  const store = services.settings.locations.find((l) => l.key === (details.store as Fields).key);
  if (!store) return null;
  const start = storeInstant(store, details.start_datetime);
  const end = storeInstant(store, details.end_datetime);
  if (!start || !end || end <= start) return null;
  return {
    kind: "service",
    uid: reference,
    store,
    start,
    end,
    bookedAt: new Date(row.created_at),
    reference,
  };
}

async function testDrive(
  services: BookedAppointmentServices,
  leadId: string,
): Promise<BookedAppointment | null> {
  if (!UUID.test(leadId)) return null;
  const lead = await findLead(services.db, leadId);
  if (lead?.kind !== TEST_DRIVE_LEAD_KIND) return null;
  const details = lead.payload.details as Fields | undefined;
  // The lead names the car's store as the settings do (routes/gates/test-drive.server.ts).
  const store = services.settings.locations.find((l) => l.name === text(details?.store));
  if (!store) return null;
  const start = storeInstant(store, `${text(details?.date)}T${text(details?.time)}`);
  if (!start) return null;
  const car = lead.payload.vehicle;
  return {
    kind: "test-drive",
    uid: lead.id,
    store,
    start,
    end: minutesAfter(start, TEST_DRIVE_MINUTES),
    bookedAt: new Date(lead.createdAt),
    vehicle: car ? [car.year, car.make, car.model, car.trim].filter(Boolean).join(" ") : undefined,
  };
}

async function inspection(
  services: BookedAppointmentServices,
  appraisalId: string,
): Promise<BookedAppointment | null> {
  if (!APPRAISAL_ID_PATTERN.test(appraisalId)) return null;
  const appraisal = await findAppraisal(services.db, appraisalId);
  const booked = appraisal?.inspection;
  if (!appraisal || !booked) return null;
  const store = services.settings.locations.find((l) => l.key === booked.location);
  if (!store) return null;
  const start = storeInstant(store, `${booked.date}T${booked.time}`);
  if (!start) return null;
  const reference = appraisalReference(appraisal.id);
  return {
    kind: "inspection",
    // The reference, not the appraisal's id: the id is half of the seller's offer link.
    uid: reference,
    store,
    start,
    end: minutesAfter(start, INSPECTION_MINUTES),
    bookedAt: new Date(booked.bookedAt),
    vehicle: vehicleName(appraisal),
    reference,
  };
}

/** The appointment `record` names for `kind`, as stored; null when there is none. */
export function findBookedAppointment(
  services: BookedAppointmentServices,
  kind: CalendarKind,
  record: string,
): Promise<BookedAppointment | null> {
  if (kind === "service") return serviceAppointment(services, record);
  if (kind === "test-drive") return testDrive(services, record);
  return inspection(services, record);
}
