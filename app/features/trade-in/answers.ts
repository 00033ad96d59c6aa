import { formatPrice } from "~/lib/format";
import { isLinesText, normalizeLineBreaks } from "~/lib/printable";
import { type Answers, type AnswerValue, isAsked, type Questionnaire } from "./questionnaire";
import type { Question } from "./questionnaire-schema";

/**
 * Checks a seller's answers against the questionnaire. Answers to questions that are not
 * asked (hidden by a condition, or unknown) are dropped; every asked question gets a
 * clear message keyed by its question id when its answer is missing or unusable.
 */

export const ANSWER_MESSAGES = {
  required: "This field is required",
  notListed: "Choose one of the listed answers.",
  onlyOne: "Choose only one answer.",
  price: "Enter an amount in dollars, like 12,500.",
  priceRange: "Enter an amount from $0 to $1,000,000.",
  text: "Enter your answer as text.",
  tooLong: "Please keep this under 2,000 characters.",
  controlCharacters: "This field contains invisible characters. Please type it again.",
} as const;

/** Dollar answers (a loan balance) above this are typing mistakes, not loans on used cars. */
export const MAX_PRICE_ANSWER = 1_000_000;
export const MAX_TEXT_ANSWER = 2_000;

export type AnswersResult =
  | { ok: true; answers: Answers }
  | { ok: false; errors: Record<string, string>; answers: Answers };

type Checked = { value: AnswerValue } | { error: string } | { empty: true };

/** True for what a form sends for "no answer": nothing, empty text, an empty list. */
function isEmpty(raw: unknown): boolean {
  if (raw === undefined || raw === null) return true;
  if (typeof raw === "string") return raw.trim() === "";
  if (Array.isArray(raw)) return raw.every((v) => typeof v === "string" && v.trim() === "");
  return false;
}

function checkChoice(question: Question, raw: unknown): Checked {
  const values = question.answers.map((a) => a.value);
  const list = typeof raw === "string" ? [raw] : Array.isArray(raw) ? raw : null;
  if (!list || list.some((v) => typeof v !== "string")) return { error: ANSWER_MESSAGES.notListed };
  const chosen = [...new Set((list as string[]).map((v) => v.trim()).filter(Boolean))];
  if (chosen.some((v) => !values.includes(v))) return { error: ANSWER_MESSAGES.notListed };
  if (question.inputType !== "checkbox") {
    return chosen.length === 1 ? { value: chosen[0]! } : { error: ANSWER_MESSAGES.onlyOne };
  }
  const exclusive = question.answers.find((a) => a.exclusive && chosen.includes(a.value));
  if (exclusive && chosen.length > 1)
    return { error: `"${exclusive.label}" can't be combined with other answers.` };
  // Kept in the questionnaire's order, so the same ticks always read the same way.
  return { value: values.filter((v) => chosen.includes(v)) };
}

/** "$12,500", "12500", "12,500.00" -> 12500. Whole dollars; cents are rounded. */
export function parseDollars(raw: unknown): number | null {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== "string") return null;
  const cleaned = raw.trim().replace(/^\$\s*/, "");
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned.replace(/,/g, ""));
}

function checkPrice(raw: unknown): Checked {
  const text = typeof raw === "string" ? raw.trim() : raw;
  if (typeof text === "string" && /^-\s*\$?\s*\d/.test(text)) return { error: ANSWER_MESSAGES.priceRange };
  const dollars = parseDollars(text);
  if (dollars === null) return { error: ANSWER_MESSAGES.price };
  if (dollars < 0 || dollars > MAX_PRICE_ANSWER) return { error: ANSWER_MESSAGES.priceRange };
  return { value: Math.round(dollars) };
}

function checkText(raw: unknown): Checked {
  if (typeof raw !== "string") return { error: ANSWER_MESSAGES.text };
  const text = normalizeLineBreaks(raw.trim());
  if (text.length > MAX_TEXT_ANSWER) return { error: ANSWER_MESSAGES.tooLong };
  if (!isLinesText(text)) return { error: ANSWER_MESSAGES.controlCharacters };
  return { value: text };
}

/** Checks one asked question's raw answer. */
export function checkAnswer(question: Question, raw: unknown): Checked {
  if (isEmpty(raw)) return { empty: true };
  switch (question.inputType) {
    case "radio":
    case "select":
    case "checkbox":
      return checkChoice(question, raw);
    case "price":
      return checkPrice(raw);
    case "textarea":
      return checkText(raw);
  }
}

/**
 * Validates `raw` (question id -> form value) in asking order. Visibility is decided by
 * the answers already accepted, so a question that depends on a wrong answer is not asked
 * until that answer is fixed. Never throws, whatever `raw` holds.
 */
export function validateAnswers(questionnaire: Questionnaire, raw: unknown): AnswersResult {
  const input: Record<string, unknown> =
    raw !== null && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const answers: Answers = {};
  const errors: Record<string, string> = {};
  const asked = new Set<string>();
  for (const question of questionnaire.questions) {
    if (!isAsked(question, answers, asked)) continue;
    asked.add(question.questionId);
    const own = Object.hasOwn(input, question.questionId) ? input[question.questionId] : undefined;
    const checked = checkAnswer(question, own);
    if ("error" in checked) errors[question.questionId] = checked.error;
    else if ("value" in checked) answers[question.questionId] = checked.value;
    else if (question.required) errors[question.questionId] = ANSWER_MESSAGES.required;
  }
  return Object.keys(errors).length === 0 ? { ok: true, answers } : { ok: false, errors, answers };
}

/** An answer as a person reads it: labels for choices, dollars, or the text itself. */
export function answerText(question: Question, value: AnswerValue): string {
  if (typeof value === "number") return formatPrice(value);
  if (question.inputType === "textarea") return String(value);
  const values = Array.isArray(value) ? value : [value];
  return values.map((v) => question.answers.find((a) => a.value === v)?.label ?? v).join(", ");
}
