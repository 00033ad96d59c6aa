import type { ConsentServices } from "~/features/consent/consent-config";
import { readConsentState } from "~/features/consent/consent-cookie.server";
import { readLeadGates } from "~/features/gates/gate-cookie.server";
import { decryptField, encryptField } from "~/lib/crypto/field-encryption.server";
import {
  adsValuesCookie,
  type CookieKeysEnv,
  prospectCookie,
  readCookie,
  signedCookiesOf,
  uniqueUserIdCookie,
  visitorProfileKey,
} from "~/lib/http/cookies.server";
import { languageOfPath } from "~/lib/i18n";
import { CLIENT_IP_HEADER } from "~/lib/rate-limit.server";
import { pickAdsValues } from "./marketing-params";
import { type VisitorProfile, visitorProfileSchema } from "./profile";
import type { Visitor } from "./visitor";

/**
 * The visitor as the browser's cookies describe them, read once per request. The profile
 * cookie is signed and its value encrypted: AES-256-GCM with a key derived from
 * LEAD_ENCRYPTION_KEY and the cookie's name as associated data, inside React Router's
 * signature. The browser (and anyone who reads its cookies) sees only ciphertext; a forged,
 * altered or foreign profile, or one from before the cookie was signed, reads as no profile.
 */
const PROFILE_ASSOCIATED_DATA = "visitorProfile";

type CookieServices = { env: CookieKeysEnv };

/**
 * Reads the visitor from a request's URL, cookies and headers; anything unreadable counts as
 * absent. The language is the URL's (`/es/...`), never a cookie's: a page is one document per
 * language.
 */
export async function readVisitor(
  url: URL,
  headers: Headers,
  // The consent settings come with the request's services (their absence: tier 3, revision 1).
  services: CookieServices & ConsentServices,
): Promise<Visitor> {
  const cookie = headers.get("cookie");
  const [sealedProfile, prospect, ads, userId] = await Promise.all([
    readCookie(signedCookiesOf(services.env).visitorProfile, cookie),
    readCookie(prospectCookie, cookie),
    readCookie(adsValuesCookie, cookie),
    readCookie(uniqueUserIdCookie, cookie),
  ]);
  const [consent, gates] = await Promise.all([
    readConsentState(headers, services),
    readLeadGates(cookie, services),
  ]);
  return {
    language: languageOfPath(url.pathname),
    profile: openProfile(sealedProfile, services),
    // Present with a value is the flag (prospectCookie's value is the plain `1`).
    prospectLeadSent: prospect !== undefined && prospect !== "",
    adsValues: ads && typeof ads === "object" ? pickAdsValues(ads as Record<string, unknown>) : undefined,
    uniqueUserId: typeof userId === "string" && /^[0-9a-f-]{36}$/i.test(userId) ? userId : undefined,
    clientIp: headers.get(CLIENT_IP_HEADER)?.trim() || "unknown",
    consent,
    gates,
  };
}

function openProfile(sealed: unknown, { env }: CookieServices): VisitorProfile {
  if (typeof sealed !== "string" || sealed === "") return {};
  try {
    const json = decryptField(sealed, visitorProfileKey(env), PROFILE_ASSOCIATED_DATA);
    const parsed = visitorProfileSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** The Set-Cookie header that saves a visitor profile, sealed. */
export function visitorProfileSetCookie(
  profile: VisitorProfile,
  services: CookieServices,
  secure: boolean,
): Promise<string> {
  const sealed = encryptField(
    JSON.stringify(profile),
    visitorProfileKey(services.env),
    PROFILE_ASSOCIATED_DATA,
  );
  return signedCookiesOf(services.env).visitorProfile.serialize(sealed, { secure });
}

/** The Set-Cookie header that forgets the visitor profile ("Not you?"). */
export function forgetVisitorProfileSetCookie(services: CookieServices, secure: boolean): Promise<string> {
  return signedCookiesOf(services.env).visitorProfile.serialize("", { secure, maxAge: 0 });
}
