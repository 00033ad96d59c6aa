import { parseBase64Key } from "~/lib/crypto/field-encryption.server";
import { loadOrCreateSecret } from "~/lib/crypto/secrets.server";
import type { Env } from "~/lib/env.server";

/**
 * The keys of the lead pipeline: LEAD_ENCRYPTION_KEY (SSNs) and LEAD_FORM_SECRET (form
 * tokens) from the environment, or, for the demo and a first start, generated once into
 * DATA_DIR/secrets/. Read once per process and data directory.
 */
const cache = new Map<string, Buffer>();

function cached(id: string, load: () => Buffer): Buffer {
  let value = cache.get(id);
  if (!value) {
    value = load();
    cache.set(id, value);
  }
  return value;
}

export function leadEncryptionKey(env: Pick<Env, "dataDir" | "leads">): Buffer {
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

export function leadFormSecret(env: Pick<Env, "dataDir" | "leads">): Buffer {
  const configured = env.leads.formSecret;
  if (configured) return cached(`env-form:${configured}`, () => Buffer.from(configured, "utf8"));
  return cached(`file-form:${env.dataDir}`, () => loadOrCreateSecret(env.dataDir, "form-guard"));
}

/** The HMAC key of stored phone-verification codes (never configured: a code lives 10 minutes). */
export function phoneVerificationSecret(env: Pick<Env, "dataDir">): Buffer {
  return cached(`file-phone:${env.dataDir}`, () => loadOrCreateSecret(env.dataDir, "phone-verification"));
}
