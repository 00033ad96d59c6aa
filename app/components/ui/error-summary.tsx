import type { FormMetadata } from "@conform-to/react";
import { useT } from "~/lib/i18n/use-t";
import { formsCatalogue } from "~/locales/forms";

// biome-ignore lint/suspicious/noExplicitAny: any form's metadata
type FormMeta = FormMetadata<any, string[]>;

/**
 * "Please check the 3 fields marked below.": the alert above a form whose post (or check in
 * the browser) found errors. Every form shows the same one: the lead forms, the gates, and
 * both ways of the step mechanism.
 */
export function ErrorSummary({ form, className = "" }: { form: FormMeta; className?: string }) {
  const t = useT(formsCatalogue);
  const errorCount = Object.values(form.allErrors as Record<string, string[]>).filter(
    (e) => e.length > 0,
  ).length;
  if (form.status !== "error" || errorCount === 0) return null;
  return (
    <p
      role="alert"
      className={`rounded-lg border border-red-700 bg-red-50 px-4 py-3 text-sm font-semibold text-red-900 ${className}`}
    >
      {t("forms.errorSummary", { count: errorCount })}
    </p>
  );
}
