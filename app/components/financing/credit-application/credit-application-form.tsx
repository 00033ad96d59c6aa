import type { SubmissionResult } from "@conform-to/react";
import { useMemo } from "react";
import type { ToastMessage } from "~/components/ui/toast";
import {
  CREDIT_APPLICATION_FORM_ID,
  CREDIT_STEPS,
  creditApplicationSchema,
  stepOfField,
} from "~/features/leads/forms/credit-application";
import { useT } from "~/lib/i18n/use-t";
import { financingCatalogue } from "~/locales/financing";
import { LeadForm, useLeadForm, useSubmitting } from "../../forms/lead-form";
import { SubmitButton } from "../../ui/field";
import { StepsActions, StepsDefaultButton } from "../../ui/steps";
import { StepsProgress } from "../../ui/steps-progress";
import { useSteps } from "../../ui/use-steps";
import { ApplicantStep } from "./applicant-step";
import { CoBorrowerStep } from "./co-borrower-step";
import { EmploymentStep } from "./employment-step";
import { ResidenceStep } from "./residence-step";
import { ReviewStep } from "./review-step";
import type { Shape } from "./types";

/**
 * The full credit application. Without JavaScript it is one long form: every step is a
 * section, the progress list links to them, and one button sends it all. With
 * JavaScript the same sections become steps (the shared step mechanism, `useSteps`):
 * Next checks the step's fields with the server's schema before moving on, Enter means
 * Next, and a failed submit opens the first step with an error. The server already
 * renders the first step as the browser will show it, so nothing moves on hydration.
 */
export function CreditApplicationForm({
  lastResult,
  token,
  toasts,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  token: string;
  toasts: ToastMessage[];
}) {
  const t = useT(financingCatalogue);
  const submitting = useSubmitting();
  const [form, fields] = useLeadForm<Shape>({
    id: CREDIT_APPLICATION_FORM_ID,
    schema: creditApplicationSchema,
    lastResult,
    defaultValue: {
      residences: [{}],
      employments: [{}],
      coBorrower: { residences: [{}], employments: [{}] },
    },
  });
  // The steps' titles in the page's language (the ids are the schema's).
  const stepList = useMemo(
    () => CREDIT_STEPS.map((step) => ({ ...step, title: t(`financing.credit.step.${step.id}`) })),
    [t],
  );
  const steps = useSteps({
    steps: stepList,
    form,
    schema: creditApplicationSchema,
    lastResult,
    stepOfField,
  });

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_3fr]">
      <StepsProgress steps={steps} label={t("financing.credit.progress")} />
      <div>
        <LeadForm form={form} token={token} toasts={toasts} className="grid gap-8">
          <StepsDefaultButton steps={steps} />
          <ApplicantStep steps={steps} fields={fields} />
          <ResidenceStep steps={steps} form={form} fields={fields} />
          <EmploymentStep steps={steps} form={form} fields={fields} />
          <CoBorrowerStep steps={steps} form={form} fields={fields} />
          <ReviewStep steps={steps} form={form} fields={fields} />
          <StepsActions
            steps={steps}
            nextLabel={t("financing.credit.next")}
            submit={
              <SubmitButton pending={submitting} onClick={steps.onSubmitClick}>
                {t("financing.credit.submit")}
              </SubmitButton>
            }
          />
        </LeadForm>
      </div>
    </div>
  );
}
