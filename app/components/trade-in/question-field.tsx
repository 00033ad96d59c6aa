import { type FieldMetadata, getCollectionProps } from "@conform-to/react";
import { FieldError, SelectField, TextareaField, Field as TextField } from "~/components/ui/field";
import { WITHOUT_SCRIPTS_ONLY } from "~/components/ui/steps";
import type { Question } from "~/features/trade-in/questionnaire-schema";
import { useT } from "~/lib/i18n/use-t";
import { tradeInCatalogue } from "~/locales/trade-in";

// biome-ignore lint/suspicious/noExplicitAny: a field of the page's form
type Meta = FieldMetadata<any, any, string[]>;

/**
 * One question of the appraisal, drawn by its input type (spec section 3: radio, checkbox,
 * select, price, textarea) with its description as the hint and each answer's description
 * under its label. `note` says when a question applies (one that depends on another question
 * of the same page); with JavaScript such a question hides until it applies (`hidden`).
 *
 * A required question says so (spec section 5) in its label or legend, which assistive
 * technology reads as its name, and to the controls that carry the state: `aria-required` on
 * a field, `required` on a radio button (the form is `noValidate`: the page's own checks
 * speak, not the browser's). A group of checkboxes has no such state; its legend says it.
 */
export function QuestionField({
  question,
  meta,
  note,
  hidden,
}: {
  question: Question;
  meta: Meta;
  note?: string;
  hidden?: boolean;
}) {
  const t = useT(tradeInCatalogue);
  const optional = !question.required;
  const label = <QuestionText question={question} />;
  const hint = [note, question.description].filter(Boolean).join(" ") || undefined;
  // Hidden only where scripts run (they show it once it applies); without them it stays, with its note.
  const wrapper = hidden ? WITHOUT_SCRIPTS_ONLY : undefined;
  switch (question.inputType) {
    case "radio":
    case "checkbox":
      return (
        <div className={wrapper}>
          <ChoiceQuestion question={question} meta={meta} hint={hint} />
        </div>
      );
    case "select":
      return (
        <SelectField
          meta={meta}
          label={label}
          hint={hint}
          optional={optional}
          className={wrapper}
          options={question.answers.map((a) => ({ value: a.value, label: a.label }))}
        />
      );
    case "price":
      return (
        <TextField
          meta={meta}
          label={label}
          hint={hint ?? t("tradeIn.question.priceHint")}
          optional={optional}
          className={wrapper}
          inputMode="decimal"
          autoComplete="off"
        />
      );
    case "textarea":
      return (
        <TextareaField
          meta={meta}
          label={label}
          hint={hint}
          optional={optional}
          className={wrapper}
          rows={4}
        />
      );
  }
}

/** The question, and " (required)" after a required one (an optional one's mark is the field's). */
function QuestionText({ question }: { question: Question }) {
  const t = useT(tradeInCatalogue);
  return (
    <>
      {question.text}
      {question.required ? (
        <span className="font-normal text-muted" data-testid="required-mark">
          {t("tradeIn.question.required")}
        </span>
      ) : null}
    </>
  );
}

function ChoiceQuestion({ question, meta, hint }: { question: Question; meta: Meta; hint?: string }) {
  const t = useT(tradeInCatalogue);
  const type = question.inputType === "checkbox" ? "checkbox" : "radio";
  const inputs = getCollectionProps(meta, {
    type,
    options: question.answers.map((a) => a.value),
    ariaDescribedBy: hint ? meta.descriptionId : undefined,
  });
  const answers = new Map(question.answers.map((a) => [a.value, a]));
  return (
    <fieldset aria-describedby={meta.errors?.length ? meta.errorId : undefined}>
      <legend className="text-base font-bold text-ink">
        <QuestionText question={question} />
        {question.required ? null : (
          <span className="font-normal text-muted">{t("tradeIn.question.optional")}</span>
        )}
      </legend>
      {hint ? (
        <p id={meta.descriptionId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {type === "checkbox" ? (
        <p className="mt-1 text-sm text-muted">{t("tradeIn.question.chooseAll")}</p>
      ) : null}
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {inputs.map(({ key, ...props }) => {
          const answer = answers.get(props.value);
          return (
            <label
              key={key}
              htmlFor={props.id}
              className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-line bg-white px-3 py-2.5 text-sm has-[:checked]:border-brand-dark has-[:checked]:bg-green-50"
            >
              <input
                {...props}
                required={type === "radio" && question.required ? true : undefined}
                className="mt-0.5 h-5 w-5 shrink-0 accent-brand-ink"
              />
              <span>
                <span className="font-semibold">{answer?.label}</span>
                {answer?.description ? (
                  <span className="mt-0.5 block text-muted">
                    {answer.description.title}: {answer.description.text}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError meta={meta} />
    </fieldset>
  );
}
