import { type KeptTradeOffer, readKeptTradeOffer, type TradeOffer } from "~/features/trade-in/trade-equity";
import { TRADE_OFFER_KEY } from "./trade-offer-key";

/**
 * The trade-in offer the seller asked to count toward a car ("Use this offer toward a car" on
 * the offer page), kept in this browser's localStorage until the offer runs out; the vehicle
 * pages' payment estimate reads it after load, so those pages stay the document every visitor
 * gets. Kept whatever the cookie consent, as saved cars are: the visitor asked for it by
 * pressing the button, and it holds no name, e-mail or phone (an amount, a date, a reference,
 * the car's year, make and model). Read only in effects and events, never while rendering.
 */
const KEY = TRADE_OFFER_KEY;

function write(offer: KeptTradeOffer): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(offer));
  } catch {
    // Storage full or blocked (a privacy mode): the estimate goes without it.
  }
}

/** Keeps `offer`, counted. */
export function keepTradeOffer(offer: TradeOffer): void {
  write({ ...offer, applied: true });
}

/** The kept offer, or null; one that ran out or was damaged is removed. */
export function keptTradeOffer(now = new Date()): KeptTradeOffer | null {
  try {
    const text = localStorage.getItem(KEY);
    if (!text) return null;
    const offer = readKeptTradeOffer(JSON.parse(text), now);
    if (!offer) localStorage.removeItem(KEY);
    return offer;
  } catch {
    return null;
  }
}

/** Whether the kept offer counts in the estimate (the shopper's tick on a car's page). */
export function countTradeOffer(applied: boolean): void {
  const offer = keptTradeOffer();
  if (offer) write({ ...offer, applied });
}
