import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { FormEvent } from "react";
import { useNavigation } from "react-router";
import { ContactFields } from "~/components/forms/contact-fields";
import { useLeadForm } from "~/components/forms/lead-form";
import { LeadFormGuard } from "~/components/forms/lead-form-guard";
import { ErrorSummary } from "~/components/ui/error-summary";
import { ChoiceGroupField, Field, SubmitButton } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/link";
import { StepHeading } from "~/components/ui/steps";
import { Toaster, type ToastMessage } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { PAGE_STEP_FIELD, type PageSteps } from "~/components/ui/use-page-steps";
import { FirstLeadEvent } from "~/components/visitor/first-lead-event";
import { CREDIT_BANDS } from "~/features/gates/lead-gates";
import { CREDIT_BAND_RANGES } from "~/features/gates/personal-payments";
import { ENHANCED_FIELD } from "~/features/leads/forms/common";
import {
  ANSWER_FIELDS,
  PERSONALIZE_PRICE_FORM_ID,
  type PricingAnswers,
  type PricingFormStepId,
  type PricingLimits,
  personalizePriceSchema,
  STEP_FIELDS,
  YES_NO,
} from "~/features/leads/forms/personalize-price";
import type { ContactDefaults } from "~/features/leads/forms/test-drive";
import { formatPrice } from "~/lib/format";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { gateFlowsCatalogue } from "~/locales/gateFlows";

/**
 * One page of the personalised-pricing questionnaire: the step's question, the earlier (and
 * later) answers in hidden fields, Back and Continue. It posts to the questionnaire's own
 * address, with or without JavaScript; with it, React Router sends it without reloading and
 * Conform checks the page first with the schema the server applies. Back posts too (what was
 * typed is kept, nothing is checked) because the answers live in the page, not on the server.
 * The contact step is a lead form: the guard's fields, the call-and-text consent, the toasts.
 */
export type PricingStepFormProps = {
  steps: PageSteps;
  step: PricingFormStepId;
  answers: PricingAnswers;
  lastResult: SubmissionResult<string[]> | null | undefined;
  limits: PricingLimits;
  /** The questionnaire's address (with the car's VIN). */
  action: string;
  token: string;
  toasts: ToastMessage[];
  defaults: ContactDefaults;
};

/** Every field a page of the questionnaire may post (each page posts some). */
type FormShape = {
  downPayment: string;
  tradingIn: string;
  tradeEquity: string;
  creditBand: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
};

const backClass =
  "inline-flex h-12 items-center rounded-full border-2 border-brand-ink px-8 font-bold text-brand-ink hover:bg-green-50";

export function PricingStepForm({
  steps,
  step,
  answers,
  lastResult,
  limits,
  action,
  token,
  toasts,
  defaults,
}: PricingStepFormProps) {
  const t = useT(gateFlowsCatalogue);
  const language = useLanguage();
  const hydrated = useHydrated();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useLeadForm<FormShape>({
    id: PERSONALIZE_PRICE_FORM_ID,
    schema: personalizePriceSchema(step, limits),
    lastResult,
    defaultValue: { ...defaults, ...answers },
  });
  const formProps = getFormProps(form);
  const own = STEP_FIELDS[step];
  const carried = ANSWER_FIELDS.filter((field) => !own.includes(field) && answers[field] !== undefined);
  const bands = CREDIT_BANDS.map((band) => ({
    value: band,
    label: `${t(`gateFlows.pricing.band.${band}`)} (${t("gateFlows.pricing.band.range", {
      min: String(CREDIT_BAND_RANGES[band].min),
      max: String(CREDIT_BAND_RANGES[band].max),
    })})`,
  }));

  // Back sends what the page holds unchecked; every other submit is checked by Conform first.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.name === "intent" && submitter.value === "back") return;
    formProps.onSubmit(event);
  }

  return (
    <>
      {toasts.length > 0 ? <Toaster toasts={toasts} /> : null}
      <FirstLeadEvent form={PERSONALIZE_PRICE_FORM_ID} />
      <Form
        method="post"
        action={action}
        {...formProps}
        onSubmit={onSubmit}
        noValidate
        className="mt-6 grid gap-6"
        data-testid={`pricing-step-${step}`}
      >
        {/* The first submit button: Enter in a field means Continue, never Back. */}
        <button type="submit" hidden tabIndex={-1} />
        <input type="hidden" name={PAGE_STEP_FIELD} value={step} />
        {carried.map((field) => (
          <input key={field} type="hidden" name={field} value={answers[field]} />
        ))}
        {step === "contact" ? (
          <>
            <LeadFormGuard token={token} />
            <input type="hidden" name={ENHANCED_FIELD} value={hydrated ? "1" : "0"} />
          </>
        ) : null}
        <div>
          <StepHeading steps={steps} id={step} className="focus:outline-none" />
        </div>
        <ErrorSummary form={form} />
        {step === "down-payment" ? (
          <Field
            meta={fields.downPayment}
            label={t("gateFlows.pricing.downPayment.label")}
            hint={t("gateFlows.pricing.downPayment.hint", { max: formatPrice(limits.downPayment, language) })}
            inputMode="decimal"
            autoComplete="off"
            className="max-w-xs"
          />
        ) : null}
        {step === "trading-in" ? (
          <ChoiceGroupField
            meta={fields.tradingIn}
            type="radio"
            label={t("gateFlows.pricing.tradingIn.legend")}
            options={YES_NO.map((value) => ({ value, label: t(`gateFlows.pricing.${value}`) }))}
            columns={2}
            className="max-w-md"
          />
        ) : null}
        {step === "trade-equity" ? (
          <Field
            meta={fields.tradeEquity}
            label={t("gateFlows.pricing.tradeEquity.label")}
            hint={t("gateFlows.pricing.tradeEquity.hint", { max: formatPrice(limits.tradeEquity, language) })}
            inputMode="decimal"
            autoComplete="off"
            className="max-w-xs"
          />
        ) : null}
        {step === "credit" ? (
          <ChoiceGroupField
            meta={fields.creditBand}
            type="radio"
            label={t("gateFlows.pricing.credit.legend")}
            hint={t("gateFlows.pricing.credit.hint")}
            options={bands}
            className="max-w-md"
          />
        ) : null}
        {step === "contact" ? (
          <>
            <p className="text-muted">{t("gateFlows.pricing.contact.intro")}</p>
            <ContactFields
              fields={{
                firstName: fields.firstName,
                lastName: fields.lastName,
                email: fields.email,
                phone: fields.phone,
              }}
            />
            <p className="text-sm text-muted">
              {t("gateFlows.pricing.agree")}{" "}
              <Link to={SITE_PATHS.privacyPolicy} className="font-semibold text-brand-ink underline">
                {t("gateFlows.pricing.privacyPolicy")}
              </Link>
              .
            </p>
          </>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          {steps.isFirst ? null : (
            <button type="submit" name="intent" value="back" formNoValidate className={backClass}>
              {t("gateFlows.pricing.back")}
            </button>
          )}
          <SubmitButton pending={submitting}>
            {step === "contact" ? t("gateFlows.pricing.submit") : t("gateFlows.pricing.continue")}
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}
