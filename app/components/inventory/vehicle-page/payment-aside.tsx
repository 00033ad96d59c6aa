import { useEffect, useId, useState } from "react";
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
import { CashDownField } from "./payment-aside-cash-down";

type SliderSpec = { field: PaymentField; label: string; format: (value: number) => string };

/** The sliders after cash down (which has its unit switch, payment-aside-cash-down.tsx). */
const SHARED_SLIDERS: SliderSpec[] = [
  { field: "tradeEquity", label: "Trade equity", format: formatPrice },
  { field: "creditScore", label: "Credit score", format: String },
];
const TAB_SLIDERS: Record<PaymentTab, SliderSpec[]> = {
  finance: [{ field: "financeTerm", label: "Finance term", format: (months) => `${months} months` }],
  lease: [
    { field: "leaseTerm", label: "Lease term", format: (months) => `${months} months` },
    { field: "leaseMiles", label: "Lease miles", format: (miles) => `${formatNumber(miles)} miles a year` },
  ],
};
const TAB_NAMES: Record<PaymentTab, string> = { finance: "Finance", lease: "Lease" };

/**
 * The payment aside. The server renders it with the estimate for the request's terms (the
 * defaults, or a GET submit of this form), so it is right without JavaScript; once the
 * page is hydrated the estimate follows the sliders as they move, computed in the browser
 * by the same module the server uses.
 */
export function PaymentAside({
  price,
  payment,
  documentaryFee,
  action,
}: {
  price: number;
  payment: VehiclePageData["payment"];
  documentaryFee: number;
  /** The page's canonical path: the form submits back to it. */
  action: string;
}) {
  const [inputs, setInputs] = useState<PaymentInputs>(payment.inputs);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const estimate = estimatePayment(price, inputs, payment.settings, documentaryFee);
  const disclaimer = leaseDisclaimer(estimate, payment.settings);
  const id = useId();
  const tabs: PaymentTab[] = ["finance", "lease"];

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
        Estimate your payment
      </h2>
      <div
        role="tablist"
        aria-label="Payment type"
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
              href={`${action}${paymentQuery(inputs, tab)}#payment-estimate`}
              onClick={(event) => {
                event.preventDefault();
                selectTab(tab);
              }}
              onKeyDown={(event) => onTabKeyDown(event, tab)}
              className="rounded-full px-4 py-2 text-center text-sm font-bold text-muted aria-selected:bg-white aria-selected:text-brand-ink aria-selected:shadow-sm"
            >
              {TAB_NAMES[tab]}
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
              Estimated {inputs.tab === "lease" ? "lease" : "loan"} payment
            </span>
            <span className="block text-4xl font-extrabold text-ink" data-testid="payment-monthly">
              {formatPrice(estimate.monthly)}
              <span className="text-lg font-bold text-muted">/mo</span>
            </span>
            <span className="mt-1 block text-sm text-muted">
              {estimate.termMonths} months at {estimate.apr.toFixed(2)}% APR
              {estimate.milesPerYear ? `, ${formatNumber(estimate.milesPerYear)} miles a year` : ""}
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
              return (
                <div key={spec.field}>
                  <div className="flex items-baseline justify-between gap-2">
                    <label htmlFor={`${id}-${spec.field}`} className="text-sm font-semibold text-ink">
                      {spec.label}
                    </label>
                    <span className="text-sm font-bold text-brand-ink" aria-hidden="true">
                      {spec.format(value)}
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
                    aria-valuetext={spec.format(value)}
                    onChange={(event) =>
                      setInputs((previous) => ({ ...previous, [spec.field]: Number(event.target.value) }))
                    }
                    className="mt-1 h-6 w-full cursor-pointer accent-brand-dark"
                  />
                </div>
              );
            })}
          </div>

          {hydrated ? null : (
            <button
              type="submit"
              className="mt-5 w-full rounded-full bg-brand-ink px-5 py-3 font-bold text-white hover:bg-brand-dark"
            >
              Update estimate
            </button>
          )}

          <dl className="mt-5 space-y-1 border-t border-line pt-4 text-sm">
            <div className="flex justify-between gap-2">
              <dt className="text-muted">Vehicle price</dt>
              <dd className="font-semibold">{formatPrice(price)}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-muted">Documentary fee</dt>
              <dd className="font-semibold">{formatPrice(documentaryFee)}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-muted">Cash down and trade equity</dt>
              <dd className="font-semibold">−{formatPrice(estimate.cashDown + estimate.tradeEquity)}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-muted">
                {inputs.tab === "lease" ? "Capitalized cost" : "Amount financed"}
              </dt>
              <dd className="font-semibold" data-testid="payment-financed">
                {formatPrice(estimate.amountFinanced)}
              </dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-muted">
            An estimate, not an offer of credit. It includes the {formatPrice(documentaryFee)} documentary
            fee; tax, title and license are extra. Your rate depends on your credit and the lender.
          </p>
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
