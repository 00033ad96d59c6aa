import crypto from "node:crypto";
import { type AppLoadContext, redirect } from "react-router";
import {
  allowedChoice,
  COOKIE_SETTINGS_PATH,
  type ConsentChoice,
  type ConsentState,
  cookiesToDelete,
  isConsentAction,
  outcomeOf,
  safeReturnPath,
} from "~/features/consent/consent";
import {
  consentSetCookie,
  cookieNamesOf,
  expireCookieHeaders,
} from "~/features/consent/consent-cookie.server";
import { recordConsent } from "~/features/consent/consent-records.server";
import { isSameOrigin } from "~/features/leads/intake/form-guard.server";
import { pickAdsValues } from "~/features/visitor/marketing-params";
import { adsValuesCookie, readCookie, secureFor, uniqueUserIdCookie } from "~/lib/http/cookies.server";
import { readPostedForm } from "~/lib/http/posted-form.server";
import { languageOfPath, localizePath } from "~/lib/i18n";
import { postOriginOf } from "~/routes/+shared/lead-request.server";
import { json, readJsonRequest, withinRateLimit } from "~/routes/api/json-api.server";

/**
 * POST /consent: the visitor's cookie choice, from the dialog (JSON, with JavaScript) or its
 * form (url-encoded, without). Fields: `action` (manage, deny, acceptAll, allowAll,
 * closeAndContinue, save), the Manage panel's `functional`, `analytics` and `targeting`
 * switches, `returnTo` (the page's path and query) and, from the browser code, `gpc`.
 *
 * Only from this site's pages (Origin, else Sec-Fetch-Site, else Referer: 403) and within a
 * per-address limit (429); the body is capped by the server (64 KiB) and by the form's
 * limits here (400). A choice the tier does not offer is refused (400). Then:
 * - the choice, with Global Privacy Control (the `Sec-GPC: 1` header, or the browser's flag)
 *   forcing targeting off, is recorded as proof (consent_records) and kept in `cookieConsent`;
 * - the cookies of every category it refuses that the request carries are expired, host-only
 *   and on each parent domain (the browser code deletes the ones scripts set, too);
 * - functional allowed and the page's URL carrying campaign parameters: they are kept in
 *   `adsValues` (a page without JavaScript has no other way to keep them);
 * - JSON answers 200 `{ consent }`; a form is sent back to `returnTo` (303). Manage without
 *   JavaScript goes to the Manage form, /cookie-settings, which posts here again.
 */
export const CONSENT_RATE_LIMITS = [
  { points: 30, durationSeconds: 10 * 60 },
  { points: 200, durationSeconds: 24 * 60 * 60 },
];

const FORM_LIMITS = { maxFields: 10, maxNameLength: 20, maxValueLength: 2100 };

type Posted = { fields: Record<string, unknown>; asJson: boolean };

/** A refusal: JSON for the dialog's fetch, a short plain text for a form post. */
function refuse(asJson: boolean, status: number, message: string): Response {
  if (asJson) return json({ success: false, error: message, message }, status);
  return new Response(message, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

const isJson = (request: Request) =>
  /^application\/json\b/i.test(request.headers.get("content-type") ?? "") ||
  /^application\/json\b/i.test(request.headers.get("accept") ?? "");

async function readPost(request: Request, context: AppLoadContext): Promise<Posted | Response> {
  const type = request.headers.get("content-type") ?? "";
  if (/^application\/json\b/i.test(type)) {
    const body = await readJsonRequest(request, context.services);
    if (!body.ok) return refuse(true, body.status, body.message);
    const fields = body.value && typeof body.value === "object" ? body.value : {};
    return { fields: fields as Record<string, unknown>, asJson: true };
  }
  const form = await readPostedForm(request, FORM_LIMITS);
  if (!form) return refuse(false, 400, "The form could not be read.");
  return { fields: Object.fromEntries(form), asJson: false };
}

/** A switch as JSON (true) or a checked checkbox (`on`, or any value but "false"/"off"). */
function switchOn(value: unknown): boolean {
  if (typeof value === "boolean") return value;
  return typeof value === "string" && value !== "" && value !== "false" && value !== "off";
}

export async function consentAction(request: Request, context: AppLoadContext): Promise<Response> {
  const { services, visitor } = context;
  const { env, db } = services;
  const asJson = isJson(request);
  if (request.method !== "POST") return refuse(asJson, 405, "Use POST.");
  if (!isSameOrigin(postOriginOf(request), [new URL(env.siteUrl).host]))
    return refuse(asJson, 403, "Cross-origin requests are not accepted.");
  if (!(await withinRateLimit(request, services, "consent", CONSENT_RATE_LIMITS)))
    return refuse(asJson, 429, "Too many requests. Please try again later.");

  const posted = await readPost(request, context);
  if (posted instanceof Response) return posted;
  const { fields } = posted;
  const action = fields.action;
  if (!isConsentAction(action)) return refuse(posted.asJson, 400, "Choose one of the dialog's buttons.");
  const returnTo = safeReturnPath(fields.returnTo);
  const language = languageOfPath(new URL(returnTo, "http://site").pathname);

  // A browser that says it sends GPC is believed (it can only restrict); the header always counts.
  const gpc = visitor.consent.gpc || fields.gpc === true || fields.gpc === "1";
  const state: ConsentState = { ...visitor.consent, gpc };
  const panel: ConsentChoice = {
    functional: switchOn(fields.functional),
    analytics: switchOn(fields.analytics),
    targeting: switchOn(fields.targeting),
  };
  const outcome = outcomeOf(action, state, panel);
  if (outcome.kind === "notOffered") return refuse(posted.asJson, 400, "This choice is not offered.");
  if (outcome.kind === "manage") {
    if (posted.asJson) return refuse(true, 400, "Manage opens the settings; there is nothing to save.");
    const settings = localizePath(COOKIE_SETTINGS_PATH, language);
    return redirect(`${settings}?returnTo=${encodeURIComponent(returnTo)}`, 303);
  }

  const stored = await recordConsent(db, {
    ...outcome.choice,
    revision: state.revision,
    tier: state.tier,
    language,
    gpc,
  });
  const secure = secureFor(request, env.siteUrl);
  const headers = new Headers();
  headers.append("Set-Cookie", await consentSetCookie(stored, env, secure));
  const refused = cookiesToDelete(
    allowedChoice({ ...state, stored }),
    cookieNamesOf(request.headers.get("cookie")),
  );
  for (const line of expireCookieHeaders(refused, new URL(request.url).hostname, secure))
    headers.append("Set-Cookie", line);
  const functional = allowedChoice({ ...state, stored }).functional;
  if (!posted.asJson && functional) {
    const campaign = pickAdsValues(Object.fromEntries(new URL(returnTo, "http://site").searchParams));
    if (campaign) headers.append("Set-Cookie", await adsValuesCookie.serialize(campaign, { secure }));
  }
  // The browser's id ("generated if missing", spec section 3) from the moment functional is
  // allowed, not only after a first complete save: experiments assign by it, and a visitor who
  // never sends a form would otherwise always see the control.
  if (functional && !(await readCookie(uniqueUserIdCookie, request.headers.get("cookie"))))
    headers.append("Set-Cookie", await uniqueUserIdCookie.serialize(crypto.randomUUID(), { secure }));
  if (posted.asJson) return json({ success: true, consent: stored }, 200, headers);
  headers.set("Location", returnTo);
  return new Response(null, { status: 303, headers });
}
