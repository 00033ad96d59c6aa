import { formatPrice } from "~/lib/format";
import type {
  CareersDetails,
  ContactDetails,
  Employment,
  FinancingDetails,
  FullCreditApplicationDetails,
  LeadPayload,
  PricingDetails,
  Residence,
  SellOrTradeDetails,
  ServiceAppointmentDetails,
  StaffMemberDetails,
  TestDriveDetails,
} from "./lead";

/**
 * The kind-specific part of a lead as labelled lines, shared by the text e-mail (as blocks)
 * and the ADF e-mail (in the customer's comments, since ADF has no element for a job
 * application or a credit history). An SSN appears only as its last four digits.
 */
export type Section = { title: string; lines: Array<[label: string, value: string]> };

const money = (value: number | undefined) => (value === undefined ? undefined : formatPrice(value));

function section(title: string, lines: Array<[string, string | number | undefined | null]>): Section {
  return {
    title,
    lines: lines
      .filter(([, v]) => v !== undefined && v !== null && String(v).trim() !== "")
      .map(([l, v]) => [l, String(v)]),
  };
}

function residenceLines(residences: Residence[], who: string): Section[] {
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

function employmentLines(employments: Employment[], who: string): Section[] {
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

export function detailSections(payload: LeadPayload): Section[] {
  const { kind, details } = payload;
  if (!details) return [];
  if (kind.startsWith("CONTACT_")) {
    const d = details as ContactDetails;
    return [
      section("Contact request", [
        ["Inquiry", d.inquiry?.name],
        ["Department", d.inquiry?.to],
        ["Message", d.message],
      ]),
    ];
  }
  switch (kind) {
    case "CAREERS": {
      const d = details as CareersDetails;
      return [
        section("Job application", [
          ["Position", d.position],
          ["Why a good fit", d.message],
        ]),
      ];
    }
    case "STAFF_MEMBER": {
      const d = details as StaffMemberDetails;
      return [
        section("Message to a staff member", [
          ["Staff member", d.staffMember.name],
          ["Title", d.staffMember.title],
          ["Department", d.staffMember.department],
          ["Message", d.message],
        ]),
      ];
    }
    case "SERVICE": {
      const d = details as ServiceAppointmentDetails;
      const sections = [
        section("Service appointment", [
          ["Appointment", d.appointment_id],
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
              [line.op_code, [line.name, line.notes_narrative].filter(Boolean).join(": ")] as [
                string,
                string,
              ],
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
    }
    case "APPLY_FINANCING": {
      const d = details as FinancingDetails;
      return [
        section("Financing pre-approval", [
          ["Applicant", d.identifier],
          ["Buying time", d.buyingTime],
          ["Credit score", "No credit-score impact (pre-approval)"],
        ]),
      ];
    }
    case "FULL_CREDIT_APP": {
      const d = details as FullCreditApplicationDetails;
      const sections: Section[] = [
        section("Applicant", [
          [
            "Name",
            [payload.user.firstName, payload.user.middleName, payload.user.lastName, payload.user.suffix]
              .filter(Boolean)
              .join(" "),
          ],
          ["Date of birth", payload.user.dateOfBirth],
          ["SSN (last four)", maskedSsn(d.ssnLast4)],
        ]),
        ...residenceLines(d.residences ?? [], "Applicant"),
        ...employmentLines(d.employments ?? [], "Applicant"),
      ];
      if (d.coBorrower) {
        const c = d.coBorrower;
        sections.push(
          section("Co-borrower", [
            [
              "Name",
              [c.user.firstName, c.user.middleName, c.user.lastName, c.user.suffix].filter(Boolean).join(" "),
            ],
            ["E-mail", c.user.email],
            ["Phone", c.user.phone],
            ["Date of birth", c.user.dateOfBirth],
            ["SSN (last four)", maskedSsn(c.ssnLast4)],
          ]),
          ...residenceLines(c.residences, "Co-borrower"),
          ...employmentLines(c.employments, "Co-borrower"),
        );
      }
      return sections;
    }
    case "SCHEDULE_TEST_DRIVE": {
      const d = details as TestDriveDetails;
      return [
        section("Test drive", [
          ["Day", d.date],
          ["Time", d.time],
        ]),
      ];
    }
    case "UNLOCK_PRICE": {
      const d = details as PricingDetails;
      return [
        section("Personalized price", [
          ["Down payment", money(d.downPayment)],
          ["Trading in", d.tradingIn === undefined ? undefined : d.tradingIn ? "Yes" : "No"],
          ["Estimated trade equity", money(d.tradeEquity)],
          ["Credit score", d.creditScore],
        ]),
      ];
    }
    case "SELL_OR_TRADE": {
      const d = details as SellOrTradeDetails;
      return [
        section("Trade-in appraisal", [
          ["Offer", money(d.offer)],
          ...(d.answers ?? []).map((a) => [a.question, a.answer] as [string, string]),
        ]),
      ];
    }
    default:
      return [];
  }
}

/** Sections as plain lines: "Title" then "  Label: value". */
export function sectionsAsText(sections: Section[], indent = "  "): string {
  return sections
    .filter((s) => s.lines.length > 0)
    .map((s) =>
      [s.title, ...s.lines.map(([l, v]) => `${indent}${l}: ${v.replace(/\n/g, `\n${indent}  `)}`)].join("\n"),
    )
    .join("\n\n");
}
