import { describe, expect, it } from "vitest";
import { keepInViewport } from "./keep-in-viewport";

describe("dragging the consent dialog", () => {
  const viewport = { width: 1280, height: 800 };
  // A 500 x 300 dialog centred in 1280 x 800.
  const box = { left: 390, top: 250, width: 500, height: 300 };

  it.each([
    [
      { x: 100, y: -50 },
      { x: 100, y: -50 },
    ],
    [
      { x: -1000, y: 0 },
      { x: -390, y: 0 },
    ],
    [
      { x: 1000, y: 0 },
      { x: 390, y: 0 },
    ],
    [
      { x: 0, y: -400 },
      { x: 0, y: -250 },
    ],
    [
      { x: 0, y: 400 },
      { x: 0, y: 250 },
    ],
  ])("wanted %j: moved %j, never past an edge", (wanted, expected) => {
    expect(keepInViewport(box, wanted, viewport)).toEqual(expected);
  });

  it("holds a dialog taller than the screen at its top edge", () => {
    expect(
      keepInViewport(
        { left: 0, top: 0, width: 400, height: 900 },
        { x: 0, y: 200 },
        { width: 400, height: 800 },
      ),
    ).toEqual({
      x: 0,
      y: 0,
    });
  });
});
