import { describe, expect, it } from "vitest";
import { BODY_STYLES, type BodyStyle } from "../vehicle";
import { GROUND, SILHOUETTES, type Silhouette } from "./vehicle-silhouettes";

/**
 * Each drawing has the traits that make its body style recognisable. The sedan is the
 * yardstick: a wagon is about as low and long, with its roof carried to the tail; a
 * hatchback is a car-height shape whose roof slopes down over the rear wheel; minivans,
 * SUVs and vans are tall; a pickup's roof ends at the cab. (A hatchback drawn with a flat
 * roof to the tail reads as a minivan; a wagon as tall as the sedan with an upright tail
 * reads as a van: both happened.)
 */

/** The top of the body at x: the highest point of the outline's edges that cross x. */
function topAt(s: Silhouette, x: number): number {
  let top = Number.POSITIVE_INFINITY;
  for (let i = 0; i + 1 < s.outline.length; i++) {
    const [x1, y1] = s.outline[i]!;
    const [x2, y2] = s.outline[i + 1]!;
    if (x < Math.min(x1, x2) || x > Math.max(x1, x2) || x1 === x2) continue;
    top = Math.min(top, y1 + ((x - x1) * (y2 - y1)) / (x2 - x1));
  }
  return top;
}

function measure(style: BodyStyle) {
  const s = SILHOUETTES[style];
  const xs = s.outline.map(([x]) => x);
  const roof = Math.min(...s.outline.map(([, y]) => y));
  return {
    /** From the ground to the highest point of the roof. */
    height: GROUND - roof,
    length: Math.max(...xs) - Math.min(...xs),
    /** How far the roof line has come down by the rear wheel: 0 for a roof carried to the tail. */
    dropOverRearWheel: topAt(s, s.wheelX[0]) - roof,
    hasGlass: s.glass !== null,
  };
}

const sedan = measure("sedans");

describe("the body-style drawings", () => {
  it("draws a wagon about as low and long as the sedan, its roof carried to the tail", () => {
    const wagon = measure("wagons");
    expect(wagon.height).toBeLessThanOrEqual(sedan.height - 5);
    expect(wagon.length).toBeGreaterThanOrEqual(sedan.length - 10);
    expect(wagon.dropOverRearWheel).toBeLessThanOrEqual(20);
  });

  it("draws a hatchback as a car-height shape whose roof slopes down to a short tail", () => {
    const hatchback = measure("hatchbacks");
    expect(hatchback.height).toBeLessThanOrEqual(sedan.height);
    expect(hatchback.length).toBeLessThan(sedan.length);
    expect(hatchback.dropOverRearWheel).toBeGreaterThanOrEqual(15);
    // No trunk: the roof line is still well above the sedan's rear deck over the rear wheel.
    expect(hatchback.dropOverRearWheel).toBeLessThanOrEqual(sedan.dropOverRearWheel - 20);
  });

  it("draws a sedan and a coupe with a trunk, and a convertible without a roof", () => {
    expect(sedan.dropOverRearWheel).toBeGreaterThanOrEqual(50);
    const coupe = measure("coupes");
    expect(coupe.height).toBeLessThanOrEqual(sedan.height);
    expect(coupe.dropOverRearWheel).toBeGreaterThanOrEqual(40);
    const convertible = measure("convertibles");
    expect(convertible.hasGlass).toBe(false);
    expect(convertible.height).toBeLessThanOrEqual(sedan.height - 40);
  });

  it("draws minivans, SUVs and vans tall with their roofs carried to the tail, the van tallest", () => {
    for (const style of ["minivans", "suvs", "commercial"] as const) {
      const tall = measure(style);
      expect(tall.height, style).toBeGreaterThanOrEqual(sedan.height + 30);
      expect(tall.dropOverRearWheel, style).toBeLessThanOrEqual(15);
    }
    const van = measure("commercial");
    for (const style of BODY_STYLES) expect(van.height).toBeGreaterThanOrEqual(measure(style).height);
  });

  it("draws a pickup with a tall cab and an open bed over the rear wheel", () => {
    const truck = measure("trucks");
    expect(truck.height).toBeGreaterThanOrEqual(sedan.height + 20);
    expect(truck.dropOverRearWheel).toBeGreaterThanOrEqual(60);
  });
});
