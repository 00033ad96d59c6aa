import type { CreditStepId } from "~/features/leads/forms/credit-application";
import { useT } from "~/lib/i18n/use-t";
import { financingCatalogue } from "~/locales/financing";
import { PhoneField } from "../../forms/phone-field";
import { Field } from "../../ui/field";
import { Step } from "../../ui/steps";
import type { Steps } from "../../ui/use-steps";
import { PersonFields } from "./person-fields";
import { type Fields, sectionClass } from "./types";

/** Step 1: who is applying and how to reach them. */
export function ApplicantStep({ steps, fields }: { steps: Steps<CreditStepId>; fields: Fields }) {
  const t = useT(financingCatalogue);
  return (
    <Step steps={steps} id="applicant" className={sectionClass}>
      <PersonFields person={fields} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field meta={fields.email} label={t("financing.person.email")} type="email" autoComplete="email" />
        <PhoneField meta={fields.phone} />
      </div>
    </Step>
  );
}
