import { z } from "zod";
import { type Appraisal, expiryDate, OFFER_LABELS } from "~/features/trade-in/appraisal";
import type { OfferType, PaymentType } from "~/features/trade-in/offers";
import { formatClock, formatDate, formatPrice } from "~/lib/format";
import type { AppraisalDetails } from "../kinds/sell-or-trade";
import type { AcceptLeadInput, LeadUserInput } from "../model/lead";
import { contactFields, type LeadFormContext } from "./common";

/**
 * The sell-or-trade flow's two lead forms. The questionnaire's last page asks for the
 * seller's contact details (`sellTradeContactSchema`); sending it makes the offer, and the
 * SELL_OR_TRADE lead carries the whole appraisal (`toSellTradeLead`). The offer page's
 * inspection booking (sell-trade-inspection.ts) sends the lead again with the offer chosen
 * and the inspection (`toInspectionLead`). The valuation and the offers are the trade-in
 * engine's (features/trade-in); this module only turns an appraisal into a lead.
 */
export const SELL_TRADE_CONTACT_FORM_ID = "trade-in-contact";

export const sellTradeContactSchema = z.object({ ...contactFields });
export type SellTradeContactForm = z.infer<typeof sellTradeContactSchema>;

export const SELL_TRADE_TOASTS = {
  success: { summary: "Offer ready!", detail: "Your offer is below. We have e-mailed you a copy." },
  error: {
    summary: "Something went wrong",
    detail: "There was an error sending your information. Please try again or just give us a call.",
  },
} as const;

/**
 * What the appraisal's lead needs besides the appraisal: its reference, the signed offer link,
 * and the seller's own e-mail when one is to go (features/trade-in/seller-email.ts writes it
 * from the offer alone; none once their address has had its e-mails of the day).
 */
export type AppraisalLeadContext = {
  reference: string;
  offerLink: string;
  sellerCopy?: { to: string; subject: string; text: string };
};

/** "2016 Honda Civic EX". */
export function vehicleName(appraisal: Pick<Appraisal, "vehicle">): string {
  const v = appraisal.vehicle;
  return [v.year, v.make, v.model, v.trim].filter(Boolean).join(" ");
}

/** How the base value was found, in words a dealer and a seller read. */
export function valuationBasis(valuation: Appraisal["valuation"]): string {
  if (valuation.source === "model+inventory")
    return `our valuation model, checked against ${valuation.comparables} comparable vehicle${valuation.comparables === 1 ? "" : "s"} on our lots`;
  if (valuation.source === "model") return "our valuation model alone: no comparable vehicle on our lots";
  return valuation.source;
}

/** One offer as the lead lists it: its amount (none for bring-it-in) and its terms. */
export function offerSummary(
  appraisal: Appraisal,
  type: OfferType,
): { label: string; amount?: number; detail?: string } {
  const label = OFFER_LABELS[type];
  if (type === "cashNow")
    return { label, amount: appraisal.cashNow.finalPrice, detail: "paid when the vehicle is handed over" };
  if (type === "moreCashLater" && appraisal.moreCashLater) {
    const m = appraisal.moreCashLater;
    const later = m.additionalPayments.map((p) => `${p.label}: ${formatPrice(p.amount)}`).join("; ");
    return { label, amount: m.finalPrice, detail: `${formatPrice(m.initPrice)} at hand-over; ${later}` };
  }
  return { label, detail: appraisal.bringVehicleIn?.reasons.map((r) => r.message).join(" ") };
}

/** The amount of the offer the seller chose, or of the first one shown. */
export function offerAmount(appraisal: Appraisal, payment?: PaymentType | null): number | undefined {
  const type = payment ?? appraisal.visibleOffers.find((o) => o !== "bringVehicleIn");
  if (type === "moreCashLater" && appraisal.moreCashLater) return appraisal.moreCashLater.finalPrice;
  if (type === "cashNow") return appraisal.cashNow.finalPrice;
  return undefined;
}

/** The appraisal as the SELL_OR_TRADE lead's details (kinds/sell-or-trade.ts renders them). */
export function appraisalDetails(
  appraisal: Appraisal,
  context: AppraisalLeadContext & { inspection?: AppraisalDetails["inspection"] },
): AppraisalDetails {
  const { valuation, deductions } = appraisal;
  const details: AppraisalDetails = {
    reference: context.reference,
    vehicle: vehicleName(appraisal),
    mileage: appraisal.mileage,
    exteriorColor: appraisal.exteriorColor,
    options: appraisal.options,
    appraisedAt: `${formatDate(appraisal.date)} at ${formatClock(appraisal.time)}`,
    validUntil: `${formatDate(expiryDate(appraisal))} at ${formatClock(appraisal.time)}`,
    baseValue: valuation.tradeInValue,
    retailValue: valuation.retailValue,
    valuationBasis: valuationBasis(valuation),
    deductions: deductions.lines.map((d) => ({
      question: d.question,
      answer: d.answer,
      amount: d.amount,
      ...(d.percent === null ? {} : { percent: d.percent }),
    })),
    deductionTotal: deductions.total,
    offers: appraisal.visibleOffers.map((type) => offerSummary(appraisal, type)),
    offerLink: context.offerLink,
  };
  if (appraisal.vin) details.vin = appraisal.vin;
  if (appraisal.licencePlate) details.licencePlate = appraisal.licencePlate;
  if (appraisal.state) details.state = appraisal.state;
  if (appraisal.selectedPayment) details.selectedOffer = OFFER_LABELS[appraisal.selectedPayment];
  if (context.inspection) details.inspection = context.inspection;
  return details;
}

/** The seller's own vehicle, as the lead's vehicle (interest 'sell') and sellVehicle. */
function sellersVehicle(appraisal: Appraisal, reference: string, payment?: PaymentType | null) {
  const v = appraisal.vehicle;
  const amount = offerAmount(appraisal, payment);
  return {
    vehicle: {
      condition: "used",
      year: v.year,
      make: v.make,
      model: v.model,
      trim: v.trim || undefined,
      vin: appraisal.vin ?? undefined,
      exteriorColor: appraisal.exteriorColor,
      miles: appraisal.mileage,
      comments: `Trade-in appraisal ${reference}${amount === undefined ? ": to be appraised in person" : `: offer ${formatPrice(amount)}`}`,
    },
    sellVehicle: { year: v.year, make: v.make, model: v.model, miles: appraisal.mileage },
  };
}

/**
 * The SELL_OR_TRADE lead of the questionnaire's last page: the seller, their vehicle, and the
 * appraisal with the link that reopens the offer; the seller's own e-mail when there is one.
 */
export function toSellTradeLead(
  value: SellTradeContactForm,
  form: LeadFormContext & AppraisalLeadContext & { appraisal: Appraisal },
): AcceptLeadInput<"SELL_OR_TRADE"> {
  const { appraisal } = form;
  const offer = offerAmount(appraisal);
  return {
    kind: "SELL_OR_TRADE",
    idempotencyKey: form.idempotencyKey,
    url: form.pageUrl,
    user: { firstName: value.firstName, lastName: value.lastName, email: value.email, phone: value.phone },
    ...sellersVehicle(appraisal, form.reference),
    details: {
      ...(offer === undefined ? {} : { offer }),
      answers: appraisal.questions.map(({ question, answer }) => ({ question, answer })),
      appraisal: appraisalDetails(appraisal, form),
      ...(form.sellerCopy ? { sellerCopy: form.sellerCopy } : {}),
    },
  };
}

/**
 * The SELL_OR_TRADE lead of a booked inspection: the first lead's seller (`user`, read back
 * from it), the offer they chose and where and when they bring the vehicle.
 */
export function toInspectionLead(
  form: LeadFormContext &
    AppraisalLeadContext & {
      appraisal: Appraisal;
      user: LeadUserInput;
      inspection: NonNullable<AppraisalDetails["inspection"]>;
    },
): AcceptLeadInput<"SELL_OR_TRADE"> {
  const { appraisal, user } = form;
  const offer = offerAmount(appraisal, appraisal.selectedPayment);
  return {
    kind: "SELL_OR_TRADE",
    idempotencyKey: form.idempotencyKey,
    url: form.pageUrl,
    user: { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone },
    ...sellersVehicle(appraisal, form.reference, appraisal.selectedPayment),
    comments: `Inspection booked for ${form.inspection.date} at ${form.inspection.time}, ${form.inspection.location}.`,
    details: {
      ...(offer === undefined ? {} : { offer }),
      answers: appraisal.questions.map(({ question, answer }) => ({ question, answer })),
      appraisal: appraisalDetails(appraisal, form),
      ...(form.sellerCopy ? { sellerCopy: form.sellerCopy } : {}),
    },
  };
}
