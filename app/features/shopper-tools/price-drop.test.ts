import { expect, it } from "vitest";
import { priceDropSinceSaved } from "./price-drop";

it("says how much a saved car's price fell, and nothing otherwise", () => {
  expect(priceDropSinceSaved(22_000, 21_500)).toBe(500);
  // The price went up, or did not move.
  expect(priceDropSinceSaved(21_500, 22_000)).toBe(0);
  expect(priceDropSinceSaved(21_500, 21_500)).toBe(0);
  // Saved while its price was locked, or locked now: nothing to compare.
  expect(priceDropSinceSaved(undefined, 21_500)).toBe(0);
  expect(priceDropSinceSaved(22_000, undefined)).toBe(0);
});
