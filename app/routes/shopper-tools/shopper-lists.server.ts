import type { AppLoadContext } from "react-router";
import { hasVehicleWord, vehicleWord } from "~/components/inventory/vehicle-words";
import type { CompareData, DataWords } from "~/components/shopper-tools/compare-page";
import { priceAccessOf, priceRulesOf } from "~/features/gates/price-view";
import { paymentTermsText } from "~/features/inventory/search/search-context";
import type { Vehicle } from "~/features/inventory/vehicle";
import { CARS_PARAM, carIdsOf } from "~/features/shopper-tools/car-ids";
import { bestCars, featureRows } from "~/features/shopper-tools/compare-rows";
import {
  compareCars,
  type ShopperCard,
  type StoreNames,
  shopperCards,
} from "~/features/shopper-tools/shopper-cards";
import { findCarsInStock } from "~/features/shopper-tools/shopper-cars.server";
import { type Language, translator } from "~/lib/i18n";
import { inventoryCatalogue } from "~/locales/inventory";
import { paymentsCatalogue } from "~/locales/payments";
import { hiddenFromVisitor } from "~/routes/gates/private-inventory.server";

/**
 * The shopper tools' pages and their JSON on the server: the VINs of the URL, the cars among
 * them this visitor may see, with prices as the price lock allows. A private car is left out
 * unless the visitor unlocked the private inventory (the gates are read only for a private
 * car, so a list of public cars stays one shared document), and counted with the sold ones as
 * "no longer available", so nothing says which car it was.
 */

/** The VINs a shopper tool's URL names (at most `max`). */
export function listOf(request: Request, max: number): string[] {
  return carIdsOf(new URL(request.url).searchParams.get(CARS_PARAM), max);
}

/** The cars of `vins` this visitor may see, and how many of the list are not (sold, unknown, private). */
async function visibleCars(context: AppLoadContext, vins: readonly string[]) {
  const found = await findCarsInStock(context.services.db, vins);
  const cars: Vehicle[] = found.filter((car) => !hiddenFromVisitor(context, car));
  return { cars, missing: vins.length - cars.length };
}

function pricing(context: AppLoadContext) {
  const { settings } = context.services;
  const stores: StoreNames = new Map(settings.locations.map((l) => [l.key as string, l.subname]));
  return { rules: priceRulesOf(settings), prices: priceAccessOf(context.visitor), stores };
}

/** The assumptions of the cards' monthly estimates, in a sentence (the visitor's own terms when they have some). */
function paymentTermsOf(context: AppLoadContext, prices: ReturnType<typeof pricing>["prices"]) {
  const { language } = context.visitor;
  const t = translator(language, inventoryCatalogue, paymentsCatalogue);
  const terms = prices.terms;
  return {
    paymentTerms: paymentTermsText(context.services.settings, t, language, terms),
    yourTerms: !!terms,
  };
}

export type ShopperCardsData = {
  /** The VINs the URL names, in its order. */
  asked: string[];
  cards: ShopperCard[];
  /** How many of them are not shown: sold, unknown, or private to this visitor. */
  missing: number;
};

/** Cards of a list, for the saved-cars page and the "Recently viewed" row. */
export async function shopperCardsOf(context: AppLoadContext, vins: string[]): Promise<ShopperCardsData> {
  const { cars, missing } = await visibleCars(context, vins);
  const { rules, prices, stores } = pricing(context);
  return { asked: vins, cards: shopperCards(cars, rules, prices, stores), missing };
}

/** The saved-cars page: the cards and, when there are any, the note on their payment estimates. */
export async function savedCarsData(context: AppLoadContext, vins: string[]) {
  const data = await shopperCardsOf(context, vins);
  const terms = data.cards.length > 0 ? paymentTermsOf(context, pricing(context).prices) : null;
  return { ...data, paymentTerms: terms?.paymentTerms ?? "", yourTerms: terms?.yourTerms ?? false };
}

/**
 * The feed's words the compare table shows (drivetrain, fuel, transmission, colour, features)
 * in the page's language, said here rather than in the browser: the page then needs no copy of
 * the vehicle-data catalogue, which the vehicle page's JavaScript holds.
 */
function dataWordsOf(cars: readonly Vehicle[], language: Language): DataWords {
  if (language === "en") return {};
  const word = vehicleWord(language);
  const values = new Set(
    cars.flatMap((car) => [
      car.drivetrain,
      car.fuelType,
      car.transmission,
      car.exteriorColor,
      ...car.features,
    ]),
  );
  return Object.fromEntries(
    [...values].map((value) => [value, { text: word(value), english: !hasVehicleWord(language, value) }]),
  );
}

/** The compare page: the cars side by side, the note on their payment estimates, their words. */
export async function compareData(context: AppLoadContext, vins: string[]): Promise<CompareData> {
  const { cars, missing } = await visibleCars(context, vins);
  const { rules, prices, stores } = pricing(context);
  const paymentTerms = cars.length > 0 ? paymentTermsOf(context, prices).paymentTerms : "";
  const words = dataWordsOf(cars, context.visitor.language);
  const columns = compareCars(cars, rules, prices, stores);
  const rows = { features: featureRows(columns), best: bestCars(columns) };
  return { asked: vins, cars: columns, missing, paymentTerms, words, ...rows };
}
