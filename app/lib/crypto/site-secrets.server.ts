import type { Env } from "~/lib/env.server";
import { deriveKey } from "./derive-key.server";
import { parseBase64Key } from "./field-encryption.server";
import { loadOrCreateSecret } from "./secrets.server";

/**
 * The site's secrets: the signing secret (LEAD_FORM_SECRET) that signs form tokens, cookies,
 * the trade-in's links, the confirmation page and the phone-verification token, each with a
 * key of its own derived from it (`siteKey`); the encryption key (LEAD_ENCRYPTION_KEY) of
 * SSNs and the visitor profile; and the HMAC key of stored phone-verification codes. Taken
 * from the environment or, for the demo and a first start, generated once into
 * DATA_DIR/secrets/. Read once per process and data directory.
 */
export type SiteSecretsEnv = Pick<Env, "dataDir" | "leads">;

const cache = new Map<string, Buffer>();

function cached(id: string, load: () => Buffer): Buffer {
  let value = cache.get(id);
  if (!value) {
    value = load();
    cache.set(id, value);
  }
  return value;
}

/** The site's signing secret: LEAD_FORM_SECRET, or the one generated into DATA_DIR/secrets/form-guard.key. */
export function siteSecret(env: SiteSecretsEnv): Buffer {
  const configured = env.leads.formSecret;
  if (configured) return cached(`env-form:${configured}`, () => Buffer.from(configured, "utf8"));
  return cached(`file-form:${env.dataDir}`, () => loadOrCreateSecret(env.dataDir, "form-guard"));
}

/**
 * The key of one use of the signing secret (HKDF, derive-key.server.ts): a cookie signature,
 * a trade-in link or a phone-verification token is never valid for another use.
 */
export function siteKey(env: SiteSecretsEnv, purpose: string): Buffer {
  return deriveKey(siteSecret(env), purpose);
}

/** The encryption key of personal data (SSNs, the visitor profile): LEAD_ENCRYPTION_KEY or a generated one. */
export function siteEncryptionKey(env: SiteSecretsEnv): Buffer {
  const configured = env.leads.encryptionKey;
  if (configured) {
    return cached(`env-key:${configured}`, () => {
      const key = parseBase64Key(configured);
      if (!key) throw new Error("LEAD_ENCRYPTION_KEY must be 32 bytes, base64-encoded");
      return key;
    });
  }
  return cached(`file-key:${env.dataDir}`, () => loadOrCreateSecret(env.dataDir, "lead-encryption"));
}

/** The HMAC key of stored phone-verification codes (never configured: a code lives 10 minutes). */
export function phoneVerificationSecret(env: Pick<Env, "dataDir">): Buffer {
  return cached(`file-phone:${env.dataDir}`, () => loadOrCreateSecret(env.dataDir, "phone-verification"));
}
