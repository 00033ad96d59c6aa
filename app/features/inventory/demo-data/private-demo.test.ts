import { describe, expect, it } from "vitest";
import { LOCATION_KEYS } from "~/features/company/stores";
import { CONDITIONS } from "../vehicle";
import { generateDemoInventory } from "./generate";
import { DEMO_PRIVATE_COUNT, withDemoPrivateVehicles } from "./private-demo";

describe("the demo's private inventory", () => {
  const generated = generateDemoInventory({ count: 320 });
  const marked = withDemoPrivateVehicles(generated);
  const privateOnes = marked.filter((v) => v.private);

  it("marks 12 of the 320 demo vehicles, one of each store and condition", () => {
    expect(privateOnes).toHaveLength(DEMO_PRIVATE_COUNT);
    const pairs = new Set(privateOnes.map((v) => `${v.locationKey}/${v.condition}`));
    expect(pairs.size).toBe(LOCATION_KEYS.length * CONDITIONS.length);
  });

  it("changes nothing else: same vehicles, same order, the generator's output untouched", () => {
    expect(marked.map(({ private: _, ...v }) => v)).toEqual(generated.map(({ private: _, ...v }) => v));
    expect(generated.every((v) => !v.private)).toBe(true);
  });

  it("picks the same vehicles every time, and fewer for a small demo", () => {
    expect(withDemoPrivateVehicles(generateDemoInventory({ count: 320 })).map((v) => v.private)).toEqual(
      marked.map((v) => v.private),
    );
    expect(
      withDemoPrivateVehicles(generateDemoInventory({ count: 60 })).filter((v) => v.private),
    ).toHaveLength(2);
    expect(withDemoPrivateVehicles(generateDemoInventory({ count: 20 })).some((v) => v.private)).toBe(false);
  });
});
