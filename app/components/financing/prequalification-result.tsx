import { type ReactNode, useEffect, useRef } from "react";
import { NumberedSteps } from "~/components/forms/numbered-steps";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { useSelectedStore } from "~/components/visitor/visitor-browser";
import type { PreApprovalConfirmation } from "~/features/financing/pre-approval-confirmation";
import type { NumberRange } from "~/features/financing/prequalification";
import { formatPrice, telHref } from "~/lib/format";
import { INTL_LOCALES, type Language } from "~/lib/i18n";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { financingCatalogue } from "~/locales/financing";
import { formsCatalogue } from "~/locales/forms";

/**
 * What the pre-approval form ends on, in its place (issue 17): the one message that it was
 * sent, with the reference to quote, the instant estimate (buying power, APR, a monthly
 * payment example, labelled as an estimate without a credit check), what the visitor sent,
 * what happens next and when, the store's phone, and where to go from here. Its heading takes
 * the focus: after a JavaScript submission by the effect, after a plain post by `autofocus`
 * (the browser focuses it when the page opens), so the focus never drops to the page's body.
 */
export type FinancingStore = { key?: string; place: string | null; phone: string };

export function PrequalificationResult({
  confirmation,
  store,
  stores,
}: {
  confirmation: PreApprovalConfirmation;
  /** The site's store (content/store.json), or the company's sales line when it has no location. */
  store: FinancingStore;
  /** Every store, so the visitor's chosen store (a browser cookie) gives its own phone after load. */
  stores: FinancingStore[];
}) {
  const t = useT(financingCatalogue);
  const forms = useT(formsCatalogue);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const chosen = useSelectedStore();
  const callStore = stores.find((s) => s.key === chosen) ?? store;
  const { reference, estimate, searchPath } = confirmation;
  const language = useLanguage();
  return (
    <section data-testid="pre-approval-confirmation" className="mx-auto max-w-3xl">
      <p className="inline-flex items-center gap-2 rounded-full bg-brand/15 px-4 py-1 text-sm font-bold text-brand-ink">
        <Icon name="check" size={16} />{" "}
        {reference ? forms("forms.confirmation.received") : t("financing.result.badge")}
      </p>
      <h1
        ref={heading}
        tabIndex={-1}
        // Without JavaScript the browser focuses it as the page opens (React does not for a heading).
        // biome-ignore lint/a11y/noAutofocus: the confirmation replaces the form the focus was in
        autoFocus
        className="mt-4 text-3xl font-extrabold tracking-tight outline-none sm:text-4xl"
      >
        {t("financing.result.title")}
      </h1>
      {reference ? (
        <>
          <p className="mt-4 text-lg">{t("financing.result.received")}</p>
          <p className="mt-4 text-lg">
            {`${forms("forms.confirmation.reference")} `}
            <strong className="whitespace-nowrap rounded-md bg-white px-2 py-1 font-mono text-xl tracking-wider text-ink ring-1 ring-line">
              {reference}
            </strong>
          </p>
          <p className="mt-2 text-sm text-muted">{forms("forms.confirmation.quoteIt")}</p>
        </>
      ) : (
        <p className="mt-4 text-lg">{t("financing.result.unchanged")}</p>
      )}
      <Estimate confirmation={confirmation} language={language} />
      <Sent confirmation={confirmation} />
      <section
        aria-labelledby="next-steps-heading"
        className="mt-8 rounded-xl border border-line bg-white p-5 sm:p-6"
      >
        <h2 id="next-steps-heading" className="text-xl font-extrabold tracking-tight">
          {forms("forms.confirmation.nextSteps")}
        </h2>
        <NumberedSteps
          steps={[t("financing.result.step1"), t("financing.result.step2"), t("financing.result.step3")]}
        />
      </section>
      <p className="mt-8 flex flex-wrap items-center gap-x-3 gap-y-2 text-base">
        <Icon name="phone" size={20} className="text-brand-ink" />
        <span>
          {`${forms("forms.confirmation.call", {
            store: callStore.place
              ? t("financing.result.store", { place: callStore.place })
              : t("financing.result.salesTeam"),
          })} `}
          <a className="font-bold whitespace-nowrap text-brand-ink underline" href={telHref(callStore.phone)}>
            {callStore.phone}
          </a>
          .
        </span>
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        {searchPath ? (
          <Link
            to={searchPath}
            className="inline-flex min-h-11 items-center rounded-full bg-brand-ink px-6 py-3 font-bold text-white hover:bg-brand-dark"
          >
            {t("financing.result.shop", { price: formatPrice(estimate.buyingPower.max, language) })}
          </Link>
        ) : null}
        <Link
          to={SITE_PATHS.fullCreditApplication}
          className="inline-flex min-h-11 items-center rounded-full border-2 border-brand-ink px-6 py-3 font-bold text-brand-ink hover:bg-green-50"
        >
          {t("financing.result.fullApplication")}
        </Link>
      </div>
    </section>
  );
}

const percent = (value: number, language: Language) =>
  `${new Intl.NumberFormat(INTL_LOCALES[language], { maximumFractionDigits: 2 }).format(value)}%`;

/** "$26,000 to $44,500", or one figure when both ends agree. */
function useRangeText() {
  const t = useT(financingCatalogue);
  return (range: NumberRange, format: (value: number) => string) =>
    range.min === range.max
      ? format(range.min)
      : t("financing.result.range", { min: format(range.min), max: format(range.max) });
}

function Estimate({ confirmation, language }: { confirmation: PreApprovalConfirmation; language: Language }) {
  const t = useT(financingCatalogue);
  const rangeText = useRangeText();
  const { estimate } = confirmation;
  const money = (value: number) => formatPrice(value, language);
  const { assumptions, example, creditScores } = estimate;
  return (
    <section
      aria-labelledby="estimate-heading"
      data-testid="pre-approval-estimate"
      className="mt-8 rounded-xl border-2 border-brand-dark bg-white p-5 sm:p-6"
    >
      <p className="flex items-start gap-2 text-sm font-bold text-brand-ink">
        <Icon name="shield-check" size={18} className="mt-px shrink-0" />
        {t("financing.result.noCreditCheck")}
      </p>
      <h2 id="estimate-heading" className="mt-3 text-xl font-extrabold tracking-tight">
        {t("financing.result.estimateHeading")}
      </h2>
      {estimate.buyingPower.max > 0 ? (
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <Figure label={t("financing.result.buyingPower")} note={t("financing.result.buyingPowerNote")}>
            {rangeText(estimate.buyingPower, money)}
          </Figure>
          <Figure
            label={t("financing.result.apr")}
            note={t("financing.result.aprNote", { min: creditScores.min, max: creditScores.max })}
          >
            {rangeText(estimate.apr, (v) => percent(v, language))}
          </Figure>
        </dl>
      ) : (
        <p className="mt-4">{t("financing.result.noBudget")}</p>
      )}
      {example ? (
        <p className="mt-4 rounded-lg bg-surface px-4 py-3" data-testid="pre-approval-example">
          {t("financing.result.example", {
            price: money(example.price),
            down: money(example.cashDown),
            months: example.termMonths,
            apr: percent(example.apr, language),
            monthly: money(example.monthly),
          })}
        </p>
      ) : null}
      <p className="mt-4 text-sm text-muted">
        {t("financing.result.assumptions", {
          share: rangeText(assumptions.paymentToIncomePercent, (v) => percent(v, language)),
          income: money(estimate.monthlyIncome),
          budget: rangeText(estimate.monthlyBudget, money),
          months: rangeText(assumptions.termMonths, String),
          down: money(assumptions.cashDown),
          fee: money(assumptions.documentaryFee),
        })}
      </p>
    </section>
  );
}

function Figure({ label, note, children }: { label: string; note: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-green-50 px-4 py-3">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{children}</dd>
      <dd className="mt-1 text-sm text-muted">{note}</dd>
    </div>
  );
}

/** What the visitor sent, as they typed it. */
function Sent({ confirmation }: { confirmation: PreApprovalConfirmation }) {
  const t = useT(financingCatalogue);
  const language = useLanguage();
  const { sent, estimate } = confirmation;
  const { creditScores } = estimate;
  const rows: Array<[string, string]> = [
    [t("financing.review.name"), sent.name],
    [t("financing.review.email"), sent.email],
    [t("financing.review.phone"), sent.phone],
    [t("financing.review.address"), sent.homeAddress],
    [t("financing.result.applicant"), t(`financing.identifier.${sent.identifier}`)],
    [t("financing.apply.buyingTime"), t(`financing.buyingTime.${buyingTimeSlug(sent.buyingTime)}`)],
    [
      t("financing.apply.creditBand"),
      t(`financing.creditBand.${estimate.creditBand}`, { min: creditScores.min, max: creditScores.max }),
    ],
    [t("financing.apply.monthlyIncome"), formatPrice(estimate.monthlyIncome, language)],
  ];
  if (sent.vehicle) rows.push([t("financing.result.vehicle"), sent.vehicle]);
  return (
    <section
      aria-labelledby="sent-heading"
      className="mt-8 rounded-xl border border-line bg-white p-5 sm:p-6"
    >
      <h2 id="sent-heading" className="text-xl font-extrabold tracking-tight">
        {t(confirmation.reference ? "financing.result.sentHeading" : "financing.result.enteredHeading")}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-muted">{label}</dt>
            <dd className="-mt-2 break-words sm:mt-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** An option's catalogue key: "In 1 to 3 months" -> "in-1-to-3-months". */
export const buyingTimeSlug = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, "-");
