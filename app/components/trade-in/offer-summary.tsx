import type { MoreCashLaterOffer, OfferType } from "~/features/trade-in/offers";
import { formatPrice } from "~/lib/format";

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

const DESCRIPTIONS: Record<OfferType, string> = {
  cashNow: "Paid in full when you hand over the vehicle.",
  moreCashLater:
    "The cash-now amount when you hand over the vehicle, then two checks from its sale: a reserve check when it sells and a profit-share check once the sale is final.",
  bringVehicleIn: "Our appraiser needs to see this vehicle before we can make an offer.",
};

export function OfferCards({
  offers,
  noOffersMessage,
}: {
  offers: OfferCard[];
  noOffersMessage: string | null;
}) {
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
              {formatPrice(offer.amount)}
            </p>
          )}
          <p className="mt-2 text-sm text-muted">{DESCRIPTIONS[offer.type]}</p>
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
  const { deductions, moreCashLater: later } = breakdown;
  return (
    <section
      aria-labelledby="breakdown-heading"
      className="mt-8 rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id="breakdown-heading" className="text-xl font-extrabold tracking-tight">
        How we reached this number
      </h2>
      <p className="mt-1 text-sm text-muted">
        A vehicle like yours sells for about {formatPrice(breakdown.retailValue)} on a dealer's lot, from{" "}
        {breakdown.basis}. Our base value takes off our costs of buying, inspecting and selling it; your
        answers take off what the repairs will cost.
      </p>
      <dl className="mt-3 divide-y divide-line">
        <Row label="Base value" value={formatPrice(breakdown.baseValue)} strong />
        {deductions.map((d) => (
          <Row
            key={`${d.question}-${d.answer}-${d.amount}`}
            label={`${d.question} ${d.answer}${d.percent === null ? "" : ` (${d.percent} %)`}`}
            value={`−${formatPrice(d.amount)}`}
          />
        ))}
        {deductions.length === 0 ? <Row label="Deductions for condition" value="none" /> : null}
        <Row
          label={breakdown.cashNowOffered ? "Cash now" : "Paid at hand-over"}
          value={formatPrice(breakdown.cashNow)}
          strong
        />
      </dl>
      {later ? (
        <>
          <h3 className="mt-5 font-extrabold">More cash later, step by step</h3>
          <dl className="mt-2 divide-y divide-line">
            <Row label="Expected sale price" value={formatPrice(later.retailPrice)} />
            <Row label="Reconditioning" value={`−${formatPrice(later.reconditioning)}`} />
            <Row label="Advertising" value={`−${formatPrice(later.advertising)}`} />
            <Row label="At hand-over (the cash-now amount)" value={formatPrice(later.initPrice)} />
            {later.additionalPayments.map((p) => (
              <Row key={p.label} label={p.label} value={formatPrice(p.amount)} />
            ))}
            <Row label="In all" value={formatPrice(later.finalPrice)} strong />
          </dl>
        </>
      ) : null}
    </section>
  );
}
