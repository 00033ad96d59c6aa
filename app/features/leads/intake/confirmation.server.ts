import crypto from "node:crypto";
import { READABLE_CODE_ALPHABET, readableCode } from "~/lib/crypto/readable-code";
import { siteKey } from "~/lib/crypto/site-secrets.server";
import type { Env } from "~/lib/env.server";
import { pathWithoutLanguage } from "~/lib/i18n/languages";

/**
 * Where a long form (the full credit application, the service appointment, later the
 * trade-in) ends: its confirmation page, at a URL of its own with the lead's reference and
 * what the page shows (the store, the appointment's time), signed, e.g.
 *
 *   /service/schedule/confirmation?ref=SVC-7K3M-Q9TZ&store=rockford&at=2026-11-24T09%3A30&sig=…
 *
 * - The reference is a short human code derived from the form's idempotency key (a random
 *   UUID the visitor never sees): a double submit gives the same reference, it cannot be
 *   guessed, and it is never the database id. The lead carries it, so the dealer finds the
 *   lead the visitor quotes on the phone.
 * - The signature (an HMAC with a key derived from LEAD_FORM_SECRET) makes a crafted link
 *   (another store, another time) a link without a confirmation: the page then says so and
 *   helps, rather than showing what nobody sent.
 * - The page is a GET after a 303: reloading it sends nothing again.
 */
export type ConfirmationServices = { env: Pick<Env, "dataDir" | "leads"> };

/** "SVC-7K3M-Q9TZ": the prefix and 8 characters (40 bits) derived from the idempotency key. */
export function leadReference(prefix: string, idempotencyKey: string): string {
  const code = readableCode(`lead-reference:${idempotencyKey}`, 8);
  return `${prefix}-${code.slice(0, 4)}-${code.slice(4)}`;
}

/** A reference as the page accepts it: the prefix, then two groups of 4 from the alphabet. */
export function isLeadReference(prefix: string, value: string): boolean {
  const group = `[${READABLE_CODE_ALPHABET}]{4}`;
  return new RegExp(`^${prefix}-${group}-${group}$`).test(value);
}

const SIGNATURE = "sig";

function signatureOf(services: ConfirmationServices, path: string, params: URLSearchParams): string {
  const key = siteKey(services.env, "confirmation-page");
  const signed = [...params.entries()]
    .filter(([name]) => name !== SIGNATURE)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join("\n");
  return crypto.createHmac("sha256", key).update(`${path}\n${signed}`).digest("base64url").slice(0, 22);
}

/** The confirmation page's URL: `path` with `params` (the reference first) and their signature. */
export function confirmationUrl(
  services: ConfirmationServices,
  path: string,
  params: Record<string, string>,
): string {
  const query = new URLSearchParams(params);
  query.set(SIGNATURE, signatureOf(services, path, query));
  return `${path}?${query}`;
}

/**
 * The parameters of a confirmation page's URL when its signature holds (the reference and
 * what the page shows), or null: a visitor who came without a valid link.
 */
export function readConfirmationUrl(services: ConfirmationServices, url: URL): Record<string, string> | null {
  const given = url.searchParams.get(SIGNATURE);
  if (!given || url.search.length > 500) return null;
  // The page in either language: the link is signed for its English path (/es/… is the same page).
  const expected = Buffer.from(signatureOf(services, pathWithoutLanguage(url.pathname), url.searchParams));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) return null;
  const params = Object.fromEntries(url.searchParams.entries());
  delete params[SIGNATURE];
  return params;
}
