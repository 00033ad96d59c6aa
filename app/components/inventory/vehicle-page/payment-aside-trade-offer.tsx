import { useEffect, useState } from "react";
import { countTradeOffer, keptTradeOffer } from "~/components/trade-in/kept-trade-offer";
import type { KeptTradeOffer } from "~/features/trade-in/trade-equity";
import { formatPrice, longDate } from "~/lib/format";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { tradeEquityCatalogue } from "~/locales/tradeEquity";

/**
 * The payment aside's part for a trade-in offer the seller asked the offer page to count
 * toward a car (components/trade-in/kept-trade-offer.ts). Loaded only in a browser that keeps
 * one (payment-aside.tsx), so no other visitor's first load carries it; read after load, so
 * the car's page stays the document every visitor gets.
 */
export default function TradeOffer(props: {
  id: string;
  tradeEquity: number;
  start: number;
  max: number;
  setTradeEquity: (amount: number) => void;
}) {
  const { offer, counted, count } = useTradeOfferEquity(props);
  if (!offer) return null;
  return <TradeOfferToggle id={props.id} offer={offer} counted={counted} max={props.max} onChange={count} />;
}

/** The kept offer: null before it is read, and when there is none (or it ran out). */
function useKeptTradeOffer(): KeptTradeOffer | null {
  const [offer, setOffer] = useState<KeptTradeOffer | null>(null);
  useEffect(() => setOffer(keptTradeOffer()), []);
  return offer;
}

/** The equity the estimate counts for `offer`: its own, within the trade equity slider's top. */
const countedEquity = (offer: KeptTradeOffer, max: number) => Math.min(Math.max(offer.equity, 0), max);

/**
 * The aside's trade equity and the kept offer: counted from the start when the shopper asked
 * for it, and `count` to tick it in or out. Ticked out, the trade equity goes back to where
 * the page started (`start`: the defaults, or the visitor's own terms).
 */
function useTradeOfferEquity({
  tradeEquity,
  start,
  max,
  setTradeEquity,
}: {
  tradeEquity: number;
  start: number;
  max: number;
  setTradeEquity: (amount: number) => void;
}) {
  const offer = useKeptTradeOffer();
  useEffect(() => {
    if (offer?.applied && offer.equity > 0) setTradeEquity(countedEquity(offer, max));
  }, [offer]);
  const counted = offer !== null && offer.equity > 0 && tradeEquity === countedEquity(offer, max);
  function count(yes: boolean) {
    if (!offer) return;
    countTradeOffer(yes);
    setTradeEquity(yes ? countedEquity(offer, max) : start);
  }
  return { offer, counted, count };
}

/**
 * "Use my trade-in offer ($8,342)" under the trade equity slider: ticked, the offer's equity
 * is the trade equity; where it comes from and until when is said under it. An offer that does
 * not cover the loan left on the car brings no equity, and says so instead.
 */
function TradeOfferToggle({
  id,
  offer,
  counted,
  max,
  onChange,
}: {
  id: string;
  offer: KeptTradeOffer;
  counted: boolean;
  /** The trade equity slider's top. */
  max: number;
  onChange: (counted: boolean) => void;
}) {
  const t = useT(tradeEquityCatalogue);
  const language = useLanguage();
  const money = (amount: number) => formatPrice(amount, language);
  const names = {
    reference: offer.reference,
    vehicle: offer.vehicle,
    offer: money(offer.offer),
    owed: money(offer.owed),
    date: longDate(offer.lastDay, language),
  };
  if (offer.equity <= 0)
    return (
      <p className="mt-2 text-sm text-muted" data-testid="trade-offer">
        {t("tradeEquity.noEquity", names)}
      </p>
    );
  return (
    <div className="mt-2 rounded-lg bg-surface p-3 text-sm" data-testid="trade-offer">
      <div className="flex items-start gap-3">
        <input
          id={`${id}-trade-offer`}
          type="checkbox"
          checked={counted}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={`${id}-trade-offer-from`}
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-ink"
        />
        <label htmlFor={`${id}-trade-offer`} className="font-semibold text-ink">
          {t("tradeEquity.use", { amount: money(offer.equity) })}
        </label>
      </div>
      <p id={`${id}-trade-offer-from`} className="mt-1 pl-8 text-muted">
        {t(offer.owed > 0 ? "tradeEquity.fromOwed" : "tradeEquity.from", names)}
        {offer.equity > max ? ` ${t("tradeEquity.capped", { max: money(max) })}` : ""}
      </p>
    </div>
  );
}
