import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { READABLE_CODE_ALPHABET, readableCode } from "./readable-code";

describe("readableCode", () => {
  it("reads the seed's SHA-256 five bits at a time in Crockford's alphabet", () => {
    const digest = crypto.createHash("sha256").update("lead-reference:abc").digest();
    // The first 40 bits of the digest, as a binary string, cut into groups of 5.
    const bits = [...digest.subarray(0, 5)].map((b) => b.toString(2).padStart(8, "0")).join("");
    const expected = bits.match(/.{5}/g)!.map((group) => READABLE_CODE_ALPHABET[Number.parseInt(group, 2)]);
    expect(readableCode("lead-reference:abc", 8)).toBe(expected.join(""));
  });

  it("is stable for a seed, differs between seeds, and never uses I, L, O or U", () => {
    expect(readableCode("seed-1", 8)).toBe(readableCode("seed-1", 8));
    expect(readableCode("seed-1", 8)).not.toBe(readableCode("seed-2", 8));
    const codes = Array.from({ length: 500 }, (_, i) => readableCode(`seed-${i}`, 12)).join("");
    expect(codes).toMatch(/^[0-9A-HJKMNP-TV-Z]+$/);
    expect(readableCode("seed-1", 51)).toHaveLength(51);
  });
});
