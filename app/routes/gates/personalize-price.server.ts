import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data } from "react-router";
import type { ToastMessage } from "~/components/ui/toast";
import { leadGatesSetCookie } from "~/features/gates/gate-cookie.server";
import { inventoryUnlocked, type PricingTerms, passGates } from "~/features/gates/lead-gates";
import { aprOfTerms, monthlyPaymentFor } from "~/features/gates/personal-payments";
import { mainPictureUrl } from "~/features/inventory/photos/picture-urls";
import {
  answersFromForm,
  answersOf,
  answersOfTerms,
  firstStepWithError,
  isPricingFormStep,
  nextPricingStep,
  PERSONALIZE_PRICE_FORM_ID,
  type PersonalizePriceForm,
  type PricingAnswers,
  type PricingCar,
  type PricingConfirmation,
  type PricingLimits,
  type PricingStepId,
  personalizePriceHref,
  personalizePriceSchema,
  previousPricingStep,
  pricingLimitsOf,
  pricingTermsOf,
  toPersonalizePriceLead,
} from "~/features/leads/forms/personalize-price";
import type { ContactDefaults } from "~/features/leads/forms/test-drive";
import { secureFor } from "~/lib/http/cookies.server";
import { readPostedForm } from "~/lib/http/posted-form.server";
import { translator } from "~/lib/i18n";
import { gateFlowsCatalogue } from "~/locales/gateFlows";
import { readFlashToasts } from "~/routes/+shared/flash-toasts.server";
import { pageFormToken } from "~/routes/+shared/form-token.server";
import { handleLeadForm } from "~/routes/+shared/lead-form-action.server";
import { contactDefaults } from "./contact-defaults";
import { findGateCar, type GateCar } from "./test-drive.server";

/**
 * The personalised-pricing questionnaire's server side (features/leads/forms/personalize-price.ts
 * has the steps and their checks). Steps 1 to 4 store nothing: each post is checked with the
 * answers it carries and answered with the next step (or the same one with its messages, or
 * the first earlier step whose carried answer no longer holds). The contact step is a lead
 * form (handleLeadForm: spam guard, UNLOCK_PRICE lead) whose success keeps the terms, and that
 * prices are unlocked, in the `leadGates` cookie (90 days). The confirmation is then drawn
 * from that cookie: a page for this visitor only.
 */

export type PersonalizePriceLoaderData = {
  car: PricingCar | null;
  limits: PricingLimits;
  token: string;
  /** Where the questionnaire starts: step 1, or the confirmation once the terms are set. */
  step: PricingStepId;
  /** The answers the first step starts from (the visitor's own terms when changing them). */
  start: PricingAnswers;
  defaults: ContactDefaults;
  confirmation: PricingConfirmation | null;
  /** Left by the contact step's post without JavaScript: 'Access Granted!'. */
  toasts: ToastMessage[];
};

/** A car in stock the visitor may see (a private car only once the private inventory is unlocked). */
async function carOf(context: AppLoadContext, vin: string | null): Promise<GateCar | null> {
  const car = await findGateCar(context.services, vin);
  if (!car?.inStock) return null;
  if (car.vehicle.private && !inventoryUnlocked(context.visitor.gates)) return null;
  return car;
}

function pricingCar(car: GateCar | null): PricingCar | null {
  if (!car) return null;
  return {
    vin: car.vehicle.vin,
    name: car.name,
    path: car.path,
    image: mainPictureUrl(car.vehicle),
  };
}

function confirmationOf(
  context: AppLoadContext,
  terms: PricingTerms,
  car: GateCar | null,
): PricingConfirmation {
  const { payments, fee } = context.services.settings.company;
  return {
    terms,
    apr: aprOfTerms(terms, payments),
    termMonths: payments.vehicleDefaults.financeTerm,
    carPayment: car
      ? { monthly: monthlyPaymentFor(car.vehicle.price, payments, fee.documentary, terms) }
      : null,
  };
}

export async function personalizePriceLoader(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const car = await carOf(context, url.searchParams.get("vin"));
  // The visitor's own terms: the confirmation, or where changing them starts (a personal page).
  const terms = context.visitor.gates.pricingTerms;
  const { toasts, headers } = await readFlashToasts(request, context.services);
  return data<PersonalizePriceLoaderData>(
    {
      car: pricingCar(car),
      limits: pricingLimitsOf(context.services.settings.company.payments),
      token: pageFormToken(context, PERSONALIZE_PRICE_FORM_ID),
      step: terms && url.searchParams.get("step") === "confirmation" ? "confirmation" : "down-payment",
      start: answersOfTerms(terms),
      defaults: contactDefaults(context.visitor.profile),
      confirmation: terms ? confirmationOf(context, terms, car) : null,
      toasts,
    },
    { headers },
  );
}

/** What a post of steps 1 to 4 answers: the step to show, the answers it carries, its messages. */
export type PricingStepReply = {
  step: PricingStepId;
  answers: PricingAnswers;
  result: SubmissionResult<string[]> | null;
};

/** The most a questionnaire page posts: its answers, the contact details, the guard's fields. */
const FORM_LIMITS = { maxFields: 30, maxNameLength: 100, maxValueLength: 5_000 };

/** The toasts in the request's language (spec section 8's words in English). */
function pricingToasts(context: AppLoadContext) {
  const t = translator(context.visitor.language, gateFlowsCatalogue);
  return {
    success: {
      summary: t("gateFlows.pricing.toast.success.summary"),
      detail: t("gateFlows.pricing.toast.success.detail"),
    },
    error: {
      summary: t("gateFlows.pricing.toast.error.summary"),
      detail: t("gateFlows.pricing.toast.error.detail"),
    },
  };
}

export async function personalizePriceAction(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const vin = url.searchParams.get("vin");
  const limits = pricingLimitsOf(context.services.settings.company.payments);
  // Read here for the step and intent; the contact step's lead-form action reads the body again.
  const form = await readPostedForm(request.clone(), FORM_LIMITS);
  const posted = form?.get("step");
  const step = isPricingFormStep(posted) ? posted : "down-payment";
  const carried = form ? answersFromForm(form) : {};

  if (!form || form.get("intent") === "back") {
    // Back: the step before, with everything typed so far (checked again on the way forward).
    const to = form ? previousPricingStep(step, carried) : "down-payment";
    return data<PricingStepReply>({ step: to, answers: carried, result: null }, { status: form ? 200 : 400 });
  }

  if (step !== "contact") {
    const submission = parseWithZod(form, { schema: personalizePriceSchema(step, limits) });
    if (submission.status !== "success") {
      const names = Object.entries(submission.error ?? {})
        .filter(([, messages]) => (messages?.length ?? 0) > 0)
        .map(([name]) => name);
      return data<PricingStepReply>(
        { step: firstStepWithError(names) ?? step, answers: carried, result: submission.reply() },
        { status: 400 },
      );
    }
    const answers = answersOf(submission.value, carried);
    return data<PricingStepReply>({ step: nextPricingStep(step, answers), answers, result: null });
  }

  const car = await carOf(context, vin);
  return handleLeadForm({
    request,
    context,
    form: PERSONALIZE_PRICE_FORM_ID,
    schema: personalizePriceSchema("contact", limits),
    toasts: pricingToasts(context),
    redirectWithoutJavaScript: personalizePriceHref(car?.vehicle.vin ?? null, "confirmation"),
    accept: async (value, submission) => {
      const terms = pricingTermsOf(value);
      // The contact step's schema checks every answer: a value without terms is not one of ours.
      if (!terms) throw new Error("questionnaire without terms");
      const lead = toPersonalizePriceLead(value as PersonalizePriceForm, {
        idempotencyKey: submission.idempotencyKey,
        pageUrl: submission.pageUrl,
        ...(car ? { vehicle: car.vehicle } : {}),
      });
      const outcome = await submission.acceptLead(lead);
      // Prices unlocked, and the visitor's terms for every payment from now on.
      const gates = passGates(context.visitor.gates, { priceUnlockedAt: Date.now(), pricingTerms: terms });
      const secure = secureFor(request, context.services.env.siteUrl);
      outcome.headers.append("Set-Cookie", await leadGatesSetCookie(gates, context.services, secure));
      return outcome;
    },
  });
}
