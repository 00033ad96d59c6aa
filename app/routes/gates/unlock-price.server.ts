import crypto from "node:crypto";
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data } from "react-router";
import type { UnlockPriceReply } from "~/components/gates/unlock-price-form";
import { type ToastMessage, toastMessage } from "~/components/ui/toast";
import { leadGatesSetCookie } from "~/features/gates/gate-cookie.server";
import { inventoryUnlocked, passGates, pricesUnlocked } from "~/features/gates/lead-gates";
import { mainPictureUrl } from "~/features/inventory/photos/picture-urls";
import {
  CHANGE_PHONE_FIELD,
  PHONE_TOKEN_FIELD,
  stepOf,
  toUnlockPriceLead,
  UNLOCK_PRICE_FORM_ID,
  type UnlockPricePosted,
  type UnlockPriceSetup,
  unlockPriceCodeSchema,
  unlockPriceSchema,
} from "~/features/leads/forms/unlock-price";
import { issueFormToken } from "~/features/leads/intake/form-guard.server";
import { LEAD_FORM_HONEYPOT_FIELD, LEAD_FORM_TOKEN_FIELD } from "~/features/leads/intake/form-guard-fields";
import { sendVerificationCode, verifyCode } from "~/features/visitor/phone-verification.server";
import {
  checkPhoneVerificationPost,
  issuePhoneVerificationToken,
} from "~/features/visitor/phone-verification-guard.server";
import { verifiedPhoneProfile } from "~/features/visitor/profile";
import { functionalAllowed } from "~/features/visitor/remember-visitor.server";
import { secureFor } from "~/lib/http/cookies.server";
import { readPostedForm } from "~/lib/http/posted-form.server";
import { type Translate, translator } from "~/lib/i18n";
import { getLogger } from "~/lib/logger.server";
import { gateFlowsCatalogue } from "~/locales/gateFlows";
import { pageFormToken } from "~/routes/+shared/form-token.server";
import { handleLeadForm, type LeadFormToasts } from "~/routes/+shared/lead-form-action.server";
import { postOriginOf } from "~/routes/+shared/lead-request.server";
import { phoneVerificationDeps } from "~/routes/api/phone-validation.server";
import { contactDefaults } from "./contact-defaults";
import { findGateCar, type GateCar } from "./test-drive.server";

/**
 * The unlock-price gate's server side (/gates/unlock-price?vin=VIN): today's price for a
 * verified phone. The page (and the popup, which loads this loader's data) carries two
 * tokens: the phone-verification token for the two SMS steps (the guard of
 * POST /api/customer/phoneValidation, with its own key and limits) and the lead form's token
 * for the UNLOCK_PRICE lead, whose key is the lead's idempotency key across both steps.
 *
 * 1. details (names, e-mail, phone) -> a 6-digit code texted to the phone, same service,
 *    sender and limits as the JSON API; a refusal is said on the phone field;
 * 2. the code (with the details again, hidden) -> checked; a wrong one is said on the code
 *    field. A right one is the lead: the shared lead-form action stores it, the profile keeps
 *    the phone as verified (functional cookies allowed), and the essential `leadGates` cookie
 *    remembers the verified phone and the unlocked price. Without JavaScript, 303 to the car's
 *    page (the search when there is no car) with the success toast; with it, "sent".
 */

/**
 * A car of ours named by `?vin=`; anything else is no car (the gate then unlocks prices in
 * general). A private car is no car either until the visitor unlocked the private inventory:
 * this page must not be the way to its name and picture.
 */
async function carOf(context: AppLoadContext, request: Request): Promise<GateCar | null> {
  const vin = new URL(request.url).searchParams.get("vin");
  const car = vin ? await findGateCar(context.services, vin) : null;
  if (car?.vehicle.private && !inventoryUnlocked(context.visitor.gates)) return null;
  return car;
}

export async function unlockPriceSetup(request: Request, context: AppLoadContext): Promise<UnlockPriceSetup> {
  const found = await carOf(context, request);
  // A sold car's gate is the general one: its page is gone, today's price of the others is not.
  const car = found?.inStock ? found : null;
  const { visitor } = context;
  return {
    token: pageFormToken(context, UNLOCK_PRICE_FORM_ID),
    phoneToken: issuePhoneVerificationToken(context.services),
    ...(car
      ? {
          vin: car.vehicle.vin,
          car: {
            name: car.name,
            path: car.path,
            image: mainPictureUrl(car.vehicle),
            mileage: car.vehicle.mileage,
            store: car.store.name,
          },
        }
      : {}),
    defaults: contactDefaults(visitor.profile),
    unlocked: pricesUnlocked(visitor.gates, visitor.profile.unlockPrice),
  };
}

/** Where a visitor without JavaScript goes once unlocked: the car, or the search (its prices, and its toasts). */
export const UNLOCKED_WITHOUT_CAR = "/cars-for-sale";

const LIMITS = { maxFields: 20, maxNameLength: 100, maxValueLength: 2_000 };

const textOf = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : undefined);
const tokenOf = (value: FormDataEntryValue | null) =>
  typeof value === "string" && value.length > 0 && value.length <= 500 ? value : undefined;

/** The gate's toasts in the request's language (the lead-form action shows them as given). */
function unlockToasts(t: Translate): LeadFormToasts {
  return {
    success: {
      summary: t("gateFlows.unlockPrice.toast.success"),
      detail: t("gateFlows.unlockPrice.toast.successDetail"),
    },
    error: {
      summary: t("gateFlows.unlockPrice.toast.error"),
      detail: t("gateFlows.unlockPrice.toast.errorDetail"),
    },
  };
}

const toast = (severity: ToastMessage["severity"], summary: string, detail: string) =>
  toastMessage(severity, summary, detail, crypto.randomUUID());

/** The status of a refused post, as the lead forms answer it. */
function refusedStatus(reason: string): number {
  return reason === "rate-limited" ? 429 : reason === "cross-origin" ? 403 : 400;
}

/** The status of a code that could not be sent. */
const SEND_FAILURE_STATUS: Record<string, number> = {
  throttled: 429,
  "site-limit": 503,
  "not-textable": 400,
  "sms-failed": 502,
};

export async function unlockPriceAction(request: Request, context: AppLoadContext) {
  const { services, visitor } = context;
  const t = translator(visitor.language, gateFlowsCatalogue);
  const toasts = unlockToasts(t);
  const car = await carOf(context, request);
  // Read from a copy: the lead-form action reads the request itself at the end.
  const formData = await readPostedForm(request.clone(), LIMITS);
  const leadToken = tokenOf(formData?.get(LEAD_FORM_TOKEN_FIELD) ?? null);
  const phoneToken = tokenOf(formData?.get(PHONE_TOKEN_FIELD) ?? null);
  const freshLeadToken = () => issueFormToken(services, UNLOCK_PRICE_FORM_ID);
  const freshPhoneToken = () => issuePhoneVerificationToken(services);
  const reply = (
    answer: Omit<UnlockPriceReply, "token" | "phoneToken"> & Partial<Pick<UnlockPriceReply, "phoneToken">>,
    status: number,
  ) =>
    data<UnlockPriceReply>(
      {
        token: leadToken ?? freshLeadToken(),
        ...answer,
        phoneToken: answer.phoneToken ?? phoneToken ?? freshPhoneToken(),
      },
      { status },
    );
  const error = () => toast("error", toasts.error.summary, toasts.error.detail);
  const junk: SubmissionResult<string[]> = { status: "error", initialValue: null, error: {} };

  if (!formData || [...formData.keys()].length === 0)
    return reply({ result: junk, toasts: [error()], outcome: "refused", step: "details" }, 400);
  let submission: Submission<Record<string, unknown>, string[], UnlockPricePosted>;
  try {
    submission = parseWithZod(formData, { schema: unlockPriceSchema(formData) }) as typeof submission;
  } catch {
    // A forged Conform intent (it is JSON): junk.
    return reply({ result: junk, toasts: [error()], outcome: "refused", step: "details" }, 400);
  }
  const step = stepOf(formData);

  if (formData.get(CHANGE_PHONE_FIELD) !== null) {
    // Back to step one with what was typed (another number, or a new code): nothing checked.
    return reply(
      { result: { ...submission.reply(), error: {} }, toasts: [], outcome: "refreshed", step: "details" },
      200,
    );
  }
  if (submission.status !== "success") {
    // A detail refused at step two was a hidden field: step one shows it where it can be fixed.
    const detailRefused = Object.entries(submission.error ?? {}).some(
      ([name, e]) => name !== "code" && e?.length,
    );
    return reply(
      { result: submission.reply(), toasts: [], outcome: "invalid", step: detailRefused ? "details" : step },
      400,
    );
  }

  const guard = await checkPhoneVerificationPost(services, {
    token: phoneToken,
    honeypot: textOf(formData.get(LEAD_FORM_HONEYPOT_FIELD)),
    origin: postOriginOf(request),
    clientIp: visitor.clientIp,
  });
  if (!guard.ok) {
    getLogger().warn({ reason: guard.reason, form: UNLOCK_PRICE_FORM_ID }, "phone verification refused");
    return reply(
      {
        result: submission.reply(),
        phoneToken: freshPhoneToken(),
        toasts: [error()],
        outcome: "refused",
        step,
      },
      refusedStatus(guard.reason),
    );
  }

  const deps = phoneVerificationDeps(services);
  const { value } = submission;
  try {
    if (step === "details") {
      const sent = await sendVerificationCode(deps, value.phone, visitor.clientIp);
      if (!sent.ok)
        return reply(
          {
            result: submission.reply({ fieldErrors: { phone: [sent.message] } }),
            toasts: [],
            outcome: "invalid",
            step: "details",
          },
          SEND_FAILURE_STATUS[sent.reason] ?? 400,
        );
      return reply({ result: submission.reply(), toasts: [], outcome: "code-sent", step: "code" }, 200);
    }
    const checked = await verifyCode(deps, value.phone, value.code ?? "");
    if (!checked.ok)
      return reply(
        {
          result: submission.reply({ fieldErrors: { code: [checked.message] } }),
          toasts: [],
          outcome: "invalid",
          step: "code",
        },
        checked.reason === "too-many-tries" ? 429 : 400,
      );
  } catch (failure) {
    getLogger().error({ err: { message: (failure as Error)?.message } }, "phone verification failed");
    return reply({ result: submission.reply(), toasts: [error()], outcome: "failed", step }, 503);
  }
  return unlock(request, context, {
    car,
    phone: value.phone,
    toasts,
    phoneToken: phoneToken ?? freshPhoneToken(),
  });
}

/**
 * The phone is verified: the UNLOCK_PRICE lead through the shared lead-form action (its own
 * guard, idempotency, toasts, redirect without JavaScript), with the gates passed and, for this
 * request, the profile's phone already verified, so the one profile the action saves keeps
 * both the details and the verification (a second Set-Cookie would replace one with the other).
 */
async function unlock(
  request: Request,
  context: AppLoadContext,
  options: { car: GateCar | null; phone: string; toasts: LeadFormToasts; phoneToken: string },
) {
  const { services, visitor } = context;
  const { car } = options;
  const now = Date.now();
  const profile =
    verifiedPhoneProfile(visitor.profile, options.phone, functionalAllowed(visitor)) ?? visitor.profile;
  const answer = await handleLeadForm({
    request,
    context: { ...context, visitor: { ...visitor, profile } },
    form: UNLOCK_PRICE_FORM_ID,
    schema: unlockPriceCodeSchema,
    toasts: options.toasts,
    redirectWithoutJavaScript: car ? car.path : UNLOCKED_WITHOUT_CAR,
    accept: async (value, form) => {
      const accepted = await form.acceptLead(
        toUnlockPriceLead(value, {
          ...form,
          // Where the visitor was: the car's page, not this gate's address.
          pageUrl: car ? new URL(car.path, form.pageUrl).href : form.pageUrl,
          vehicle: car?.vehicle,
        }),
      );
      // Essential, whatever the consent: the visitor asked to see the price.
      const gates = passGates(visitor.gates, { phoneVerifiedAt: now, priceUnlockedAt: now });
      const secure = secureFor(request, services.env.siteUrl);
      accepted.headers.append("Set-Cookie", await leadGatesSetCookie(gates, services, secure));
      return accepted;
    },
  });
  const sent = answer.data.outcome === "sent";
  // Not stored (refused or failed): the code is spent, so step one asks for a new one.
  return data<UnlockPriceReply>(
    { ...answer.data, step: sent ? "done" : "details", phoneToken: options.phoneToken },
    answer.init ?? undefined,
  );
}
