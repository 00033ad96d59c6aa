import type { Appraisal } from "./appraisal";

/**
 * A trade-in offer as trade equity toward a car: what the dealership pays for the seller's
 * car (the cash-now offer) less what the seller said is left to pay on it, which the
 * dealership pays off. The offer page hands it to the browser, and the vehicle pages' payment
 * estimate may count it (docs/decisions.md, "The trade-in offer as trade equity"). Pure: the
 * server makes it, the browser reads it back. The vehicle page loads this module, so it
 * imports types only (offers.ts brings the content's schemas).
 */
export type TradeOffer = {
  /** The cash-now offer, in dollars. */
  offer: number;
  /** The loan or lease payoff the seller gave (0 without one). */
  owed: number;
  /** offer − owed; below 0 when the seller owes more than the offer. */
  equity: number;
  /** When the offer runs out (ISO-8601). */
  expiresAt: string;
  /** Its last day at the dealership (YYYY-MM-DD), as the shopper is told it. */
  lastDay: string;
  /** TI-XXXXXXXX, the reference the seller reads out at the store. */
  reference: string;
  /** "2019 Honda Civic EX". */
  vehicle: string;
};

/** Whether an offer expiring at `expiresAt` still holds at `now` (offers.ts isOfferCurrent). */
const holds = (expiresAt: string, now: Date) => now.getTime() < Date.parse(expiresAt);

/** The question whose answer is the payoff ("About how much is left to pay?"; spec section 3 numbering). */
export const PAYOFF_QUESTION_ID = "501";

/**
 * The offer as trade equity, or null when there is no price to count: no cash-now offer (a
 * car to be seen first, or none made), or an offer past its time.
 */
export function tradeOfferOf(
  appraisal: Pick<Appraisal, "visibleOffers" | "cashNow" | "answers" | "expiresAt">,
  names: { reference: string; vehicle: string; lastDay: string },
  now: Date,
): TradeOffer | null {
  if (!appraisal.visibleOffers.includes("cashNow") || !holds(appraisal.expiresAt, now)) return null;
  const offer = appraisal.cashNow.finalPrice;
  // Stored answers are those asked: a payoff without a loan or lease was dropped when appraised.
  const payoff = appraisal.answers[PAYOFF_QUESTION_ID];
  const owed = typeof payoff === "number" && payoff > 0 ? payoff : 0;
  return { offer, owed, equity: offer - owed, expiresAt: appraisal.expiresAt, ...names };
}

/** The offer as the browser keeps it, with whether the shopper chose to count it. */
export type KeptTradeOffer = TradeOffer & { applied: boolean };

const isAmount = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && Math.abs(value) <= 10_000_000;
const isText = (value: unknown, max: number): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= max;

/**
 * A kept offer read back from the browser's storage (parsed JSON), or null when it is not one
 * (damaged, edited, from an older version) or has run out by `now`.
 */
export function readKeptTradeOffer(value: unknown, now: Date): KeptTradeOffer | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  if (!isAmount(v.offer) || !isAmount(v.owed) || v.offer < 0 || v.owed < 0) return null;
  if (!isText(v.expiresAt, 40) || Number.isNaN(Date.parse(v.expiresAt))) return null;
  if (!isText(v.reference, 20) || !isText(v.vehicle, 200)) return null;
  if (typeof v.lastDay !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(v.lastDay)) return null;
  if (!holds(v.expiresAt, now)) return null;
  return {
    offer: v.offer,
    owed: v.owed,
    // Figured again rather than trusted: the two amounts are what the seller was shown.
    equity: v.offer - v.owed,
    expiresAt: v.expiresAt,
    lastDay: v.lastDay,
    reference: v.reference,
    vehicle: v.vehicle,
    applied: v.applied === true,
  };
}
