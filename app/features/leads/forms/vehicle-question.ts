import { z } from "zod";
import type { AcceptLeadInput } from "../model/lead";
import { contactFields, type LeadFormContext, messageField } from "./common";
import { CONTACT_TOASTS } from "./contact";
import { type LeadVehicleSource, leadVehicleOf } from "./lead-vehicle";

/**
 * "Check availability" / "Ask about this car" on a vehicle's page: a question and the
 * visitor's contact details. It is a contact message to sales (CONTACT_SALES, the kind of
 * the contact form's "Purchasing a vehicle" topic) that names the car, so the CRM routes it
 * to a salesperson with the vehicle in the ADF.
 */
export const VEHICLE_QUESTION_FORM_ID = "vehicle-question-form";

export const vehicleQuestionSchema = z.object({
  message: messageField,
  ...contactFields,
});
export type VehicleQuestionForm = z.infer<typeof vehicleQuestionSchema>;

/** The contact form's toasts: the same message to the same team. */
export const VEHICLE_QUESTION_TOASTS = CONTACT_TOASTS;

/** What the message box holds at first: the question most shoppers ask. */
export function availabilityQuestion(vehicle: Pick<LeadVehicleSource, "year" | "make" | "model">): string {
  return `Is the ${vehicle.year} ${vehicle.make} ${vehicle.model} still available? I would like to know more.`;
}

/** The CONTACT_SALES lead of a valid question about `vehicle`. */
export function toVehicleQuestionLead(
  value: VehicleQuestionForm,
  form: LeadFormContext & { vehicle: LeadVehicleSource },
): AcceptLeadInput<"CONTACT_SALES"> {
  return {
    kind: "CONTACT_SALES",
    idempotencyKey: form.idempotencyKey,
    url: form.pageUrl,
    user: { firstName: value.firstName, lastName: value.lastName, email: value.email, phone: value.phone },
    vehicle: leadVehicleOf(form.vehicle),
    details: { inquiry: { name: "Question about a vehicle", to: "SALES" }, message: value.message },
  };
}
