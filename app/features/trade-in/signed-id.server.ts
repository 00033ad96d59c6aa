import crypto from "node:crypto";
import { readableCode } from "~/lib/crypto/readable-code";
import { siteKey } from "~/lib/crypto/site-secrets.server";
import type { Env } from "~/lib/env.server";
import { SITE_PATHS } from "~/lib/site-paths";
import { APPRAISAL_ID_PATTERN } from "./appraisal-repository.server";

/**
 * Signed ids of the sell-or-trade flow: the offer link in the seller's e-mail
 * (`/sell-trade-my-car/your-vehicle/offer/{id}.{signature}`) and the draft cookie. The ids are
 * already 144 random bits; the HMAC-SHA-256 signature (128 bits kept) makes a link or cookie
 * something only this site can issue, and binds it to its purpose, so a draft cookie's value
 * never opens an offer. The key is derived (HKDF-SHA-256) from the site's signing secret
 * (LEAD_FORM_SECRET, or the one generated into DATA_DIR/secrets/) for this use alone, so a
 * form token's MAC is never a valid signature here, nor the other way round.
 */
export type SignedIdPurpose = "offer" | "draft";

/** Signature length in base64url characters: 22 characters, 128 bits. */
const SIGNATURE_LENGTH = 22;

export function tradeInSigningKey(env: Pick<Env, "dataDir" | "leads">): Buffer {
  return siteKey(env, "trade-in-signed-ids");
}

function signature(key: Buffer, purpose: SignedIdPurpose, id: string): string {
  return crypto
    .createHmac("sha256", key)
    .update(`${purpose}:${id}`)
    .digest("base64url")
    .slice(0, SIGNATURE_LENGTH);
}

/** `{id}.{signature}`. */
export function signId(key: Buffer, purpose: SignedIdPurpose, id: string): string {
  return `${id}.${signature(key, purpose, id)}`;
}

/** The id of a value signId() made for `purpose` with `key`; null for anything else. */
export function verifySignedId(key: Buffer, purpose: SignedIdPurpose, value: unknown): string | null {
  if (typeof value !== "string" || value.length > 100) return null;
  const [id, mac, extra] = value.split(".");
  if (!id || !mac || extra !== undefined || !APPRAISAL_ID_PATTERN.test(id)) return null;
  const expected = Buffer.from(signature(key, purpose, id));
  const given = Buffer.from(mac);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? id : null;
}

/** The path of an appraisal's offer page: the signed link the seller's e-mail carries. */
export function offerPathOf(key: Buffer, appraisalId: string): string {
  return `${SITE_PATHS.sellTradeVehicle}/offer/${signId(key, "offer", appraisalId)}`;
}

/**
 * A reference a seller can read out on the phone ("TI-7K3Q9M2P"): from the appraisal id, so
 * staff find the appraisal with it (`npm run appraisals -- show TI-7K3Q9M2P`), yet it opens
 * nothing by itself (the link needs the signature).
 */
export function appraisalReference(id: string): string {
  return `TI-${readableCode(`reference:${id}`, 8)}`;
}
