import { type AppLoadContext, redirect } from "react-router";
import { calendarPath } from "~/features/calendar/calendar-link.server";
import type { Location } from "~/features/company/settings-schema";
import { oneLineAddress } from "~/features/company/store-address";
import {
  offerSummary,
  toInspectionLead,
  valuationBasis,
  vehicleName,
} from "~/features/leads/forms/sell-trade";
import {
  INSPECTION_FORM_ID,
  INSPECTION_TOASTS,
  inspectionSchema,
  inspectionTimes,
} from "~/features/leads/forms/sell-trade-inspection";
import { issueFormToken } from "~/features/leads/intake/form-guard.server";
import { findLead } from "~/features/leads/model/lead-repository.server";
import { weekdayOf } from "~/features/service/clock";
import { type Appraisal, expiryDate } from "~/features/trade-in/appraisal";
import { recordInspection } from "~/features/trade-in/appraisal-repository.server";
import { dealershipMoment } from "~/features/trade-in/dealership-clock";
import { appraisalInLanguage } from "~/features/trade-in/offer-view";
import { bestOfferText, isOfferCurrent, type OfferType } from "~/features/trade-in/offers";
import { appraisalReference } from "~/features/trade-in/signed-id.server";
import { tradeOfferOf } from "~/features/trade-in/trade-equity";
import { formatClock, formatDate, longDate as weekdayDate } from "~/lib/format";
import { type Language, localizePath, type Translate, translator } from "~/lib/i18n";
import { tradeInCatalogue } from "~/locales/trade-in";
import { handleLeadForm } from "~/routes/+shared/lead-form-action.server";
import { inspectionCopy } from "./seller-email.server";
import {
  appraisalOfLink,
  englishSettings,
  flowContent,
  offerPath,
  offerUrl,
} from "./trade-in-session.server";

/**
 * The offer page, /sell-trade-my-car/your-vehicle/offer/{signed id} (and its /es twin): the
 * offers and how they were reached (the base value, each deduction), when they expire, the
 * best-offer promise, and the form that takes an offer and books the inspection at one of the
 * stores. A link past its 7 days says the offer expired and offers a fresh appraisal; a bad
 * link is a 404. The appraisal is stored in English; a Spanish page shows it in Spanish
 * (features/trade-in/offer-view.ts), and the lead e-mails stay English.
 */
type Services = AppLoadContext["services"];

const notFound = () => new Response("Offer not found", { status: 404, statusText: "Not Found" });

async function appraisalOrNotFound(services: Services, link: string | undefined): Promise<Appraisal> {
  const appraisal = await appraisalOfLink(services, link);
  if (!appraisal) throw notFound();
  return appraisal;
}

/** "Tuesday, 11/24/26" (the dealer's e-mails and English pages); "martes, 24 de noviembre" in Spanish. */
const longDate = (date: string, language: Language = "en") =>
  language === "en" ? `${weekdayOf(date)}, ${formatDate(date)}` : weekdayDate(date, language);

/** "Tuesday, 11/24/26 at 3:15 PM" in the page's language. */
const dateAt = (t: Translate, language: Language, date: string, time: string) =>
  t("tradeIn.offer.dateAt", { date: longDate(date, language), time: formatClock(time, language) });

const locationLabel = (l: Location) => `${l.subname}: ${oneLineAddress(l)}`;

const OFFER_LABEL_IDS: Record<OfferType, string> = {
  cashNow: "tradeIn.offerType.cashNow",
  moreCashLater: "tradeIn.offerType.moreCashLater",
  bringVehicleIn: "tradeIn.offerType.bringVehicleIn",
};

/** How the base value was found, in the page's language. */
function basisText(t: Translate, language: Language, valuation: Appraisal["valuation"]): string {
  if (language === "en") return valuationBasis(valuation);
  if (valuation.source === "model+inventory")
    return t("tradeIn.breakdown.basisInventory", { count: valuation.comparables });
  if (valuation.source === "model") return t("tradeIn.breakdown.basisModel");
  return valuation.source;
}

/** The booking form's rules for this appraisal, today (inspectionSchema's context). */
function bookingContext(services: Services, appraisal: Appraisal, now: Date) {
  const moment = dealershipMoment(now, services.tradeIn.settings.timeZone);
  return {
    payments: appraisal.visibleOffers.filter((o) => o !== "bringVehicleIn"),
    locations: services.settings.locations.map((l) => l.key),
    hours: services.settings.company.workingHours,
    today: moment.date,
    now: moment.time,
    lastDay: expiryDate(appraisal),
    expiryTime: appraisal.time,
  };
}

export async function yourOfferLoader(context: AppLoadContext, link: string | undefined) {
  const { services } = context;
  const { language } = context.visitor;
  const t = translator(language, tradeInCatalogue);
  const stored = await appraisalOrNotFound(services, link);
  // The appraisal's texts (answers, reasons, equipment) as the page's language writes them.
  const appraisal =
    language === "en" ? stored : appraisalInLanguage(stored, flowContent(services), language, t);
  const now = new Date();
  const { settings } = services.tradeIn;
  const base = {
    layout: "minimal" as const,
    link: link!,
    reference: appraisalReference(appraisal.id),
    vehicle: vehicleName(appraisal),
    validUntil: dateAt(t, language, expiryDate(appraisal), appraisal.time),
    salesPhone: services.settings.company.sales.phone,
  };
  if (!isOfferCurrent(appraisal.expiresAt, now))
    return { ...base, expired: true as const, message: t("tradeIn.offer.expiredMessage") };
  const booking = bookingContext(services, appraisal, now);
  const priced = booking.payments.length > 0;
  const location = appraisal.inspection
    ? services.settings.locations.find((l) => l.key === appraisal.inspection!.location)
    : undefined;
  return {
    ...base,
    expired: false as const,
    appraisedAt: dateAt(t, language, appraisal.date, appraisal.time),
    mileage: appraisal.mileage,
    offers: appraisal.visibleOffers.map((type) => ({
      type,
      ...offerSummary(appraisal, type),
      label: t(OFFER_LABEL_IDS[type]),
    })),
    noOffersMessage: appraisal.visibleOffers.length === 0 ? t("tradeIn.offer.none") : null,
    // The arithmetic goes with a price: a vehicle to be seen first has none to explain yet.
    breakdown: !priced
      ? null
      : {
          retailValue: appraisal.valuation.retailValue,
          baseValue: appraisal.valuation.tradeInValue,
          basis: basisText(t, language, appraisal.valuation),
          deductions: appraisal.deductions.lines.map((d) => ({
            question: d.question,
            answer: d.answer,
            amount: d.amount,
            percent: d.percent,
          })),
          deductionTotal: appraisal.deductions.total,
          cashNow: appraisal.cashNow.finalPrice,
          cashNowOffered: appraisal.visibleOffers.includes("cashNow"),
          moreCashLater: appraisal.visibleOffers.includes("moreCashLater") ? appraisal.moreCashLater : null,
        },
    bestOffer: bestOfferText(settings, language),
    // The cash-now offer as trade equity toward one of our cars, once the seller asks for it.
    tradeOffer: tradeOfferOf(
      stored,
      { reference: base.reference, vehicle: vehicleName(stored), lastDay: expiryDate(stored) },
      now,
    ),
    booked: appraisal.inspection
      ? {
          offer: appraisal.selectedPayment ? t(OFFER_LABEL_IDS[appraisal.selectedPayment]) : null,
          location: location ? `${location.name}, ${oneLineAddress(location)}` : "",
          phone: location?.phone ?? services.settings.company.sales.phone,
          date: longDate(appraisal.inspection.date, language),
          time: formatClock(appraisal.inspection.time, language),
          // Read back from the appraisal's booking (features/calendar), by a link signed here.
          calendar: calendarPath(services, "inspection", appraisal.id, language),
        }
      : null,
    form: {
      ...booking,
      payments: booking.payments.map((p) => ({ value: p, label: t(OFFER_LABEL_IDS[p]) })),
      locations: services.settings.locations.map((l) => ({ value: l.key, label: locationLabel(l) })),
      times: inspectionTimes(booking.hours).map((time) => ({
        value: time,
        label: formatClock(time, language),
      })),
      token: appraisal.inspection ? "" : issueFormToken(services, INSPECTION_FORM_ID),
    },
  };
}

export async function yourOfferAction(request: Request, context: AppLoadContext, link: string | undefined) {
  const { services } = context;
  const appraisal = await appraisalOrNotFound(services, link);
  const now = new Date();
  const here = localizePath(offerPath(services, appraisal.id), context.visitor.language);
  // Expired or booked already: the page says so.
  if (!isOfferCurrent(appraisal.expiresAt, now) || appraisal.inspection)
    throw redirect(here, { status: 303 });
  const booking = bookingContext(services, appraisal, now);
  const first = appraisal.leadId ? await findLead(services.db, appraisal.leadId) : undefined;
  // An offer is e-mailed only after its lead is stored: without one, there is no link to book from.
  if (!first) throw notFound();
  return handleLeadForm({
    request,
    context,
    form: INSPECTION_FORM_ID,
    schema: (formData) => inspectionSchema({ ...booking, date: formData.get("date") }),
    toasts: INSPECTION_TOASTS,
    accept: async (value, form) => {
      const payment = (value.payment as Appraisal["selectedPayment"] | undefined) ?? null;
      const bookedAt = now.toISOString();
      // The dealer's e-mail is in English: the store as the English settings write it.
      const location = englishSettings(services).locations.find((l) => l.key === value.location)!;
      const chosen = { ...appraisal, selectedPayment: payment };
      const { user } = first.payload;
      // The seller's e-mail names the store as the page's language does.
      const store = services.settings.locations.find((l) => l.key === value.location)!;
      const booking = { location: store, date: value.date, time: value.time };
      const lead = await form.acceptLead(
        toInspectionLead({
          ...form,
          appraisal: chosen,
          user: { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone },
          reference: appraisalReference(appraisal.id),
          offerLink: offerUrl(services, appraisal.id),
          inspection: {
            location: location.name,
            address: oneLineAddress(location),
            date: longDate(value.date),
            time: formatClock(value.time),
          },
          sellerCopy: await inspectionCopy(context, chosen, user.email, booking),
        }),
      );
      await recordInspection(
        services.db,
        appraisal.id,
        { location: value.location, date: value.date, time: value.time, bookedAt },
        payment,
      );
      return { headers: lead.headers, leadId: lead.leadId, redirectTo: here };
    },
  });
}
