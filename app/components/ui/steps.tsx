import type { ReactNode } from "react";
import { useT } from "~/lib/i18n/use-t";
import { formsCatalogue } from "~/locales/forms";
import { Link } from "./link";
import { WITH_SCRIPTS_ONLY, WITHOUT_SCRIPTS_ONLY } from "./scripting-classes";
import type { PageSteps } from "./use-page-steps";
import { type Steps, stepHeadingId, stepSectionId } from "./use-steps";

/**
 * The markup of the one step mechanism, for a multi-step form (the credit application, the
 * test drive, the trade-in, the personalised-pricing questionnaire). With JavaScript one step
 * shows at a time, with "Step 2 of 5", a bar, the steps by name, the step's heading taking
 * the focus when the step changes, and one actions row: Back on the left, Continue (or the
 * form's own button on the last step) on the right. Without JavaScript it degrades one of two
 * ways, chosen by the hook:
 *
 * - ONE FORM, `useSteps` (`use-steps.ts`): every step is a `<Step>` section of one form.
 *   Without JavaScript every step shows, one after the other, and one button sends the whole
 *   form. The server renders the stepped page (the step `useSteps` opens on) and CSS media
 *   queries on `scripting` choose between the two before any script runs, so the page does
 *   not move when React hydrates:
 *   - `WITH_SCRIPTS_ONLY` (`@media (scripting: none)` hides it): progress, Back, Continue,
 *     the "Step 2 of 5:" of headings;
 *   - `WITHOUT_SCRIPTS_ONLY` (`@media (scripting: enabled)` hides it): the other steps, the
 *     long form's submit button, the "2." of headings. A browser that does not know the
 *     media feature shows them until React hides them.
 * - ONE PAGE PER STEP, `usePageSteps` (`use-page-steps.ts`): the server says which step is
 *   current; each page is a `<StepPage>` (`step-page.tsx`), a form that posts to the page's
 *   own address, with Back a link to the page before. The same with or without JavaScript
 *   (with it, React Router changes pages without reloads).
 *
 * Both share the progress (`StepsProgress`, in `steps-progress.tsx`), the headings, the actions
 * row and the error summary (`ErrorSummary`, `error-summary.tsx`: the lead form's, `StepPage`'s).
 *
 * One form (the credit application in `components/financing/credit-application/` is a full one):
 *
 * ```tsx
 * const STEPS = [
 *   { id: "day", title: "Choose a day", fields: ["date"] },
 *   { id: "details", title: "Your details", fields: ["firstName", "lastName", "email", "phone"] },
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
 *
 * One page per step (the trade-in, `routes/sell-trade/your-vehicle.tsx`): the loader lists
 * the steps (`{ id, title, done, href }`) and the current one's id; each page's component
 * makes its form with `useLeadForm` and the schema the server checks that page with.
 *
 * ```tsx
 * const steps = usePageSteps({ steps: loaderData.progress, currentId: loaderData.step.id });
 * return (
 *   <>
 *     <StepsProgress steps={steps} label="Appraisal progress" />
 *     <div key={steps.current.id}>
 *       <StepPage steps={steps} form={form} description="…">…the page's fields…</StepPage>
 *     </div>
 *   </>
 * );
 * ```
 */

export { WITH_SCRIPTS_ONLY, WITHOUT_SCRIPTS_ONLY };

/** Either way of the mechanism: the shared markup below takes both. */
export type AnySteps<Id extends string = string> = Steps<Id> | PageSteps;

/**
 * One form: must be the form's first submit button. Enter in a field "clicks" the default
 * button, which then means Continue (and never "add an address" or another button of the step).
 */
export function StepsDefaultButton<Id extends string>({ steps }: { steps: Steps<Id> }) {
  return <button type="submit" hidden tabIndex={-1} onClick={steps.onSubmitClick} />;
}

/**
 * A step's heading (level 2), which takes the focus when the step changes. One form adds
 * "Step 2 of 5: " (with JavaScript) or "2. " (the long form) before the title.
 */
export function StepHeading<Id extends string>({
  steps,
  id,
  className = "",
}: {
  steps: AnySteps<Id>;
  id: Id;
  className?: string;
}) {
  const t = useT(formsCatalogue);
  const i = steps.steps.findIndex((step) => step.id === id);
  return (
    <h2
      id={stepHeadingId(id)}
      ref={steps.headingRef(id)}
      tabIndex={-1}
      className={`text-2xl font-extrabold tracking-tight ${className}`}
    >
      {steps.mode === "form" ? (
        <>
          <span
            className={WITH_SCRIPTS_ONLY}
          >{`${t("forms.steps.heading", { step: i + 1, count: steps.count })} `}</span>
          {steps.enhanced ? null : <span className={WITHOUT_SCRIPTS_ONLY}>{i + 1}. </span>}
        </>
      ) : null}
      {steps.steps[i]?.title}
    </h2>
  );
}

/** One form: one step, a section with its heading; hidden unless current. */
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
  const current = steps.indexOf(id) === steps.index;
  return (
    <section
      id={stepSectionId(id)}
      aria-labelledby={stepHeadingId(id)}
      hidden={steps.enhanced && !current}
      className={current ? className : `${className ?? ""} ${WITHOUT_SCRIPTS_ONLY}`}
    >
      <StepHeading steps={steps} id={id} />
      {children}
    </section>
  );
}

// Back takes the free room on its right (mr-auto) in a row packed to the right (justify-end):
// Back on the left, Continue on the right, and Continue still on the right where there is no Back.
const backClass =
  "mr-auto inline-flex h-12 items-center rounded-full border-2 border-brand-ink px-8 font-bold text-brand-ink hover:bg-green-50";
const nextClass =
  "inline-flex h-12 items-center rounded-full bg-brand-ink px-8 font-bold text-white hover:bg-brand-dark";

/**
 * The one actions row of every multi-step form: Back on the left, Continue on the right.
 * `submit` is the form's own submit button. One form: Back and Continue are buttons (with
 * JavaScript only), `submit` (whose onClick should be `steps.onSubmitClick`) shows on the
 * last step, and alone without JavaScript. One page per step: Back is a link to the page
 * before, and `submit` is Continue (it posts the page).
 */
export function StepsActions<Id extends string>({
  steps,
  submit,
  nextLabel,
  backLabel,
}: {
  steps: AnySteps<Id>;
  submit: ReactNode;
  nextLabel?: string;
  backLabel?: string;
}) {
  const t = useT(formsCatalogue);
  const back = backLabel ?? t("forms.steps.back");
  if (steps.mode === "pages")
    return (
      <div className="flex flex-wrap items-center justify-end gap-3">
        {steps.backHref ? (
          <Link to={steps.backHref} className={backClass}>
            {back}
          </Link>
        ) : null}
        {submit}
      </div>
    );
  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      {steps.isFirst ? null : (
        <button type="button" onClick={steps.back} className={`${backClass} ${WITH_SCRIPTS_ONLY}`}>
          {back}
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
