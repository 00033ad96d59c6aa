import encodeQR from "qr";
import { decodeQR } from "qr/decode.js";
import { describe, expect, it } from "vitest";
import { qrSymbol } from "./qr-code.server";

/** Draws a symbol's path as a scanner sees it: black on white, `scale` pixels a module. */
function raster({ size, path }: { size: number; path: string }, scale = 4) {
  const side = size * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < Number(width) * scale; dx++) {
        const px = Number(x) * scale + dx;
        const py = Number(y) * scale + dy;
        data.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
      }
  }
  return { width: side, height: side, data };
}

describe("the window sticker's QR code", () => {
  const url = "https://cars.example.com/es/used-cars-for-sale/2022-honda-cr-v-2HK3TGNA4NP839065";

  it("scans back to the car's page", () => {
    const symbol = qrSymbol(url);
    expect(decodeQR(raster(symbol))).toBe(url);
  });

  it("is a square symbol of a size a phone reads from a printed page, drawn in row runs", () => {
    const symbol = qrSymbol(url);
    // Version 5 or 6 (37-41 modules) for an 80-character URL at medium error correction, and
    // the quiet zone: 4 modules each side.
    expect(symbol.size).toBeGreaterThanOrEqual(37 + 8);
    expect(symbol.size).toBeLessThanOrEqual(41 + 8);
    // Only rectangles one module high, inside the symbol, clear of the quiet zone.
    expect(symbol.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    for (const [, x, y, width] of symbol.path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
      expect(Number(x)).toBeGreaterThanOrEqual(4);
      expect(Number(x) + Number(width)).toBeLessThanOrEqual(symbol.size - 4);
      expect(Number(y)).toBeGreaterThanOrEqual(4);
      expect(Number(y)).toBeLessThan(symbol.size - 4);
    }
    // Runs, not modules: well under the SVG qr draws itself, a rectangle per module.
    expect(symbol.path.length).toBeLessThan(encodeQR(url, "svg", { ecc: "medium" }).length * 0.7);
  });
});
