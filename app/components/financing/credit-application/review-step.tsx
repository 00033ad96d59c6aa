import { FormProvider, useFormMetadata } from "@conform-to/react";
import type { CreditStepId } from "~/features/leads/forms/credit-application";
import { useLanguage, useLocalizePath, useT } from "~/lib/i18n/use-t";
import { SITE_PATHS } from "~/lib/site-paths";
import { financingCatalogue } from "~/locales/financing";
import { CheckboxField } from "../../ui/field";
import { Step, WITH_SCRIPTS_ONLY } from "../../ui/steps";
import type { Steps } from "../../ui/use-steps";
import { SsnField } from "./person-fields";
import { type ReviewRow, reviewSections } from "./review-rows";
import { type Fields, type Form, sectionClass } from "./types";

/**
 * Step 5: what was entered, section by section with a way back to each step, then the
 * applicant's SSN and the consent. Without JavaScript the form is one long page with
 * every answer in view, so the summary is left out there.
 *
 * The summary reads every value, so it subscribes to them on its own (useFormMetadata
 * under a FormProvider) and only while the step shows: the rest of the form does not
 * re-render on each keystroke.
 */
export function ReviewStep({
  steps,
  form,
  fields,
}: {
  steps: Steps<CreditStepId>;
  form: Form;
  fields: Fields;
}) {
  const t = useT(financingCatalogue);
  const localize = useLocalizePath();
  return (
    <Step steps={steps} id="review" className={sectionClass}>
      {steps.isCurrent("review") ? (
        <FormProvider context={form.context}>
          <ReviewSummary steps={steps} formId={form.id} />
        </FormProvider>
      ) : null}
      <SsnField meta={fields.ssn} label={t("financing.review.ssn")} />
      <CheckboxField
        meta={fields.consent}
        label={
          <>
            {`${t("financing.consent.certify")} `}
            <a
              className="font-semibold text-brand-ink underline"
              href={localize("/legal/electronic-signature-disclosure")}
            >
              {t("financing.consent.esign")}
            </a>
            {` ${t("financing.consent.and")} `}
            <a className="font-semibold text-brand-ink underline" href={localize(SITE_PATHS.privacyPolicy)}>
              {t("financing.consent.privacy")}
            </a>
            .
          </>
        }
      />
    </Step>
  );
}

function ReviewSummary({ steps, formId }: { steps: Steps<CreditStepId>; formId: string }) {
  const t = useT(financingCatalogue);
  const language = useLanguage();
  const { value } = useFormMetadata(formId);
  return (
    <div className={`grid gap-4 ${WITH_SCRIPTS_ONLY}`} data-testid="application-review">
      <p className="text-sm text-muted">{t("financing.review.intro")}</p>
      {reviewSections(value, language).map((section) => (
        <div key={section.stepId} className="rounded-lg border border-line bg-white p-4">
          <div className="flex items-center justify-between gap-3">
            <h3 className="font-bold">{section.title}</h3>
            <button
              type="button"
              onClick={() => steps.goTo(section.stepId)}
              className="inline-flex min-h-11 items-center px-2 text-sm font-bold text-brand-ink underline underline-offset-4"
            >
              {t("financing.review.edit")}
              <span className="sr-only">{` ${section.title}`}</span>
            </button>
          </div>
          {section.groups.map((group, index) => (
            <div key={group.heading ?? index} className="mt-2">
              {group.heading ? <h4 className="mt-2 text-sm font-semibold">{group.heading}</h4> : null}
              <dl className="mt-1 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[minmax(0,12rem)_1fr]">
                {group.rows.map((row) => (
                  <Row key={row.label} row={row} />
                ))}
              </dl>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

function Row({ row }: { row: ReviewRow }) {
  const t = useT(financingCatalogue);
  return (
    <>
      <dt className="text-muted">{row.label}</dt>
      <dd className={row.value ? "font-semibold break-words" : "text-muted italic"}>
        {row.value ?? row.missing ?? t("financing.review.notEntered")}
      </dd>
    </>
  );
}
