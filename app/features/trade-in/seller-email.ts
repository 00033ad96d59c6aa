import type { Location } from "~/features/company/settings-schema";
import { oneLineAddress } from "~/features/company/store-address";
import { formatClock, formatPrice, longDate } from "~/lib/format";
import type { Language, Translate } from "~/lib/i18n";
import { type Appraisal, expiryDate } from "./appraisal";
import type { OfferType } from "./offers";
import type { ReferencePrices } from "./settings-schema";
import { compactKey } from "./valuation-model";

/**
 * The e-mails the site sends a seller: the offer when it is made, and the inspection when it
 * is booked. They go to an address a visitor typed and nobody proved, from the dealer's
 * sender, so (issue 19, point 2) nothing a visitor wrote is in them: no name, no comment or
 * answer, no make, model or trim as typed. Only the dealer's words (the tradeIn catalogue's,
 * `t`), the figures the engine computed, the model year (a checked number), the make and
 * model as the dealer's reference list spells them when it knows them, the store from the
 * settings with the checked day and time, the reference and the signed link to the offer.
 * At worst, then, a stranger's address receives a genuine offer of this dealership, which
 * says how to ignore it; trade-in-limits.server.ts keeps that to 3 a day per address. The
 * dealer's own lead e-mail is a different one and still carries everything the seller typed.
 */
export type SellerEmail = { subject: string; text: string };

export type SellerEmailContext = {
  language: Language;
  /** The tradeIn catalogue in `language`. */
  t: Translate;
  companyName: string;
  salesPhone: string;
  /** The appraisal's reference (TI-XXXXXXXX) and the signed link to its offer page in `language`. */
  reference: string;
  offerLink: string;
  /** content/trade-in/reference-prices.json: the makes and models the dealer names. */
  referencePrices: ReferencePrices;
};

/**
 * "2019 Honda CR-V" for a vehicle typed "honda" "cr v": the year, and the make and model as
 * the reference list spells them; "2019 Honda" when the list lacks the model; null when it
 * lacks the make. What was typed never comes back, only the list's own words.
 */
export function knownVehicleName(vehicle: Appraisal["vehicle"], reference: ReferencePrices): string | null {
  const make = reference.makes.find((m) => compactKey(m.make) === compactKey(vehicle.make));
  if (!make) return null;
  const model = make.models.find((m) => compactKey(m.model) === compactKey(vehicle.model));
  return [String(vehicle.year), make.make, model?.model].filter(Boolean).join(" ");
}

const vehiclePhrase = (appraisal: Appraisal, c: SellerEmailContext) =>
  knownVehicleName(appraisal.vehicle, c.referencePrices) ??
  c.t("tradeIn.sellerEmail.yearVehicle", { year: String(appraisal.vehicle.year) });

const OFFER_LABEL_IDS: Record<OfferType, string> = {
  cashNow: "tradeIn.offerType.cashNow",
  moreCashLater: "tradeIn.offerType.moreCashLater",
  bringVehicleIn: "tradeIn.offerType.bringVehicleIn",
};

/** What each offer means, as the offer page's cards say it. */
const OFFER_TERMS_IDS: Record<OfferType, string> = {
  cashNow: "tradeIn.offerCard.cashNow",
  moreCashLater: "tradeIn.offerCard.moreCashLater",
  bringVehicleIn: "tradeIn.offerCard.bringVehicleIn",
};

/** "Cash now: $8,342"; bring-it-in has no amount and reads as its label. */
function offerAmount(appraisal: Appraisal, type: OfferType, c: SellerEmailContext): string {
  const offer = c.t(OFFER_LABEL_IDS[type]);
  const amount =
    type === "cashNow"
      ? appraisal.cashNow.finalPrice
      : type === "moreCashLater"
        ? appraisal.moreCashLater?.finalPrice
        : undefined;
  if (amount === undefined) return offer;
  return c.t("tradeIn.sellerEmail.offerAmount", { offer, amount: formatPrice(amount, c.language) });
}

/** "Tuesday, November 24 at 3:15 PM" / "martes, 24 de noviembre, 3:15 p. m.". */
const dateAt = (date: string, time: string, c: SellerEmailContext) =>
  c.t("tradeIn.offer.dateAt", { date: longDate(date, c.language), time: formatClock(time, c.language) });

/** The closing paragraphs of every seller e-mail: who to call, who wrote, what to do if it was not them. */
const closing = (c: SellerEmailContext) => [
  [c.t("tradeIn.sellerEmail.questions", { phone: c.salesPhone })],
  [c.companyName],
  [c.t("tradeIn.sellerEmail.notYou")],
];

const paragraphs = (...blocks: string[][]) =>
  `${blocks
    .filter((b) => b.length > 0)
    .map((b) => b.join("\n"))
    .join("\n\n")}\n`;

/** The offer, as the seller saw it on the offer page when it was made. */
export function sellerOfferEmail(appraisal: Appraisal, c: SellerEmailContext): SellerEmail {
  const { t } = c;
  const offers = appraisal.visibleOffers.map((type) => [
    offerAmount(appraisal, type, c),
    t(OFFER_TERMS_IDS[type]),
  ]);
  return {
    subject: t("tradeIn.sellerEmail.offerSubject", { reference: c.reference, company: c.companyName }),
    text: paragraphs(
      [t("tradeIn.sellerEmail.offerIntro", { company: c.companyName, vehicle: vehiclePhrase(appraisal, c) })],
      ...(offers.length > 0 ? offers : [[t("tradeIn.offer.none")]]),
      [
        t("tradeIn.sellerEmail.validUntil", {
          validUntil: dateAt(expiryDate(appraisal), appraisal.time, c),
        }),
        t("tradeIn.sellerEmail.reference", { reference: c.reference }),
      ],
      [t("tradeIn.sellerEmail.offerLink"), c.offerLink],
      ...closing(c),
    ),
  };
}

/** The booking: where and when, the offer taken, what to bring, and the store's phone to change it. */
export function sellerInspectionEmail(
  appraisal: Appraisal,
  booking: {
    location: Pick<Location, "name" | "addressLine1" | "addressLine2" | "phone">;
    date: string;
    time: string;
  },
  c: SellerEmailContext,
): SellerEmail {
  const { t } = c;
  const { location } = booking;
  const taken = appraisal.selectedPayment
    ? [t("tradeIn.offer.bookedOffer", { offer: offerAmount(appraisal, appraisal.selectedPayment, c) })]
    : [];
  return {
    subject: t("tradeIn.sellerEmail.inspectionSubject", { reference: c.reference, company: c.companyName }),
    text: paragraphs(
      [t("tradeIn.sellerEmail.inspectionIntro", { vehicle: vehiclePhrase(appraisal, c) })],
      [
        t("tradeIn.sellerEmail.when", { when: dateAt(booking.date, booking.time, c) }),
        t("tradeIn.sellerEmail.where", { store: location.name, address: oneLineAddress(location) }),
        ...taken,
      ],
      [t("tradeIn.offer.bookedBring", { reference: c.reference, phone: location.phone })],
      [t("tradeIn.sellerEmail.inspectionLink"), c.offerLink],
      ...closing(c),
    ),
  };
}
