import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "react-router";
import {
  SELL_TRADE_CONTACT_FORM_ID,
  SELL_TRADE_TOASTS,
  sellTradeContactSchema,
  toSellTradeLead,
} from "~/features/leads/forms/sell-trade";
import { isSameOrigin } from "~/features/leads/intake/form-guard.server";
import { findOrCreateAppraisal } from "~/features/trade-in/appraisal-flow.server";
import { recordAppraisalLead } from "~/features/trade-in/appraisal-repository.server";
import type { StoredDraft } from "~/features/trade-in/draft-repository.server";
import { draftFromAppraisal } from "~/features/trade-in/flow-drafts";
import { appraisalYear, postStep } from "~/features/trade-in/flow-pages";
import { VEHICLE_STEP_FIELDS } from "~/features/trade-in/flow-steps";
import { appraisalReference } from "~/features/trade-in/signed-id.server";
import { pageSchema } from "~/features/trade-in/step-checks";
import { mayStartDraft } from "~/features/trade-in/trade-in-limits.server";
import { fillFromVin, type VinDecode } from "~/features/trade-in/vin-decode";
import { localizePath } from "~/lib/i18n";
import { SITE_PATHS } from "~/lib/site-paths";
import { handleLeadForm } from "~/routes/+shared/lead-form-action.server";
import { postOriginOf } from "~/routes/+shared/lead-request.server";
import { offerCopy } from "./seller-email.server";
import { postedValues, readForm } from "./step-post.server";
import {
  appraisalOfLink,
  clearDraftCookie,
  flowContent,
  offerPath,
  offerUrl,
  readDraft,
  sentOfferPath,
  storeDraft,
} from "./trade-in-session.server";

/**
 * The posts of /sell-trade-my-car/your-vehicle: a page of the questionnaire (saved to the
 * draft, then on to the next page, 303; or refused with its messages and what was typed, 400,
 * storing nothing), the contact page (the offer is made, stored and sent as a SELL_OR_TRADE
 * lead, then the offer page opens), or "start again". A body that is not a form is a 400,
 * never a 500. The rules are features/trade-in/flow-pages.ts's; redirects stay in the page's
 * language.
 *
 * What may be stored (issue 19, point 3): only a page the flow accepts, within the draft's
 * size (flow-steps.ts MAX_DRAFT_LENGTH), posted from this site's own pages (the lead forms'
 * same-origin check: 403 otherwise), and a new draft only within the visitor's limit
 * (trade-in-limits.server.ts: 429 with Retry-After).
 */
export type StepActionData = {
  result: SubmissionResult<string[]>;
  step: string;
  /** The vehicle page sent with a VIN and fields left empty: what the VIN filled in, to check. */
  fromVin?: VinDecode;
};

const junk = () =>
  data<StepActionData>(
    { result: { status: "error", initialValue: null, error: {} }, step: "" },
    { status: 400 },
  );

/**
 * Refuses a post that is not from one of this site's pages: a script's without Origin or
 * Referer, or one another site's page made (React Router already refuses another site's Origin).
 */
function requireSameOrigin(request: Request, context: AppLoadContext) {
  const siteHost = new URL(context.services.env.siteUrl).host;
  if (!isSameOrigin(postOriginOf(request), [siteHost])) throw data(null, { status: 403 });
}

/** Spends one of the visitor's new drafts, or refuses the post (429; the server adds Retry-After). */
async function requireNewDraftAllowed(context: AppLoadContext) {
  if (!(await mayStartDraft(context.services, context.visitor.clientIp))) throw data(null, { status: 429 });
}

export async function yourVehicleAction(request: Request, context: AppLoadContext) {
  const { services } = context;
  const here = (path: string) => localizePath(path, context.visitor.language);
  const now = new Date();
  requireSameOrigin(request, context);
  // handleLeadForm reads the contact page's body itself: this read is of a copy.
  const form = await readForm(request.clone());
  if (!form) return junk();
  let stored = await readDraft(request, services, now);

  if (form.get("intent") === "restart") {
    const from = await appraisalOfLink(services, String(form.get("from") ?? ""));
    if (!from)
      throw redirect(here(SITE_PATHS.sellTradeVehicle), {
        status: 303,
        headers: { "Set-Cookie": await clearDraftCookie(services) },
      });
    const { page, english } = flowContent(services);
    const draft = draftFromAppraisal(english, from, page);
    await requireNewDraftAllowed(context);
    const { setCookie } = await storeDraft(request, services, undefined, draft, now);
    throw redirect(here(SITE_PATHS.sellTradeVehicle), { status: 303, headers: { "Set-Cookie": setCookie } });
  }
  // After an offer, the first page sent again is another car: a new draft. Any other page goes to the offer.
  const sent = await sentOfferPath(services, stored);
  if (sent && form.get("step") !== "vehicle") throw redirect(here(sent), { status: 303 });
  if (sent) stored = undefined;

  const content = services.tradeIn;
  const fromVin = vinFilled(form, appraisalYear(content, now));
  if (fromVin) return fromVin;
  const post = postStep(content, stored?.draft, appraisalYear(content, now), form.get("step"), (names) =>
    postedValues(form, names),
  );
  switch (post.outcome) {
    case "junk":
      return junk();
    case "notReached":
      throw redirect(here(post.redirectTo), { status: 303 });
    case "contact":
      if (!stored) throw redirect(here(SITE_PATHS.sellTradeVehicle), { status: 303 });
      return sendContact(request, context, stored, now);
    case "refused": {
      // The messages and what was typed come from the post itself: nothing is stored.
      let result: SubmissionResult<string[]>;
      try {
        result = parseWithZod(form, { schema: pageSchema(post.check) }).reply();
      } catch {
        return junk(); // a forged Conform intent
      }
      return data<StepActionData>({ result, step: post.step.id }, { status: 400 });
    }
  }
  if (!stored) await requireNewDraftAllowed(context);
  const { setCookie } = await storeDraft(request, services, stored, post.draft, now);
  throw redirect(here(post.redirectTo), { status: 303, headers: { "Set-Cookie": setCookie } });
}

/**
 * The vehicle page sent with a VIN and the year, make or model left empty (a seller without
 * JavaScript, whose page could not fill them as they typed): the page again with what the VIN
 * says filled in, for the seller to check and send (200, nothing stored). Undefined otherwise.
 */
function vinFilled(form: FormData, year: number) {
  if (form.get("step") !== "vehicle") return undefined;
  const posted = postedValues(form, [...VEHICLE_STEP_FIELDS]);
  // Next year's models are on sale.
  const fill = fillFromVin(posted, year + 1);
  if (fill.filled.length === 0 || !fill.decoded) return undefined;
  return data<StepActionData>({
    result: { initialValue: fill.values as Record<string, string>, error: {} },
    step: "vehicle",
    fromVin: fill.decoded,
  });
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
      // Made with the English content: the lead e-mails to the dealer are in English.
      const appraisal = await findOrCreateAppraisal(services.db, flowContent(services), stored, now);
      const lead = await form.acceptLead(
        toSellTradeLead(value, {
          ...form,
          appraisal,
          reference: appraisalReference(appraisal.id),
          offerLink: offerUrl(services, appraisal.id),
          sellerCopy: await offerCopy(context, appraisal, value.email),
        }),
      );
      await recordAppraisalLead(services.db, appraisal.id, lead.leadId);
      return {
        headers: lead.headers,
        leadId: lead.leadId,
        redirectTo: localizePath(offerPath(services, appraisal.id), context.visitor.language),
      };
    },
  });
}
