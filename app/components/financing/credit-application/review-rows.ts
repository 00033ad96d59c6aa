import {
  CREDIT_STEPS,
  type CreditStepId,
  HOUSING_STATUSES,
  INCOME_TYPES,
} from "~/features/leads/forms/credit-application";
import { formatPrice } from "~/lib/format";
import { type Language, type Translate, translator } from "~/lib/i18n";
import { financingCatalogue } from "~/locales/financing";
import { optionKey } from "./types";

/**
 * What the review step shows of an application: the values as typed so far (Conform's
 * form value: strings, lists of records), grouped by the step where they were entered, in
 * the page's language (English by default). An SSN never shows in full: only its last four
 * digits, as ***-**-1234.
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
const tOf = (language: Language) => translator(language, financingCatalogue);

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
export function formatMonthly(value: unknown, language: Language = "en"): string | null {
  const typed = text(value);
  const plain = typed.replace(/[$,\s]/g, "");
  if (/^\d+(\.\d{1,2})?$/.test(plain))
    return tOf(language)("financing.review.perMonth", { amount: formatPrice(Number(plain), language) });
  return typed || null;
}

/** "3 years 2 months", "1 year", "5 months". */
export function formatDuration(years: unknown, months: unknown, language: Language = "en"): string | null {
  const t = tOf(language);
  const part = (value: unknown, unit: "years" | "months") => {
    const typed = text(value);
    if (typed === "") return "";
    // A whole number is counted ("1 year"); anything else is shown as typed, with the plural.
    return /^[1-9]\d{0,5}$|^0$/.test(typed)
      ? t(`financing.review.${unit}`, { count: Number(typed) })
      : t(`financing.review.${unit}.asTyped`, { value: typed });
  };
  return joined([part(years, "years"), part(months, "months")]) || null;
}

function address(r: Values): string | null {
  const street = joined([text(r.fullAddress), text(r.apartment)], ", ");
  const place = joined([text(r.city), joined([text(r.state), text(r.zipCode)])], ", ");
  return joined([street, place], ", ") || null;
}

const optionalRow = (label: string, value: string | null): ReviewRow[] => (value ? [{ label, value }] : []);

const OPTIONS: Record<"housing" | "income", readonly string[]> = {
  housing: HOUSING_STATUSES,
  income: INCOME_TYPES,
};

/** A chosen option ("Rent") in the page's language; anything else as it is. */
function optionLabel(t: Translate, list: "housing" | "income", value: unknown): string | null {
  const typed = text(value);
  return OPTIONS[list].includes(typed) ? t(`financing.${list}.${optionKey(typed)}`) : typed || null;
}

type Who = "applicant" | "co-borrower";

/** The applicant's e-mail is required, the co-borrower's optional; the applicant's SSN is typed on the review step. */
function personRows(t: Translate, p: Values, who: Who): ReviewRow[] {
  const email = text(p.email) || null;
  const label = (id: string) => t(`financing.review.${id}`);
  return [
    {
      label: label("name"),
      value: joined([text(p.firstName), text(p.middleName), text(p.lastName), text(p.suffix)]) || null,
    },
    { label: label("dateOfBirth"), value: formatDateOfBirth(p.dateOfBirth) },
    ...(who === "applicant" ? [{ label: label("email"), value: email }] : optionalRow(label("email"), email)),
    { label: label("phone"), value: text(p.phone) || null },
    {
      label: label("ssn"),
      value: maskSsn(p.ssn),
      missing: who === "applicant" ? label("enterBelow") : undefined,
    },
  ];
}

/** "Current address", "Co-borrower's previous address 2". */
const heading = (t: Translate, kind: "address" | "employment", index: number, who: Who) =>
  t(
    `financing.history.${kind}.${index === 0 ? "current" : "previous"}${who === "co-borrower" ? ".coBorrower" : ""}`,
    {
      index,
    },
  );

function residenceGroups(t: Translate, language: Language, list: unknown, who: Who): ReviewGroup[] {
  const label = (id: string) => t(`financing.review.${id}`);
  return records(list).map((r, index) => ({
    heading: heading(t, "address", index, who),
    rows: [
      { label: label("address"), value: address(r) },
      { label: label("housing"), value: optionLabel(t, "housing", r.housingStatus) },
      { label: label("rent"), value: formatMonthly(r.monthlyRent, language) },
      { label: label("timeThere"), value: formatDuration(r.yearsAtAddress, r.monthsAtAddress, language) },
    ],
  }));
}

function employmentGroups(t: Translate, language: Language, list: unknown, who: Who): ReviewGroup[] {
  const label = (id: string) => t(`financing.review.${id}`);
  return records(list).map((e, index) => ({
    heading: heading(t, "employment", index, who),
    rows: [
      { label: label("employer"), value: text(e.employer) || null },
      ...optionalRow(label("jobTitle"), text(e.jobTitle)),
      { label: label("incomeType"), value: optionLabel(t, "income", e.incomeType) },
      { label: label("income"), value: formatMonthly(e.monthlyIncome, language) },
      ...optionalRow(label("employerPhone"), text(e.phone)),
      { label: label("timeThere"), value: formatDuration(e.years, e.months, language) },
    ],
  }));
}

/** The review of everything entered so far, one section per step before the review. */
export function reviewSections(formValue: unknown, language: Language = "en"): ReviewSection[] {
  const t = tOf(language);
  const titleOf = (id: CreditStepId) =>
    CREDIT_STEPS.some((step) => step.id === id) ? t(`financing.credit.step.${id}`) : id;
  const value = record(formValue);
  const coBorrower = record(value.coBorrower);
  const withCoBorrower = text(value.hasCoBorrower) === "on";
  return [
    {
      stepId: "applicant",
      title: titleOf("applicant"),
      groups: [{ rows: personRows(t, value, "applicant") }],
    },
    {
      stepId: "residence",
      title: titleOf("residence"),
      groups: residenceGroups(t, language, value.residences, "applicant"),
    },
    {
      stepId: "employment",
      title: titleOf("employment"),
      groups: employmentGroups(t, language, value.employments, "applicant"),
    },
    {
      stepId: "co-borrower",
      title: titleOf("co-borrower"),
      groups: withCoBorrower
        ? [
            { rows: personRows(t, coBorrower, "co-borrower") },
            ...residenceGroups(t, language, coBorrower.residences, "co-borrower"),
            ...employmentGroups(t, language, coBorrower.employments, "co-borrower"),
          ]
        : [{ rows: [{ label: t("financing.review.coBorrower"), value: t("financing.review.none") }] }],
    },
  ];
}
