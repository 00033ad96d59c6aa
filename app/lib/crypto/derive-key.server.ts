import crypto from "node:crypto";

/**
 * A key for one purpose derived from a master secret (HKDF-SHA-256, RFC 5869), so one
 * configured secret serves several uses without one use's MAC or ciphertext ever being valid
 * for another: a form token signed for a lead form is not a phone-verification token, and
 * neither is a cookie signature. The same secret and purpose always give the same key, so
 * every instance sharing the secret derives the same keys.
 */
export function deriveKey(secret: Buffer, purpose: string, bytes = 32): Buffer {
  if (secret.length < 16) throw new Error("The master secret must be at least 16 bytes");
  // Derived on every request that signs or checks something (the visitor cookie, a form
  // token, an offer link): a few secrets times a few purposes, so remember them.
  const cacheKey = `${purpose}\u0000${bytes}\u0000${secret.toString("base64")}`;
  const known = derived.get(cacheKey);
  if (known) return Buffer.from(known);
  const key = Buffer.from(crypto.hkdfSync("sha256", secret, Buffer.alloc(0), `dealer:${purpose}`, bytes));
  if (derived.size >= MAX_REMEMBERED) derived.clear();
  derived.set(cacheKey, Buffer.from(key));
  return key;
}

/** Bounded so that tests (a new secret per data directory) cannot grow it without limit. */
const MAX_REMEMBERED = 64;
const derived = new Map<string, Buffer>();
