import { SITE_PATHS } from "~/lib/site-paths";
import { dealershipMoment } from "./dealership-clock";
import {
  applyStep,
  draftLength,
  EMPTY_DRAFT,
  type FlowStep,
  flowSteps,
  isFlowStepId,
  isStepDone,
  MAX_DRAFT_LENGTH,
  type PostedValues,
  pageQuestions,
  resumeIndex,
  stepFieldNames,
  type TradeInDraft,
} from "./flow-steps";
import { answerFieldName } from "./form-input";
import { type PageCheck, pageErrors } from "./step-checks";
import type { TradeInContent } from "./trade-in-content";
import { fillFromVin, type VinDecode } from "./vin-decode";

/**
 * The rules of /sell-trade-my-car/your-vehicle, without the web: which page a seller may
 * open, what it shows, and what a posted page does to the draft. The route reads the request
 * and the cookie, calls these, and renders or redirects (localizing the paths they name).
 * `content` is the trade-in content in the page's language.
 */

/** The English path of a page of the questionnaire (the route localizes it). */
export const stepPath = (id: string) => `${SITE_PATHS.sellTradeVehicle}?step=${encodeURIComponent(id)}`;

/** The dealership's year now: vehicle years are checked against it. */
export const appraisalYear = (content: TradeInContent, now: Date) =>
  dealershipMoment(now, content.settings.timeZone).year;

/** The landing page's `?vin=` as a VIN field shows it: capitals and digits, 17 at most; null when none. */
export const vinFromQuery = (raw: string | null) =>
  raw
    ?.toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, 17) || null;

/** What a page needs to check its posted values (step-checks.ts), from the draft. */
export function pageCheckOf(
  content: TradeInContent,
  step: FlowStep,
  draft: TradeInDraft,
  year: number,
): PageCheck | null {
  if (step.kind === "vehicle") {
    const others: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(draft.vehicle))
      if (!(step.fields as readonly string[]).includes(field)) others[field] = value;
    const { exteriorColors, vehicleOptions } = content.settings;
    return {
      kind: "vehicle",
      fields: step.fields,
      others,
      settings: { exteriorColors, vehicleOptions },
      appraisalYear: year,
    };
  }
  if (step.kind === "questions") {
    // The browser needs the questions and answers, not what each answer deducts.
    const questions = pageQuestions(content.questionnaire, step.category, draft.answers).map((q) => ({
      ...q,
      answers: q.answers.map((a) => ({ ...a, deductions: [] })),
    }));
    return { kind: "questions", questions };
  }
  return null;
}

/** The draft's values by field name, as the page's fields show them. */
export function fieldValues(step: FlowStep, draft: TradeInDraft, vin: string | null) {
  const values: Record<string, string | string[]> = {};
  if (step.kind === "vehicle") {
    for (const field of step.fields) {
      const value = draft.vehicle[field];
      if (value !== undefined) values[field] = value;
    }
    if (step.id === "vehicle" && vin) values.vin = vin;
  } else if (step.kind === "questions") {
    for (const id of step.category.questionsIds) {
      const value = draft.answers[id];
      if (value !== undefined) values[answerFieldName(id)] = value;
    }
  }
  return values;
}

/** "2016 Honda Civic" from the draft, for the contact page; empty before the vehicle page. */
export const draftVehicle = (draft: TradeInDraft) =>
  ["year", "make", "model"]
    .map((f) => draft.vehicle[f as "year"])
    .filter((v) => typeof v === "string" && v.trim())
    .join(" ");

export type StepPage = {
  steps: FlowStep[];
  step: FlowStep;
  index: number;
  /** Whether each page of `steps` is done (sent, and its answers still good). */
  done: boolean[];
  check: PageCheck | null;
  values: Record<string, string | string[]>;
  /** What the landing page's VIN filled in on the vehicle page (year, make, model), if anything. */
  fromVin: VinDecode | null;
};

/**
 * The page a GET opens: `wanted` (`?step=`) when already reached, the first page when the
 * landing page's form brought a `vin`, otherwise where the seller left off. A page not
 * reached yet (or unknown) answers `{ redirectTo }`, the page to carry on at.
 */
export function openStep(
  content: TradeInContent,
  draft: TradeInDraft | undefined,
  year: number,
  request: { wanted: string | null; vin: string | null },
): StepPage | { redirectTo: string } {
  const current = draft ?? EMPTY_DRAFT;
  const steps = flowSteps(content.questionnaire, current.answers);
  const resume = resumeIndex(content, steps, current, year);
  const { wanted, vin } = request;
  const index = wanted === null ? (vin ? 0 : resume) : steps.findIndex((s) => s.id === wanted);
  if (index < 0 || index > resume) return { redirectTo: stepPath(steps[resume]!.id) };
  const step = steps[index]!;
  // The landing page's VIN fills what the draft does not say yet (next year's models are on sale).
  const fill = fillFromVin(fieldValues(step, current, vin), year + 1);
  return {
    steps,
    step,
    index,
    done: steps.map((s) => isStepDone(content, s, current, year)),
    check: pageCheckOf(content, step, current, year),
    values: fill.values as Record<string, string | string[]>,
    fromVin: fill.filled.length > 0 ? fill.decoded : null,
  };
}

/** What a posted page of the questionnaire comes to. */
export type StepPost =
  /** Not a page the questionnaire can have: a post no page of the site sends (400). */
  | { outcome: "junk" }
  /** A page not reached yet, or not asked with these answers (an old tab): carry on at `redirectTo`. */
  | { outcome: "notReached"; redirectTo: string }
  /** The contact page: the offer is made (the lead form's own handling). */
  | { outcome: "contact" }
  /**
   * Refused: the page shows its messages and what was typed, from the post itself (400); the
   * draft is left as it was, and none is started (issue 19, point 3: nothing is stored from a
   * page the flow refuses).
   */
  | { outcome: "refused"; step: FlowStep; check: PageCheck }
  /** Saved: on to `redirectTo`, the first page not done. */
  | { outcome: "saved"; draft: TradeInDraft; redirectTo: string };

/**
 * A posted page: `posted` is its `step` field, `read` gives the page's own fields as posted.
 * Only a saved page gives a draft to store; one that would outgrow MAX_DRAFT_LENGTH is junk.
 */
export function postStep(
  content: TradeInContent,
  draft: TradeInDraft | undefined,
  year: number,
  posted: unknown,
  read: (names: string[]) => PostedValues,
): StepPost {
  const { questionnaire } = content;
  const current = draft ?? EMPTY_DRAFT;
  const steps = flowSteps(questionnaire, current.answers);
  const resume = resumeIndex(content, steps, current, year);
  if (!isFlowStepId(questionnaire, posted)) return { outcome: "junk" };
  const index = steps.findIndex((s) => s.id === posted);
  if (index < 0 || index > resume) return { outcome: "notReached", redirectTo: stepPath(steps[resume]!.id) };
  const step = steps[index]!;
  if (step.kind === "contact") return { outcome: "contact" };
  const check = pageCheckOf(content, step, current, year)!;
  const values = read(stepFieldNames(step, questionnaire, current));
  if (Object.keys(pageErrors(check, values)).length > 0) return { outcome: "refused", step, check };
  const next = applyStep(questionnaire, current, step, values, true);
  if (draftLength(next) > MAX_DRAFT_LENGTH) return { outcome: "junk" };
  const after = flowSteps(questionnaire, next.answers);
  return {
    outcome: "saved",
    draft: next,
    redirectTo: stepPath(after[resumeIndex(content, after, next, year)]!.id),
  };
}
