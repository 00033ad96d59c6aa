/**
 * A car whose price the visitor may not see (price-view.ts decides which): its price fields
 * are absent from the data altogether, and it says so with `priceLocked`. This module imports
 * nothing, so the cards and the vehicle page can ask `isPriceLocked` without their JavaScript
 * carrying the price rules, the payment module or the cookie's schema.
 */

/** Every field that tells a car's price: the prices, and what is figured from them. */
export const PRICE_FIELDS = ["price", "oldPrice", "initPrice", "monthlyPayment"] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

/** A car whose price the visitor may not see: its price fields are gone, and it says so. */
export type PriceLocked<T> = Omit<T, PriceField> & { priceLocked: true };

/** A car as a list or page shows it: with its price, or locked. */
export type Lockable<T> = T | PriceLocked<T>;

/** `item` without a single price field (not set to null: absent from the data altogether). */
export function withoutPrices<T extends object>(item: T): PriceLocked<T> {
  const copy = Object.assign({}, item) as Record<string, unknown>;
  for (const field of PRICE_FIELDS) delete copy[field];
  return { ...(copy as Omit<T, PriceField>), priceLocked: true };
}

/** Whether a card or page's car is locked (narrows the type). */
export function isPriceLocked<T extends object>(item: Lockable<T>): item is PriceLocked<T> {
  return "priceLocked" in item && (item as { priceLocked?: unknown }).priceLocked === true;
}
