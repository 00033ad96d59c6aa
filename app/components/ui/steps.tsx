import type { ReactNode } from "react";
import { useT } from "~/lib/i18n/use-t";
import { formsCatalogue } from "~/locales/forms";
import { type Steps, stepHeadingId, stepSectionId } from "./use-steps";

/**
 * The markup of a multi-step form (the state is `useSteps` in `use-steps.ts`).
 *
 * Without JavaScript every step shows, one after the other, and one button sends the
 * whole form. With JavaScript one step shows at a time, with a progress list, Back and
 * Continue. The server renders the stepped page (the step `useSteps` opens on) and CSS
 * media queries on `scripting` choose between the two before any script runs, so the
 * page does not move when React hydrates and a browser without JavaScript still gets
 * the long form:
 * - `WITH_SCRIPTS_ONLY` (`@media (scripting: none)` hides it): progress, Back, Continue,
 *   the "Step 2 of 5:" of headings;
 * - `WITHOUT_SCRIPTS_ONLY` (`@media (scripting: enabled)` hides it): the other steps,
 *   the long form's submit button, the "2." of headings. A browser that does not know
 *   the media feature shows them until React hides them.
 *
 * Usage (the credit application in `components/financing/credit-application/` is a full one):
 *
 * ```tsx
 * const STEPS = [
 *   { id: "day", title: "Choose a day", fields: ["date"] },
 *   { id: "time", title: "Choose a time", fields: ["time"] },
 *   { id: "details", title: "Your details", fields: ["firstName", "lastName", "email", "phone"] },
 *   { id: "confirm", title: "Confirm", fields: ["consent"] },
 * ] as const;
 *
 * const [form, fields] = useLeadForm<Shape>({ id: "test-drive", schema, lastResult });
 * const steps = useSteps({ steps: STEPS, form, schema, lastResult });
 * return (
 *   <LeadForm form={form} token={token} toasts={toasts}>
 *     <StepsDefaultButton steps={steps} />
 *     <StepsProgress steps={steps} label="Test drive progress" />
 *     <Step steps={steps} id="day" className="grid gap-4">…fields…</Step>
 *     …one <Step> per step…
 *     <StepsActions steps={steps} submit={<SubmitButton onClick={steps.onSubmitClick}>Schedule</SubmitButton>} />
 *   </LeadForm>
 * );
 * ```
 */

export const WITH_SCRIPTS_ONLY = "noscript:hidden";
export const WITHOUT_SCRIPTS_ONLY = "[@media(scripting:enabled)]:hidden";

/**
 * Must be the form's first submit button: Enter in a field "clicks" the default button,
 * which then means Continue (and never "add an address" or another button of the step).
 */
export function StepsDefaultButton<Id extends string>({ steps }: { steps: Steps<Id> }) {
  return <button type="submit" hidden tabIndex={-1} onClick={steps.onSubmitClick} />;
}

/** The list of steps: "Step 2 of 5" and a bar with JavaScript, links to each section without. */
export function StepsProgress<Id extends string>({
  steps,
  label,
  className = "h-fit rounded-xl border border-line bg-white p-4",
}: {
  steps: Steps<Id>;
  label: string;
  className?: string;
}) {
  const t = useT(formsCatalogue);
  const { index, count } = steps;
  return (
    <nav aria-label={label} className={className}>
      <p className={`mb-3 text-sm font-semibold text-muted ${WITH_SCRIPTS_ONLY}`} data-testid="progress-text">
        {t("forms.steps.progress", { step: index + 1, count })}
      </p>
      <div className={`mb-4 h-2 rounded-full bg-line ${WITH_SCRIPTS_ONLY}`} aria-hidden="true">
        <div
          className="h-2 rounded-full bg-brand-dark transition-all"
          style={{ width: `${((index + 1) / count) * 100}%` }}
        />
      </div>
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
                className={`inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                  i <= index
                    ? "bg-brand-ink text-white noscript:bg-line noscript:text-ink"
                    : "bg-line text-ink"
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
    </nav>
  );
}

/** One step: a section with its heading (focused when the step opens); hidden unless current. */
export function Step<Id extends string>({
  steps,
  id,
  className,
  children,
}: {
  steps: Steps<Id>;
  id: Id;
  className?: string;
  children: ReactNode;
}) {
  const t = useT(formsCatalogue);
  const i = steps.indexOf(id);
  const current = i === steps.index;
  return (
    <section
      id={stepSectionId(id)}
      aria-labelledby={stepHeadingId(id)}
      hidden={steps.enhanced && !current}
      className={current ? className : `${className ?? ""} ${WITHOUT_SCRIPTS_ONLY}`}
    >
      <h2
        id={stepHeadingId(id)}
        ref={steps.headingRef(id)}
        tabIndex={-1}
        className="text-2xl font-extrabold tracking-tight"
      >
        <span
          className={WITH_SCRIPTS_ONLY}
        >{`${t("forms.steps.heading", { step: i + 1, count: steps.count })} `}</span>
        {steps.enhanced ? null : <span className={WITHOUT_SCRIPTS_ONLY}>{i + 1}. </span>}
        {steps.steps[i]?.title}
      </h2>
      {children}
    </section>
  );
}

const backClass =
  "inline-flex h-12 items-center rounded-full border-2 border-brand-ink px-8 font-bold text-brand-ink hover:bg-green-50";
const nextClass =
  "inline-flex h-12 items-center rounded-full bg-brand-ink px-8 font-bold text-white hover:bg-brand-dark";

/**
 * Back and Continue, and on the last step the form's own submit button (`submit`, whose
 * onClick should be `steps.onSubmitClick`). Without JavaScript only `submit` shows.
 */
export function StepsActions<Id extends string>({
  steps,
  submit,
  nextLabel,
  backLabel,
}: {
  steps: Steps<Id>;
  submit: ReactNode;
  nextLabel?: string;
  backLabel?: string;
}) {
  const t = useT(formsCatalogue);
  return (
    <div className="flex flex-wrap gap-3">
      {steps.isFirst ? null : (
        <button type="button" onClick={steps.back} className={`${backClass} ${WITH_SCRIPTS_ONLY}`}>
          {backLabel ?? t("forms.steps.back")}
        </button>
      )}
      {steps.isLast ? null : (
        <button type="button" onClick={() => steps.next()} className={`${nextClass} ${WITH_SCRIPTS_ONLY}`}>
          {nextLabel ?? t("forms.steps.continue")}
        </button>
      )}
      {steps.isLast || !steps.enhanced ? (
        <div className={steps.isLast ? "contents" : `contents ${WITHOUT_SCRIPTS_ONLY}`}>{submit}</div>
      ) : null}
    </div>
  );
}
