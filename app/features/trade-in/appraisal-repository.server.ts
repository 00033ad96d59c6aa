import { randomBytes } from "node:crypto";
import type { Selectable } from "kysely";
import type { DB } from "~/lib/db/connection.server";
import type { AppraisalsTable } from "~/lib/db/schema";
import type { Appraisal, InspectionBooking, NewAppraisal } from "./appraisal";
import type { OfferType, PaymentType } from "./offers";

/**
 * Stored appraisals. The id is 18 random bytes from the operating system's CSPRNG as
 * base64url (144 bits): it will sit in a signed link, and must be neither counted nor guessed.
 */
export function newAppraisalId(): string {
  return randomBytes(18).toString("base64url");
}

/** An id as newAppraisalId() makes them; anything else is not looked up at all. */
export const APPRAISAL_ID_PATTERN = /^[A-Za-z0-9_-]{24}$/;

type AppraisalRow = Selectable<AppraisalsTable>;

function toRow(id: string, a: NewAppraisal): Omit<AppraisalRow, InspectionColumns | "lead_id"> {
  return {
    id,
    created_at: a.createdAt,
    expires_at: a.expiresAt,
    appraisal_date: a.date,
    appraisal_time: a.time,
    vin: a.vin,
    licence_plate: a.licencePlate,
    state: a.state,
    year: a.vehicle.year,
    make: a.vehicle.make,
    model: a.vehicle.model,
    trim: a.vehicle.trim,
    mileage: a.mileage,
    exterior_color: a.exteriorColor,
    visible_offers: JSON.stringify(a.visibleOffers),
    selected_payment: a.selectedPayment,
    cash_now_final_price: a.cashNow.finalPrice,
    more_cash_later: a.moreCashLater ? JSON.stringify(a.moreCashLater) : null,
    bring_vehicle_in: a.bringVehicleIn ? JSON.stringify(a.bringVehicleIn) : null,
    options: JSON.stringify(a.options),
    questions: JSON.stringify(a.questions),
    answers: JSON.stringify(a.answers),
    retail_value: a.valuation.retailValue,
    trade_in_value: a.valuation.tradeInValue,
    valuation_source: a.valuation.source,
    comparables: a.valuation.comparables,
    deductions: JSON.stringify(a.deductions),
  };
}

function fromRow(row: AppraisalRow): Appraisal {
  return {
    id: row.id,
    licencePlate: row.licence_plate,
    state: row.state,
    vin: row.vin,
    mileage: row.mileage,
    exteriorColor: row.exterior_color,
    date: row.appraisal_date,
    time: row.appraisal_time,
    visibleOffers: JSON.parse(row.visible_offers) as OfferType[],
    selectedPayment: row.selected_payment as PaymentType | null,
    cashNow: { finalPrice: row.cash_now_final_price },
    moreCashLater: row.more_cash_later ? JSON.parse(row.more_cash_later) : null,
    options: JSON.parse(row.options) as string[],
    questions: JSON.parse(row.questions),
    vehicle: { year: row.year, make: row.make, model: row.model, trim: row.trim },
    answers: JSON.parse(row.answers),
    valuation: {
      retailValue: row.retail_value,
      tradeInValue: row.trade_in_value,
      source: row.valuation_source,
      comparables: row.comparables,
    },
    deductions: JSON.parse(row.deductions),
    bringVehicleIn: row.bring_vehicle_in ? JSON.parse(row.bring_vehicle_in) : null,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    leadId: row.lead_id,
    inspection:
      row.inspection_location && row.inspection_date && row.inspection_time && row.inspection_booked_at
        ? {
            location: row.inspection_location,
            date: row.inspection_date,
            time: row.inspection_time,
            bookedAt: row.inspection_booked_at,
          }
        : null,
  };
}

type InspectionColumns =
  | "inspection_location"
  | "inspection_date"
  | "inspection_time"
  | "inspection_booked_at";

/** Stores an appraisal under a new random id and returns it as stored. */
export async function insertAppraisal(db: DB, appraisal: NewAppraisal): Promise<Appraisal> {
  const row = toRow(newAppraisalId(), appraisal);
  await db.insertInto("appraisals").values(row).execute();
  return fromRow({
    ...row,
    lead_id: null,
    inspection_location: null,
    inspection_date: null,
    inspection_time: null,
    inspection_booked_at: null,
  });
}

export async function findAppraisal(db: DB, id: string): Promise<Appraisal | undefined> {
  if (!APPRAISAL_ID_PATTERN.test(id)) return undefined;
  const row = await db.selectFrom("appraisals").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

/** The newest appraisals first (staff tools, the CLI). */
export async function listRecentAppraisals(db: DB, limit = 50): Promise<Appraisal[]> {
  const rows = await db
    .selectFrom("appraisals")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(Math.max(1, Math.min(500, Math.floor(limit))))
    .execute();
  return rows.map(fromRow);
}

/** Notes the SELL_OR_TRADE lead the offer was sent with (the seller's contact details are in it). */
export async function recordAppraisalLead(db: DB, id: string, leadId: string): Promise<void> {
  if (!APPRAISAL_ID_PATTERN.test(id)) return;
  await db.updateTable("appraisals").set({ lead_id: leadId }).where("id", "=", id).execute();
}

/**
 * Books the inspection, with the offer the seller chose (null for "bring your vehicle in"),
 * once: a second booking of the same appraisal (a double click, two tabs) changes nothing
 * and answers false. Check the choice first with checkPaymentChoice().
 */
export async function recordInspection(
  db: DB,
  id: string,
  booking: InspectionBooking,
  payment: PaymentType | null,
): Promise<boolean> {
  if (!APPRAISAL_ID_PATTERN.test(id)) return false;
  const result = await db
    .updateTable("appraisals")
    .set({
      selected_payment: payment,
      inspection_location: booking.location,
      inspection_date: booking.date,
      inspection_time: booking.time,
      inspection_booked_at: booking.bookedAt,
    })
    .where("id", "=", id)
    .where("inspection_booked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
