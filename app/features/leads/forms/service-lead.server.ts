import crypto from "node:crypto";
import type { LeadUserInput, LeadVehicleInput, ServiceAppointmentDetails } from "../lead";
import { appointmentTimes, SERVICE_OPERATIONS, type ServiceForm, type ServiceHours } from "./service";

/** The parts of a SERVICE lead made from a valid service form. */
export function serviceLead(
  value: ServiceForm,
  hours: ServiceHours,
  idempotencyKey: string,
): { user: LeadUserInput; vehicle: LeadVehicleInput; comments: string; details: ServiceAppointmentDetails } {
  const { start, end } = appointmentTimes(value.date, value.time, hours);
  const business = Object.values(value.business).some(Boolean) ? value.business : undefined;
  const work = value.repair_order_lines.flatMap((code) =>
    SERVICE_OPERATIONS.filter((s) => s.op_code === code),
  );
  const car = { year: value.vehicle.year, make: value.vehicle.make, model: value.vehicle.model };
  return {
    user: { firstName: value.firstName, lastName: value.lastName, email: value.email, phone: value.phone },
    vehicle: car,
    comments: [
      `Service appointment ${start.replace("T", " ")} to ${end.slice(11)}`,
      `Work: ${work.map((w) => w.name).join(", ")}`,
      value.notes_general ? `Notes: ${value.notes_general}` : "",
    ]
      .filter(Boolean)
      .join("\n"),
    details: {
      // Derived from the form's idempotency key, so a double submit names the same appointment.
      appointment_id: `SVC-${crypto.createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 10).toUpperCase()}`,
      start_datetime: start,
      end_datetime: end,
      notes_general: value.notes_general,
      vehicle_arr: [car],
      repair_order_lines: work.map((w) => ({ op_code: w.op_code, name: w.name })),
      business_customer: business,
    },
  };
}
