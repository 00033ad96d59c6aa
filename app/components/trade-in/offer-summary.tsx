import { useEffect, useRef, useState } from "react";
import { Link } from "~/components/ui/link";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { MoreCashLaterOffer, OfferType } from "~/features/trade-in/offers";
import type { TradeOffer } from "~/features/trade-in/trade-equity";
import { formatPrice, longDate } from "~/lib/format";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { tradeInCatalogue } from "~/locales/trade-in";
import { keepTradeOffer, keptTradeOffer } from "./kept-trade-offer";

/**
 * The offers and how they were reached: the base value (and the retail value it came from),
 * each deduction with the answer that caused it, the cash-now price, and for more cash later
 * the costs and the two checks. The seller sees the same arithmetic the dealer's e-mail shows.
 */
export type OfferCard = { type: OfferType; label: string; amount?: number; detail?: string };

export type Breakdown = {
  retailValue: number;
  baseValue: number;
  basis: string;
  deductions: Array<{ question: string; answer: string; amount: number; percent: number | null }>;
  deductionTotal: number;
  cashNow: number;
  /** False when only more cash later is offered (cash now alone would be under $1,000). */
  cashNowOffered: boolean;
  moreCashLater: MoreCashLaterOffer | null;
};

const DESCRIPTION_IDS: Record<OfferType, string> = {
  cashNow: "tradeIn.offerCard.cashNow",
  moreCashLater: "tradeIn.offerCard.moreCashLater",
  bringVehicleIn: "tradeIn.offerCard.bringVehicleIn",
};

/** Dollars in the page's language. */
function usePrice(): (amount: number) => string {
  const language = useLanguage();
  return (amount) => formatPrice(amount, language);
}

export function OfferCards({
  offers,
  noOffersMessage,
}: {
  offers: OfferCard[];
  noOffersMessage: string | null;
}) {
  const t = useT(tradeInCatalogue);
  const price = usePrice();
  if (noOffersMessage)
    return (
      <p className="mt-4 rounded-xl border border-line bg-surface p-5 font-semibold">{noOffersMessage}</p>
    );
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2">
      {offers.map((offer) => (
        <li key={offer.type} className="rounded-2xl border-2 border-brand-dark bg-white p-5">
          <h2 className="text-lg font-extrabold">{offer.label}</h2>
          {offer.amount === undefined ? null : (
            <p
              className="mt-1 text-4xl font-extrabold tracking-tight text-brand-ink"
              data-testid={`offer-${offer.type}`}
            >
              {price(offer.amount)}
            </p>
          )}
          <p className="mt-2 text-sm text-muted">{t(DESCRIPTION_IDS[offer.type])}</p>
          {offer.type === "bringVehicleIn" && offer.detail ? (
            <p className="mt-2 text-sm">{offer.detail}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-2 ${strong ? "font-bold" : ""}`}>
      <dt>{label}</dt>
      <dd className="shrink-0 tabular-nums">{value}</dd>
    </div>
  );
}

export function OfferBreakdown({ breakdown }: { breakdown: Breakdown }) {
  const t = useT(tradeInCatalogue);
  const price = usePrice();
  const { deductions, moreCashLater: later } = breakdown;
  return (
    <section
      aria-labelledby="breakdown-heading"
      className="mt-8 rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id="breakdown-heading" className="text-xl font-extrabold tracking-tight">
        {t("tradeIn.breakdown.heading")}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t("tradeIn.breakdown.intro", { retail: price(breakdown.retailValue), basis: breakdown.basis })}
      </p>
      <dl className="mt-3 divide-y divide-line">
        <Row label={t("tradeIn.breakdown.baseValue")} value={price(breakdown.baseValue)} strong />
        {deductions.map((d) => (
          <Row
            key={`${d.question}-${d.answer}-${d.amount}`}
            label={
              d.percent === null
                ? t("tradeIn.breakdown.deduction", { question: d.question, answer: d.answer })
                : t("tradeIn.breakdown.deductionPercent", {
                    question: d.question,
                    answer: d.answer,
                    percent: d.percent,
                  })
            }
            value={`−${price(d.amount)}`}
          />
        ))}
        {deductions.length === 0 ? (
          <Row label={t("tradeIn.breakdown.noDeductions")} value={t("tradeIn.breakdown.none")} />
        ) : null}
        <Row
          label={
            breakdown.cashNowOffered ? t("tradeIn.breakdown.cashNow") : t("tradeIn.breakdown.paidAtHandOver")
          }
          value={price(breakdown.cashNow)}
          strong
        />
      </dl>
      {later ? (
        <>
          <h3 className="mt-5 font-extrabold">{t("tradeIn.breakdown.laterHeading")}</h3>
          <dl className="mt-2 divide-y divide-line">
            <Row label={t("tradeIn.breakdown.expectedSale")} value={price(later.retailPrice)} />
            <Row label={t("tradeIn.breakdown.reconditioning")} value={`−${price(later.reconditioning)}`} />
            <Row label={t("tradeIn.breakdown.advertising")} value={`−${price(later.advertising)}`} />
            <Row label={t("tradeIn.breakdown.atHandOver")} value={price(later.initPrice)} />
            {later.additionalPayments.map((p) => (
              <Row key={p.label} label={p.label} value={price(p.amount)} />
            ))}
            <Row label={t("tradeIn.breakdown.inAll")} value={price(later.finalPrice)} strong />
          </dl>
        </>
      ) : null}
    </section>
  );
}

/**
 * "Trading it in toward a car?": the offer, less what is left to pay on the car, counted as
 * trade equity in the payment estimate of our cars' pages once the seller asks for it (kept in
 * this browser: kept-trade-offer.ts). Shown once scripts run, since only they can keep it;
 * not for an offer that does not cover the loan left on the car.
 */
export function TowardACar({ offer }: { offer: TradeOffer }) {
  const t = useT(tradeInCatalogue);
  const price = usePrice();
  const language = useLanguage();
  const hydrated = useHydrated();
  const [kept, setKept] = useState(false);
  const [justKept, setJustKept] = useState(false);
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const stored = keptTradeOffer();
    setKept(stored?.reference === offer.reference && stored.applied);
  }, [offer.reference]);
  // The button goes once pressed: the focus moves to what it did, not to the page's top.
  useEffect(() => {
    if (justKept) done.current?.focus();
  }, [justKept]);
  if (!hydrated || offer.equity <= 0) return null;
  const values = {
    equity: price(offer.equity),
    offer: price(offer.offer),
    owed: price(offer.owed),
    date: longDate(offer.lastDay, language),
  };
  return (
    <section
      aria-labelledby="toward-heading"
      className="mt-8 rounded-2xl border border-line bg-white p-5"
      data-testid="toward-a-car"
    >
      <h2 id="toward-heading" className="text-xl font-extrabold tracking-tight">
        {t("tradeIn.towardCar.heading")}
      </h2>
      <p className="mt-1">
        {t(offer.owed > 0 ? "tradeIn.towardCar.textOwed" : "tradeIn.towardCar.text", values)}
      </p>
      <div role="status" className="mt-3 empty:mt-0">
        {kept ? (
          <p ref={done} tabIndex={-1} className="font-semibold text-brand-ink">
            {t("tradeIn.towardCar.kept", values)}{" "}
            <Link to={SITE_PATHS.search} className="underline underline-offset-4 hover:text-brand-dark">
              {t("tradeIn.towardCar.shop")}
            </Link>
          </p>
        ) : null}
      </div>
      {kept ? null : (
        <button
          type="button"
          onClick={() => {
            keepTradeOffer(offer);
            setKept(true);
            setJustKept(true);
          }}
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-ink px-6 font-bold text-white hover:bg-brand-dark"
        >
          {t("tradeIn.towardCar.use")}
        </button>
      )}
    </section>
  );
}
