import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * The database as Kysely sees it. One schema for SQLite and PostgreSQL, so columns use
 * types both share: text, integer, real. Times are ISO-8601 UTC strings and booleans
 * are 0/1 integers (see docs/decisions.md).
 */
export interface VehiclesTable {
  vin: string;
  stock_number: string;
  condition: string;
  year: number;
  model_year: number;
  make: string;
  make_slug: string;
  model: string;
  model_slug: string;
  trim: string;
  body_style: string;
  mileage: number;
  init_price: number;
  price: number;
  old_price: number | null;
  transmission: string;
  exterior_color: string;
  exterior_color_hex: string;
  interior_color: string;
  fuel_type: string;
  doors: number;
  engine: string;
  drivetrain: string;
  city_mpg: number | null;
  highway_mpg: number | null;
  /** JSON array of feature names. */
  features: string;
  location_key: string;
  premium_upgrade: number;
  /** 1: in the private inventory (shown only to a visitor who unlocked it); 0: public. */
  private: Generated<number>;
  preview_image: string;
  image_custom_bg: string | null;
  /** JSON array of EVOX image URLs. */
  evox_images: string;
  /** 'in_stock' or 'sold'. */
  status: string;
  listed_at: string;
  updated_at: string;
  sold_at: string | null;
}

export interface VehicleImagesTable {
  vin: string;
  position: number;
  url: string;
}

export interface PriceHistoryTable {
  id: Generated<number>;
  vin: string;
  old_price: number;
  new_price: number;
  changed_at: string;
}

export interface LeadsTable {
  id: string;
  kind: string;
  /** One key per form render: the same form posted twice makes one lead. */
  idempotency_key: string;
  store_key: string;
  /** JSON of the lead payload (spec section 3), never holding an SSN in clear. */
  payload: string;
  /** AES-256-GCM ciphertext of the SSN of a full credit application. */
  ssn_ciphertext: string | null;
  created_at: string;
}

export interface LeadDeliveriesTable {
  id: Generated<number>;
  lead_id: string;
  /** 'dealer' for the store's CRM address, 'staff' for a staff member's copy. */
  channel: string;
  recipient: string;
  /** 'adf' or 'text'. */
  format: string;
  /** 'pending', 'sending', 'sent' or 'failed'. */
  status: string;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  /** The worker holding the lease (migration 0003); null when no one does. */
  claim_token: Generated<string | null>;
  last_error: string | null;
  message_id: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A phone number being verified with a 6-digit code (POST /api/customer/phoneValidation). */
export interface PhoneVerificationsTable {
  /** The number in the default mask, +19999999999 (or its digits when not North American). */
  phone: string;
  /** HMAC-SHA-256 of the code; the code itself is never stored. */
  code_hash: string;
  expires_at: string;
  /** Wrong codes tried against the current code. */
  attempts: number;
  /** Codes sent in the current throttling window. */
  send_count: number;
  window_started_at: string;
  last_sent_at: string;
  verified_at: string | null;
}

/** A trade-in appraisal (migration 0005); JSON columns hold lists and nested offers. */
export interface AppraisalsTable {
  /** Random, unguessable token (24 characters of base64url). */
  id: string;
  created_at: string;
  expires_at: string;
  /** The dealership's date (YYYY-MM-DD) and time (HH:MM) of the appraisal. */
  appraisal_date: string;
  appraisal_time: string;
  vin: string | null;
  licence_plate: string | null;
  state: string | null;
  year: number;
  make: string;
  model: string;
  trim: string;
  mileage: number;
  exterior_color: string;
  /** JSON array of offer types shown: cashNow, moreCashLater, bringVehicleIn. */
  visible_offers: string;
  selected_payment: string | null;
  cash_now_final_price: number;
  /** JSON: initPrice, additionalPayments [{label, amount}], finalPrice and its costs; null if none. */
  more_cash_later: string | null;
  /** JSON: { reasons: [{code, message}] }; null when the offers are prices. */
  bring_vehicle_in: string | null;
  /** JSON array of option labels. */
  options: Generated<string>;
  /** JSON array of { questionId, question, answer }. */
  questions: string;
  /** JSON object question id -> value(s). */
  answers: string;
  retail_value: number;
  trade_in_value: number;
  valuation_source: string;
  comparables: number;
  /** JSON: { total, lines }. */
  deductions: string;
  /** The SELL_OR_TRADE lead the offer was sent with (migration 0006). */
  lead_id: Generated<string | null>;
  /** The inspection the seller booked: a location key, a date and a time of the dealership. */
  inspection_location: Generated<string | null>;
  inspection_date: Generated<string | null>;
  inspection_time: Generated<string | null>;
  inspection_booked_at: Generated<string | null>;
}

/** A seller's answers between the questionnaire's pages (migration 0006). */
export interface AppraisalDraftsTable {
  /** Random, unguessable token (24 characters of base64url), held in a signed cookie. */
  id: string;
  created_at: string;
  updated_at: string;
  expires_at: string;
  /** JSON: the vehicle's fields and the answers as typed, and the pages completed. */
  data: string;
  /** Set once the offer is made. */
  appraisal_id: string | null;
}

/** The proof of one cookie consent choice (migration 0007); booleans are 0/1. */
export interface ConsentRecordsTable {
  /** A random UUID: the id the visitor's cookieConsent cookie carries. */
  id: string;
  recorded_at: string;
  /** The cookie policy's revision and the dialog's tier when the choice was made. */
  revision: number;
  tier: number;
  functional: number;
  analytics: number;
  targeting: number;
  /** The page's language: en or es. */
  language: string;
  /** Whether the browser sent Global Privacy Control. */
  gpc: number;
}

export interface Database {
  vehicles: VehiclesTable;
  vehicle_images: VehicleImagesTable;
  price_history: PriceHistoryTable;
  leads: LeadsTable;
  lead_deliveries: LeadDeliveriesTable;
  phone_verifications: PhoneVerificationsTable;
  appraisals: AppraisalsTable;
  appraisal_drafts: AppraisalDraftsTable;
  consent_records: ConsentRecordsTable;
}

export type VehicleRow = Selectable<VehiclesTable>;
export type NewVehicleRow = Insertable<VehiclesTable>;
export type VehicleUpdate = Updateable<VehiclesTable>;
