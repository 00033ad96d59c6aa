import type { DefaultValue, SubmissionResult } from "@conform-to/react";
import { useLeadForm } from "~/components/forms/lead-form";
import { StepPage } from "~/components/ui/step-page";
import type { PageSteps } from "~/components/ui/use-page-steps";
import { answerFieldName } from "~/features/trade-in/form-input";
import { chosenValues } from "~/features/trade-in/questionnaire";
import type { Question } from "~/features/trade-in/questionnaire-schema";
import { pageSchema, type QuestionsPageCheck } from "~/features/trade-in/step-checks";
import type { Translate } from "~/lib/i18n";
import { useT } from "~/lib/i18n/use-t";
import { tradeInCatalogue } from "~/locales/trade-in";
import { QuestionField } from "./question-field";

/**
 * One question category's page. A question that depends on another question of the page
 * (the loan balance on "Is there a loan or lease?") is shown with a note saying when it
 * applies, so the page works without JavaScript; with it, the question shows only then (a
 * `scripting` media query hides it from the first paint, so nothing moves on hydration).
 */
export type QuestionsStepProps = {
  steps: PageSteps;
  description: string;
  check: QuestionsPageCheck;
  values: Record<string, string | string[]>;
  lastResult: SubmissionResult<string[]> | null | undefined;
};

/** "Only if you answered “Loan” or “Lease” above." for a question that depends on one of the page. */
export function conditionNote(question: Question, page: Question[], t: Translate): string | undefined {
  const condition = question.condition;
  const target = condition && page.find((q) => q.questionId === condition.questionId);
  if (!condition || !target) return undefined;
  const labels = condition.values.map((v) => `“${target.answers.find((a) => a.value === v)?.label ?? v}”`);
  const or = t("tradeIn.question.or");
  const list = labels.length > 1 ? `${labels.slice(0, -1).join(", ")} ${or} ${labels.at(-1)}` : labels[0];
  return t("tradeIn.question.onlyIf", { answers: list });
}

export function QuestionsStep(props: QuestionsStepProps) {
  const t = useT(tradeInCatalogue);
  const { questions } = props.check;
  // Checked in the browser (on blur, as the seller corrects, before sending) by the page's
  // own rules and messages, the ones the server applies to the post (step-checks.ts).
  const [form, fields] = useLeadForm<Record<string, unknown>>({
    id: `trade-in-${props.steps.current.id}`,
    schema: pageSchema(props.check),
    lastResult: props.lastResult,
    // Lists (ticked checkboxes) are default values too; Conform's type for an open record says text only.
    defaultValue: props.values as DefaultValue<Record<string, unknown>>,
  });
  const applies = (question: Question): boolean => {
    const condition = question.condition;
    if (!condition || !questions.some((q) => q.questionId === condition.questionId)) return true;
    const chosen = chosenValues(fields[answerFieldName(condition.questionId)]?.value);
    return chosen.some((v) => condition.values.includes(v));
  };
  return (
    <StepPage steps={props.steps} form={form} description={props.description}>
      {questions.map((question) => {
        const note = conditionNote(question, questions, t);
        return (
          <QuestionField
            key={question.questionId}
            question={question}
            meta={fields[answerFieldName(question.questionId)]!}
            note={note}
            hidden={note !== undefined && !applies(question)}
          />
        );
      })}
    </StepPage>
  );
}
