import type { Settings } from "~/features/company/settings.server";
import { defaultPaymentInputs, estimatePayment } from "~/features/financing/payment-estimate";
import type { VehicleCardData } from "../vehicle-card-data";
import type { IndexedCard } from "./result-page";

/**
 * What a result card adds to the vehicle's picture, name and price: what shoppers compare on
 * beside the price, the estimated monthly payment and the store the car is at.
 */
export type ResultCard = VehicleCardData & {
  /** Whole dollars a month, at the vehicle page's default terms (see cardMonthlyPayment). */
  monthlyPayment: number;
  /** The store's town as the dealership names it ("Moline, IL"). */
  store: string;
  /** The store's key, so the browser can show the visitor's selected store first. */
  storeKey: string;
};

/**
 * The monthly payment a card shows: the vehicle page's own first estimate (its default
 * finance terms, the documentary fee included), so the figure a shopper clicks on is the
 * figure the vehicle page repeats.
 */
export function cardMonthlyPayment(price: number, settings: Settings): number {
  const payments = settings.company.payments;
  const inputs = defaultPaymentInputs(price, payments);
  return estimatePayment(price, inputs, payments, settings.company.fee.documentary).monthly;
}

export function resultCards(cards: readonly IndexedCard[], settings: Settings): ResultCard[] {
  const stores = new Map(settings.locations.map((l) => [l.key as string, l.subname]));
  return cards.map(({ locationKey, ...card }) => ({
    ...card,
    monthlyPayment: cardMonthlyPayment(card.price, settings),
    store: stores.get(locationKey) ?? "",
    storeKey: locationKey,
  }));
}
