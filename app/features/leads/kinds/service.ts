import { z } from "zod";
import { detailText, optionalDetailText } from "./fields";
import { defineLeadKind } from "./kind";
import { section } from "./sections";

/** SERVICE: the service appointment of spec section 3, with the names the service API uses. */
export const serviceAppointmentSchema = z.object({
  appointment_id: detailText,
  /** The store the appointment is at (one of the stores that do service). */
  store: z.object({ key: detailText, name: detailText }).optional(),
  /** ISO-8601 local date-time, e.g. 2026-11-03T09:30. */
  start_datetime: detailText,
  end_datetime: detailText,
  notes_general: optionalDetailText,
  vehicle_arr: z
    .array(z.object({ year: detailText, make: detailText, model: detailText }))
    .min(1)
    .max(5),
  repair_order_lines: z
    .array(z.object({ op_code: detailText, name: detailText, notes_narrative: optionalDetailText }))
    .min(1)
    .max(30),
  business_customer: z
    .object({
      name: optionalDetailText,
      contactName: optionalDetailText,
      contactTitle: optionalDetailText,
      contactPhone: optionalDetailText,
      contactEmail: optionalDetailText,
    })
    .optional(),
});
export type ServiceAppointmentDetails = z.infer<typeof serviceAppointmentSchema>;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?/;

export const serviceKind = defineLeadKind({
  label: "Service appointment",
  details: serviceAppointmentSchema,
  sections: (d) => {
    const sections = [
      section("Service appointment", [
        ["Appointment", d.appointment_id],
        ["Store", d.store?.name],
        ["Starts", d.start_datetime],
        ["Ends", d.end_datetime],
        ["Notes", d.notes_general],
      ]),
      section(
        "Vehicles",
        d.vehicle_arr.map(
          (v, i) => [`Vehicle ${i + 1}`, `${v.year} ${v.make} ${v.model}`] as [string, string],
        ),
      ),
      section(
        "Requested services",
        d.repair_order_lines.map(
          (line) =>
            [line.op_code, [line.name, line.notes_narrative].filter(Boolean).join(": ")] as [string, string],
        ),
      ),
    ];
    if (d.business_customer) {
      const b = d.business_customer;
      sections.push(
        section("Business customer", [
          ["Business", b.name],
          ["Contact", b.contactName],
          ["Contact title", b.contactTitle],
          ["Contact phone", b.contactPhone],
          ["Contact e-mail", b.contactEmail],
        ]),
      );
    }
    return sections.filter((s) => s.lines.length > 0);
  },
  // No vehicleInterest: spec section 4 says interest defaults to `buy` and is `sell` only for a
  // sell-vehicle lead. The appointment's cars say what they are in their comments ("Vehicle for
  // service") and the lead's kind routes it to the service department (docs/decisions.md).
  adf: {
    // The DTD's vehicles, one per car, with the comment that says why the car is named.
    vehicles: (d) =>
      (d.vehicle_arr ?? []).map((v) => ({
        year: v.year,
        make: v.make,
        model: v.model,
        comments: "Vehicle for service",
      })),
    timeframe: (d) =>
      ISO_DATE_TIME.test(d.start_datetime) && ISO_DATE_TIME.test(d.end_datetime)
        ? { description: "Service appointment", earliest: d.start_datetime, latest: d.end_datetime }
        : undefined,
  },
});
