import { describe, expect, it } from "vitest";
import { createPool, dataUrlFor, prefetchAllowed } from "./idle-prefetch";

describe("idle prefetch", () => {
  it("skips very slow connections and data saving", () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: "4g" })).toBe(true);
    expect(prefetchAllowed({ effectiveType: "3g" })).toBe(true);
    expect(prefetchAllowed({ effectiveType: "2g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "slow-2g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "4g", saveData: true })).toBe(false);
  });

  it("asks for the same data URL React Router navigates with", () => {
    expect(dataUrlFor("/")).toBe("/_root.data");
    expect(dataUrlFor("/cars-for-sale/suvs/")).toBe("/cars-for-sale/suvs.data");
    expect(dataUrlFor("/cars-for-sale?sort=priceLow")).toBe("/cars-for-sale.data?sort=priceLow");
  });

  it("never runs more than four at once and runs each key once", async () => {
    const pool = createPool(4);
    const releases: Array<() => void> = [];
    let started = 0;
    for (let i = 0; i < 10; i++) {
      const task = () =>
        new Promise<void>((resolve) => {
          started++;
          releases.push(resolve);
        });
      pool.add(`/page-${i}`, task);
      pool.add(`/page-${i}`, task);
    }
    expect(started).toBe(4);
    expect(pool.running).toBe(4);
    while (releases.length) {
      releases.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(started).toBe(10);
    expect(pool.peak).toBe(4);
    expect(pool.running).toBe(0);
  });
});
