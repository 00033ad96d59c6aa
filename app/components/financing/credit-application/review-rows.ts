import { CREDIT_STEPS, type CreditStepId } from "~/features/leads/forms/credit-application";
import { formatPrice } from "~/lib/format";

/**
 * What the review step shows of an application: the values as typed so far (Conform's
 * form value: strings, lists of records), grouped by the step where they were entered.
 * An SSN never shows in full: only its last four digits, as ***-**-1234.
 */

export type ReviewRow = {
  label: string;
  /** Null when a required answer is still missing. */
  value: string | null;
  /** What a missing answer says (default "Not entered"). */
  missing?: string;
};
export type ReviewGroup = { heading?: string; rows: ReviewRow[] };
export type ReviewSection = { stepId: CreditStepId; title: string; groups: ReviewGroup[] };

type Values = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const record = (value: unknown): Values =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Values) : {};
const records = (value: unknown): Values[] => (Array.isArray(value) ? value.map(record) : []);
const joined = (parts: string[], separator = " ") => parts.filter(Boolean).join(separator);
const whose = (who: string | undefined, heading: string) =>
  who ? `${who} ${heading.toLowerCase()}` : heading;
const titleOf = (id: CreditStepId) => CREDIT_STEPS.find((step) => step.id === id)?.title ?? id;

export function maskSsn(value: unknown): string | null {
  const digits = text(value).replace(/\D/g, "");
  return digits.length >= 4 ? `***-**-${digits.slice(-4)}` : null;
}

/** A date as typed by a date input (YYYY-MM-DD) in the US order, mm/dd/yyyy. */
export function formatDateOfBirth(value: unknown): string | null {
  const typed = text(value);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typed);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : typed || null;
}

/** "4,800" or "$1150.50" as dollars a month; anything else as typed. */
export function formatMonthly(value: unknown): string | null {
  const typed = text(value);
  const plain = typed.replace(/[$,\s]/g, "");
  if (/^\d+(\.\d{1,2})?$/.test(plain)) return `${formatPrice(Number(plain))} a month`;
  return typed || null;
}

/** "3 years 2 months", "1 year", "5 months". */
export function formatDuration(years: unknown, months: unknown): string | null {
  const part = (value: unknown, unit: string) => {
    const typed = text(value);
    if (typed === "") return "";
    return `${typed} ${unit}${typed === "1" ? "" : "s"}`;
  };
  return joined([part(years, "year"), part(months, "month")]) || null;
}

function address(r: Values): string | null {
  const street = joined([text(r.fullAddress), text(r.apartment)], ", ");
  const place = joined([text(r.city), joined([text(r.state), text(r.zipCode)])], ", ");
  return joined([street, place], ", ") || null;
}

const optionalRow = (label: string, value: string | null): ReviewRow[] => (value ? [{ label, value }] : []);

/** The applicant's e-mail is required, the co-borrower's optional; the applicant's SSN is typed on the review step. */
function personRows(p: Values, who: "applicant" | "co-borrower"): ReviewRow[] {
  const email = text(p.email) || null;
  return [
    {
      label: "Name",
      value: joined([text(p.firstName), text(p.middleName), text(p.lastName), text(p.suffix)]) || null,
    },
    { label: "Date of birth", value: formatDateOfBirth(p.dateOfBirth) },
    ...(who === "applicant" ? [{ label: "E-mail", value: email }] : optionalRow("E-mail", email)),
    { label: "Phone", value: text(p.phone) || null },
    {
      label: "Social Security number",
      value: maskSsn(p.ssn),
      missing: who === "applicant" ? "Enter it below" : undefined,
    },
  ];
}

function residenceGroups(list: unknown, who?: string): ReviewGroup[] {
  return records(list).map((r, index) => ({
    heading: whose(who, index === 0 ? "Current address" : `Previous address ${index}`),
    rows: [
      { label: "Address", value: address(r) },
      { label: "Housing", value: text(r.housingStatus) || null },
      { label: "Rent or mortgage", value: formatMonthly(r.monthlyRent) },
      { label: "Time there", value: formatDuration(r.yearsAtAddress, r.monthsAtAddress) },
    ],
  }));
}

function employmentGroups(list: unknown, who?: string): ReviewGroup[] {
  return records(list).map((e, index) => ({
    heading: whose(who, index === 0 ? "Current employment" : `Previous employment ${index}`),
    rows: [
      { label: "Employer", value: text(e.employer) || null },
      ...optionalRow("Job title", text(e.jobTitle)),
      { label: "Income type", value: text(e.incomeType) || null },
      { label: "Income before taxes", value: formatMonthly(e.monthlyIncome) },
      ...optionalRow("Employer phone", text(e.phone)),
      { label: "Time there", value: formatDuration(e.years, e.months) },
    ],
  }));
}

/** The review of everything entered so far, one section per step before the review. */
export function reviewSections(formValue: unknown): ReviewSection[] {
  const value = record(formValue);
  const coBorrower = record(value.coBorrower);
  const withCoBorrower = text(value.hasCoBorrower) === "on";
  return [
    { stepId: "applicant", title: titleOf("applicant"), groups: [{ rows: personRows(value, "applicant") }] },
    { stepId: "residence", title: titleOf("residence"), groups: residenceGroups(value.residences) },
    { stepId: "employment", title: titleOf("employment"), groups: employmentGroups(value.employments) },
    {
      stepId: "co-borrower",
      title: titleOf("co-borrower"),
      groups: withCoBorrower
        ? [
            { rows: personRows(coBorrower, "co-borrower") },
            ...residenceGroups(coBorrower.residences, "Co-borrower's"),
            ...employmentGroups(coBorrower.employments, "Co-borrower's"),
          ]
        : [{ rows: [{ label: "Co-borrower", value: "None" }] }],
    },
  ];
}
