import { type CookieKeysEnv, readCookie, signedCookiesOf } from "~/lib/http/cookies.server";
import { type ConsentState, cookieDomainsOf, parseStoredConsent, type StoredConsent } from "./consent";
import { type ConsentServices, consentConfigOf } from "./consent-config";

/**
 * The consent the request carries: the site's tier and revision, the signed `cookieConsent`
 * (a forged or foreign one reads as none) and Global Privacy Control (`Sec-GPC: 1`).
 */
export async function readConsentState(
  headers: Headers,
  services: ConsentServices & { env: CookieKeysEnv },
): Promise<ConsentState> {
  const { tier, revision } = consentConfigOf(services);
  const value = await readCookie(signedCookiesOf(services.env).cookieConsent, headers.get("cookie"));
  return { tier, revision, stored: parseStoredConsent(value), gpc: headers.get("sec-gpc")?.trim() === "1" };
}

/** The Set-Cookie header that keeps a choice for 12 months. */
export function consentSetCookie(
  stored: StoredConsent,
  env: CookieKeysEnv,
  secure: boolean,
): Promise<string> {
  return signedCookiesOf(env).cookieConsent.serialize(stored, { secure });
}

/** The names of the cookies a request carries. */
export function cookieNamesOf(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(";")
    .map((pair) => pair.split("=")[0]!.trim())
    .filter((name) => /^[\w!#$%&'*+.^`|~-]+$/.test(name));
}

/**
 * Set-Cookie headers that delete cookies (Max-Age=0 on path /): host-only, and on each parent
 * domain of `host` they may have been set on (analytics scripts use the widest one).
 */
export function expireCookieHeaders(names: readonly string[], host: string, secure: boolean): string[] {
  const base = `=; Max-Age=0; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  const domains = cookieDomainsOf(host);
  return names.flatMap((name) => [
    `${name}${base}`,
    ...domains.map((domain) => `${name}${base}; Domain=${domain}`),
  ]);
}
