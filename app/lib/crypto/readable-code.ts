import crypto from "node:crypto";

/** Crockford's base-32 alphabet: no I, L, O or U, so a code read over the phone is unambiguous. */
export const READABLE_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A short code a customer reads out on the phone ("7K3M Q9TZ"), derived from a seed the
 * customer never sees (an idempotency key, an appraisal id): the same seed always gives the
 * same code, and the code cannot be turned back into the seed. The SHA-256 digest is read
 * 5 bits at a time, so every character is uniform over the alphabet. `length` up to 51.
 */
export function readableCode(seed: string, length: number): string {
  const digest = crypto.createHash("sha256").update(seed).digest();
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of digest) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += READABLE_CODE_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    if (out.length === length) break;
  }
  return out;
}
