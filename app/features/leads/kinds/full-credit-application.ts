import { z } from "zod";
import { detailText, optionalDetailText } from "./fields";
import { defineLeadKind } from "./kind";
import { money, type Section, section } from "./sections";

/**
 * FULL_CREDIT_APP: residence and employment history and an optional co-borrower with the same
 * structure. The applicant's middle name, suffix and date of birth travel in the payload's
 * user. SSNs are never here: acceptLead takes them apart (`ssn`, `coBorrowerSsn`), encrypts
 * them, and writes only `ssnLast4`, the only part an e-mail shows.
 */
export const residenceSchema = z.object({
  housingStatus: detailText,
  monthlyRent: z.number().min(0).optional(),
  yearsAtAddress: z.number().int().min(0).max(99),
  monthsAtAddress: z.number().int().min(0).max(11),
  fullAddress: detailText,
  apartment: optionalDetailText,
  city: detailText,
  state: detailText,
  zipCode: detailText,
});
export type Residence = z.infer<typeof residenceSchema>;

export const employmentSchema = z.object({
  employer: detailText,
  jobTitle: optionalDetailText,
  phone: optionalDetailText,
  monthlyIncome: z.number().min(0),
  incomeType: detailText,
  years: z.number().int().min(0).max(99),
  months: z.number().int().min(0).max(11),
});
export type Employment = z.infer<typeof employmentSchema>;

const borrowerHistory = {
  residences: z.array(residenceSchema).min(1).max(5),
  employments: z.array(employmentSchema).min(1).max(5),
};
const ssnLast4 = z
  .string()
  .regex(/^\d{4}$/)
  .optional();

export const fullCreditApplicationSchema = z.object({
  ...borrowerHistory,
  ssnLast4,
  coBorrower: z
    .object({
      user: z.object({
        firstName: detailText,
        middleName: optionalDetailText,
        lastName: detailText,
        suffix: optionalDetailText,
        email: optionalDetailText,
        phone: optionalDetailText,
        dateOfBirth: optionalDetailText,
      }),
      ...borrowerHistory,
      ssnLast4,
    })
    .optional(),
});
export type FullCreditApplicationDetails = z.infer<typeof fullCreditApplicationSchema>;

function residenceSections(residences: Residence[], who: string): Section[] {
  return residences.map((r, i) =>
    section(`${who} residence ${i + 1}${i === 0 ? " (current)" : ""}`, [
      ["Address", [r.fullAddress, r.apartment].filter(Boolean).join(", ")],
      ["City", `${r.city}, ${r.state} ${r.zipCode}`],
      ["Housing status", r.housingStatus],
      ["Monthly rent or mortgage", money(r.monthlyRent)],
      ["Time at address", `${r.yearsAtAddress} years ${r.monthsAtAddress} months`],
    ]),
  );
}

function employmentSections(employments: Employment[], who: string): Section[] {
  return employments.map((e, i) =>
    section(`${who} employment ${i + 1}${i === 0 ? " (current)" : ""}`, [
      ["Employer", e.employer],
      ["Job title", e.jobTitle],
      ["Employer phone", e.phone],
      ["Monthly income", money(e.monthlyIncome)],
      ["Income type", e.incomeType],
      ["Time employed", `${e.years} years ${e.months} months`],
    ]),
  );
}

const maskedSsn = (last4: string | undefined) => (last4 ? `***-**-${last4}` : undefined);

type Person = { firstName?: string; middleName?: string; lastName?: string; suffix?: string };
const fullName = (p: Person) => [p.firstName, p.middleName, p.lastName, p.suffix].filter(Boolean).join(" ");

export const fullCreditApplicationKind = defineLeadKind({
  label: "Full credit application",
  retention: "creditApplication",
  details: fullCreditApplicationSchema,
  withSsnLast4: (details, last4) => {
    const d = details ?? ({} as FullCreditApplicationDetails);
    return {
      ...d,
      ...(last4.applicant ? { ssnLast4: last4.applicant } : {}),
      ...(d.coBorrower && last4.coBorrower
        ? { coBorrower: { ...d.coBorrower, ssnLast4: last4.coBorrower } }
        : {}),
    };
  },
  sections: (d, payload) => {
    const sections: Section[] = [
      section("Applicant", [
        ["Name", fullName(payload.user)],
        ["Date of birth", payload.user.dateOfBirth],
        ["SSN (last four)", maskedSsn(d.ssnLast4)],
      ]),
      ...residenceSections(d.residences ?? [], "Applicant"),
      ...employmentSections(d.employments ?? [], "Applicant"),
    ];
    if (d.coBorrower) {
      const c = d.coBorrower;
      sections.push(
        section("Co-borrower", [
          ["Name", fullName(c.user)],
          ["E-mail", c.user.email],
          ["Phone", c.user.phone],
          ["Date of birth", c.user.dateOfBirth],
          ["SSN (last four)", maskedSsn(c.ssnLast4)],
        ]),
        ...residenceSections(c.residences, "Co-borrower"),
        ...employmentSections(c.employments, "Co-borrower"),
      );
    }
    return sections;
  },
});
