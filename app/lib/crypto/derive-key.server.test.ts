import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { deriveKey } from "./derive-key.server";

describe("derived keys", () => {
  const secret = crypto.randomBytes(32);

  it("are stable for a secret and a purpose, and differ between purposes and secrets", () => {
    const a = deriveKey(secret, "cookie-signing");
    expect(a).toHaveLength(32);
    expect(deriveKey(Buffer.from(secret), "cookie-signing")).toEqual(a);
    expect(deriveKey(secret, "visitor-profile")).not.toEqual(a);
    expect(deriveKey(crypto.randomBytes(32), "cookie-signing")).not.toEqual(a);
    expect(a).not.toEqual(secret);
  });

  it("are HKDF-SHA-256 of the purpose, remembered without letting a caller change them", () => {
    const expected = Buffer.from(
      crypto.hkdfSync("sha256", secret, Buffer.alloc(0), "dealer:offer-links", 32),
    );
    const first = deriveKey(secret, "offer-links");
    expect(first).toEqual(expected);
    first.fill(0);
    expect(deriveKey(secret, "offer-links")).toEqual(expected);
    expect(deriveKey(secret, "offer-links", 16)).toEqual(expected.subarray(0, 16));
  });

  it("refuses a master secret too short to derive from", () => {
    expect(() => deriveKey(Buffer.alloc(8), "x")).toThrow("at least 16 bytes");
  });
});
