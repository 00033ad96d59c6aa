import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine } from "./crc32-combine";

describe("crc32Combine", () => {
  it("gives the CRC-32 of the two runs joined, for lengths from 0 to a large page", () => {
    for (const [a, b] of [
      [0, 0],
      [0, 7],
      [5, 0],
      [1, 1],
      [22, 24],
      [1000, 3],
      [65_536, 65_537],
      [200_000, 150_001],
    ] as const) {
      const first = randomBytes(a);
      const second = randomBytes(b);
      expect(crc32Combine(zlib.crc32(first), zlib.crc32(second), b)).toBe(
        zlib.crc32(Buffer.concat([first, second])),
      );
    }
  });

  it("folds over many pieces as the cache joins a page around its nonces", () => {
    const pieces = Array.from({ length: 12 }, (_, i) => randomBytes(1 + i * 997));
    const folded = pieces.reduce((crc, piece) => crc32Combine(crc, zlib.crc32(piece), piece.length), 0);
    expect(folded).toBe(zlib.crc32(Buffer.concat(pieces)));
  });
});
