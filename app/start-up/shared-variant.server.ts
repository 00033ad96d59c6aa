import { isAllowed, isAnswered } from "~/features/consent/consent";
import { cookieNamesOf, readConsentState } from "~/features/consent/consent-cookie.server";
import { activeExperiments } from "~/features/experiments/experiment";
import {
  adsValuesCookie,
  prospectCookie,
  signedCookiesOf,
  tradeInDraftCookie,
  uniqueUserIdCookie,
} from "~/lib/http/cookies.server";
import { languageOfPath } from "~/lib/i18n";
import type { AppServices } from "./app-services.server";

/**
 * Which shared document a request would get, decided BEFORE rendering, for the origin cache
 * (server/origin-cache.ts): the variant key a render of this request would record with
 * `ResponseCacheClass.varyBy`, or `undefined` when only a render can tell (the request carries
 * something of its own).
 *
 * - A cookie the server reads to show something of this visitor (the profile, the prospect
 *   flag, campaign values, unlocked gates, a flash message, a trade-in draft): undefined. The
 *   same list a CDN passes through (docs/operations.md).
 * - While an experiment runs, a visitor with an experiment id who allows functional cookies:
 *   undefined (their variant is computed by the root loader).
 * - Otherwise the consent dimension (answered the current policy revision or not) and Global
 *   Privacy Control, which the Manage panel reports. A render that varies on anything else is
 *   not kept (the cache compares its dimensions with these).
 */
export async function sharedVariantOf(
  url: URL,
  headers: Headers,
  servicesIn: (language: ReturnType<typeof languageOfPath>) => AppServices,
): Promise<string | undefined> {
  const services = servicesIn(languageOfPath(url.pathname));
  const names = new Set(cookieNamesOf(headers.get("cookie")));
  for (const name of personalCookieNames(services)) if (names.has(name)) return undefined;
  const consent = await readConsentState(headers, services);
  if (
    names.has(uniqueUserIdCookie.name) &&
    activeExperiments(services.experiments).length > 0 &&
    isAllowed("functional", consent)
  )
    return undefined;
  return `consent=${isAnswered(consent) ? "answered" : "unanswered"};gpc=${consent.gpc ? 1 : 0}`;
}

/** The visitor's personal fields, by the cookie each is read from (request-context.server.ts). */
export function cookieOfField(field: string): string | undefined {
  return field === "uniqueUserId" ? uniqueUserIdCookie.name : undefined;
}

function personalCookieNames(services: AppServices): string[] {
  const signed = signedCookiesOf(services.env);
  return [
    signed.visitorProfile.name,
    signed.leadGates.name,
    signed.flashToast.name,
    prospectCookie.name,
    adsValuesCookie.name,
    tradeInDraftCookie.name,
  ];
}
