import { type FormMetadata, getFormProps } from "@conform-to/react";
import { type ReactNode, useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { Form, Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n/use-t";
import { tradeInCatalogue } from "~/locales/trade-in";

// biome-ignore lint/suspicious/noExplicitAny: any page's form metadata
type FormMeta = FormMetadata<any, string[]>;

/** The field every page posts to say which page it is. */
export const STEP_FIELD = "step";

/**
 * One page of the appraisal: its heading, the error summary after a refused post, the
 * fields, Back (a link to the page before) and Continue. The form posts to the server like
 * any HTML form; with JavaScript React Router sends it without reloading the page, and the
 * heading takes the focus when a new page opens (useFocusOnStepChange), so a screen reader
 * hears where it is.
 */
export function StepForm({
  form,
  stepId,
  action,
  title,
  description,
  backHref,
  submitLabel,
  hiddenFields,
  children,
}: {
  form: FormMeta;
  stepId: string;
  action: string;
  title: string;
  description?: string;
  backHref: string | null;
  submitLabel?: string;
  /** Fields the page posts besides its own (the contact page's spam guard). */
  hiddenFields?: ReactNode;
  children: ReactNode;
}) {
  const t = useT(tradeInCatalogue);
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const errorCount = Object.values(form.allErrors as Record<string, string[]>).filter(
    (e) => e.length > 0,
  ).length;
  return (
    <Form method="post" action={action} {...getFormProps(form)} noValidate className="mt-6 grid gap-6">
      <input type="hidden" name={STEP_FIELD} value={stepId} />
      {hiddenFields}
      <div>
        <h2
          id={STEP_HEADING_ID}
          tabIndex={-1}
          className="text-2xl font-extrabold tracking-tight focus:outline-none"
        >
          {title}
        </h2>
        {description ? <p className="mt-1 text-muted">{description}</p> : null}
      </div>
      {form.status === "error" && errorCount > 0 ? (
        <p
          role="alert"
          className="rounded-lg border border-red-700 bg-red-50 px-4 py-3 text-sm font-semibold text-red-900"
        >
          {t("tradeIn.form.errorSummary", { count: errorCount })}
        </p>
      ) : null}
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={sending}
          className="inline-flex h-12 items-center justify-center rounded-full bg-brand-ink px-8 font-bold text-white hover:bg-brand-dark disabled:opacity-70"
        >
          {sending ? t("tradeIn.form.sending") : (submitLabel ?? t("tradeIn.form.continue"))}
        </button>
        {backHref ? (
          <Link
            to={backHref}
            className="inline-flex h-12 items-center rounded-full border-2 border-brand-ink px-8 font-bold text-brand-ink hover:bg-green-50"
          >
            {t("tradeIn.form.back")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export const STEP_HEADING_ID = "trade-in-step-heading";

/**
 * Focus on the page's heading when the page changes in the browser (never on the first
 * load, which keeps the browser's own start). Call it above the part keyed by the page.
 */
export function useFocusOnStepChange(stepId: string) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current !== null && shown.current !== stepId) document.getElementById(STEP_HEADING_ID)?.focus();
    shown.current = stepId;
  }, [stepId]);
}
