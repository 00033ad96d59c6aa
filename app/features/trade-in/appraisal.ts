import { formatDate, formatPrice } from "~/lib/format";
import { addDays, DAY_MS } from "~/lib/wall-clock";
import type { DeductionResult } from "./deductions";
import {
  type BringInReason,
  isOfferCurrent,
  type MoreCashLaterOffer,
  type OfferType,
  type PaymentType,
} from "./offers";
import type { Answers } from "./questionnaire";
import type { Valuation } from "./valuation-model";

/**
 * A trade-in appraisal: every field of spec section 3 (licencePlate, state, vin, mileage,
 * exteriorColor, date, time, visibleOffers, selectedPayment, cashNow.finalPrice,
 * moreCashLater with its payments, options, questions) plus what staff need to trust
 * the number: the vehicle, the raw answers, the valuation and each deduction.
 */
export type Appraisal = {
  /** Random and unguessable (it ends up in a signed link), never a counter. */
  id: string;
  licencePlate: string | null;
  state: string | null;
  vin: string | null;
  mileage: number;
  exteriorColor: string;
  /** The dealership's date (YYYY-MM-DD) and time (HH:MM) when the offer was made. */
  date: string;
  time: string;
  visibleOffers: OfferType[];
  selectedPayment: PaymentType | null;
  cashNow: { finalPrice: number };
  moreCashLater: MoreCashLaterOffer | null;
  /** Equipment the seller ticked, as labelled then. */
  options: string[];
  /** Each question asked and its answer, as the seller read them. */
  questions: Array<{ questionId: string; question: string; answer: string }>;
  vehicle: { year: number; make: string; model: string; trim: string };
  answers: Answers;
  valuation: Valuation;
  deductions: DeductionResult;
  bringVehicleIn: { reasons: BringInReason[] } | null;
  /** ISO-8601 UTC. */
  createdAt: string;
  expiresAt: string;
  /** The SELL_OR_TRADE lead the offer was sent with (its contact details are the seller's). */
  leadId: string | null;
  /** The inspection the seller booked from the offer page. */
  inspection: InspectionBooking | null;
};

/** An inspection at one of the stores: a location key, the dealership's date and time. */
export type InspectionBooking = { location: string; date: string; time: string; bookedAt: string };

/** What an appraisal is before it is stored, sent or booked. */
export type NewAppraisal = Omit<Appraisal, "id" | "leadId" | "inspection">;

export const PAYMENT_MESSAGES = {
  notOffered: "This offer is not available for your vehicle.",
  expired: "This offer has expired. Please start a new appraisal for a current offer.",
} as const;

/** Whether the seller may accept `payment` now: it must be shown to them and still valid. */
export function checkPaymentChoice(appraisal: Appraisal, payment: string, now: Date): string | null {
  if (!(appraisal.visibleOffers as string[]).includes(payment) || payment === "bringVehicleIn")
    return PAYMENT_MESSAGES.notOffered;
  return isOfferCurrent(appraisal.expiresAt, now) ? null : PAYMENT_MESSAGES.expired;
}

/** The dealership's date the offer runs out (the appraisal's date plus the validity days). */
export function expiryDate(appraisal: Pick<Appraisal, "date" | "createdAt" | "expiresAt">): string {
  const days = Math.round((Date.parse(appraisal.expiresAt) - Date.parse(appraisal.createdAt)) / DAY_MS);
  return addDays(appraisal.date, days);
}

export const OFFER_LABELS: Record<OfferType, string> = {
  cashNow: "Cash now",
  moreCashLater: "More cash later",
  bringVehicleIn: "Bring your vehicle in",
};

function offerLine(appraisal: Appraisal, offer: OfferType): string {
  const label = OFFER_LABELS[offer];
  if (offer === "cashNow") return `${label}: ${formatPrice(appraisal.cashNow.finalPrice)}`;
  if (offer === "moreCashLater" && appraisal.moreCashLater) {
    const m = appraisal.moreCashLater;
    const later = m.additionalPayments.map((p) => `${p.label}: ${formatPrice(p.amount)}`).join("; ");
    return `${label}: ${formatPrice(m.finalPrice)} (${formatPrice(m.initPrice)} at hand-over; ${later})`;
  }
  const reasons = appraisal.bringVehicleIn?.reasons.map((r) => r.message).join(" ") ?? "";
  return `${label}: ${reasons}`.trim();
}

/**
 * The appraisal as the lines an e-mail to the dealership shows (the SELL_OR_TRADE lead),
 * one fact per line, in the order an appraiser reads them.
 */
export function appraisalSummaryLines(appraisal: Appraisal): string[] {
  const v = appraisal.vehicle;
  const lines = [`Vehicle: ${[v.year, v.make, v.model, v.trim].filter(Boolean).join(" ")}`];
  if (appraisal.vin) lines.push(`VIN: ${appraisal.vin}`);
  if (appraisal.licencePlate)
    lines.push(`License plate: ${appraisal.licencePlate} (${appraisal.state ?? "no state"})`);
  else if (appraisal.state) lines.push(`State: ${appraisal.state}`);
  lines.push(`Mileage: ${appraisal.mileage.toLocaleString("en-US")} miles`);
  lines.push(`Exterior color: ${appraisal.exteriorColor}`);
  if (appraisal.options.length > 0) lines.push(`Options: ${appraisal.options.join(", ")}`);
  lines.push(
    `Appraised: ${formatDate(appraisal.date)} at ${appraisal.time}, offer valid until ${formatDate(expiryDate(appraisal))} at ${appraisal.time}`,
  );
  if (appraisal.visibleOffers.length === 0) lines.push("Offers shown: none (no offer could be made)");
  for (const offer of appraisal.visibleOffers) lines.push(offerLine(appraisal, offer));
  if (appraisal.selectedPayment) lines.push(`Selected payment: ${OFFER_LABELS[appraisal.selectedPayment]}`);
  const { valuation, deductions } = appraisal;
  const basis =
    valuation.comparables > 0
      ? `${valuation.source}, ${valuation.comparables} comparables`
      : valuation.source;
  lines.push(
    `Base value: ${formatPrice(valuation.tradeInValue)} (retail ${formatPrice(valuation.retailValue)}; ${basis})`,
  );
  for (const d of deductions.lines)
    lines.push(`Deduction: ${d.answer} (${d.question}) -${formatPrice(d.amount)}`);
  if (deductions.lines.length > 0) lines.push(`Deductions in all: -${formatPrice(deductions.total)}`);
  for (const q of appraisal.questions) lines.push(`${q.question} ${q.answer}`);
  return lines;
}
