import type { TradeInInput } from "./appraise";
import type { Questionnaire } from "./questionnaire";
import { VEHICLE_FIELDS } from "./vehicle-identification";

/**
 * The trade-in form's field names, and the form read back into the engine's input. Flat
 * names ("answer-203", not "answers.203") so neither a plain FormData nor Conform's path
 * parsing can mistake a numeric question id for a list index.
 */
export const answerFieldName = (questionId: string) => `answer-${questionId}`;

/** Fields sent as lists: a checkbox question's ticks and the vehicle's options. */
function readField(form: FormData, name: string, asList: boolean): unknown {
  const values = form.getAll(name).map((v) => (typeof v === "string" ? v : ""));
  if (asList) return values;
  // One value is the normal case; several for one field are passed on, to be refused by the checks.
  return values.length === 0 ? undefined : values.length === 1 ? values[0] : values;
}

export function readTradeInForm(form: FormData, questionnaire: Questionnaire): TradeInInput {
  const vehicle: Record<string, unknown> = {};
  for (const field of VEHICLE_FIELDS) vehicle[field] = readField(form, field, field === "options");
  const answers: Record<string, unknown> = {};
  for (const question of questionnaire.questions) {
    const value = readField(form, answerFieldName(question.questionId), question.inputType === "checkbox");
    if (value !== undefined) answers[question.questionId] = value;
  }
  return { vehicle, answers };
}
