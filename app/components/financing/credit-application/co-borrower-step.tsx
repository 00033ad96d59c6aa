import type { CreditStepId } from "~/features/leads/forms/credit-application";
import { useT } from "~/lib/i18n/use-t";
import { financingCatalogue } from "~/locales/financing";
import { PhoneField } from "../../forms/phone-field";
import { CheckboxField, Field } from "../../ui/field";
import { Step, WITHOUT_SCRIPTS_ONLY } from "../../ui/steps";
import type { Steps } from "../../ui/use-steps";
import { EmploymentList } from "./employment-step";
import { PersonFields, SsnField } from "./person-fields";
import { ResidenceList } from "./residence-step";
import { type EmploymentsMeta, type Fields, type Form, type ResidencesMeta, sectionClass } from "./types";

/**
 * Step 4: an optional co-borrower with the applicant's structure. With JavaScript their
 * fields appear once the box is ticked; without it they are always there, and count only
 * when the box is ticked (the schema drops them otherwise).
 */
export function CoBorrowerStep({
  steps,
  form,
  fields,
}: {
  steps: Steps<CreditStepId>;
  form: Form;
  fields: Fields;
}) {
  const t = useT(financingCatalogue);
  const coBorrower = fields.coBorrower.getFieldset();
  const withCoBorrower = fields.hasCoBorrower.value === "on";
  return (
    <Step steps={steps} id="co-borrower" className={sectionClass}>
      <CheckboxField
        meta={fields.hasCoBorrower}
        label={t("financing.coBorrower.add")}
        hint={t("financing.coBorrower.hint")}
      />
      {steps.enhanced && !withCoBorrower ? null : (
        <div className="grid gap-6">
          {steps.enhanced ? null : (
            <p className={`text-sm text-muted ${WITHOUT_SCRIPTS_ONLY}`}>
              {t("financing.coBorrower.onlyIfTicked")}
            </p>
          )}
          <PersonFields person={coBorrower} coBorrower />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field meta={coBorrower.email} label={t("financing.coBorrower.email")} type="email" optional />
            <PhoneField meta={coBorrower.phone} label={t("financing.coBorrower.phone")} autoComplete="off" />
          </div>
          <ResidenceList form={form} list={coBorrower.residences as ResidencesMeta} coBorrower />
          <EmploymentList form={form} list={coBorrower.employments as EmploymentsMeta} coBorrower />
          <SsnField meta={coBorrower.ssn} label={t("financing.coBorrower.ssn")} />
        </div>
      )}
    </Step>
  );
}
