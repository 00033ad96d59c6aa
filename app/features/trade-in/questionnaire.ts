import { ContentError } from "~/features/content/content-error";
import { type Category, isChoiceType, type Question } from "./questionnaire-schema";

/**
 * The question graph: questions in asking order (the categories' order, then each
 * category's `questionsIds`), and which of them a seller is asked given the answers so far.
 * A condition may only point at an earlier question, so the graph has no cycles and one
 * pass in order decides everything.
 */
export type Questionnaire = {
  categories: Category[];
  /** Every question, in asking order. */
  questions: Question[];
  byId: ReadonlyMap<string, Question>;
};

/** An answer as the engine keeps it: a choice's value, a checkbox's values, dollars, or text. */
export type AnswerValue = string | string[] | number;
export type Answers = Record<string, AnswerValue>;

const QUESTIONS_FILE = "content/trade-in/questions.json";
const CATEGORIES_FILE = "content/trade-in/categories.json";

function fail(file: string, field: string, message: string): never {
  throw new ContentError(`${file}: field ${field}: ${message}`);
}

/**
 * Checks what no single-file schema can (ids that must exist, conditions that must point
 * backwards, answers that must match their question) and returns the questionnaire.
 * Throws a ContentError naming the file and the field.
 */
export function buildQuestionnaire(questions: Question[], categories: Category[]): Questionnaire {
  const byId = new Map<string, Question>();
  const indexOf = new Map<string, number>();
  questions.forEach((question, i) => {
    const at = `questions.${i}`;
    if (byId.has(question.questionId))
      fail(QUESTIONS_FILE, `${at}.questionId`, `duplicate question id "${question.questionId}"`);
    byId.set(question.questionId, question);
    indexOf.set(question.questionId, i);
    const choice = isChoiceType(question.inputType);
    if (choice && question.answers.length < 2)
      fail(QUESTIONS_FILE, `${at}.answers`, `a ${question.inputType} question needs at least two answers`);
    if (!choice && question.answers.length > 0)
      fail(QUESTIONS_FILE, `${at}.answers`, `a ${question.inputType} question has no answers to choose from`);
    const seen = new Set<string>();
    question.answers.forEach((answer, j) => {
      if (seen.has(answer.value))
        fail(QUESTIONS_FILE, `${at}.answers.${j}.value`, `duplicate answer value "${answer.value}"`);
      seen.add(answer.value);
      if (answer.exclusive && question.inputType !== "checkbox")
        fail(QUESTIONS_FILE, `${at}.answers.${j}.exclusive`, "only checkbox answers can be exclusive");
    });
  });

  // Asking order: categories first to last.
  const ordered: Question[] = [];
  const categoryOf = new Map<string, string>();
  const categoryIds = new Set<string>();
  categories.forEach((category, i) => {
    if (categoryIds.has(category.categoryId))
      fail(CATEGORIES_FILE, `categories.${i}.categoryId`, `duplicate category id "${category.categoryId}"`);
    categoryIds.add(category.categoryId);
    category.questionsIds.forEach((questionId, j) => {
      const at = `categories.${i}.questionsIds.${j}`;
      const question = byId.get(questionId);
      if (!question) fail(CATEGORIES_FILE, at, `unknown question "${questionId}"`);
      const other = categoryOf.get(questionId);
      if (other) fail(CATEGORIES_FILE, at, `question "${questionId}" is already in category "${other}"`);
      categoryOf.set(questionId, category.categoryId);
      ordered.push(question);
    });
  });
  questions.forEach((question, i) => {
    if (!categoryOf.has(question.questionId))
      fail(
        QUESTIONS_FILE,
        `questions.${i}.questionId`,
        `question "${question.questionId}" is in no category`,
      );
  });

  const position = new Map(ordered.map((q, i) => [q.questionId, i]));
  const first = ordered[0]!;
  if (first.condition || !first.required || first.inputType !== "radio")
    fail(
      QUESTIONS_FILE,
      `questions.${indexOf.get(first.questionId)}`,
      "the first question asked (the overall condition) must be a required radio question without a condition",
    );

  for (const question of questions) {
    const at = `questions.${indexOf.get(question.questionId)}`;
    if (question.condition) {
      const target = byId.get(question.condition.questionId);
      const field = `${at}.condition.questionId`;
      if (!target) fail(QUESTIONS_FILE, field, `unknown question "${question.condition.questionId}"`);
      if (position.get(target.questionId)! >= position.get(question.questionId)!)
        fail(QUESTIONS_FILE, field, `question "${target.questionId}" is not asked before this one`);
      checkValues(target, question.condition.values, `${at}.condition.values`);
    }
    question.answers.forEach((answer, j) => {
      answer.deductions.forEach((deduction, k) => {
        deduction.rules.forEach((rule, r) => {
          if (rule.type !== "answer") return;
          const field = `${at}.answers.${j}.deductions.${k}.rules.${r}`;
          const target = byId.get(rule.questionId);
          if (!target) fail(QUESTIONS_FILE, `${field}.questionId`, `unknown question "${rule.questionId}"`);
          checkValues(target, rule.values, `${field}.values`);
        });
      });
    });
  }
  return { categories, questions: ordered, byId };
}

function checkValues(target: Question, values: string[], field: string): void {
  if (!isChoiceType(target.inputType))
    fail(
      QUESTIONS_FILE,
      field,
      `question "${target.questionId}" is a ${target.inputType} question, not a choice`,
    );
  values.forEach((value, i) => {
    if (!target.answers.some((a) => a.value === value))
      fail(QUESTIONS_FILE, `${field}.${i}`, `question "${target.questionId}" has no answer "${value}"`);
  });
}

/** The values chosen in an answer, whatever its shape (a form may send one string or a list). */
export function chosenValues(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return [];
}

/**
 * The questions a seller is asked given `answers` (raw form values or checked answers),
 * in asking order. A question whose condition points at a question that is not asked is
 * not asked either.
 */
export function visibleQuestions(questionnaire: Questionnaire, answers: Record<string, unknown>): Question[] {
  const visible = new Set<string>();
  const result: Question[] = [];
  for (const question of questionnaire.questions) {
    if (isAsked(question, answers, visible)) {
      visible.add(question.questionId);
      result.push(question);
    }
  }
  return result;
}

/** One step of visibleQuestions(): `visibleSoFar` holds the earlier questions that are asked. */
export function isAsked(
  question: Question,
  answers: Record<string, unknown>,
  visibleSoFar: ReadonlySet<string>,
): boolean {
  const condition = question.condition;
  if (!condition) return true;
  if (!visibleSoFar.has(condition.questionId)) return false;
  return chosenValues(answers[condition.questionId]).some((v) => condition.values.includes(v));
}

/** The answers without those to questions that are not asked (a hidden answer is dropped, never priced). */
export function pruneHiddenAnswers(questionnaire: Questionnaire, answers: Answers): Answers {
  const pruned: Answers = {};
  for (const question of visibleQuestions(questionnaire, answers)) {
    const value = answers[question.questionId];
    if (value !== undefined) pruned[question.questionId] = value;
  }
  return pruned;
}
