import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "react-router";
import {
  SELL_TRADE_CONTACT_FORM_ID,
  SELL_TRADE_TOASTS,
  sellTradeContactSchema,
  toSellTradeLead,
} from "~/features/leads/forms/sell-trade";
import type { Appraisal } from "~/features/trade-in/appraisal";
import {
  findAppraisal,
  insertAppraisal,
  recordAppraisalLead,
} from "~/features/trade-in/appraisal-repository.server";
import { appraiseTradeIn } from "~/features/trade-in/appraise";
import { createInventoryValuer } from "~/features/trade-in/comparables.server";
import { attachAppraisal, type StoredDraft } from "~/features/trade-in/draft-repository.server";
import {
  applyStep,
  EMPTY_DRAFT,
  flowSteps,
  isFlowStepId,
  resumeIndex,
  stepFieldNames,
} from "~/features/trade-in/flow-steps";
import { appraisalReference } from "~/features/trade-in/signed-id.server";
import { pageErrors, pageSchema } from "~/features/trade-in/step-checks";
import { SITE_PATHS } from "~/lib/site-paths";
import { handleLeadForm } from "~/routes/+shared/lead-form-action.server";
import { postedValues, readForm } from "./step-post.server";
import {
  appraisalOfLink,
  appraisalYear,
  clearDraftCookie,
  offerPath,
  offerUrl,
  readDraft,
  sentOfferPath,
  storeDraft,
  tradeInContent,
} from "./trade-in-session.server";
import { draftFromAppraisal, pageCheckOf, stepHref } from "./your-vehicle.server";

/**
 * The posts of /sell-trade-my-car/your-vehicle: a page of the questionnaire (saved to the
 * draft; refused with its messages and what was typed, 400, or on to the next page, 303),
 * the contact page (the offer is made, stored and sent as a SELL_OR_TRADE lead, then the
 * offer page opens), or "start again". A body that is not a form is a 400, never a 500.
 */
export type StepActionData = { result: SubmissionResult<string[]>; step: string };

const junk = () =>
  data<StepActionData>(
    { result: { status: "error", initialValue: null, error: {} }, step: "" },
    { status: 400 },
  );

export async function yourVehicleAction(request: Request, context: AppLoadContext) {
  const { services } = context;
  const now = new Date();
  // handleLeadForm reads the contact page's body itself: this read is of a copy.
  const form = await readForm(request.clone());
  if (!form) return junk();
  let stored = await readDraft(request, services, now);

  if (form.get("intent") === "restart") {
    const from = await appraisalOfLink(services, String(form.get("from") ?? ""));
    if (!from)
      throw redirect(SITE_PATHS.sellTradeVehicle, {
        status: 303,
        headers: { "Set-Cookie": await clearDraftCookie() },
      });
    const { setCookie } = await storeDraft(
      request,
      services,
      undefined,
      draftFromAppraisal(tradeInContent(), from),
      now,
    );
    throw redirect(SITE_PATHS.sellTradeVehicle, { status: 303, headers: { "Set-Cookie": setCookie } });
  }
  // After an offer, the first page sent again is another car: a new draft. Any other page goes to the offer.
  const sent = await sentOfferPath(services, stored);
  if (sent && form.get("step") !== "vehicle") throw redirect(sent, { status: 303 });
  if (sent) stored = undefined;

  const content = tradeInContent();
  const year = appraisalYear(now);
  const draft = stored?.draft ?? EMPTY_DRAFT;
  const steps = flowSteps(content.questionnaire, draft.answers);
  const resume = resumeIndex(content, steps, draft, year);
  const posted = form.get("step");
  // No page of the questionnaire at all: not a post any page of the site sends.
  if (!isFlowStepId(content.questionnaire, posted)) return junk();
  const index = steps.findIndex((s) => s.id === posted);
  // A page not reached yet, or not asked with these answers (an old tab): back to where the seller is.
  if (index < 0 || index > resume) throw redirect(stepHref(steps[resume]!.id), { status: 303 });
  const step = steps[index]!;
  if (step.kind === "contact") {
    if (!stored) throw redirect(SITE_PATHS.sellTradeVehicle, { status: 303 });
    return sendContact(request, context, stored, now);
  }

  const check = pageCheckOf(content, step, draft, year)!;
  const values = postedValues(form, stepFieldNames(step, content.questionnaire, draft));
  const errors = pageErrors(check, values);
  const valid = Object.keys(errors).length === 0;
  const next = applyStep(content.questionnaire, draft, step, values, valid);
  const { setCookie } = await storeDraft(request, services, stored, next, now);
  if (!valid) {
    let result: SubmissionResult<string[]>;
    try {
      result = parseWithZod(form, { schema: pageSchema(check) }).reply();
    } catch {
      return junk(); // a forged Conform intent
    }
    return data<StepActionData>(
      { result, step: step.id },
      { status: 400, headers: { "Set-Cookie": setCookie } },
    );
  }
  const after = flowSteps(content.questionnaire, next.answers);
  const target = after[resumeIndex(content, after, next, year)]!;
  throw redirect(stepHref(target.id), { status: 303, headers: { "Set-Cookie": setCookie } });
}

/** The appraisal of the draft: the one already made for it, or a new one, stored and linked. */
async function appraisalOf(
  services: AppLoadContext["services"],
  stored: StoredDraft,
  now: Date,
): Promise<Appraisal> {
  if (stored.appraisalId) {
    const existing = await findAppraisal(services.db, stored.appraisalId);
    if (existing) return existing;
  }
  const content = tradeInContent();
  const valuer = createInventoryValuer(services.db, content);
  const result = await appraiseTradeIn(content, valuer, stored.draft, now);
  // Every page was checked before the contact page opened; this is a content change mid-way.
  if (!result.ok) throw new Error("The draft's answers no longer pass the appraisal's checks");
  const appraisal = await insertAppraisal(services.db, result.appraisal);
  const linked = await attachAppraisal(services.db, stored.id, appraisal.id);
  if (linked && linked !== appraisal.id) return (await findAppraisal(services.db, linked)) ?? appraisal;
  return appraisal;
}

async function sendContact(request: Request, context: AppLoadContext, stored: StoredDraft, now: Date) {
  const { services } = context;
  return handleLeadForm({
    request,
    context,
    form: SELL_TRADE_CONTACT_FORM_ID,
    schema: sellTradeContactSchema,
    toasts: SELL_TRADE_TOASTS,
    accept: async (value, form) => {
      const appraisal = await appraisalOf(services, stored, now);
      const lead = await form.acceptLead(
        toSellTradeLead(value, {
          ...form,
          appraisal,
          reference: appraisalReference(appraisal.id),
          offerLink: offerUrl(services, appraisal.id),
        }),
      );
      await recordAppraisalLead(services.db, appraisal.id, lead.leadId);
      return { headers: lead.headers, leadId: lead.leadId, redirectTo: offerPath(services, appraisal.id) };
    },
  });
}
