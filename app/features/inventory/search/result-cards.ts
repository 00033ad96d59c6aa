import type { Settings } from "~/features/company/settings.server";
import type { PricingTerms } from "~/features/gates/lead-gates";
import { monthlyPaymentFor } from "~/features/gates/personal-payments";
import {
  ANONYMOUS_PRICES,
  type Lockable,
  type PriceAccess,
  priceRulesOf,
  priceView,
  withoutPrices,
} from "~/features/gates/price-view";
import type { VehicleCardData } from "../vehicle-card-data";
import type { IndexedCard } from "./result-page";

/**
 * What a result card adds to the vehicle's picture, name and price: what shoppers compare on
 * beside the price, the estimated monthly payment and the store the car is at. A car whose
 * price the store locks (content/store.json `priceUnlock`) comes without its price, old price
 * and payment until the visitor unlocks prices (features/gates/price-view.ts).
 */
export type ResultCard = Lockable<
  VehicleCardData & {
    /** Whole dollars a month, at the vehicle page's first terms (see cardMonthlyPayment). */
    monthlyPayment: number;
  }
> & {
  /** The store's town as the dealership names it ("Moline, IL"). */
  store: string;
  /** The store's key, so the browser can show the visitor's selected store first. */
  storeKey: string;
};

/**
 * The monthly payment a card shows: the vehicle page's own first estimate (its default
 * finance terms, or the visitor's own terms when they have some, the documentary fee
 * included), so the figure a shopper clicks on is the figure the vehicle page repeats.
 */
export function cardMonthlyPayment(price: number, settings: Settings, terms?: PricingTerms): number {
  return monthlyPaymentFor(price, settings.company.payments, settings.company.fee.documentary, terms);
}

export function resultCards(
  cards: readonly IndexedCard[],
  settings: Settings,
  prices: PriceAccess = ANONYMOUS_PRICES,
): ResultCard[] {
  const stores = new Map(settings.locations.map((l) => [l.key as string, l.subname]));
  const rules = priceRulesOf(settings);
  return cards.map(({ locationKey, ...card }) => {
    const where = { store: stores.get(locationKey) ?? "", storeKey: locationKey };
    const view = priceView(card, "search", rules, prices);
    return view.locked
      ? { ...withoutPrices(card), ...where }
      : { ...card, monthlyPayment: view.monthlyPayment, ...where };
  });
}
