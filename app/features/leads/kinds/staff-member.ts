import { z } from "zod";
import { primaryEmail } from "~/features/company/staff";
import { detailText, optionalDetailText } from "./fields";
import { defineLeadKind } from "./kind";
import { section } from "./sections";

/** STAFF_MEMBER: a message to one person of the staff directory, from their page. */
export const staffMemberDetailsSchema = z.object({
  staffMember: z.object({
    id: optionalDetailText,
    slug: optionalDetailText,
    name: detailText,
    title: optionalDetailText,
    department: optionalDetailText,
  }),
  message: optionalDetailText,
});
export type StaffMemberDetails = z.infer<typeof staffMemberDetailsSchema>;

export const staffMemberKind = defineLeadKind({
  label: "Message to a staff member",
  details: staffMemberDetailsSchema,
  sections: (d) => [
    section("Message to a staff member", [
      ["Staff member", d.staffMember.name],
      ["Title", d.staffMember.title],
      ["Department", d.staffMember.department],
      ["Message", d.message],
    ]),
  ],
  // The person written to gets a copy at their primary e-mail (spec section 7), found by the
  // page's slug in the directory: the address never comes from what was posted.
  extraRecipients: (d, { staff }) => {
    const member = d.staffMember.slug ? staff.find((m) => m.slug === d.staffMember.slug) : undefined;
    return member ? [primaryEmail(member)] : [];
  },
});
