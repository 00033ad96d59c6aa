import { z } from "zod";
import { ANSWER_MESSAGES, checkAnswer } from "./answers";
import { answerFieldName } from "./form-input";
import { type Answers, chosenValues } from "./questionnaire";
import type { Question } from "./questionnaire-schema";
import type { TradeInSettings } from "./settings-schema";
import { type VehicleField, validateVehicle } from "./vehicle-identification";

/**
 * The checks of one page of the questionnaire, on the values the page posts, with the
 * engine's own rules and messages: the server runs them on the post, the browser (Conform)
 * on blur and on submit, from the same plain data the page was rendered with. The whole
 * appraisal is checked again by appraiseTradeIn() when the offer is made.
 */
export type VehiclePageCheck = {
  kind: "vehicle";
  fields: readonly VehicleField[];
  /** The vehicle fields of the other vehicle page, from the draft (the VIN needs the year). */
  others: Record<string, unknown>;
  settings: Pick<TradeInSettings, "exteriorColors" | "vehicleOptions">;
  appraisalYear: number;
};
export type QuestionsPageCheck = { kind: "questions"; questions: Question[] };
export type PageCheck = VehiclePageCheck | QuestionsPageCheck;

/**
 * Messages by field name for a page's posted values. A question whose condition is another
 * question of the page is checked only when that condition holds (`questions` are those the
 * page shows; flow-steps.ts pageQuestions()).
 */
export function pageErrors(check: PageCheck, posted: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (check.kind === "vehicle") {
    const own: Record<string, unknown> = {};
    for (const field of check.fields) own[field] = posted[field];
    const result = validateVehicle({ ...check.others, ...own }, check.settings, check.appraisalYear);
    if (!result.ok)
      for (const field of check.fields) {
        const message = result.errors[field];
        if (message) errors[field] = message;
      }
    return errors;
  }
  const onPage = new Set(check.questions.map((q) => q.questionId));
  const accepted: Answers = {};
  const asked = new Set<string>();
  for (const question of check.questions) {
    const condition = question.condition;
    if (condition && onPage.has(condition.questionId)) {
      const holds =
        asked.has(condition.questionId) &&
        chosenValues(accepted[condition.questionId]).some((v) => condition.values.includes(v));
      if (!holds) continue;
    }
    asked.add(question.questionId);
    const name = answerFieldName(question.questionId);
    const checked = checkAnswer(question, posted[name]);
    if ("error" in checked) errors[name] = checked.error;
    else if ("value" in checked) accepted[question.questionId] = checked.value;
    else if (question.required) errors[name] = ANSWER_MESSAGES.required;
  }
  return errors;
}

/**
 * The page's checks as a zod schema, for Conform (parseWithZod) on both sides: every message
 * lands on its field's name. The values themselves pass through as posted.
 */
export function pageSchema(check: PageCheck) {
  return z.record(z.string(), z.unknown()).superRefine((posted, ctx) => {
    for (const [name, message] of Object.entries(pageErrors(check, posted)))
      ctx.addIssue({ code: "custom", path: [name], message });
  });
}
