import crypto from "node:crypto";
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "react-router";
import type { z } from "zod";
import { leadToastText } from "~/components/forms/lead-toast-texts";
import type { LeadFormConfirmation } from "~/components/forms/sent-confirmation";
import { type ToastMessage, toastMessage } from "~/components/ui/toast";
import { ENHANCED_FIELD, type LeadFormContext, REFRESH_FIELD } from "~/features/leads/forms/common";
import {
  type AcceptLeadInput,
  acceptLead,
  type LeadServices,
} from "~/features/leads/intake/accept-lead.server";
import { leadReference } from "~/features/leads/intake/confirmation.server";
import { checkLeadForm, issueFormToken, postedContent } from "~/features/leads/intake/form-guard.server";
import { LEAD_FORM_HONEYPOT_FIELD, LEAD_FORM_TOKEN_FIELD } from "~/features/leads/intake/form-guard-fields";
import { profileDetailsOf } from "~/features/visitor/profile";
import { rememberVisitorDetails } from "~/features/visitor/remember-visitor.server";
import { secureFor } from "~/lib/http/cookies.server";
import { readPostedForm } from "~/lib/http/posted-form.server";
import { localizePath, type Translate, translator } from "~/lib/i18n";
import { getLogger } from "~/lib/logger.server";
import { formsCatalogue } from "~/locales/forms";
import type { AppServices } from "~/start-up/app-services.server";
import { flashToastsCookie } from "./flash-toasts.server";
import { announceLeadConversion } from "./lead-conversion.server";
import { postOriginOf, prospectHeaders } from "./lead-request.server";

/**
 * The action of every lead form, in one place so each page's action stays a few lines:
 *
 * 1. read the form (a body that is not a form is a 400, never a 500);
 * 2. validate it with the page's schema (the same one the browser runs). Invalid: 400
 *    with the messages and what was typed (secret fields excepted) and the SAME token, so
 *    the idempotency key survives the correction. Validation comes before the guard so a
 *    visitor correcting mistakes without JavaScript is not counted by the rate limit;
 * 3. the spam guard, with the token bound to this form (`form`, the form's id): nothing is
 *    stored, and the visitor is never told "sent" (success shows only for a stored lead). A
 *    post sooner than a person usually fills a form (an autofilled form, or a bot) is held
 *    until the minimum fill time has passed, never refused; a refusal (honeypot, other site,
 *    bad, expired or another form's token, rate limit) gets the error toast, its values back
 *    and a fresh token;
 * 4. hand the valid values to `accept`, which turns them into the lead with the form's pure
 *    mapper and stores it with `form.acceptLead` (acceptLead with this request's services and
 *    visitor, plus the prospect cookie when the browser sent its first ADF lead); success
 *    toast and a fresh token, or a redirect to the form's confirmation page when `accept`
 *    names one (the long forms), or, for a short form that names a `confirmation`, the
 *    confirmation the page shows in place of the form (no toast: one message), or, if storing
 *    failed, the error toast with the values kept (503, not 500). A page's action is then a
 *    few lines:
 *
 *      return handleLeadForm({ request, context, form: CAREERS_FORM_ID, schema: careersSchema,
 *        toasts: CAREERS_TOASTS, accept: (value, form) => form.acceptLead(toCareersLead(value, form)) });
 */
export type LeadFormOutcome = "invalid" | "sent" | "refused" | "failed" | "refreshed";

export type LeadFormActionData<Sent = unknown> = {
  result: SubmissionResult<string[]>;
  token: string;
  toasts: ToastMessage[];
  outcome: LeadFormOutcome;
  /** The visitor's four contact fields were saved for the first time: the page pushes the Lead event. */
  firstCompleteSave?: boolean;
  /** A short form's confirmation, once its lead is stored (the page shows it in place of the form). */
  confirmation?: LeadFormConfirmation<Sent>;
};

export type LeadFormToasts = {
  success: { summary: string; detail: string };
  error: { summary: string; detail: string };
};

/**
 * What `accept` may answer: the stored lead, or "nothing to send" (e.g. unchanged visitor
 * data), and where the visitor goes next (a long form's confirmation page, 303 with or
 * without JavaScript, so reloading it sends nothing again).
 */
export type AcceptOutcome = {
  headers: Headers;
  leadId?: string;
  redirectTo?: string;
  /** Set by `form.acceptLead` when the lead's details completed the visitor profile for the first time. */
  firstCompleteSave?: boolean;
};

/** The posted form as `accept` sees it: what every mapper needs, and the way to store the lead. */
export type LeadFormSubmission = LeadFormContext & {
  acceptLead: (
    input: AcceptLeadInput,
  ) => Promise<AcceptOutcome & { leadId: string; duplicate: boolean; firstCompleteSave: boolean }>;
};

/** The services acceptLead needs: the request's, and the staff directory a kind's copies go to. */
export function leadServicesOf(services: AppServices): LeadServices {
  return { ...services, staff: services.content.staff };
}

/** The page's own URL, which acceptLead records as where the lead came from. */
export function pageUrl(request: Request): string {
  const url = new URL(request.url);
  return `${url.origin}${url.pathname}`;
}

/**
 * acceptLead with this request's services and visitor; marks the browser after its first ADF
 * lead, and remembers the visitor's details for their next form (the visitor profile, only
 * when they allow functional cookies; the lead is sent either way).
 */
async function acceptFormLead(request: Request, context: AppLoadContext, input: AcceptLeadInput) {
  const { services, visitor } = context;
  const lead = await acceptLead(leadServicesOf(services), input, visitor);
  const headers = await prospectHeaders(lead.markProspect, request, services);
  let firstCompleteSave = false;
  if (!lead.duplicate) {
    const secure = secureFor(request, services.env.siteUrl);
    const remembered = await rememberVisitorDetails(visitor, profileDetailsOf(input.user), services, secure);
    for (const line of remembered.setCookies) headers.append("Set-Cookie", line);
    firstCompleteSave = remembered.firstCompleteSave;
  }
  // A new lead is a conversion: the page's data layer and Facebook's Conversions API (C3).
  if (!lead.duplicate) await announceLeadConversion(request, context, input, headers);
  return { leadId: lead.leadId, duplicate: lead.duplicate, headers, firstCompleteSave };
}

const textOf = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : undefined);

/** The most a lead form posts (the credit application with a co-borrower and 20 past jobs). */
const LEAD_FORM_LIMITS = { maxFields: 400, maxNameLength: 200, maxValueLength: 100_000, maxListIndex: 20 };

const status = (outcome: LeadFormOutcome, reason?: string) =>
  outcome === "invalid"
    ? 400
    : outcome === "failed"
      ? 503
      : outcome === "refused"
        ? reason === "rate-limited"
          ? 429
          : reason === "cross-origin"
            ? 403
            : 400
        : 200;

/** A form's toast in the request's language (`t`: the forms catalogue's translator). */
function toast(kind: keyof LeadFormToasts, toasts: LeadFormToasts, t: Translate): ToastMessage {
  const { summary, detail } = toasts[kind];
  return toastMessage(
    kind === "success" ? "success" : "error",
    leadToastText(summary, t),
    leadToastText(detail, t),
    crypto.randomUUID(),
  );
}

export async function handleLeadForm<S extends z.ZodType>(options: {
  request: Request;
  /** The request context: the services and the visitor the lead is stored with. */
  context: AppLoadContext;
  /** The form's id (its Conform id): its tokens are issued for it and accepted by it only. */
  form: string;
  /** The form's schema, or a builder that needs the posted form (e.g. the chosen date). */
  schema: S | ((formData: FormData) => S);
  toasts: LeadFormToasts;
  /** Names whose values are never echoed back (the SSN). */
  hideFields?: string[];
  accept: (value: z.output<S>, form: LeadFormSubmission) => Promise<AcceptOutcome>;
  /**
   * Where a plain-HTML post (no JavaScript) goes after success, so reloading the result
   * does not post again; the success toast travels in a flash cookie.
   */
  redirectWithoutJavaScript?: string;
  /**
   * A short form that ends on its confirmation in place of the form: the prefix of its
   * reference ("MSG" gives MSG-7K3M-Q9TZ), which the stored lead carries too.
   */
  confirmation?: { referencePrefix: string };
}) {
  const { request, context, toasts, hideFields } = options;
  const { services } = context;
  // Toasts and redirects in the language of the page that posted (/es/... is Spanish).
  const { language } = context.visitor;
  const t = translator(language, formsCatalogue);
  const freshToken = () => issueFormToken(services, options.form);
  const empty: SubmissionResult<string[]> = { status: "error", initialValue: null, error: {} };

  const formData = await readPostedForm(request, LEAD_FORM_LIMITS);
  if (!formData || [...formData.keys()].length === 0) {
    return data<LeadFormActionData<z.output<S>>>(
      { result: empty, token: freshToken(), toasts: [toast("error", toasts, t)], outcome: "refused" },
      { status: 400 },
    );
  }

  const schema = typeof options.schema === "function" ? options.schema(formData) : options.schema;
  let submission: Submission<z.input<S>, string[], z.output<S>>;
  try {
    submission = parseWithZod(formData, { schema }) as Submission<z.input<S>, string[], z.output<S>>;
  } catch {
    // A forged Conform intent (it is JSON): treat the post as junk.
    return data<LeadFormActionData<z.output<S>>>(
      { result: empty, token: freshToken(), toasts: [toast("error", toasts, t)], outcome: "refused" },
      { status: 400 },
    );
  }
  const postedToken = formData.get(LEAD_FORM_TOKEN_FIELD);
  const sameToken = typeof postedToken === "string" && postedToken.length <= 500 ? postedToken : freshToken();

  if (formData.get(REFRESH_FIELD) !== null) {
    // Without JavaScript, a button that asks the server to redraw the form for the choices
    // made so far (the scheduler's open times): what was typed comes back, no messages yet.
    return data<LeadFormActionData<z.output<S>>>(
      {
        result: { ...submission.reply({ hideFields }), error: {} },
        token: sameToken,
        toasts: [],
        outcome: "refreshed",
      },
      { status: 200 },
    );
  }

  if (submission.status !== "success") {
    // A list button (add or remove an address) is not an error: answer 200 with the new list.
    const outcome: LeadFormOutcome = "invalid";
    return data<LeadFormActionData<z.output<S>>>(
      { result: submission.reply({ hideFields }), token: sameToken, toasts: [], outcome },
      { status: submission.status === "error" ? 400 : 200 },
    );
  }

  const guard = await checkLeadForm(services, {
    form: options.form,
    token: textOf(formData.get(LEAD_FORM_TOKEN_FIELD)),
    honeypot: textOf(formData.get(LEAD_FORM_HONEYPOT_FIELD)),
    origin: postOriginOf(request),
    clientIp: context.visitor.clientIp,
    content: postedContent(formData, [LEAD_FORM_TOKEN_FIELD, LEAD_FORM_HONEYPOT_FIELD]),
  });
  if (!guard.ok) {
    // Nothing stored, so nothing says "sent": success shows only for a stored lead.
    getLogger().warn({ reason: guard.reason, form: options.form }, "lead form not accepted");
    return data<LeadFormActionData<z.output<S>>>(
      {
        result: submission.reply({ hideFields }),
        token: freshToken(),
        toasts: [toast("error", toasts, t)],
        outcome: "refused",
      },
      { status: status("refused", guard.reason) },
    );
  }

  // Derived from the idempotency key: a repeated post (a reload) names the same reference.
  const reference = options.confirmation
    ? leadReference(options.confirmation.referencePrefix, guard.idempotencyKey)
    : undefined;
  let accepted: AcceptOutcome;
  try {
    const form: LeadFormContext = { idempotencyKey: guard.idempotencyKey, pageUrl: pageUrl(request) };
    accepted = await options.accept(submission.value, {
      ...form,
      // The lead carries the reference its confirmation shows, so the dealer finds what is quoted.
      acceptLead: (input) =>
        acceptFormLead(request, context, reference && !input.reference ? { ...input, reference } : input),
    });
  } catch (error) {
    // Never the form's values in the log: only what failed.
    getLogger().error(
      { err: { name: (error as Error)?.name, message: (error as Error)?.message } },
      "lead not stored",
    );
    return data<LeadFormActionData<z.output<S>>>(
      {
        result: submission.reply({ hideFields }),
        token: sameToken,
        toasts: [toast("error", toasts, t)],
        outcome: "failed",
      },
      { status: status("failed") },
    );
  }
  if (accepted.redirectTo)
    throw redirect(localizePath(accepted.redirectTo, language), { status: 303, headers: accepted.headers });
  if (reference) {
    // One message: the confirmation replaces the form, and no toast repeats it.
    const { summary, detail } = toasts.success;
    const sent = hideFields?.length
      ? (Object.fromEntries(
          Object.entries(submission.value as object).filter(([name]) => !hideFields.includes(name)),
        ) as z.output<S>)
      : submission.value;
    return data<LeadFormActionData<z.output<S>>>(
      {
        result: submission.reply(),
        token: freshToken(),
        toasts: [],
        outcome: "sent",
        confirmation: {
          summary: leadToastText(summary, t),
          detail: leadToastText(detail, t),
          reference,
          sent,
        },
        ...(accepted.firstCompleteSave ? { firstCompleteSave: true } : {}),
      },
      { status: 200, headers: accepted.headers },
    );
  }
  const success = toast("success", toasts, t);
  if (options.redirectWithoutJavaScript && formData.get(ENHANCED_FIELD) !== "1") {
    const headers = new Headers(accepted.headers);
    headers.append("Set-Cookie", await flashToastsCookie(services, [success]));
    throw redirect(localizePath(options.redirectWithoutJavaScript, language), { status: 303, headers });
  }
  return data<LeadFormActionData<z.output<S>>>(
    {
      result: submission.reply({ resetForm: true }),
      token: freshToken(),
      toasts: [success],
      outcome: "sent",
      ...(accepted.firstCompleteSave ? { firstCompleteSave: true } : {}),
    },
    { status: 200, headers: accepted.headers },
  );
}
