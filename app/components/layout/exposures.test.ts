import { describe, expect, it } from "vitest";
import { exposuresToPush } from "./exposures";

const shown = [
  { experiment: "hero", variant: "b" },
  { experiment: "cta", variant: "control" },
];

describe("exposuresToPush", () => {
  it("pushes nothing while analytics is not allowed, and keeps them for later", () => {
    const pushed = new Set<string>();
    expect(exposuresToPush(shown, pushed, false)).toEqual([]);
    expect(pushed.size).toBe(0);
    expect(exposuresToPush(shown, pushed, true)).toHaveLength(2);
  });

  it("pushes each experiment once per page load", () => {
    const pushed = new Set<string>();
    expect(exposuresToPush(shown, pushed, true)).toEqual([
      { event: "experiment_exposure", experiment: "hero", variant: "b" },
      { event: "experiment_exposure", experiment: "cta", variant: "control" },
    ]);
    expect(exposuresToPush(shown, pushed, true)).toEqual([]);
    expect(exposuresToPush([...shown, { experiment: "new", variant: "x" }], pushed, true)).toEqual([
      { event: "experiment_exposure", experiment: "new", variant: "x" },
    ]);
  });
});
