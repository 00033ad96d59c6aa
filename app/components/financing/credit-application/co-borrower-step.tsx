import type { CreditStepId } from "~/features/leads/forms/credit-application";
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
  const coBorrower = fields.coBorrower.getFieldset();
  const withCoBorrower = fields.hasCoBorrower.value === "on";
  return (
    <Step steps={steps} id="co-borrower" className={sectionClass}>
      <CheckboxField
        meta={fields.hasCoBorrower}
        label="Add a co-borrower to this application"
        hint="A co-borrower's income can help you qualify for a better rate."
      />
      {steps.enhanced && !withCoBorrower ? null : (
        <div className="grid gap-6">
          {steps.enhanced ? null : (
            <p className={`text-sm text-muted ${WITHOUT_SCRIPTS_ONLY}`}>
              Fill in this part only if you ticked “Add a co-borrower”.
            </p>
          )}
          <PersonFields person={coBorrower} coBorrower />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field meta={coBorrower.email} label="Co-borrower e-mail" type="email" optional />
            <PhoneField meta={coBorrower.phone} label="Co-borrower phone" autoComplete="off" />
          </div>
          <ResidenceList form={form} list={coBorrower.residences as ResidencesMeta} who="Co-borrower's" />
          <EmploymentList form={form} list={coBorrower.employments as EmploymentsMeta} who="Co-borrower's" />
          <SsnField meta={coBorrower.ssn} label="Co-borrower's Social Security number" />
        </div>
      )}
    </Step>
  );
}
