import { type CreditStepId, INCOME_TYPES } from "~/features/leads/forms/credit-application";
import { Field, SelectField } from "../../ui/field";
import { Step } from "../../ui/steps";
import type { Steps } from "../../ui/use-steps";
import { HistoryList } from "./history-list";
import { type EmploymentsMeta, type Fields, type Form, options, sectionClass } from "./types";

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
  return (
    <Step steps={steps} id="employment" className={sectionClass}>
      <p className="text-sm text-muted">
        Your current job or income source first. Less than two years there? Add your previous one.
      </p>
      <EmploymentList form={form} list={fields.employments} />
    </Step>
  );
}

/** A job history (the applicant's, or the co-borrower's with `who`). */
export function EmploymentList({ form, list, who }: { form: Form; list: EmploymentsMeta; who?: string }) {
  return (
    <HistoryList
      form={form}
      list={list}
      items={list.getFieldList()}
      who={who}
      noun="employment"
      addNoun="previous job"
    >
      {(item) => {
        const e = item.getFieldset();
        return (
          <>
            <Field meta={e.employer} label="Employer" autoComplete="organization" className="sm:col-span-3" />
            <Field
              meta={e.jobTitle}
              label="Job title"
              optional
              autoComplete="organization-title"
              className="sm:col-span-3"
            />
            <SelectField
              meta={e.incomeType}
              label="Income type"
              options={options(INCOME_TYPES)}
              className="sm:col-span-2"
            />
            <Field
              meta={e.monthlyIncome}
              label="Monthly income (before taxes)"
              inputMode="decimal"
              className="sm:col-span-2"
            />
            <Field meta={e.phone} label="Employer phone" type="tel" optional className="sm:col-span-2" />
            <Field meta={e.years} label="Years there" inputMode="numeric" className="sm:col-span-1" />
            <Field meta={e.months} label="Months" inputMode="numeric" className="sm:col-span-1" />
          </>
        );
      }}
    </HistoryList>
  );
}
