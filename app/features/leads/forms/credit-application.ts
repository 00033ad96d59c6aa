import { z } from "zod";
import type { AcceptLeadInput } from "../model/lead";
import {
  amountField,
  dateField,
  emailField,
  isValidDate,
  MESSAGES,
  phoneField,
  ssnField,
  textField,
} from "../model/validation";
import {
  addressFields,
  agreementField,
  checkboxField,
  choiceField,
  contactFields,
  type LeadFormContext,
  LIMITS,
  optionalEmail,
  optionalLimitedText,
  optionalPhone,
  SEND_ERROR_TOAST,
  tooLong,
  wholeNumberField,
  ZIP_MESSAGE,
} from "./common";

/**
 * The full credit application (spec section 3): the applicant (with middle name,
 * suffix, date of birth and SSN), their residence and employment history, and an
 * optional co-borrower with the same structure. One schema for the browser's steps and
 * the server's single POST.
 */
export const SUFFIXES = ["Jr.", "Sr.", "II", "III", "IV"] as const;
export const HOUSING_STATUSES = ["Own", "Rent", "Live with family", "Other"] as const;
export const INCOME_TYPES = [
  "Full-time",
  "Part-time",
  "Self-employed",
  "Retired",
  "Military",
  "Other",
] as const;

/** At most this many previous addresses and jobs (lenders ask for about two years). */
export const MAX_HISTORY = 3;
/**
 * The largest monthly amounts the application takes: a rent or mortgage payment up to
 * $100,000 and an income up to $1,000,000 a month. Beyond that is a typing slip (the
 * field's message says what to enter), not an applicant. docs/decisions.md.
 */
export const MAX_MONTHLY_RENT = 100_000;
export const MAX_MONTHLY_INCOME = 1_000_000;
export const MINIMUM_AGE = 18;

export const CREDIT_MESSAGES = {
  dateOfBirthAge: `You must be at least ${MINIMUM_AGE} years old to apply.`,
  dateOfBirthRange: "Enter a real date of birth.",
  monthlyRent: "Enter your monthly rent or mortgage payment (0 if none).",
  monthlyIncome: "Enter your monthly income before taxes.",
  employer: 'Enter your employer (or "Retired", "Self-employed").',
  address: "Enter your street address.",
  years: "Enter 0 to 99 years.",
  months: "Enter 0 to 11 months.",
  consent: "Please agree to continue.",
  history: `List at most ${MAX_HISTORY}.`,
  suffix: "Choose a suffix from the list.",
} as const;

function ageOn(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split("-").map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age -= 1;
  return age;
}

const dateOfBirthField = dateField().superRefine((v, ctx) => {
  if (!isValidDate(v)) return;
  const age = ageOn(v, new Date());
  if (age > 120 || age < 0) ctx.addIssue({ code: "custom", message: CREDIT_MESSAGES.dateOfBirthRange });
  else if (age < MINIMUM_AGE) ctx.addIssue({ code: "custom", message: CREDIT_MESSAGES.dateOfBirthAge });
});

const person = {
  firstName: contactFields.firstName,
  middleName: optionalLimitedText(LIMITS.name),
  lastName: contactFields.lastName,
  suffix: choiceField(SUFFIXES, CREDIT_MESSAGES.suffix).optional(),
  dateOfBirth: dateOfBirthField,
  ssn: ssnField(),
};

export const residenceFields = z.object({
  housingStatus: choiceField(HOUSING_STATUSES),
  monthlyRent: amountField(CREDIT_MESSAGES.monthlyRent, { max: MAX_MONTHLY_RENT }),
  yearsAtAddress: wholeNumberField(0, 99, CREDIT_MESSAGES.years),
  monthsAtAddress: wholeNumberField(0, 11, CREDIT_MESSAGES.months),
  fullAddress: textField(CREDIT_MESSAGES.address).max(LIMITS.shortText, tooLong(LIMITS.shortText)),
  apartment: addressFields.apartment,
  city: addressFields.city,
  state: addressFields.state,
  zipCode: textField().regex(/^\d{5}(?:-\d{4})?$/, ZIP_MESSAGE),
});

export const employmentFields = z.object({
  employer: textField(CREDIT_MESSAGES.employer).max(LIMITS.shortText, tooLong(LIMITS.shortText)),
  jobTitle: optionalLimitedText(LIMITS.name),
  phone: optionalPhone,
  monthlyIncome: amountField(CREDIT_MESSAGES.monthlyIncome, { max: MAX_MONTHLY_INCOME }),
  incomeType: choiceField(INCOME_TYPES),
  years: wholeNumberField(0, 99, CREDIT_MESSAGES.years),
  months: wholeNumberField(0, 11, CREDIT_MESSAGES.months),
});

const history = {
  residences: z.array(residenceFields).min(1, MESSAGES.required).max(MAX_HISTORY, CREDIT_MESSAGES.history),
  employments: z.array(employmentFields).min(1, MESSAGES.required).max(MAX_HISTORY, CREDIT_MESSAGES.history),
};

export const coBorrowerFields = z.object({
  ...person,
  email: optionalEmail,
  phone: phoneField(),
  ...history,
});

/** The application as the form names its fields. */
export const creditApplicationFields = z.object({
  ...person,
  email: emailField().max(LIMITS.email, tooLong(LIMITS.email)),
  phone: contactFields.phone,
  ...history,
  // Ticked only with "on", as the preprocess below reads it to keep the co-borrower.
  hasCoBorrower: checkboxField(),
  coBorrower: coBorrowerFields.optional(),
  consent: agreementField(CREDIT_MESSAGES.consent),
});

/**
 * The co-borrower's fields count only when "add a co-borrower" is ticked: without
 * JavaScript they are always on the page, and an applicant who leaves them blank (or
 * half-filled and then unticked) must not be held up by them.
 */
export const creditApplicationSchema = z.preprocess((raw) => {
  if (raw && typeof raw === "object" && (raw as Record<string, unknown>).hasCoBorrower !== "on") {
    const { coBorrower: _ignored, ...rest } = raw as Record<string, unknown>;
    return rest;
  }
  return raw;
}, creditApplicationFields);

export type CreditApplicationForm = z.infer<typeof creditApplicationFields>;

/**
 * The FULL_CREDIT_APP lead of a valid application. The SSNs go to acceptLead apart (`ssn`,
 * `coBorrowerSsn`), which encrypts them and puts only their last four digits in the lead;
 * the details never hold one.
 */
export function toCreditApplicationLead(
  value: CreditApplicationForm,
  form: LeadFormContext & { reference?: string },
): AcceptLeadInput<"FULL_CREDIT_APP"> {
  const current = value.residences[0]!;
  const co = value.hasCoBorrower ? value.coBorrower : undefined;
  return {
    kind: "FULL_CREDIT_APP",
    idempotencyKey: form.idempotencyKey,
    url: form.pageUrl,
    reference: form.reference,
    user: {
      firstName: value.firstName,
      middleName: value.middleName,
      lastName: value.lastName,
      suffix: value.suffix,
      email: value.email,
      phone: value.phone,
      dateOfBirth: value.dateOfBirth,
      homeAddress: {
        address: current.fullAddress,
        apartment: current.apartment,
        city: current.city,
        state: current.state,
        zipCode: current.zipCode,
      },
    },
    details: {
      residences: value.residences,
      employments: value.employments,
      coBorrower: co
        ? {
            user: {
              firstName: co.firstName,
              middleName: co.middleName,
              lastName: co.lastName,
              suffix: co.suffix,
              email: co.email,
              phone: co.phone,
              dateOfBirth: co.dateOfBirth,
            },
            residences: co.residences,
            employments: co.employments,
          }
        : undefined,
    },
    ssn: value.ssn,
    coBorrowerSsn: co?.ssn,
    comments: co ? "Full credit application with a co-borrower" : "Full credit application",
  };
}

/** Fields whose values are never sent back to the browser after a failed submission. */
export const SECRET_FIELDS = ["ssn", "coBorrower.ssn"];

/** The steps the browser shows one at a time (all at once without JavaScript). */
export const CREDIT_STEPS = [
  { id: "applicant", title: "About you" },
  { id: "residence", title: "Where you live" },
  { id: "employment", title: "Where you work" },
  { id: "co-borrower", title: "Co-borrower" },
  { id: "review", title: "Review and submit" },
] as const;
export type CreditStepId = (typeof CREDIT_STEPS)[number]["id"];

/** Which step a field belongs to, by its form name. */
export function stepOfField(name: string): CreditStepId {
  if (name.startsWith("residences")) return "residence";
  if (name.startsWith("employments")) return "employment";
  if (name.startsWith("coBorrower") || name === "hasCoBorrower") return "co-borrower";
  // The applicant's SSN is asked last, with the consent (components/financing/credit-application/).
  if (name === "consent" || name === "ssn") return "review";
  return "applicant";
}

/** The credit application's id: its Conform id, and the form its tokens are issued for. */
export const CREDIT_APPLICATION_FORM_ID = "credit-application";

/** The prefix of an application's reference on its confirmation page (FCA-7K3M-Q9TZ). */
export const CREDIT_REFERENCE_PREFIX = "FCA";

export const CREDIT_TOASTS = {
  success: {
    summary: "Application received!",
    detail: "Thank you! Our finance team is reviewing your application and will contact you shortly.",
  },
  error: SEND_ERROR_TOAST,
} as const;
