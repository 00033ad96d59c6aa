import { type Cookie, createCookie } from "react-router";
import { deriveKey } from "~/lib/crypto/derive-key.server";
import { siteEncryptionKey, siteKey } from "~/lib/crypto/site-secrets.server";
import type { Env } from "~/lib/env.server";

/**
 * Every cookie the site sets, in one place, read and written with React Router's
 * createCookie (values are JSON, base64-encoded). Each is httpOnly and SameSite=Lax; `secure`
 * is added per response when the site is served over https.
 *
 * A cookie whose content the server acts on is signed (`signedCookiesOf`): the visitor
 * profile, which fills in a form and decides whether a lead is sent again, and the flash
 * toast, which the page shows as the site's own words. A forged or altered one reads as
 * absent. The flags and preferences below are not signed: forging them changes nothing but
 * the forger's own view.
 */
const base = { path: "/", httpOnly: true, sameSite: "lax" } as const;

/**
 * This browser already sent an ADF lead: a session cookie (no expiry), as spec section 4 says.
 * Its presence is the flag, and its value stays the `1` browsers already carry (not the JSON
 * the other cookies hold), so a visitor's flag survives this release: serialize(true).
 */
export const prospectCookie = createCookie("adfLeadSent", { ...base, encode: () => "1" });

/** The tracked marketing parameters the visitor arrived with (spec section 9: 30 days). */
export const adsValuesCookie = createCookie("adsValues", { ...base, maxAge: 30 * 24 * 60 * 60 });

/**
 * The seller's sell-or-trade draft, only under /sell-trade-my-car: the draft's random id,
 * signed with the trade-in's own key (features/trade-in/signed-id.server.ts), kept as long as
 * an offer (its max-age is set with each page sent: settings' offerValidityDays).
 */
export const tradeInDraftCookie = createCookie("tradeInDraft", { ...base, path: "/sell-trade-my-car" });

export type SignedCookies = {
  /**
   * The visitor profile (spec section 3), 30 days. Its value is also encrypted (AES-256-GCM,
   * features/visitor/visitor.server.ts), so the browser holds no readable personal data.
   */
  visitorProfile: Cookie;
  /** A toast that survives a redirect (no-JavaScript form posts): read once by the next page. */
  flashToast: Cookie;
  /**
   * The visitor's cookie consent (features/consent): the choice, its record's id, the policy
   * revision, when, and GPC; 12 months. Signed, so the server trusts only its own; NOT
   * httpOnly, so the browser's scripts read the choice (lib/consent/browser-consent.ts).
   */
  cookieConsent: Cookie;
  /**
   * The lead gates the visitor passed (features/gates/lead-gates.ts): private inventory, price
   * unlock, personalised-pricing terms, verified phone; 90 days, essential (the visitor asked
   * for what the gate hides). Its value is also encrypted (gate-cookie.server.ts).
   */
  leadGates: Cookie;
};

/** The visitor profile is kept 30 days (spec section 3). */
const VISITOR_PROFILE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export type CookieKeysEnv = Pick<Env, "dataDir" | "leads">;

/**
 * The signing secret, derived from LEAD_FORM_SECRET (the site's signing secret, generated into
 * DATA_DIR/secrets/ when unset) for this purpose only: every instance with the same secret
 * reads the others' cookies, and a cookie signature is never a valid form token.
 */
export function cookieSigningSecret(env: CookieKeysEnv): string {
  return siteKey(env, "cookie-signing").toString("base64");
}

/** The key that encrypts the lead gates' cookie, derived from LEAD_ENCRYPTION_KEY. */
export function leadGatesKey(env: CookieKeysEnv): Buffer {
  return deriveKey(siteEncryptionKey(env), "lead-gates-cookie");
}

/** The key that encrypts the visitor profile, derived from LEAD_ENCRYPTION_KEY. */
export function visitorProfileKey(env: CookieKeysEnv): Buffer {
  return deriveKey(siteEncryptionKey(env), "visitor-profile-cookie");
}

// One set per environment (per process; tests bring their own environment and so their own keys).
const signed = new WeakMap<object, SignedCookies>();

export function signedCookiesOf(env: CookieKeysEnv): SignedCookies {
  let cookies = signed.get(env);
  if (!cookies) {
    const secrets = [cookieSigningSecret(env)];
    cookies = {
      visitorProfile: createCookie("visitorProfile", {
        ...base,
        maxAge: VISITOR_PROFILE_MAX_AGE_SECONDS,
        secrets,
      }),
      flashToast: createCookie("flashToast", { ...base, maxAge: 60, secrets }),
      cookieConsent: createCookie("cookieConsent", {
        ...base,
        httpOnly: false,
        maxAge: 365 * 24 * 60 * 60,
        secrets,
      }),
      leadGates: createCookie("leadGates", { ...base, maxAge: 90 * 24 * 60 * 60, secrets }),
    };
    signed.set(env, cookies);
  }
  return cookies;
}

/** Whether cookies set in answer to this request should be `Secure`. */
export function secureFor(request: Request, siteUrl: string): boolean {
  return new URL(request.url).protocol === "https:" || siteUrl.startsWith("https:");
}

/**
 * A cookie's value, or undefined when it is absent or not ours: a malformed value, or a
 * signed cookie whose signature does not match (createCookie's parse answers null).
 */
export async function readCookie(cookie: Cookie, header: string | null): Promise<unknown> {
  try {
    return (await cookie.parse(header)) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * A cookie whose value travels as plain text (`moline`), not React Router's base64 JSON, so
 * the browser's own scripts read it from document.cookie: the value is a JSON string inside,
 * plain on the wire.
 */
const plainText = {
  encode: (base64Json: string) =>
    encodeURIComponent(String(JSON.parse(Buffer.from(base64Json, "base64").toString("utf8")))),
  decode: (raw: string) => {
    let text = raw;
    try {
      text = decodeURIComponent(raw);
    } catch {
      // Not ours: read as written, and the caller's check refuses it.
    }
    return Buffer.from(JSON.stringify(text), "utf8").toString("base64");
  },
};

/**
 * The store the visitor chose (spec section 3, userSelectedStore): a store key of
 * content/locations.json, 30 days, functional. NOT httpOnly: pages stay shared, so the header,
 * the contact page and the car lists read it in the browser after load; no loader reads it.
 */
export const userSelectedStoreCookie = createCookie("userSelectedStore", {
  ...base,
  httpOnly: false,
  maxAge: 30 * 24 * 60 * 60,
  ...plainText,
});

/**
 * The browser's random id (spec section 3, uniqueUserId), created on the first complete save
 * of the visitor profile: a UUID, 12 months, functional, httpOnly (no script needs it).
 */
export const uniqueUserIdCookie = createCookie("uniqueUserId", { ...base, maxAge: 365 * 24 * 60 * 60 });

/**
 * A lead the site just stored, for the page's tag manager (components/tracking/tracker.ts):
 * its kind, the event id the Conversions API got, and the car it is about, as JSON in plain
 * text. Set with a stored lead's answer (a form's reply or its redirect to a confirmation
 * page) only when a tag manager is configured and the visitor allows analytics or targeting;
 * the page's script reads it once and deletes it. 60 seconds, NOT httpOnly.
 */
export const leadEventCookie = createCookie("leadEvent", {
  ...base,
  httpOnly: false,
  maxAge: 60,
  ...plainText,
});
