import { describe, expect, it } from "vitest";
import { EXTERIOR_COLORS } from "../demo-data/catalogue";
import { COLOR_WORDS, colorHexFor, NEUTRAL_COLOR_HEX } from "./feed-colors";

describe("paint colour to swatch", () => {
  it("keeps the demo paints' own swatches, ignoring case and spaces", () => {
    for (const paint of EXTERIOR_COLORS) expect(colorHexFor(paint.name)).toBe(paint.hex);
    expect(colorHexFor("  soul red CRYSTAL ")).toBe("#9e1b22");
  });

  it("reads marketing names by their last colour word", () => {
    expect(colorHexFor("Pearl White")).toBe(COLOR_WORDS.white);
    expect(colorHexFor("White Pearl")).toBe(COLOR_WORDS.white);
    expect(colorHexFor("Shadow Black")).toBe(COLOR_WORDS.black);
    expect(colorHexFor("Silver Blue Metallic")).toBe(COLOR_WORDS.blue);
    expect(colorHexFor("Blue-Silver")).toBe(COLOR_WORDS.silver);
    expect(colorHexFor("Ruby Red Metallic")).toBe(COLOR_WORDS.red);
    expect(colorHexFor("Graphite Grey")).toBe(COLOR_WORDS.grey);
    expect(colorHexFor("Sand Beige")).toBe(COLOR_WORDS.beige);
  });

  it("falls back to a neutral grey for names without a colour word", () => {
    for (const name of ["", "Two-Tone", "PW7", "Midnight"]) expect(colorHexFor(name)).toBe(NEUTRAL_COLOR_HEX);
  });

  it("gives only six-digit lower-case hex colours, which the picture URLs need", () => {
    for (const hex of [NEUTRAL_COLOR_HEX, ...Object.values(COLOR_WORDS)])
      expect(hex).toMatch(/^#[0-9a-f]{6}$/);
  });
});
