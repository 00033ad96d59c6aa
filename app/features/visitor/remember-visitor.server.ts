import crypto from "node:crypto";
import { isStoreKey } from "~/features/company/store-order";
import { type ConsentState, isAllowed } from "~/features/consent/consent";
import { forgetLeadGatesSetCookie } from "~/features/gates/gate-cookie.server";
import {
  adsValuesCookie,
  type CookieKeysEnv,
  uniqueUserIdCookie,
  userSelectedStoreCookie,
} from "~/lib/http/cookies.server";
import { type AdsValues, pickAdsValues } from "./marketing-params";
import {
  type ProfileDetails,
  saveVisitorProfile,
  type VisitorProfile,
  verifiedPhoneProfile,
} from "./profile";
import { forgetVisitorProfileSetCookie, visitorProfileSetCookie } from "./visitor.server";

/**
 * What the site remembers of a visitor, written by actions only and only when the visitor
 * allows functional cookies (spec section 3): the profile, the uniqueUserId, the selected store
 * and the campaign values (adsValues). A refusal never stops a lead: the lead is the visitor's
 * own request and is sent; only the remembering is skipped. Each function answers the
 * Set-Cookie lines to add (none when nothing may be kept).
 */
type Services = { env: CookieKeysEnv };

/** Whether this visitor allows functional cookies (the server's reading of their consent cookie). */
export function functionalAllowed(visitor: { consent: ConsentState }): boolean {
  return isAllowed("functional", visitor.consent);
}

type RememberingVisitor = {
  consent: ConsentState;
  profile: VisitorProfile;
  uniqueUserId: string | undefined;
};

/**
 * A lead form's details saved over the profile (the rules: profile.ts `saveVisitorProfile`).
 * `firstCompleteSave` tells the form's page to push the Lead event.
 */
export async function rememberVisitorDetails(
  visitor: RememberingVisitor,
  details: ProfileDetails,
  services: Services,
  secure: boolean,
): Promise<{ setCookies: string[]; firstCompleteSave: boolean }> {
  const save = saveVisitorProfile(visitor.profile, details, {
    functionalAllowed: functionalAllowed(visitor),
    uniqueUserId: visitor.uniqueUserId,
    now: Date.now(),
    newId: () => crypto.randomUUID(),
  });
  if (!save.remembered) return { setCookies: [], firstCompleteSave: false };
  const setCookies = [await visitorProfileSetCookie(save.profile, services, secure)];
  if (save.writeUniqueUserId && save.uniqueUserId)
    setCookies.push(await uniqueUserIdCookie.serialize(save.uniqueUserId, { secure }));
  return { setCookies, firstCompleteSave: save.firstCompleteSave };
}

/** The phone the visitor just verified by SMS, remembered as verified (spec section 4). */
export async function rememberVerifiedPhone(
  visitor: Pick<RememberingVisitor, "consent" | "profile">,
  phone: string,
  services: Services,
  secure: boolean,
): Promise<string[]> {
  const profile = verifiedPhoneProfile(visitor.profile, phone, functionalAllowed(visitor));
  return profile ? [await visitorProfileSetCookie(profile, services, secure)] : [];
}

/**
 * "Not you? Clear my details": the profile, the browser's id and the lead gates go (they are
 * the previous person's: their verified phone, their credit band and down payment); the
 * selected store and campaign values stay (they describe the visit, not a person).
 */
export async function forgetVisitorSetCookies(services: Services, secure: boolean): Promise<string[]> {
  return [
    await forgetVisitorProfileSetCookie(services, secure),
    await uniqueUserIdCookie.serialize("", { secure, maxAge: 0 }),
    await forgetLeadGatesSetCookie(services, secure),
  ];
}

/**
 * The campaign values of a landing (spec section 9), 30 days. The newest landing's values
 * replace the older ones as a whole (last click wins): mixing a Facebook source with an
 * older Google click id would credit neither campaign correctly.
 */
export async function adsValuesSetCookie(
  visitor: { consent: ConsentState },
  values: Record<string, unknown>,
  secure: boolean,
): Promise<string[]> {
  const ads: AdsValues | undefined = pickAdsValues(values);
  if (!ads || !functionalAllowed(visitor)) return [];
  return [await adsValuesCookie.serialize(ads, { secure })];
}

/** The store the visitor chose, 30 days; nothing for an unknown key or without functional consent. */
export async function selectedStoreSetCookie(
  visitor: { consent: ConsentState },
  store: unknown,
  secure: boolean,
): Promise<string[]> {
  if (!isStoreKey(store) || !functionalAllowed(visitor)) return [];
  return [await userSelectedStoreCookie.serialize(store, { secure })];
}
