import { type CreditStepId, INCOME_TYPES } from "~/features/leads/forms/credit-application";
import { useT } from "~/lib/i18n/use-t";
import { financingCatalogue } from "~/locales/financing";
import { Field, SelectField } from "../../ui/field";
import { Step } from "../../ui/steps";
import type { Steps } from "../../ui/use-steps";
import { HistoryList } from "./history-list";
import { type EmploymentsMeta, type Fields, type Form, optionKey, options, sectionClass } from "./types";

/** Step 3: the applicant's current job or income source, and earlier ones for about two years. */
export function EmploymentStep({
  steps,
  form,
  fields,
}: {
  steps: Steps<CreditStepId>;
  form: Form;
  fields: Fields;
}) {
  const t = useT(financingCatalogue);
  return (
    <Step steps={steps} id="employment" className={sectionClass}>
      <p className="text-sm text-muted">{t("financing.employment.intro")}</p>
      <EmploymentList form={form} list={fields.employments} />
    </Step>
  );
}

/** A job history (the applicant's, or the co-borrower's with `who`). */
export function EmploymentList({
  form,
  list,
  coBorrower,
}: {
  form: Form;
  list: EmploymentsMeta;
  coBorrower?: boolean;
}) {
  const t = useT(financingCatalogue);
  return (
    <HistoryList
      form={form}
      list={list}
      items={list.getFieldList()}
      coBorrower={coBorrower}
      kind="employment"
    >
      {(item) => {
        const e = item.getFieldset();
        return (
          <>
            <Field
              meta={e.employer}
              label={t("financing.employment.employer")}
              autoComplete="organization"
              className="sm:col-span-3"
            />
            <Field
              meta={e.jobTitle}
              label={t("financing.employment.jobTitle")}
              optional
              autoComplete="organization-title"
              className="sm:col-span-3"
            />
            <SelectField
              meta={e.incomeType}
              label={t("financing.employment.incomeType")}
              options={options(INCOME_TYPES, (value) => t(`financing.income.${optionKey(value)}`))}
              className="sm:col-span-2"
            />
            <Field
              meta={e.monthlyIncome}
              label={t("financing.employment.income")}
              inputMode="decimal"
              className="sm:col-span-2"
            />
            <Field
              meta={e.phone}
              label={t("financing.employment.phone")}
              type="tel"
              optional
              className="sm:col-span-2"
            />
            <Field
              meta={e.years}
              label={t("financing.history.years")}
              inputMode="numeric"
              className="sm:col-span-1"
            />
            <Field
              meta={e.months}
              label={t("financing.history.months")}
              inputMode="numeric"
              className="sm:col-span-1"
            />
          </>
        );
      }}
    </HistoryList>
  );
}
