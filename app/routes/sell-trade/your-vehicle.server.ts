import { type AppLoadContext, redirect } from "react-router";
import { stateOptions } from "~/features/leads/forms/common";
import { SELL_TRADE_CONTACT_FORM_ID } from "~/features/leads/forms/sell-trade";
import { issueFormToken } from "~/features/leads/intake/form-guard.server";
import {
  appraisalYear,
  draftVehicle,
  openStep,
  stepPath,
  vinFromQuery,
} from "~/features/trade-in/flow-pages";
import type { FlowStep } from "~/features/trade-in/flow-steps";
import { makeModelLists } from "~/features/trade-in/vehicle-catalogue";
import { localizePath, type Translate, translator } from "~/lib/i18n";
import { tradeInCatalogue } from "~/locales/trade-in";
import { readDraft, sentOfferPath } from "./trade-in-session.server";

/**
 * The loader of /sell-trade-my-car/your-vehicle: which page the seller is on and what it
 * shows (features/trade-in/flow-pages.ts). A seller with an offer goes to it; otherwise
 * `?step=` opens a page already reached (a later one sends them to the first page not done),
 * and no `?step=` carries on where they left off. The page's checks travel with it (`check`),
 * so the browser checks as the server does.
 */
type Services = AppLoadContext["services"];

const FIXED_TITLES: Record<string, string> = {
  vehicle: "tradeIn.step.vehicle",
  details: "tradeIn.step.details",
  contact: "tradeIn.step.contact",
};

/** A page's title: a category's from the content, the fixed pages' from the catalogue. */
export const stepTitle = (t: Translate, step: FlowStep) =>
  step.kind === "questions" ? step.title : t(FIXED_TITLES[step.id] ?? step.title);

export async function yourVehicleLoader(request: Request, context: AppLoadContext) {
  const { services, visitor } = context;
  const { language } = visitor;
  const now = new Date();
  const url = new URL(request.url);
  const vin = vinFromQuery(url.searchParams.get("vin"));
  let stored = await readDraft(request, services, now);
  const sent = await sentOfferPath(services, stored);
  // A seller with an offer goes to it, unless the landing page's start form began another car
  // (its first page sent then starts a new draft).
  if (sent && !vin) throw redirect(localizePath(sent, language));
  if (sent) stored = undefined;
  const content = services.tradeIn;
  const draft = stored?.draft;
  const page = openStep(content, draft, appraisalYear(content, now), {
    wanted: url.searchParams.get("step"),
    vin,
  });
  if ("redirectTo" in page) throw redirect(localizePath(page.redirectTo, language));
  const { steps, step, index } = page;
  const t = translator(language, tradeInCatalogue);
  return {
    layout: "minimal" as const,
    step: { id: step.id, kind: step.kind, title: stepTitle(t, step), index, count: steps.length },
    description: step.kind === "questions" ? step.category.categoryDescription : "",
    // The steps for the shared step mechanism (usePageSteps): Back links to the one before, the form posts to its own.
    progress: steps.map((s, i) => ({
      id: s.id,
      title: stepTitle(t, s),
      done: page.done[i]!,
      href: stepPath(s.id),
    })),
    check: page.check,
    values: page.values,
    fromVin: page.fromVin,
    // The make and model lists, on the page that asks them.
    makes: step.id === "vehicle" ? makeModelLists(content.referencePrices) : [],
    states: stateOptions,
    token: step.kind === "contact" ? issueFormToken(services, SELL_TRADE_CONTACT_FORM_ID) : "",
    summary: draft ? draftVehicle(draft) : "",
    validityDays: content.settings.offerValidityDays,
    salesPhone: services.settings.company.sales.phone,
  };
}

export type { Services };
