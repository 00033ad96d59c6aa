import { NO_OFFERS_TEXT } from "~/features/content/offers";
import { formatPrice } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { DAY_MS } from "~/lib/wall-clock";
import type { TradeInSettings } from "./settings-schema";
import { compactKey } from "./valuation-model";

/**
 * The offers of an appraisal (spec section 4, "Offer types"): cash now, more cash later
 * for older vehicles, or "bring your vehicle in" when an appraiser must see it first.
 * Pure arithmetic over the base value, the deductions and the settings; the steps are
 * written out in docs/trade-in-valuation.md with a worked example.
 */
export const OFFER_TYPES = ["cashNow", "moreCashLater", "bringVehicleIn"] as const;
export type OfferType = (typeof OFFER_TYPES)[number];
/** The offers a seller can accept (bring-it-in is an invitation, not a payment). */
export const PAYMENT_TYPES = ["cashNow", "moreCashLater"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export type BringInReasonCode =
  | "tooNew"
  | "tooOld"
  | "highValue"
  | "highMileage"
  | "excludedMake"
  | "excludedModel"
  | "severeDamage";
export type BringInReason = { code: BringInReasonCode; message: string };

export type AdditionalPayment = { label: string; amount: number };

export type MoreCashLaterOffer = {
  /** Paid when the vehicle is handed over: the cash-now price. */
  initPrice: number;
  /** The reserve check and the profit-share check, paid from the sale. */
  additionalPayments: AdditionalPayment[];
  /** initPrice plus the additional payments. */
  finalPrice: number;
  /** The price we expect to sell it at, and the costs taken from it. */
  retailPrice: number;
  reconditioning: number;
  advertising: number;
};

export type Offers = {
  /** What the seller is shown, in this order. Empty: "No offers available at this time." */
  visibleOffers: OfferType[];
  /** Computed for every appraisal (staff see it); shown only when in visibleOffers. */
  cashNow: { finalPrice: number };
  /** Null when the vehicle is too young for it, or when it would not pay more than cash now. */
  moreCashLater: MoreCashLaterOffer | null;
  bringVehicleIn: { reasons: BringInReason[] } | null;
};

export type OfferInput = {
  vehicle: { make: string; model: string; mileage: number };
  /** Whole years: the appraisal's year minus the model year. */
  ageYears: number;
  tradeInValue: number;
  retailValue: number;
  deductionTotal: number;
  /** Labels of the answers marked severeDamage that the seller chose. */
  severeDamageAnswers: string[];
};

/** Shown where the offers would be when none can be made: the site's one empty-offers text. */
export const NO_OFFERS_MESSAGE = NO_OFFERS_TEXT;

export function moreCashLaterOffer(
  settings: TradeInSettings["moreCashLater"],
  input: { cashNowPrice: number; retailValue: number; deductionTotal: number },
): MoreCashLaterOffer | null {
  const reconditioning = Math.max(settings.reconditioningMinimum, input.deductionTotal);
  const advertising =
    settings.advertisingBase + Math.round((input.retailValue * settings.advertisingPercent) / 100);
  const net = input.retailValue - reconditioning - advertising;
  const later = net - input.cashNowPrice;
  // Waiting for the sale must be worth it; otherwise cash now is the better deal.
  if (later <= 0) return null;
  const reserve = Math.round((later * settings.reserveCheckPercent) / 100);
  return {
    initPrice: input.cashNowPrice,
    additionalPayments: [
      { label: settings.reserveCheckLabel, amount: reserve },
      { label: settings.profitShareCheckLabel, amount: later - reserve },
    ],
    finalPrice: input.cashNowPrice + later,
    retailPrice: input.retailValue,
    reconditioning,
    advertising,
  };
}

export function bringInReasons(
  settings: TradeInSettings,
  input: OfferInput,
  cashNowPrice: number,
): BringInReason[] {
  const rules = settings.bringVehicleIn;
  const reasons: BringInReason[] = [];
  if (input.ageYears < rules.minimumAgeYears)
    reasons.push({
      code: "tooNew",
      message: `Vehicles less than ${rules.minimumAgeYears} year old are appraised in person.`,
    });
  if (input.ageYears > rules.maximumAgeYears)
    reasons.push({
      code: "tooOld",
      message: `Vehicles more than ${rules.maximumAgeYears} years old are appraised in person.`,
    });
  if (cashNowPrice > rules.maximumCashNowPrice)
    reasons.push({
      code: "highValue",
      message: `Offers above ${formatPrice(rules.maximumCashNowPrice)} are confirmed in person.`,
    });
  if (input.vehicle.mileage >= rules.mileageLimit)
    reasons.push({
      code: "highMileage",
      message: `Vehicles with ${rules.mileageLimit.toLocaleString("en-US")} miles or more are appraised in person.`,
    });
  const make = compactKey(input.vehicle.make);
  const model = compactKey(input.vehicle.model);
  const excludedMake = rules.excludedMakes.find((m) => compactKey(m) === make);
  if (excludedMake)
    reasons.push({ code: "excludedMake", message: `We appraise ${excludedMake} vehicles in person.` });
  const excludedModel = rules.excludedModels.find(
    (m) => compactKey(m.make) === make && compactKey(m.model) === model,
  );
  if (excludedModel)
    reasons.push({
      code: "excludedModel",
      message: `We appraise the ${excludedModel.make} ${excludedModel.model} in person.`,
    });
  if (input.severeDamageAnswers.length > 0)
    reasons.push({
      code: "severeDamage",
      message: `Damage like this needs to be seen in person: ${input.severeDamageAnswers.join("; ")}.`,
    });
  return reasons;
}

export function buildOffers(settings: TradeInSettings, input: OfferInput): Offers {
  const cashNowPrice = Math.max(0, input.tradeInValue - input.deductionTotal);
  const moreCashLater =
    input.ageYears >= settings.moreCashLater.minimumAgeYears
      ? moreCashLaterOffer(settings.moreCashLater, {
          cashNowPrice,
          retailValue: input.retailValue,
          deductionTotal: input.deductionTotal,
        })
      : null;
  const reasons = bringInReasons(settings, input, cashNowPrice);
  const visibleOffers: OfferType[] = [];
  if (reasons.length > 0) visibleOffers.push("bringVehicleIn");
  else {
    if (cashNowPrice >= settings.cashNow.minimumPrice) visibleOffers.push("cashNow");
    if (moreCashLater) visibleOffers.push("moreCashLater");
  }
  return {
    visibleOffers,
    cashNow: { finalPrice: cashNowPrice },
    moreCashLater,
    bringVehicleIn: reasons.length > 0 ? { reasons } : null,
  };
}

// ---- validity and the best-offer promise -----------------------------------------------------

/** Offers hold for `days` days to the minute (7 in settings): made Monday 3 pm, good until next Monday 3 pm. */
export function offerExpiresAt(appraisedAt: Date, days: number): Date {
  return new Date(appraisedAt.getTime() + days * DAY_MS);
}

export function isOfferCurrent(expiresAt: string | Date, now: Date): boolean {
  return now.getTime() < new Date(expiresAt).getTime();
}

/** The 'best offer' promise: $300 over any physically inspected competing offer. */
export function bestOfferText(settings: TradeInSettings, language: Language = "en"): string {
  return settings.bestOffer.text.replaceAll("{amount}", formatPrice(settings.bestOffer.amount, language));
}
