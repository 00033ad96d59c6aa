import type { PaymentSettings, PriceUnlockScope } from "~/features/company/settings-schema";
import type { Condition } from "~/features/inventory/vehicle";
import { type LeadGates, type PricingTerms, pricesUnlocked } from "./lead-gates";
import { monthlyPaymentFor } from "./personal-payments";
import { isPriceLocked, type Lockable, withoutPrices } from "./price-lock";

/**
 * What a card or a vehicle page may show of a car's price (spec section 6: price unlock is a
 * lead gate "restricted for new, used, certified and search vehicles"). Decided on the server,
 * before anything is rendered or serialised: a visitor who has not unlocked prices receives
 * no price, old price or monthly payment of a locked car, in the HTML, in the loader data or
 * in the structured data. Sorting and filtering by price still happen on the server, on the
 * prices it keeps to itself (a price filter narrows the cars; the cars show no price).
 *
 * A car is locked when the store's `priceUnlock` setting (content/store.json) names its
 * condition, or names "search" and the car is a search result card. A shown price comes with
 * the monthly payment on the visitor's own terms once they have some (the personalised-pricing
 * questionnaire), on the vehicle page's default terms otherwise.
 */

/** Where a price shows: a search result card, or the vehicle's page and every other list. */
export type PricePlace = "search" | "elsewhere";

/** Whether the store locks the price of a car of `condition` shown at `place`. */
export function priceLockApplies(
  condition: Condition,
  scopes: readonly PriceUnlockScope[],
  place: PricePlace,
): boolean {
  return scopes.includes(condition) || (place === "search" && scopes.includes("search"));
}

/**
 * What the visitor's cookies say about prices. `unlocked` is asked only when a locked car is
 * on the page: it may read the visitor profile, and reading one that holds something makes the
 * response personal (request-context.server.ts). `terms` are read from the gates the page
 * reads anyway (a visitor with terms gets a personal page: their payments).
 */
export type PriceAccess = {
  unlocked: () => boolean;
  terms: PricingTerms | undefined;
};

/** A visitor who unlocked nothing and has no terms: the shared page. */
export const ANONYMOUS_PRICES: PriceAccess = { unlocked: () => false, terms: undefined };

/** The price access of a request's visitor (context.visitor): its gates and profile, read when asked. */
export function priceAccessOf(visitor: {
  readonly gates: LeadGates;
  readonly profile: { unlockPrice?: number };
}): PriceAccess {
  // Both read lazily: a page that shows no locked car and no payment never reads the visitor.
  return {
    unlocked: () => {
      const { gates } = visitor;
      return gates.priceUnlockedAt !== undefined || pricesUnlocked(gates, visitor.profile.unlockPrice);
    },
    get terms() {
      return visitor.gates.pricingTerms;
    },
  };
}

/** What the store and the payment module say about prices (content/store.json, content/company.json). */
export type PriceRules = {
  scopes: readonly PriceUnlockScope[];
  payments: PaymentSettings;
  documentaryFee: number;
};

/** The price rules of the dealership's settings (the Settings of company/settings.server.ts). */
export function priceRulesOf(settings: {
  store: { priceUnlock: readonly PriceUnlockScope[] };
  company: { payments: PaymentSettings; fee: { documentary: number } };
}): PriceRules {
  return {
    scopes: settings.store.priceUnlock,
    payments: settings.company.payments,
    documentaryFee: settings.company.fee.documentary,
  };
}

export type PriceView =
  | { locked: true }
  | {
      locked: false;
      price: number;
      oldPrice: number | null;
      /** Whole dollars a month, the documentary fee included. */
      monthlyPayment: number;
      /** Figured on the visitor's own terms (else the vehicle page's defaults). */
      personal: boolean;
    };

/** What `access` may see of a car's price at `place`. */
export function priceView(
  car: { condition: Condition; price: number; oldPrice: number | null },
  place: PricePlace,
  rules: PriceRules,
  access: PriceAccess,
): PriceView {
  if (priceLockApplies(car.condition, rules.scopes, place) && !access.unlocked()) return { locked: true };
  return {
    locked: false,
    price: car.price,
    oldPrice: car.oldPrice,
    monthlyPayment: monthlyPaymentFor(car.price, rules.payments, rules.documentaryFee, access.terms),
    personal: access.terms !== undefined,
  };
}

// The shape of a locked car, which the pages read too (price-lock.ts: no imports, so a page's
// JavaScript never carries this module's server-side rules along).
export {
  isPriceLocked,
  type Lockable,
  PRICE_FIELDS,
  type PriceField,
  type PriceLocked,
  withoutPrices,
} from "./price-lock";

/** What a list's car needs for its price to be locked or shown. */
export type PricedCard = { condition: Condition; price: number; oldPrice: number | null };

/**
 * A list's car (the home page's newest arrivals, similar vehicles) as `access` may see it:
 * unchanged, or without its prices.
 */
export function lockableCard<T extends PricedCard>(
  card: Lockable<T>,
  place: PricePlace,
  rules: PriceRules,
  access: PriceAccess,
): Lockable<T> {
  if (isPriceLocked(card)) return card;
  return priceLockApplies(card.condition, rules.scopes, place) && !access.unlocked()
    ? withoutPrices(card)
    : card;
}
