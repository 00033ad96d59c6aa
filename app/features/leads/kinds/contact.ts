import { z } from "zod";
import { detailText } from "./fields";
import { defineLeadKind } from "./kind";
import { section } from "./sections";

/**
 * CONTACT_{inquiry target}: one family of kinds, one per department a contact message goes
 * to (CONTACT_FINANCE, CONTACT_SALES...), so the CRM can route it without reading the text.
 */
export type ContactLeadKind = `CONTACT_${string}`;

const CONTACT_KIND = /^CONTACT_[A-Z0-9_]{1,60}$/;

export function isContactLeadKind(kind: string): kind is ContactLeadKind {
  return CONTACT_KIND.test(kind);
}

/** The 7 inquiry topics of the contact form (spec section 5), with the kind each makes. */
export const CONTACT_INQUIRIES = [
  { value: "1", name: "Purchasing a vehicle", to: "SALES", kind: "CONTACT_SALES" },
  { value: "2", name: "Financing options", to: "FINANCE", kind: "CONTACT_FINANCE" },
  { value: "3", name: "Trade appraisal", to: "TRADE", kind: "CONTACT_TRADE" },
  { value: "4", name: "Selling my car", to: "ACQUISITIONS", kind: "CONTACT_ACQUISITIONS" },
  { value: "5", name: "Recent vehicle purchase", to: "CUSTOMER_CARE", kind: "CONTACT_CUSTOMER_CARE" },
  { value: "6", name: "Billing issues", to: "ACCOUNTING", kind: "CONTACT_ACCOUNTING" },
  { value: "7", name: "General questions", to: "GENERAL", kind: "CONTACT_GENERAL" },
] as const satisfies ReadonlyArray<{ value: string; name: string; to: string; kind: ContactLeadKind }>;

/** The inquiry topic (its label and who it goes to) and the message. */
export const contactDetailsSchema = z.object({
  inquiry: z.object({ name: detailText, to: detailText }),
  message: detailText,
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

export const contactKind = defineLeadKind({
  label: "Contact",
  details: contactDetailsSchema,
  sections: (d) => [
    section("Contact request", [
      ["Inquiry", d.inquiry?.name],
      ["Department", d.inquiry?.to],
      ["Message", d.message],
    ]),
  ],
});

/** "Contact: finance" for CONTACT_FINANCE. */
export function contactKindLabel(kind: ContactLeadKind): string {
  return `${contactKind.label}: ${kind.slice("CONTACT_".length).toLowerCase().replace(/_/g, " ")}`;
}
