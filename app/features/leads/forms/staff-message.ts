import { z } from "zod";
import { type StaffMember, staffFullName } from "~/features/company/staff";
import type { AcceptLeadInput } from "../model/lead";
import { contactFields, type LeadFormContext, messageField } from "./common";

/** The staff-message form's id: its Conform id, and the form its tokens are issued for. */
export const STAFF_MESSAGE_FORM_ID = "staff-message-form";

/** A message to one staff member, from their page. */
export const staffMessageSchema = z.object({
  message: messageField,
  ...contactFields,
});
export type StaffMessageForm = z.infer<typeof staffMessageSchema>;

/**
 * The STAFF_MEMBER lead of a valid message to `member`. The member's copy is the kind's
 * (kinds/staff-member.ts): it is found by the slug in the details.
 */
export function toStaffMessageLead(
  value: StaffMessageForm,
  form: LeadFormContext & { member: StaffMember },
): AcceptLeadInput<"STAFF_MEMBER"> {
  const { member } = form;
  return {
    kind: "STAFF_MEMBER",
    idempotencyKey: form.idempotencyKey,
    url: form.pageUrl,
    user: { firstName: value.firstName, lastName: value.lastName, email: value.email, phone: value.phone },
    details: {
      staffMember: {
        id: String(member.id),
        slug: member.slug,
        name: staffFullName(member),
        title: member.title,
        department: member.department,
      },
      message: value.message,
    },
  };
}
