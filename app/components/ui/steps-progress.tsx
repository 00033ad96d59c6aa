import { useT } from "~/lib/i18n/use-t";
import { formsCatalogue } from "~/locales/forms";
import { Link } from "./link";
import { type AnySteps, WITH_SCRIPTS_ONLY } from "./steps";
import type { PageSteps } from "./use-page-steps";
import { type Steps, stepSectionId } from "./use-steps";

const numberClass = "inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold";

/**
 * Where the visitor is: "Step 2 of 5", a bar, and the steps by name. One form: links to each
 * section (without JavaScript, where only the list shows) or to the steps already passed.
 * One page per step: under "All steps", the pages already done as plain links to them.
 */
export function StepsProgress<Id extends string>({
  steps,
  label,
  className = "h-fit rounded-xl border border-line bg-white p-4",
}: {
  steps: AnySteps<Id>;
  label: string;
  className?: string;
}) {
  const t = useT(formsCatalogue);
  const { index, count } = steps;
  // One page per step shows where it is without JavaScript too; one form is then one long form.
  const scriptsOnly = steps.mode === "form" ? WITH_SCRIPTS_ONLY : "";
  return (
    <nav aria-label={label} className={className}>
      <p className={`mb-3 text-sm font-semibold text-muted ${scriptsOnly}`} data-testid="progress-text">
        {t("forms.steps.progress", { step: index + 1, count })}
      </p>
      <div className={`mb-4 h-2 rounded-full bg-line ${scriptsOnly}`} aria-hidden="true">
        <div
          className="h-2 rounded-full bg-brand-dark transition-all"
          style={{ width: `${((index + 1) / count) * 100}%` }}
        />
      </div>
      {steps.mode === "form" ? <FormStepList steps={steps} /> : <PageStepList steps={steps} />}
    </nav>
  );
}

function FormStepList<Id extends string>({ steps }: { steps: Steps<Id> }) {
  const { index } = steps;
  return (
    <ol className="grid gap-1 text-sm">
      {steps.steps.map((step, i) => (
        <li key={step.id}>
          <a
            href={`#${stepSectionId(step.id)}`}
            aria-current={steps.enhanced && i === index ? "step" : undefined}
            onClick={(event) => {
              // Without JavaScript the link scrolls to the section. With it, only steps
              // already passed can be revisited: a later one has not been checked yet.
              if (!steps.enhanced) return;
              event.preventDefault();
              if (i <= index) steps.goTo(i);
            }}
            className={`flex items-center gap-2 rounded-md px-2 py-1.5 ${
              i === index
                ? "bg-green-50 font-bold text-brand-ink noscript:bg-transparent noscript:font-normal noscript:text-ink"
                : i < index
                  ? "text-brand-ink underline noscript:text-ink noscript:no-underline"
                  : "text-ink"
            }`}
          >
            <span
              className={`${numberClass} ${
                i <= index ? "bg-brand-ink text-white noscript:bg-line noscript:text-ink" : "bg-line text-ink"
              }`}
              aria-hidden="true"
            >
              {i + 1}
            </span>
            {step.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

function PageStepList({ steps }: { steps: PageSteps }) {
  const t = useT(formsCatalogue);
  return (
    <details>
      <summary className="cursor-pointer text-sm font-semibold text-brand-ink underline-offset-4 hover:underline">
        {t("forms.steps.all")}
      </summary>
      <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
        {steps.steps.map((step, i) => {
          const current = i === steps.index;
          const label = (
            <>
              <span
                aria-hidden="true"
                className={`${numberClass} ${current || step.done ? "bg-brand-ink text-white" : "bg-line text-ink"}`}
              >
                {i + 1}
              </span>
              {step.title}
              {step.done && !current ? <span className="sr-only">{t("forms.steps.done")}</span> : null}
            </>
          );
          return (
            <li key={step.id}>
              {step.done && !current ? (
                <Link
                  to={step.href}
                  className="flex min-h-11 items-center gap-2 rounded-md px-2 py-1 text-brand-ink underline"
                >
                  {label}
                </Link>
              ) : (
                <span
                  aria-current={current ? "step" : undefined}
                  className={`flex min-h-11 items-center gap-2 rounded-md px-2 py-1 ${
                    current ? "bg-green-50 font-bold text-brand-ink" : "text-ink"
                  }`}
                >
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </details>
  );
}
