import { lazy, Suspense, useEffect, useId, useState } from "react";
import { LockedPrice, PersonalizePriceLink } from "~/components/inventory/locked-price";
import { keepsTradeOffer } from "~/components/trade-in/trade-offer-key";
import { Form } from "~/components/ui/link";
import { leaseDisclaimer } from "~/features/financing/lease-disclaimer";
import {
  estimatePayment,
  type PaymentField,
  type PaymentInputs,
  type PaymentTab,
  paymentQuery,
} from "~/features/financing/payment-estimate";
import type { VehiclePageData } from "~/features/inventory/vehicle-page/vehicle-page.server";
import { formatNumber, formatPrice } from "~/lib/format";
import type { Language, Translate } from "~/lib/i18n";
import { useLanguage, useLocalizePath, useT } from "~/lib/i18n/use-t";
import { inventoryCatalogue } from "~/locales/inventory";
import { paymentsCatalogue } from "~/locales/payments";
import { CashDownField } from "./payment-aside-cash-down";
import { YourTerms } from "./payment-aside-your-terms";

/** A kept trade-in offer's part of the aside: loaded only where one is kept. */
const TradeOffer = lazy(() => import("./payment-aside-trade-offer"));

/** A slider: its field (its label is `payments.slider.{field}`) and how its value reads. */
type SliderSpec = { field: PaymentField; unit: "dollars" | "score" | "months" | "milesPerYear" };

/** The sliders after cash down (which has its unit switch, payment-aside-cash-down.tsx). */
const SHARED_SLIDERS: SliderSpec[] = [
  { field: "tradeEquity", unit: "dollars" },
  { field: "creditScore", unit: "score" },
];
const TAB_SLIDERS: Record<PaymentTab, SliderSpec[]> = {
  finance: [{ field: "financeTerm", unit: "months" }],
  lease: [
    { field: "leaseTerm", unit: "months" },
    { field: "leaseMiles", unit: "milesPerYear" },
  ],
};

/** A slider's value as the shopper reads it: "$2,000", "700", "60 months", "10,000 miles a year". */
function sliderText(unit: SliderSpec["unit"], value: number, t: Translate, language: Language): string {
  if (unit === "dollars") return formatPrice(value, language);
  if (unit === "months") return t("payments.months", { months: String(value) });
  if (unit === "milesPerYear") return t("payments.milesPerYear", { miles: formatNumber(value, language) });
  return String(value);
}

/**
 * The payment aside. The server renders it with the estimate for the request's terms (the
 * defaults, or a GET submit of this form), so it is right without JavaScript; once the
 * page is hydrated the estimate follows the sliders as they move, computed in the browser
 * by the same module the server uses. A trade-in offer the shopper asked to count toward a
 * car is read after load and counted as the trade equity, with a tick to leave it out
 * (payment-aside-trade-offer.tsx): the page stays the same document for every visitor.
 */
export function PaymentAside({
  price,
  payment,
  documentaryFee,
  action,
  car,
}: {
  price: number;
  payment: NonNullable<VehiclePageData["payment"]>;
  documentaryFee: number;
  /** The page's canonical path: the form submits back to it. */
  action: string;
  /** The car, for "Personalize My Price" (the questionnaire) or "Change my terms". */
  car: { vin: string; name: string };
}) {
  const t = useT(paymentsCatalogue, inventoryCatalogue);
  const language = useLanguage();
  const localize = useLocalizePath();
  const [inputs, setInputs] = useState<PaymentInputs>(payment.inputs);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const estimate = estimatePayment(price, inputs, payment.settings, documentaryFee);
  const disclaimer = leaseDisclaimer(estimate, payment.settings, t, language);
  const money = (amount: number) => formatPrice(amount, language);
  const id = useId();
  const tabs: PaymentTab[] = ["finance", "lease"];
  const [keptOffer, setKeptOffer] = useState(false);
  useEffect(() => setKeptOffer(keepsTradeOffer()), []);

  function selectTab(tab: PaymentTab) {
    setInputs((previous) => ({ ...previous, tab }));
  }

  function onTabKeyDown(event: React.KeyboardEvent, tab: PaymentTab) {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(tab) + 1) % tabs.length]!;
    selectTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  }

  return (
    <section
      id="payment-estimate"
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-line bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-heading`} className="text-xl font-extrabold tracking-tight">
        {t("payments.heading")}
      </h2>
      <YourTerms personal={payment.personal} car={car} />
      <div
        role="tablist"
        aria-label={t("payments.type")}
        className="mt-4 grid grid-cols-2 rounded-full bg-surface p-1"
      >
        {tabs.map((tab) => {
          const selected = inputs.tab === tab;
          return (
            <a
              key={tab}
              id={`${id}-tab-${tab}`}
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              href={`${localize(action)}${paymentQuery(inputs, tab)}#payment-estimate`}
              onClick={(event) => {
                event.preventDefault();
                selectTab(tab);
              }}
              onKeyDown={(event) => onTabKeyDown(event, tab)}
              className="rounded-full px-4 py-2 text-center text-sm font-bold text-muted aria-selected:bg-white aria-selected:text-brand-ink aria-selected:shadow-sm"
            >
              {t(`payments.tab.${tab}`)}
            </a>
          );
        })}
      </div>

      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${inputs.tab}`} className="mt-5">
        <Form method="get" action={action} preventScrollReset>
          <input type="hidden" name="tab" value={inputs.tab} />
          <output
            htmlFor={[{ field: "cashDown" }, ...SHARED_SLIDERS, ...TAB_SLIDERS[inputs.tab]]
              .map((s) => `${id}-${s.field}`)
              .join(" ")}
            aria-live="polite"
            className="block rounded-xl bg-surface p-4 text-center"
            data-testid="payment-estimate"
          >
            <span className="block text-sm font-semibold text-muted">
              {t(inputs.tab === "lease" ? "payments.estimated.lease" : "payments.estimated.loan")}
            </span>
            <span className="block text-4xl font-extrabold text-ink" data-testid="payment-monthly">
              {money(estimate.monthly)}
              <span className="text-lg font-bold text-muted">{t("payments.perMonth")}</span>
            </span>
            <span className="mt-1 block text-sm text-muted">
              {t("payments.termAtApr", { months: String(estimate.termMonths), apr: estimate.apr.toFixed(2) })}
              {estimate.milesPerYear
                ? `, ${t("payments.milesPerYear", { miles: formatNumber(estimate.milesPerYear, language) })}`
                : ""}
            </span>
          </output>

          <div className="mt-5 space-y-4">
            <CashDownField
              id={id}
              price={price}
              inputs={inputs}
              sliders={payment.sliders}
              onChange={(change) => setInputs((previous) => ({ ...previous, ...change }))}
            />
            {[...SHARED_SLIDERS, ...TAB_SLIDERS[inputs.tab]].map((spec) => {
              const slider = payment.sliders[spec.field];
              const value = inputs[spec.field];
              const text = sliderText(spec.unit, value, t, language);
              return (
                <div key={spec.field}>
                  <div className="flex items-baseline justify-between gap-2">
                    <label htmlFor={`${id}-${spec.field}`} className="text-sm font-semibold text-ink">
                      {t(`payments.slider.${spec.field}`)}
                    </label>
                    <span className="text-sm font-bold text-brand-ink" aria-hidden="true">
                      {text}
                    </span>
                  </div>
                  <input
                    id={`${id}-${spec.field}`}
                    type="range"
                    name={spec.field}
                    min={slider.min}
                    max={slider.max}
                    step={slider.step}
                    value={value}
                    aria-valuetext={text}
                    onChange={(event) =>
                      setInputs((previous) => ({ ...previous, [spec.field]: Number(event.target.value) }))
                    }
                    className="mt-1 h-6 w-full cursor-pointer accent-brand-dark"
                  />
                  {spec.field === "tradeEquity" && keptOffer ? (
                    <Suspense fallback={null}>
                      <TradeOffer
                        id={id}
                        tradeEquity={value}
                        start={payment.inputs.tradeEquity}
                        max={slider.max}
                        setTradeEquity={(tradeEquity) =>
                          setInputs((previous) => ({ ...previous, tradeEquity }))
                        }
                      />
                    </Suspense>
                  ) : null}
                </div>
              );
            })}
          </div>

          {hydrated ? null : (
            <button
              type="submit"
              className="mt-5 w-full rounded-full bg-brand-ink px-5 py-3 font-bold text-white hover:bg-brand-dark"
            >
              {t("payments.update")}
            </button>
          )}

          <dl className="mt-5 space-y-1 border-t border-line pt-4 text-sm">
            <div className="flex justify-between gap-2">
              <dt className="text-muted">{t("payments.summary.price")}</dt>
              <dd className="font-semibold">{money(price)}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-muted">{t("payments.summary.documentaryFee")}</dt>
              <dd className="font-semibold">{money(documentaryFee)}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-muted">{t("payments.summary.down")}</dt>
              <dd className="font-semibold">−{money(estimate.cashDown + estimate.tradeEquity)}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-muted">
                {t(inputs.tab === "lease" ? "payments.summary.capitalizedCost" : "payments.summary.financed")}
              </dt>
              <dd className="font-semibold" data-testid="payment-financed">
                {money(estimate.amountFinanced)}
              </dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-muted">{t("payments.notOffer", { fee: money(documentaryFee) })}</p>
          {disclaimer ? (
            <p className="mt-2 text-xs text-muted" data-testid="lease-disclaimer">
              {disclaimer}
            </p>
          ) : null}
        </Form>
      </div>
    </section>
  );
}

/**
 * The payment aside of a car whose price the visitor has not unlocked: no figure (the page
 * holds none), the way to unlock it, and the questionnaire, which unlocks it too.
 */
export function LockedPaymentAside({ car }: { car: { vin: string; name: string } }) {
  const t = useT(paymentsCatalogue, inventoryCatalogue);
  const id = useId();
  return (
    <section
      id="payment-estimate"
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-line bg-white p-5 shadow-sm"
      data-testid="payment-locked"
    >
      <h2 id={`${id}-heading`} className="text-xl font-extrabold tracking-tight">
        {t("payments.heading")}
      </h2>
      <p className="mt-2 text-sm text-muted">{t("inventory.pricing.lockedPayment")}</p>
      <div className="mt-3 rounded-xl bg-surface p-4">
        <LockedPrice vin={car.vin} car={car.name} />
      </div>
      <div className="mt-3">
        <PersonalizePriceLink vin={car.vin} car={car.name} withNote />
      </div>
    </section>
  );
}
