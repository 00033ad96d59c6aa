import { z } from "zod";

/**
 * The lead as the dealership's CRM receives it (spec section 3 "Lead payload") and the
 * kind-specific details each form adds. Browser-safe: pages import these types, and the
 * detail schemas check what an integration posts to /api/email/send.
 *
 * The payload never holds a Social Security number: a full credit application's SSNs
 * are encrypted into their own column, and the payload keeps only the last four digits.
 */

// ---------------------------------------------------------------------------------------
// Kinds (spec section 7).

export const FIXED_LEAD_KINDS = [
  "UNLOCK_INVENTORY",
  "UNLOCK_PRICE",
  "SCHEDULE_TEST_DRIVE",
  "SELL_OR_TRADE",
  "STAFF_MEMBER",
  "CAREERS",
  "APPLY_FINANCING",
  "FULL_CREDIT_APP",
  "SERVICE",
] as const;
export type FixedLeadKind = (typeof FIXED_LEAD_KINDS)[number];
/** `CONTACT_{inquiry target}`, e.g. CONTACT_FINANCE (the targets are CONTACT_INQUIRIES' `to`). */
export type ContactLeadKind = `CONTACT_${string}`;
export type LeadKind = FixedLeadKind | ContactLeadKind;

const CONTACT_KIND = /^CONTACT_[A-Z0-9_]{1,60}$/;

export function isLeadKind(value: string): value is LeadKind {
  return (FIXED_LEAD_KINDS as readonly string[]).includes(value) || CONTACT_KIND.test(value);
}
export const leadKindSchema = z.string().refine(isLeadKind, "unknown lead kind") as z.ZodType<LeadKind>;

/** Human names of the kinds, for subjects and the text e-mail. */
export function leadKindLabel(kind: LeadKind): string {
  const labels: Record<FixedLeadKind, string> = {
    UNLOCK_INVENTORY: "Unlock inventory",
    UNLOCK_PRICE: "Unlock price",
    SCHEDULE_TEST_DRIVE: "Test drive",
    SELL_OR_TRADE: "Sell or trade",
    STAFF_MEMBER: "Message to a staff member",
    CAREERS: "Job application",
    APPLY_FINANCING: "Financing pre-approval",
    FULL_CREDIT_APP: "Full credit application",
    SERVICE: "Service appointment",
  };
  if (kind in labels) return labels[kind as FixedLeadKind];
  const target = kind.slice("CONTACT_".length).toLowerCase().replace(/_/g, " ");
  return `Contact: ${target}`;
}

// ---------------------------------------------------------------------------------------
// What a form gives acceptLead().

/** An address as the visitor profile keeps it (spec section 3 "Address"). */
export type LeadAddressInput = {
  address?: string;
  apartment?: string;
  city?: string;
  state?: string;
  zipCode?: string;
};

export type LeadUserInput = {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  comments?: string;
  /** Full credit application only. */
  middleName?: string;
  suffix?: string;
  /** YYYY-MM-DD; full credit application only. */
  dateOfBirth?: string;
  /** The visitor's home address; when complete it is sent with type `home`. */
  homeAddress?: LeadAddressInput;
  /** Any other address (the visitor's location); when complete and no home address is, type `delivery`. */
  address?: LeadAddressInput;
};

export type LeadVehicleInput = {
  /** used, new or certified; the lead's vehicle status is `new` only for new. */
  condition?: string;
  make?: string;
  model?: string;
  year?: number | string;
  vin?: string;
  trim?: string;
  bodystyle?: string;
  transmissionSlug?: string;
  interiorColor?: string;
  exteriorColor?: string;
  price?: number | string;
  miles?: number | string;
  comments?: string;
};

export type SellVehicleInput = {
  make?: string;
  model?: string;
  year?: number | string;
  miles?: number | string;
};

// ---------------------------------------------------------------------------------------
// The payload (spec section 3).

export type LeadAddress = {
  type: "home" | "delivery";
  street: string;
  postalcode: string;
  city: string;
  regioncode: string;
  apartment?: string;
};

export type LeadUser = {
  /** 'Not provided' when the visitor gave none. */
  firstName: string;
  lastName: string;
  email?: string;
  /** 'Not provided' when the visitor gave neither e-mail nor phone. */
  phone?: string;
  comments?: string;
  middleName?: string;
  suffix?: string;
  dateOfBirth?: string;
  address?: LeadAddress;
};

export type LeadVehicle = {
  interest: "buy" | "sell";
  /** The ADF vehicle status: `new` if the condition is new, otherwise `used`. */
  condition: "new" | "used";
  make?: string;
  model?: string;
  year?: string;
  vin?: string;
  trim?: string;
  bodystyle?: string;
  transmissionSlug?: string;
  interiorColor?: string;
  exteriorColor?: string;
  price?: number;
  miles?: number;
  comments?: string;
};

export type SellVehicle = { make?: string; model?: string; year?: string; miles?: number };

/** The dealership the lead is for: its name and a contact e-mail and/or phone. */
export type LeadVendor = { vendorName: string; contact: { email?: string; phone?: string } };

/** The tracked marketing parameters (spec section 9), the "ad user information". */
export const TRACKED_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "fbclid",
  "gbraid",
  "gwraid",
] as const;
export type TrackedParam = (typeof TRACKED_PARAMS)[number];
export type AdsValues = Partial<Record<TrackedParam, string>>;

export const adsValuesSchema = z
  .object(Object.fromEntries(TRACKED_PARAMS.map((p) => [p, z.string().trim().max(500).optional()])))
  .partial() as z.ZodType<AdsValues>;

export type LeadPayload = {
  kind: LeadKind;
  user: LeadUser;
  vehicle?: LeadVehicle;
  sellVehicle?: SellVehicle;
  vendor: LeadVendor;
  /** The page the visitor sent the lead from. */
  url: string;
  comments?: string;
  /** A ready-made body an integration sent to /api/email/send, kept as given. */
  html?: string;
  text?: string;
  /** ADF prospect status: `new` for the first ADF lead of a browser, `resend` after. */
  prospectStatus: "new" | "resend";
  details?: LeadDetails;
  adsValues?: AdsValues;
  /** ISO-8601 time the lead was accepted; the ADF requestdate. */
  requestDate: string;
};

// ---------------------------------------------------------------------------------------
// Kind-specific details. zod schemas so /api/email/send can check them; the types follow.

const text = z.string().trim().min(1).max(5000);
const optText = z.string().trim().max(5000).optional();

/** Contact: the inquiry topic (its label and who it goes to) and the message. */
export const contactDetailsSchema = z.object({
  inquiry: z.object({ name: text, to: text }),
  message: text,
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

export const careersDetailsSchema = z.object({ position: text, message: text });
export type CareersDetails = z.infer<typeof careersDetailsSchema>;

/** A message to one staff member; their primary e-mail gets a copy (acceptLead's additionalRecipients). */
export const staffMemberDetailsSchema = z.object({
  staffMember: z.object({ id: optText, slug: optText, name: text, title: optText, department: optText }),
  message: optText,
});
export type StaffMemberDetails = z.infer<typeof staffMemberDetailsSchema>;

/** The service appointment of spec section 3, with the names the service API uses. */
export const serviceAppointmentSchema = z.object({
  appointment_id: text,
  /** ISO-8601 local date-time, e.g. 2026-11-03T09:30. */
  start_datetime: text,
  end_datetime: text,
  notes_general: optText,
  vehicle_arr: z
    .array(z.object({ year: text, make: text, model: text }))
    .min(1)
    .max(5),
  repair_order_lines: z
    .array(z.object({ op_code: text, name: text, notes_narrative: optText }))
    .min(1)
    .max(30),
  business_customer: z
    .object({
      name: optText,
      contactName: optText,
      contactTitle: optText,
      contactPhone: optText,
      contactEmail: optText,
    })
    .optional(),
});
export type ServiceAppointmentDetails = z.infer<typeof serviceAppointmentSchema>;

/** Financing pre-approval extras: who the applicant is, and when they plan to buy. */
export const financingDetailsSchema = z.object({ identifier: text, buyingTime: text });
export type FinancingDetails = z.infer<typeof financingDetailsSchema>;

export const residenceSchema = z.object({
  housingStatus: text,
  monthlyRent: z.number().min(0).optional(),
  yearsAtAddress: z.number().int().min(0).max(99),
  monthsAtAddress: z.number().int().min(0).max(11),
  fullAddress: text,
  apartment: optText,
  city: text,
  state: text,
  zipCode: text,
});
export type Residence = z.infer<typeof residenceSchema>;

export const employmentSchema = z.object({
  employer: text,
  jobTitle: optText,
  phone: optText,
  monthlyIncome: z.number().min(0),
  incomeType: text,
  years: z.number().int().min(0).max(99),
  months: z.number().int().min(0).max(11),
});
export type Employment = z.infer<typeof employmentSchema>;

const borrowerHistory = {
  residences: z.array(residenceSchema).min(1).max(5),
  employments: z.array(employmentSchema).min(1).max(5),
};

/**
 * The full credit application beyond the user: residence and employment history and an
 * optional co-borrower with the same structure. The applicant's middle name, suffix and
 * date of birth travel in the payload's user. SSNs are never here: acceptLead takes them
 * apart (`ssn`, `coBorrowerSsn`), encrypts them, and writes only `ssnLast4`.
 */
export const fullCreditApplicationSchema = z.object({
  ...borrowerHistory,
  ssnLast4: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  coBorrower: z
    .object({
      user: z.object({
        firstName: text,
        middleName: optText,
        lastName: text,
        suffix: optText,
        email: optText,
        phone: optText,
        dateOfBirth: optText,
      }),
      ...borrowerHistory,
      ssnLast4: z
        .string()
        .regex(/^\d{4}$/)
        .optional(),
    })
    .optional(),
});
export type FullCreditApplicationDetails = z.infer<typeof fullCreditApplicationSchema>;

/** The test-drive scheduler: the day and time the visitor picked. */
export const testDriveDetailsSchema = z.object({ date: text, time: text });
export type TestDriveDetails = z.infer<typeof testDriveDetailsSchema>;

/** The personalized-pricing questionnaire's answers. */
export const pricingDetailsSchema = z.object({
  downPayment: z.number().min(0).optional(),
  tradingIn: z.boolean().optional(),
  tradeEquity: z.number().optional(),
  creditScore: optText,
});
export type PricingDetails = z.infer<typeof pricingDetailsSchema>;

/** A sell-or-trade lead's appraisal summary, as free lines (the questionnaire is its own issue). */
export const sellOrTradeDetailsSchema = z.object({
  offer: z.number().min(0).optional(),
  answers: z
    .array(z.object({ question: text, answer: text }))
    .max(100)
    .optional(),
});
export type SellOrTradeDetails = z.infer<typeof sellOrTradeDetailsSchema>;

export const emptyDetailsSchema = z.object({});

export type LeadDetailsByKind = {
  UNLOCK_INVENTORY: Record<string, never>;
  UNLOCK_PRICE: PricingDetails;
  SCHEDULE_TEST_DRIVE: TestDriveDetails;
  SELL_OR_TRADE: SellOrTradeDetails;
  STAFF_MEMBER: StaffMemberDetails;
  CAREERS: CareersDetails;
  APPLY_FINANCING: FinancingDetails;
  FULL_CREDIT_APP: FullCreditApplicationDetails;
  SERVICE: ServiceAppointmentDetails;
};

export type LeadDetailsFor<K extends LeadKind> = K extends FixedLeadKind
  ? LeadDetailsByKind[K]
  : ContactDetails;

export type LeadDetails = LeadDetailsByKind[FixedLeadKind] | ContactDetails;

/** The details schema of a kind. */
export function detailsSchemaFor(kind: LeadKind): z.ZodType {
  switch (kind) {
    case "UNLOCK_INVENTORY":
      return emptyDetailsSchema;
    case "UNLOCK_PRICE":
      return pricingDetailsSchema;
    case "SCHEDULE_TEST_DRIVE":
      return testDriveDetailsSchema;
    case "SELL_OR_TRADE":
      return sellOrTradeDetailsSchema;
    case "STAFF_MEMBER":
      return staffMemberDetailsSchema;
    case "CAREERS":
      return careersDetailsSchema;
    case "APPLY_FINANCING":
      return financingDetailsSchema;
    case "FULL_CREDIT_APP":
      return fullCreditApplicationSchema;
    case "SERVICE":
      return serviceAppointmentSchema;
    default:
      return contactDetailsSchema;
  }
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
