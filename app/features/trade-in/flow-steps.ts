import { validateAnswers } from "./answers";
import { answerFieldName } from "./form-input";
import { pruneHiddenAnswers, type Questionnaire, visibleQuestions } from "./questionnaire";
import type { Category, Question } from "./questionnaire-schema";
import type { TradeInContent } from "./trade-in-content";
import { type VehicleField, validateVehicle } from "./vehicle-identification";

/**
 * The sell-or-trade questionnaire as pages: the vehicle, its mileage and colour, one page per
 * question category that has a question to ask, the seller's contact details. Pure domain
 * data and rules: the route keeps a draft between pages (docs/decisions.md, "Sell or trade:
 * the flow") and asks these functions which pages there are, which are done, and what a
 * posted page changes. Showing them is the shared step mechanism's one-page-per-step way
 * (components/ui/use-page-steps.ts); nothing here is UI.
 */

/** The seller's answers so far, as typed: vehicle fields and answers by question id. */
export type TradeInDraft = {
  vehicle: Partial<Record<VehicleField, string | string[]>>;
  answers: Record<string, string | string[]>;
  /** Ids of the pages the seller has sent (a page of optional questions is done once sent). */
  completed: string[];
};

export const EMPTY_DRAFT: TradeInDraft = { vehicle: {}, answers: {}, completed: [] };

export const VEHICLE_STEP_FIELDS = ["vin", "licencePlate", "state", "year", "make", "model", "trim"] as const;
export const DETAILS_STEP_FIELDS = ["mileage", "exteriorColor", "options"] as const;

export type FlowStep =
  | { id: "vehicle"; kind: "vehicle"; title: string; fields: readonly VehicleField[] }
  | { id: "details"; kind: "vehicle"; title: string; fields: readonly VehicleField[] }
  | { id: string; kind: "questions"; title: string; category: Category; questions: Question[] }
  | { id: "contact"; kind: "contact"; title: string };

const RESERVED = new Set(["vehicle", "details", "contact"]);

/** A category's page id: its own id, unless that is one of the fixed pages' ids. */
export const categoryStepId = (categoryId: string) =>
  RESERVED.has(categoryId) ? `questions-${categoryId}` : categoryId;

/** Whether `value` names a page the questionnaire can have, whatever the answers. */
export function isFlowStepId(questionnaire: Questionnaire, value: unknown): boolean {
  if (typeof value !== "string") return false;
  if (RESERVED.has(value)) return true;
  return questionnaire.categories.some((c) => categoryStepId(c.categoryId) === value);
}

/**
 * The pages for the answers so far, in order. A category shows when at least one of its
 * questions is asked; categories appear and disappear as the condition answer changes.
 */
export function flowSteps(questionnaire: Questionnaire, answers: Record<string, unknown>): FlowStep[] {
  const asked = new Set(visibleQuestions(questionnaire, answers).map((q) => q.questionId));
  const categories: FlowStep[] = [];
  for (const category of questionnaire.categories) {
    const questions = category.questionsIds
      .filter((id) => asked.has(id))
      .map((id) => questionnaire.byId.get(id)!);
    if (questions.length === 0) continue;
    categories.push({
      id: categoryStepId(category.categoryId),
      kind: "questions",
      title: category.categoryTitle,
      category,
      questions,
    });
  }
  return [
    { id: "vehicle", kind: "vehicle", title: "Your vehicle", fields: VEHICLE_STEP_FIELDS },
    { id: "details", kind: "vehicle", title: "Mileage, color and options", fields: DETAILS_STEP_FIELDS },
    ...categories,
    { id: "contact", kind: "contact", title: "Your contact details" },
  ];
}

/**
 * The questions a category's page shows: those asked given the earlier pages' answers. A
 * question that depends on another question of the same page (the loan balance on the loan
 * question) is shown too, so the page works without JavaScript; its answer counts only when
 * its condition holds (the engine drops it otherwise).
 */
export function pageQuestions(
  questionnaire: Questionnaire,
  category: Category,
  answers: Record<string, unknown>,
): Question[] {
  const own = new Set(category.questionsIds);
  const earlier: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(answers)) if (!own.has(id)) earlier[id] = value;
  const shown = new Set<string>();
  const result: Question[] = [];
  for (const id of category.questionsIds) {
    const question = questionnaire.byId.get(id)!;
    const condition = question.condition;
    const onThisPage = condition && own.has(condition.questionId);
    const asked = onThisPage
      ? shown.has(condition.questionId)
      : visibleQuestions(questionnaire, earlier).some((q) => q.questionId === id);
    if (asked) {
      shown.add(id);
      result.push(question);
    }
  }
  return result;
}

/** The field names a page posts, for reading its form. */
export function stepFieldNames(step: FlowStep, questionnaire: Questionnaire, draft: TradeInDraft): string[] {
  if (step.kind === "vehicle") return [...step.fields];
  if (step.kind === "questions")
    return pageQuestions(questionnaire, step.category, draft.answers).map((q) =>
      answerFieldName(q.questionId),
    );
  return [];
}

/**
 * The messages of a page for `draft` (field name -> message): the engine's own checks, the
 * vehicle's for its fields and the answers' for the category's asked questions. Empty: the
 * page's answers are good.
 */
export function stepErrors(
  content: TradeInContent,
  step: FlowStep,
  draft: TradeInDraft,
  appraisalYear: number,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (step.kind === "vehicle") {
    const result = validateVehicle(draft.vehicle, content.settings, appraisalYear);
    if (!result.ok)
      for (const field of step.fields) {
        const message = result.errors[field];
        if (message) errors[field] = message;
      }
  } else if (step.kind === "questions") {
    const result = validateAnswers(content.questionnaire, draft.answers);
    if (!result.ok)
      for (const id of step.category.questionsIds) {
        const message = result.errors[id];
        if (message) errors[answerFieldName(id)] = message;
      }
  }
  return errors;
}

/** Whether a page is done: sent at least once, and its answers still good. */
export function isStepDone(
  content: TradeInContent,
  step: FlowStep,
  draft: TradeInDraft,
  appraisalYear: number,
): boolean {
  if (step.kind === "contact") return false;
  return (
    draft.completed.includes(step.id) &&
    Object.keys(stepErrors(content, step, draft, appraisalYear)).length === 0
  );
}

/** The index of the first page that is not done: where a seller coming back carries on. */
export function resumeIndex(
  content: TradeInContent,
  steps: FlowStep[],
  draft: TradeInDraft,
  appraisalYear: number,
): number {
  const index = steps.findIndex((step) => !isStepDone(content, step, draft, appraisalYear));
  return index < 0 ? steps.length - 1 : index;
}

/** Values of a page as a form sends them: one text, or a list for checkboxes and options. */
export type PostedValues = Record<string, string | string[] | undefined>;

/**
 * The most a stored draft may hold, in characters of its JSON. A seller's longest draft (every
 * page, the 2,000-character comment full of quotes and line breaks) is under 6,000; a page
 * that would make the draft larger was made by hand, and is refused as junk before it is
 * stored (issue 19, point 3: 300 posts had stored 16 MB).
 */
export const MAX_DRAFT_LENGTH = 10_000;

export const draftLength = (draft: TradeInDraft) => JSON.stringify(draft).length;

/**
 * A posted value as the draft keeps it: trimmed, a list without repeats. Every check trims
 * (and a list counts each value once), so this changes nothing the engine reads, only what
 * padding a hand-made post could make the server store.
 */
function keptValue(value: string | string[]): string | string[] {
  return Array.isArray(value) ? [...new Set(value.map((v) => v.trim()))] : value.trim();
}

/**
 * The draft with a page's posted values in place of its old ones (a field left empty is
 * cleared), the answers of questions no longer asked dropped, and the page marked sent when
 * `complete`. Values are kept as typed, trimmed; the engine reads them again for the offer.
 */
export function applyStep(
  questionnaire: Questionnaire,
  draft: TradeInDraft,
  step: FlowStep,
  posted: PostedValues,
  complete: boolean,
): TradeInDraft {
  const vehicle = { ...draft.vehicle };
  let answers = { ...draft.answers };
  if (step.kind === "vehicle") {
    for (const field of step.fields) {
      const value = posted[field];
      if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0))
        delete vehicle[field];
      else vehicle[field] = keptValue(value);
    }
  } else if (step.kind === "questions") {
    for (const id of step.category.questionsIds) {
      const value = posted[answerFieldName(id)];
      if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0))
        delete answers[id];
      else answers[id] = keptValue(value);
    }
    answers = pruneHiddenAnswers(questionnaire, answers) as Record<string, string | string[]>;
  }
  const completed = complete
    ? [...new Set([...draft.completed, step.id])]
    : draft.completed.filter((id) => id !== step.id);
  return { vehicle, answers, completed };
}

/**
 * Reads a draft stored as JSON, keeping only well-formed parts: a draft from an older
 * release (or a damaged row) starts the seller on the first page that is no longer good.
 */
export function parseDraft(json: string): TradeInDraft {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return EMPTY_DRAFT;
  }
  const object = (value: unknown) =>
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const values = (value: unknown) => {
    const result: Record<string, string | string[]> = {};
    for (const [key, v] of Object.entries(object(value)))
      if (typeof v === "string" || (Array.isArray(v) && v.every((x) => typeof x === "string")))
        result[key] = v as string | string[];
    return result;
  };
  const draft = object(raw);
  const completed = Array.isArray(draft.completed)
    ? draft.completed.filter((id): id is string => typeof id === "string")
    : [];
  return { vehicle: values(draft.vehicle), answers: values(draft.answers), completed };
}
