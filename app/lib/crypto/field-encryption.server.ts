import crypto from "node:crypto";

/**
 * AES-256-GCM for the few fields that must be stored but never readable from the database
 * alone (a credit application's SSNs). Each value gets a fresh 96-bit nonce; the result is
 * `v1.{nonce}.{tag}.{ciphertext}` in base64url, so the format can change later without
 * guessing. The additional data binds a ciphertext to its row (the lead id): a value copied
 * onto another lead does not decrypt.
 */
const VERSION = "v1";

export function encryptField(plaintext: string, key: Buffer, associatedData: string): string {
  assertKey(key);
  const nonce = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, nonce);
  cipher.setAAD(Buffer.from(associatedData, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, nonce, tag, ciphertext]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** Throws when the key is wrong or the value or its associated data were altered. */
export function decryptField(sealed: string, key: Buffer, associatedData: string): string {
  assertKey(key);
  const parts = sealed.split(".");
  if (parts.length !== 4 || parts[0] !== VERSION) throw new Error("Not an encrypted field");
  const [nonce, tag, ciphertext] = parts.slice(1).map((p) => Buffer.from(p, "base64url")) as [
    Buffer,
    Buffer,
    Buffer,
  ];
  const decipher = crypto.createDecipheriv("aes-256-gcm", key, nonce);
  decipher.setAAD(Buffer.from(associatedData, "utf8"));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
}

function assertKey(key: Buffer) {
  if (key.length !== 32) throw new Error("The encryption key must be 32 bytes");
}

/** Reads a base64 key (standard or URL alphabet) and insists on 32 bytes. */
export function parseBase64Key(value: string): Buffer | undefined {
  const trimmed = value.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  return key.length === 32 ? key : undefined;
}
