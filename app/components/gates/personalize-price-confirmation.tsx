import { useEffect, useRef } from "react";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { CREDIT_BAND_RANGES } from "~/features/gates/personal-payments";
import type { PricingCar, PricingConfirmation } from "~/features/leads/forms/personalize-price";
import { formatPrice } from "~/lib/format";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { gateFlowsCatalogue } from "~/locales/gateFlows";

/**
 * The questionnaire's last step: what the visitor's terms give (their terms, the APR of their
 * credit band, the payment for the car they came from) and where to go next: keep browsing,
 * get pre-approved, value my trade (spec section 4). Its heading takes the focus when it
 * replaces the contact step in place (with JavaScript), so the visitor hears where they are.
 */
export function PricingConfirmationView({
  confirmation,
  car,
  changeHref,
  focusOnShow,
}: {
  confirmation: PricingConfirmation;
  car: PricingCar | null;
  /** The questionnaire again, from the first step, with these terms filled in. */
  changeHref: string;
  focusOnShow: boolean;
}) {
  const t = useT(gateFlowsCatalogue);
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  const { terms } = confirmation;
  const range = CREDIT_BAND_RANGES[terms.creditBand];
  const money = (amount: number) => formatPrice(amount, language);
  const action = "inline-flex h-12 items-center justify-center gap-2 rounded-full px-6 font-bold transition";
  return (
    <section aria-labelledby="pricing-done-heading" className="mt-6" data-testid="pricing-confirmation">
      <h2
        id="pricing-done-heading"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-2xl font-extrabold tracking-tight focus:outline-none"
      >
        <Icon name="check" size={26} className="text-brand-ink" />
        {t("gateFlows.pricing.done.title")}
      </h2>
      {car && confirmation.carPayment ? (
        <div className="mt-4 rounded-xl bg-green-50 p-4" data-testid="pricing-car-payment">
          <p className="text-sm font-semibold text-ink">
            {t("gateFlows.pricing.done.carPayment", { car: car.name })}
          </p>
          <p className="text-3xl font-extrabold text-ink">
            {t("gateFlows.pricing.done.perMonth", { amount: money(confirmation.carPayment.monthly) })}
          </p>
          <p className="text-sm text-muted">
            {t("gateFlows.pricing.done.termAtApr", {
              months: String(confirmation.termMonths),
              apr: confirmation.apr.toFixed(2),
            })}
          </p>
        </div>
      ) : null}
      <dl className="mt-4 grid max-w-md gap-2 text-sm" data-testid="pricing-terms">
        <div className="flex justify-between gap-4 border-b border-line pb-2">
          <dt className="text-muted">{t("gateFlows.pricing.summary.downPayment")}</dt>
          <dd className="font-semibold">{money(terms.downPayment)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-b border-line pb-2">
          <dt className="text-muted">{t("gateFlows.pricing.summary.tradeEquity")}</dt>
          <dd className="font-semibold">
            {terms.tradingIn ? money(terms.tradeEquity) : t("gateFlows.pricing.summary.noTrade")}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-b border-line pb-2">
          <dt className="text-muted">{t("gateFlows.pricing.summary.credit")}</dt>
          <dd className="font-semibold">
            {t(`gateFlows.pricing.band.${terms.creditBand}`)} (
            {t("gateFlows.pricing.band.range", { min: String(range.min), max: String(range.max) })})
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t("gateFlows.pricing.summary.apr")}</dt>
          <dd className="font-semibold">{`${confirmation.apr.toFixed(2)}%`}</dd>
        </div>
      </dl>
      <p className="mt-4 max-w-2xl text-muted">{t("gateFlows.pricing.done.note")}</p>
      <p className="mt-2">
        <Link to={changeHref} className="text-sm font-bold text-brand-ink underline underline-offset-4">
          {t("gateFlows.pricing.changeTerms")}
        </Link>
      </p>
      <h3 className="mt-8 text-lg font-bold">{t("gateFlows.pricing.nextSteps")}</h3>
      <ul className="mt-3 flex flex-wrap gap-3">
        <li>
          <Link
            to={car?.path ?? SITE_PATHS.search}
            // A whole page load: the car's data may have been prefetched before the terms were
            // set, and a browser keeps a prefetched shared page for minutes.
            reloadDocument
            className={`${action} bg-brand-ink text-white hover:bg-brand-dark`}
            data-testid="pricing-keep-browsing"
          >
            {t("gateFlows.pricing.keepBrowsing")}
            <Icon name="arrow-right" size={18} />
          </Link>
        </li>
        <li>
          <Link
            to={SITE_PATHS.preApproval}
            className={`${action} border-2 border-brand-ink text-brand-ink hover:bg-green-50`}
          >
            {t("gateFlows.pricing.preApproved")}
          </Link>
        </li>
        <li>
          <Link
            to={SITE_PATHS.sellTrade}
            className={`${action} border-2 border-brand-ink text-brand-ink hover:bg-green-50`}
          >
            {t("gateFlows.pricing.valueTrade")}
          </Link>
        </li>
      </ul>
    </section>
  );
}
