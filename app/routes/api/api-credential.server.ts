import crypto from "node:crypto";

/**
 * The credential of `POST /api/email/send`, an API for integrations (a CRM bridge, a chat
 * widget's server), never for browsers: `Authorization: Bearer {key}` with one of the keys in
 * LEAD_API_KEYS (several, comma-separated, so a key can be replaced without downtime). With
 * no key configured the endpoint does not exist for anyone (404), so a site that has no
 * integration exposes nothing.
 *
 * Keys are compared as SHA-256 digests with timingSafeEqual, every configured key each time,
 * so neither the length of a guess nor which key it nearly matched shows in the timing. The
 * key's id (a digest prefix, never the key) names its rate-limit bucket and may be logged.
 */
export type ApiCredential = { ok: true; keyId: string } | { ok: false; status: 401 | 404 };

const digest = (value: string) => crypto.createHash("sha256").update(value, "utf8").digest();

export function checkApiCredential(authorization: string | null, keys: readonly string[]): ApiCredential {
  if (keys.length === 0) return { ok: false, status: 404 };
  const bearer = /^Bearer +([^\s,]+) *$/i.exec(authorization ?? "")?.[1];
  if (!bearer) return { ok: false, status: 401 };
  const given = digest(bearer);
  let matched: Buffer | undefined;
  for (const key of keys) {
    const expected = digest(key);
    if (crypto.timingSafeEqual(expected, given)) matched ??= expected;
  }
  return matched ? { ok: true, keyId: matched.toString("hex").slice(0, 16) } : { ok: false, status: 401 };
}

/** The header a 401 carries: how to authenticate. */
export const API_AUTHENTICATE = 'Bearer realm="leads"';
