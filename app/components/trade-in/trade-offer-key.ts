/**
 * The localStorage key of the trade-in offer kept toward a car (kept-trade-offer.ts), alone in
 * its module: a car's page asks whether one is kept before it loads the code that reads it.
 */
export const TRADE_OFFER_KEY = "tradeInOffer";

/** Whether this browser keeps an offer (read in an effect: false on the server). */
export function keepsTradeOffer(): boolean {
  try {
    return localStorage.getItem(TRADE_OFFER_KEY) !== null;
  } catch {
    return false;
  }
}
