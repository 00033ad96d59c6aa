import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { deriveKey } from "./derive-key.server";
import { siteEncryptionKey, siteKey, siteSecret } from "./site-secrets.server";

describe("the site's secrets", () => {
  it("takes the SSN key from LEAD_ENCRYPTION_KEY, and refuses one that is not 32 bytes of base64", () => {
    const key = crypto.randomBytes(32);
    const env = parseEnv({ LEAD_ENCRYPTION_KEY: key.toString("base64"), DATA_DIR: "/nonexistent" });
    expect(siteEncryptionKey(env)).toEqual(key);
    expect(() => parseEnv({ LEAD_ENCRYPTION_KEY: crypto.randomBytes(16).toString("base64") })).toThrow(
      "Invalid environment variable LEAD_ENCRYPTION_KEY: must be 32 random bytes, base64-encoded (openssl rand -base64 32)",
    );
    expect(() => parseEnv({ LEAD_FORM_SECRET: "short" })).toThrow(
      "LEAD_FORM_SECRET: must be at least 32 characters",
    );
    expect(() => parseEnv({ FACEBOOK_PIXEL_ID: "px-1" })).toThrow("FACEBOOK_PIXEL_ID");
    expect(() => parseEnv({ TWILIO_API_URL: "ftp://x" })).toThrow("TWILIO_API_URL");
  });

  it("generates the keys once into DATA_DIR/secrets when they are not configured", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-keys-"));
    try {
      const env = parseEnv({ DATA_DIR: dataDir });
      const key = siteEncryptionKey(env);
      const secret = siteSecret(env);
      expect(key).toHaveLength(32);
      expect(secret).not.toEqual(key);
      expect(siteKey(env, "cookie-signing")).toEqual(deriveKey(secret, "cookie-signing"));
      expect(fs.readdirSync(path.join(dataDir, "secrets")).sort()).toEqual([
        "form-guard.key",
        "lead-encryption.key",
      ]);
      expect(
        Buffer.from(fs.readFileSync(path.join(dataDir, "secrets/lead-encryption.key"), "utf8"), "base64"),
      ).toEqual(key);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("has the documented defaults", () => {
    expect(parseEnv({}).leads).toMatchObject({
      formMinFillMs: 2000,
      retryBaseMs: 30_000,
      maxAttempts: 15,
      deliveryLeaseMs: 60_000,
    });
    expect(parseEnv({}).facebook.apiUrl).toBe("https://graph.facebook.com/v21.0");
    expect(parseEnv({}).sms.apiUrl).toBe("https://api.twilio.com");
  });
});
