import { decryptField, encryptField } from "~/lib/crypto/field-encryption.server";
import { type CookieKeysEnv, leadGatesKey, readCookie, signedCookiesOf } from "~/lib/http/cookies.server";
import { type LeadGates, leadGatesSchema, NO_GATES } from "./lead-gates";

/**
 * The `leadGates` cookie: signed (React Router) and its value encrypted (AES-256-GCM, the
 * cookie's name as associated data), as the visitor profile is. A forged, altered or foreign
 * cookie reads as no gate passed: a visitor cannot unlock the private inventory by writing a
 * cookie.
 */
const ASSOCIATED_DATA = "leadGates";
type CookieServices = { env: CookieKeysEnv };

/** The gates passed, from a request's Cookie header (none when absent or unreadable). */
export async function readLeadGates(
  cookieHeader: string | null,
  { env }: CookieServices,
): Promise<LeadGates> {
  const sealed = await readCookie(signedCookiesOf(env).leadGates, cookieHeader);
  if (typeof sealed !== "string" || sealed === "") return NO_GATES;
  try {
    const parsed = leadGatesSchema.safeParse(
      JSON.parse(decryptField(sealed, leadGatesKey(env), ASSOCIATED_DATA)),
    );
    return parsed.success ? parsed.data : NO_GATES;
  } catch {
    return NO_GATES;
  }
}

/** The Set-Cookie header that keeps `gates`. */
export function leadGatesSetCookie(
  gates: LeadGates,
  { env }: CookieServices,
  secure: boolean,
): Promise<string> {
  const sealed = encryptField(JSON.stringify(gates), leadGatesKey(env), ASSOCIATED_DATA);
  return signedCookiesOf(env).leadGates.serialize(sealed, { secure });
}

/** The Set-Cookie header that forgets every gate ("Not you?"). */
export function forgetLeadGatesSetCookie({ env }: CookieServices, secure: boolean): Promise<string> {
  return signedCookiesOf(env).leadGates.serialize("", { secure, maxAge: 0 });
}
