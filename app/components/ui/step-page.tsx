import { type FormMetadata, getFormProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { useT } from "~/lib/i18n/use-t";
import { formsCatalogue } from "~/locales/forms";
import { ErrorSummary } from "./error-summary";
import { SubmitButton } from "./field";
import { Form } from "./link";
import { StepHeading, StepsActions } from "./steps";
import { PAGE_STEP_FIELD, type PageSteps } from "./use-page-steps";

// biome-ignore lint/suspicious/noExplicitAny: any page's form metadata
type FormMeta = FormMetadata<any, string[]>;

/**
 * One page of a one-page-per-step form (`usePageSteps`): the step's heading, the error
 * summary after a refused post, the fields, and the actions row (Back, a link to the page
 * before; Continue, which posts the page to its own address with the step's id). It posts
 * like any HTML form; with JavaScript React Router sends it without reloading, and Conform
 * checks it first with the schema the server applies (`form` comes from `useLeadForm` or
 * `useForm` with that schema).
 */
export function StepPage({
  steps,
  form,
  description,
  submitLabel,
  hiddenFields,
  children,
}: {
  steps: PageSteps;
  form: FormMeta;
  description?: string;
  /** Continue's label: the last page's says what sending it does. */
  submitLabel?: string;
  /** Fields the page posts besides its own (a lead form's spam guard). */
  hiddenFields?: ReactNode;
  children: ReactNode;
}) {
  const t = useT(formsCatalogue);
  const submitting = useNavigation().state === "submitting";
  const { current } = steps;
  return (
    <Form method="post" action={current.href} {...getFormProps(form)} noValidate className="mt-6 grid gap-6">
      <input type="hidden" name={PAGE_STEP_FIELD} value={current.id} />
      {hiddenFields}
      <div>
        <StepHeading steps={steps} id={current.id} className="focus:outline-none" />
        {description ? <p className="mt-1 text-muted">{description}</p> : null}
      </div>
      <ErrorSummary form={form} />
      {children}
      <StepsActions
        steps={steps}
        submit={<SubmitButton pending={submitting}>{submitLabel ?? t("forms.steps.continue")}</SubmitButton>}
      />
    </Form>
  );
}
