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

  it("refuses a master secret too short to derive from", () => {
    expect(() => deriveKey(Buffer.alloc(8), "x")).toThrow("at least 16 bytes");
  });
});
