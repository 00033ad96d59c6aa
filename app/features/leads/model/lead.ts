import type { AdsValues } from "~/features/visitor/marketing-params";
import { DEFAULT_LANGUAGE, type Language } from "~/lib/i18n/languages";
import type { LeadDetails, LeadDetailsFor, LeadKind } from "../kinds/registry";

/**
 * The lead as the dealership's CRM receives it (spec section 3 "Lead payload"), and what a
 * form gives acceptLead(). Browser-safe types only; what differs by kind (labels, details,
 * e-mail sections) is in the lead-kind registry (../kinds/registry.ts).
 *
 * The payload never holds a Social Security number: a full credit application's SSNs
 * are encrypted into their own column, and the payload keeps only the last four digits.
 */

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

/**
 * One lead as a form's mapper (forms/*.ts) or the integration API hands it to acceptLead():
 * plain values, no request. The dealership, the prospect status and the time are added there.
 */
export type AcceptLeadInput<K extends LeadKind = LeadKind> = {
  kind: K;
  /** The form's token's key (checkLeadForm), or the integration's Idempotency-Key. */
  idempotencyKey: string;
  user: LeadUserInput;
  vehicle?: LeadVehicleInput;
  sellVehicle?: SellVehicleInput;
  comments?: string;
  /** The page the lead was sent from. */
  url: string;
  /**
   * The short code the visitor was given on the form's confirmation page (FCA-7K3M-Q9TZ),
   * so the dealer finds the lead the visitor quotes (intake/confirmation.server.ts).
   */
  reference?: string;
  details?: LeadDetailsFor<K>;
  /** The applicant's SSN (FULL_CREDIT_APP); stored encrypted, never in the payload. */
  ssn?: string;
  coBorrowerSsn?: string;
  /** Tracked marketing parameters the caller knows, used when the visitor's cookie has none. */
  adsValues?: AdsValues;
  /** A ready-made body an integration sent; kept in the payload and shown in the text e-mail. */
  html?: string;
  text?: string;
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

/**
 * What a vehicle is to the lead, in ADF's words: one the visitor wants (`buy`), their own to
 * sell (`sell`), or their own car the lead is about without selling it (`trade-in`: ADF 1.0
 * has no "service" interest, and CRMs file a trade-in vehicle as the customer's current car).
 */
export type VehicleInterest = "buy" | "sell" | "trade-in";

export type LeadVehicle = {
  interest: VehicleInterest;
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

export type LeadPayload = {
  kind: LeadKind;
  user: LeadUser;
  vehicle?: LeadVehicle;
  sellVehicle?: SellVehicle;
  vendor: LeadVendor;
  /** The page the visitor sent the lead from. */
  url: string;
  /** The reference the visitor was given on the confirmation page, when the form has one. */
  reference?: string;
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
  /**
   * The language of the page the lead was sent from, when it is not English: the lead itself
   * stays in English, with "Preferred language: Spanish" so the store can answer in Spanish.
   */
  language?: Language;
};

/** The site's languages as the dealer reads them, in English. */
const LANGUAGE_NAMES_IN_ENGLISH: Record<Language, string> = { en: "English", es: "Spanish" };

/** "Spanish" for a lead sent from a Spanish page; undefined for an English one. */
export function preferredLanguageOf(payload: Pick<LeadPayload, "language">): string | undefined {
  const { language } = payload;
  return language && language !== DEFAULT_LANGUAGE ? LANGUAGE_NAMES_IN_ENGLISH[language] : undefined;
}
