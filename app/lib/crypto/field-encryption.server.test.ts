import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decryptField, encryptField, parseBase64Key } from "./field-encryption.server";
import { loadOrCreateSecret } from "./secrets.server";

const key = crypto.randomBytes(32);

describe("field encryption", () => {
  it("round-trips, with a fresh nonce each time", () => {
    const a = encryptField("123-45-6789", key, "lead-1");
    const b = encryptField("123-45-6789", key, "lead-1");
    expect(a).not.toBe(b);
    expect(a).not.toContain("6789");
    expect(a.startsWith("v1.")).toBe(true);
    expect(decryptField(a, key, "lead-1")).toBe("123-45-6789");
  });

  it("refuses another key, another row, or a changed byte", () => {
    const sealed = encryptField("123-45-6789", key, "lead-1");
    expect(() => decryptField(sealed, crypto.randomBytes(32), "lead-1")).toThrow();
    expect(() => decryptField(sealed, key, "lead-2")).toThrow();
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3]!, "base64url");
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString("base64url");
    expect(() => decryptField(parts.join("."), key, "lead-1")).toThrow();
    expect(() => decryptField("plain", key, "lead-1")).toThrow("Not an encrypted field");
    expect(() => encryptField("x", Buffer.alloc(16), "a")).toThrow("32 bytes");
  });

  it("reads base64 keys of exactly 32 bytes", () => {
    expect(parseBase64Key(key.toString("base64"))).toEqual(key);
    expect(parseBase64Key(key.toString("base64url"))).toEqual(key);
    expect(parseBase64Key(crypto.randomBytes(16).toString("base64"))).toBeUndefined();
    expect(parseBase64Key("not base64!")).toBeUndefined();
  });
});

describe("generated secrets", () => {
  it("are created once, private, and read back on the next start", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-secrets-"));
    try {
      const first = loadOrCreateSecret(dir, "lead-encryption");
      expect(first).toHaveLength(32);
      const file = path.join(dir, "secrets/lead-encryption.key");
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(loadOrCreateSecret(dir, "lead-encryption")).toEqual(first);
      expect(loadOrCreateSecret(dir, "form-guard")).not.toEqual(first);
      fs.writeFileSync(file, "c2hvcnQ=");
      expect(() => loadOrCreateSecret(dir, "lead-encryption")).toThrow("32 bytes");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
