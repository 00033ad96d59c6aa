import { type AppLoadContext, redirect } from "react-router";
import { stateOptions } from "~/features/leads/forms/common";
import { SELL_TRADE_CONTACT_FORM_ID } from "~/features/leads/forms/sell-trade";
import { issueFormToken } from "~/features/leads/intake/form-guard.server";
import type { Appraisal } from "~/features/trade-in/appraisal";
import {
  EMPTY_DRAFT,
  type FlowStep,
  flowSteps,
  isStepDone,
  pageQuestions,
  resumeIndex,
  type TradeInDraft,
} from "~/features/trade-in/flow-steps";
import { answerFieldName } from "~/features/trade-in/form-input";
import type { PageCheck } from "~/features/trade-in/step-checks";
import type { TradeInContent } from "~/features/trade-in/trade-in-content";
import { SITE_PATHS } from "~/lib/site-paths";
import { appraisalYear, readDraft, sentOfferPath, tradeInContent } from "./trade-in-session.server";

/**
 * The loader of /sell-trade-my-car/your-vehicle: which page the seller is on and what it
 * shows. A seller with an offer goes to it; otherwise `?step=` opens a page already reached
 * (a later one sends them to the first page not done), and no `?step=` carries on where they
 * left off. The page's checks travel with it (`check`), so the browser checks as the server does.
 */
type Services = AppLoadContext["services"];

export const stepHref = (id: string) => `${SITE_PATHS.sellTradeVehicle}?step=${encodeURIComponent(id)}`;

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
function fieldValues(step: FlowStep, draft: TradeInDraft, vinParam: string | null) {
  const values: Record<string, string | string[]> = {};
  if (step.kind === "vehicle") {
    for (const field of step.fields) {
      const value = draft.vehicle[field];
      if (value !== undefined) values[field] = value;
    }
    if (step.id === "vehicle" && vinParam) values.vin = vinParam;
  } else if (step.kind === "questions") {
    for (const id of step.category.questionsIds) {
      const value = draft.answers[id];
      if (value !== undefined) values[answerFieldName(id)] = value;
    }
  }
  return values;
}

/** "2016 Honda Civic" from the draft, for the contact page. */
const draftVehicle = (draft: TradeInDraft) =>
  ["year", "make", "model"]
    .map((f) => draft.vehicle[f as "year"])
    .filter((v) => typeof v === "string" && v.trim())
    .join(" ");

export async function yourVehicleLoader(request: Request, context: AppLoadContext) {
  const { services } = context;
  const now = new Date();
  const url = new URL(request.url);
  const vinParam =
    url.searchParams
      .get("vin")
      ?.toUpperCase()
      .replace(/[^A-Z0-9]/g, "")
      .slice(0, 17) || null;
  let stored = await readDraft(request, services, now);
  const sent = await sentOfferPath(services, stored);
  // A seller with an offer goes to it, unless the landing page's start form began another car
  // (its first page sent then starts a new draft).
  if (sent && !vinParam) throw redirect(sent);
  if (sent) stored = undefined;
  const content = tradeInContent();
  const year = appraisalYear(now);
  const draft = stored?.draft ?? EMPTY_DRAFT;
  const steps = flowSteps(content.questionnaire, draft.answers);
  const resume = resumeIndex(content, steps, draft, year);
  const wanted = url.searchParams.get("step");
  const index = wanted === null ? (vinParam ? 0 : resume) : steps.findIndex((s) => s.id === wanted);
  if (index < 0 || index > resume) throw redirect(stepHref(steps[resume]!.id));
  const step = steps[index]!;
  return {
    layout: "minimal" as const,
    step: { id: step.id, kind: step.kind, title: step.title, index, count: steps.length },
    description: step.kind === "questions" ? step.category.categoryDescription : "",
    progress: steps.map((s) => ({
      id: s.id,
      title: s.title,
      done: isStepDone(content, s, draft, year),
      href: stepHref(s.id),
    })),
    backHref: index > 0 ? stepHref(steps[index - 1]!.id) : null,
    action: stepHref(step.id),
    check: pageCheckOf(content, step, draft, year),
    values: fieldValues(step, draft, vinParam),
    states: stateOptions,
    token: step.kind === "contact" ? issueFormToken(services, SELL_TRADE_CONTACT_FORM_ID) : "",
    summary: draftVehicle(draft) || "your vehicle",
    salesPhone: services.settings.company.sales.phone,
  };
}

/** The appraisal's vehicle and answers as a fresh draft's values ("start again" from an expired offer). */
export function draftFromAppraisal(content: TradeInContent, appraisal: Appraisal): TradeInDraft {
  const options = appraisal.options.flatMap(
    (label) => content.settings.vehicleOptions.find((o) => o.label === label)?.value ?? [],
  );
  const vehicle: TradeInDraft["vehicle"] = {
    year: String(appraisal.vehicle.year),
    make: appraisal.vehicle.make,
    model: appraisal.vehicle.model,
    exteriorColor: appraisal.exteriorColor,
    options,
  };
  if (appraisal.vehicle.trim) vehicle.trim = appraisal.vehicle.trim;
  if (appraisal.vin) vehicle.vin = appraisal.vin;
  if (appraisal.licencePlate) vehicle.licencePlate = appraisal.licencePlate;
  if (appraisal.state) vehicle.state = appraisal.state;
  const answers: TradeInDraft["answers"] = {};
  for (const [id, value] of Object.entries(appraisal.answers))
    answers[id] = typeof value === "number" ? String(value) : value;
  // Mileage is asked again: a week or more has passed.
  return { vehicle, answers, completed: [] };
}

export type { Services };
