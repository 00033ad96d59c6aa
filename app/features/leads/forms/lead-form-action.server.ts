import crypto from "node:crypto";
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { createCookie, data, redirect } from "react-router";
import type { z } from "zod";
import { type ToastMessage, toastMessage } from "~/components/ui/toast";
import { getLogger } from "~/lib/logger.server";
import type { AcceptLeadResult } from "../accept-lead.server";
import { checkLeadForm, issueFormToken } from "../form-guard.server";
import { LEAD_FORM_TOKEN_FIELD } from "../form-guard-fields";
import { ENHANCED_FIELD } from "./common";

/**
 * The action of every lead form, in one place so each page's action stays a few lines:
 *
 * 1. read the form (a body that is not a form is a 400, never a 500);
 * 2. validate it with the page's schema (the same one the browser runs). Invalid: 400
 *    with the messages and what was typed (secret fields excepted) and the SAME token, so
 *    the idempotency key survives the correction. Validation comes before the guard so a
 *    visitor correcting mistakes without JavaScript is not counted by the rate limit;
 * 3. the spam guard: spam (honeypot, too fast) gets the success toast and nothing is
 *    stored; a refused post (other site, bad or expired token, rate limit) gets the error
 *    toast, its values back and a fresh token;
 * 4. hand the lead to `accept` (acceptLead); success toast and a fresh token, or, if
 *    storing failed, the error toast with the values kept (503, not 500).
 */
export type LeadFormOutcome = "invalid" | "sent" | "refused" | "failed";

export type LeadFormActionData = {
  result: SubmissionResult<string[]>;
  token: string;
  toasts: ToastMessage[];
  outcome: LeadFormOutcome;
};

export type LeadFormToasts = {
  success: { summary: string; detail: string };
  error: { summary: string; detail: string };
};

/** What `accept` may answer: the stored lead, or "nothing to send" (e.g. unchanged visitor data). */
export type AcceptOutcome = Pick<AcceptLeadResult, "headers"> & Partial<Pick<AcceptLeadResult, "leadId">>;

/** Forms with more fields than this, or list indexes above MAX_LIST_INDEX, are junk. */
const MAX_FIELDS = 400;
const MAX_LIST_INDEX = 20;
const MAX_VALUE_LENGTH = 100_000;

function looksLikeJunk(formData: FormData): boolean {
  let count = 0;
  for (const [name, value] of formData.entries()) {
    count += 1;
    if (count > MAX_FIELDS || name.length > 200) return true;
    if (typeof value !== "string") return true; // no lead form uploads files
    if (value.length > MAX_VALUE_LENGTH) return true;
    for (const match of name.matchAll(/\[(\d+)\]/g)) if (Number(match[1]) > MAX_LIST_INDEX) return true;
  }
  return false;
}

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

function toast(kind: keyof LeadFormToasts, toasts: LeadFormToasts): ToastMessage {
  const { summary, detail } = toasts[kind];
  return toastMessage(kind === "success" ? "success" : "error", summary, detail, crypto.randomUUID());
}

export async function handleLeadForm<S extends z.ZodType>(options: {
  request: Request;
  /** The form's schema, or a builder that needs the posted form (e.g. the chosen date). */
  schema: S | ((formData: FormData) => S);
  toasts: LeadFormToasts;
  /** Names whose values are never echoed back (the SSN). */
  hideFields?: string[];
  accept: (
    value: z.output<S>,
    context: { idempotencyKey: string; request: Request },
  ) => Promise<AcceptOutcome>;
  /**
   * Where a plain-HTML post (no JavaScript) goes after success, so reloading the result
   * does not post again; the success toast travels in a flash cookie.
   */
  redirectWithoutJavaScript?: string;
}) {
  const { request, toasts, hideFields } = options;
  const empty: SubmissionResult<string[]> = { status: "error", initialValue: null, error: {} };

  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    formData = new FormData();
  }
  if ([...formData.keys()].length === 0 || looksLikeJunk(formData)) {
    return data<LeadFormActionData>(
      { result: empty, token: issueFormToken(), toasts: [toast("error", toasts)], outcome: "refused" },
      { status: 400 },
    );
  }

  const schema = typeof options.schema === "function" ? options.schema(formData) : options.schema;
  let submission: Submission<z.input<S>, string[], z.output<S>>;
  try {
    submission = parseWithZod(formData, { schema }) as Submission<z.input<S>, string[], z.output<S>>;
  } catch {
    // A forged Conform intent (it is JSON): treat the post as junk.
    return data<LeadFormActionData>(
      { result: empty, token: issueFormToken(), toasts: [toast("error", toasts)], outcome: "refused" },
      { status: 400 },
    );
  }
  const postedToken = formData.get(LEAD_FORM_TOKEN_FIELD);
  const sameToken =
    typeof postedToken === "string" && postedToken.length <= 500 ? postedToken : issueFormToken();

  if (submission.status !== "success") {
    // A list button (add or remove an address) is not an error: answer 200 with the new list.
    const outcome: LeadFormOutcome = "invalid";
    return data<LeadFormActionData>(
      { result: submission.reply({ hideFields }), token: sameToken, toasts: [], outcome },
      { status: submission.status === "error" ? 400 : 200 },
    );
  }

  const guard = await checkLeadForm(request, formData);
  if (!guard.ok && guard.silent) {
    getLogger().info({ reason: guard.reason }, "lead form dropped as spam");
    return data<LeadFormActionData>({
      result: submission.reply({ resetForm: true }),
      token: issueFormToken(),
      toasts: [toast("success", toasts)],
      outcome: "sent",
    });
  }
  if (!guard.ok) {
    getLogger().warn({ reason: guard.reason }, "lead form refused");
    return data<LeadFormActionData>(
      {
        result: submission.reply({ hideFields }),
        token: issueFormToken(),
        toasts: [toast("error", toasts)],
        outcome: "refused",
      },
      { status: status("refused", guard.reason) },
    );
  }

  let accepted: AcceptOutcome;
  try {
    accepted = await options.accept(submission.value, { idempotencyKey: guard.idempotencyKey, request });
  } catch (error) {
    // Never the form's values in the log: only what failed.
    getLogger().error(
      { err: { name: (error as Error)?.name, message: (error as Error)?.message } },
      "lead not stored",
    );
    return data<LeadFormActionData>(
      {
        result: submission.reply({ hideFields }),
        token: sameToken,
        toasts: [toast("error", toasts)],
        outcome: "failed",
      },
      { status: status("failed") },
    );
  }
  const success = toast("success", toasts);
  if (options.redirectWithoutJavaScript && formData.get(ENHANCED_FIELD) !== "1") {
    const headers = new Headers(accepted.headers);
    headers.append("Set-Cookie", await flashToastCookie.serialize([success]));
    throw redirect(options.redirectWithoutJavaScript, { status: 303, headers });
  }
  return data<LeadFormActionData>(
    {
      result: submission.reply({ resetForm: true }),
      token: issueFormToken(),
      toasts: [success],
      outcome: "sent",
    },
    { status: 200, headers: accepted.headers },
  );
}

/** A toast that survives a redirect: read once by the next page, then cleared. */
export const flashToastCookie = createCookie("flashToast", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 60,
});

export async function readFlashToasts(
  request: Request,
): Promise<{ toasts: ToastMessage[]; headers: Headers }> {
  const headers = new Headers();
  const cookieHeader = request.headers.get("cookie");
  let toasts: ToastMessage[] = [];
  try {
    const value: unknown = await flashToastCookie.parse(cookieHeader);
    if (Array.isArray(value)) toasts = value.filter(isToast).slice(0, 3);
  } catch {
    toasts = [];
  }
  if (cookieHeader?.includes("flashToast="))
    headers.append("Set-Cookie", await flashToastCookie.serialize("", { maxAge: 0 }));
  return { toasts, headers };
}

function isToast(value: unknown): value is ToastMessage {
  const t = value as ToastMessage;
  return (
    typeof t === "object" &&
    t !== null &&
    typeof t.id === "string" &&
    typeof t.summary === "string" &&
    typeof t.detail === "string" &&
    typeof t.severity === "string"
  );
}

/** The page's own URL, which acceptLead records as where the lead came from. */
export function pageUrl(request: Request): string {
  const url = new URL(request.url);
  return `${url.origin}${url.pathname}`;
}
