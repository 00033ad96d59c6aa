import { describe, expect, it } from "vitest";
import { assignVariant, assignVariants, customOf, type ExperimentUser, experimentUserOf } from "./assign";
import type { Experiment } from "./experiment";

function experiment(name: string, weights: number[], active = true): Experiment {
  return {
    name,
    active,
    variants: weights.map((weight, i) => ({ key: i === 0 ? "control" : `v${i}`, weight })),
  };
}

function user(userID: string, extra: Partial<ExperimentUser> = {}): ExperimentUser {
  return { userID, userAgent: "Mozilla/5.0", customIDs: { companyID: "moline" }, custom: {}, ...extra };
}

/** Ids like the uniqueUserId cookie's (UUID v4), from a seeded generator: the same every run. */
function seededIds(count: number, seed: number): string[] {
  let state = seed >>> 0;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const hex = (n: number) =>
    Array.from({ length: n }, () =>
      Math.floor(next() * 16)
        .toString(16)
        .slice(-1),
    ).join("");
  return Array.from(
    { length: count },
    () => `${hex(8)}-${hex(4)}-4${hex(3)}-${"89ab"[Math.floor(next() * 4)]}${hex(3)}-${hex(12)}`,
  );
}

/** FNV-1a, 32 bits: GrowthBook's published hash, written out here so the test does not trust the SDK. */
function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash += (hash << 1) + (hash << 4) + (hash << 7) + (hash << 8) + (hash << 24);
  }
  return hash >>> 0;
}

/** GrowthBook's hash version 2: the bucket in [0, 1) of an id in an experiment (seed = its name). */
function bucketOf(seed: string, id: string): number {
  return (fnv1a32(`${fnv1a32(seed + id)}`) % 10000) / 10000;
}

function countsOf(exp: Experiment, ids: readonly string[]): number[] {
  const counts = exp.variants.map(() => 0);
  for (const id of ids) {
    const { variant } = assignVariant(exp, user(id));
    counts[exp.variants.findIndex((v) => v.key === variant)]!++;
  }
  return counts;
}

/** Pearson's chi-square statistic of observed counts against the weights' expected shares. */
function chiSquare(counts: readonly number[], weights: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  return counts.reduce((sum, observed, i) => {
    const expected = (total * weights[i]!) / weightSum;
    return sum + (observed - expected) ** 2 / expected;
  }, 0);
}

/** Chi-square critical values at p = 0.001, by degrees of freedom (variants - 1). */
const CRITICAL_AT_P_0_001: Record<number, number> = { 1: 10.828, 2: 13.816, 3: 16.266, 4: 18.467 };

/** The sample-ratio-mismatch check: true when the split is NOT what the weights say (p < 0.001). */
function sampleRatioMismatch(counts: readonly number[], weights: readonly number[]): boolean {
  return chiSquare(counts, weights) > CRITICAL_AT_P_0_001[weights.length - 1]!;
}

describe("assignVariant", () => {
  const hero = experiment("hero", [50, 50]);

  it("gives the same visitor the same variant every time (sticky), whatever the page or browser", () => {
    for (const id of seededIds(200, 7)) {
      const first = assignVariant(hero, user(id));
      expect(assignVariant(hero, user(id))).toEqual(first);
      // The query and the user agent change between pages and updates; the variant does not.
      expect(assignVariant(hero, user(id, { custom: { make: "ford" }, userAgent: "Other/1.0" }))).toEqual(
        first,
      );
      expect(first.inExperiment).toBe(true);
    }
  });

  it("keeps a visitor's variant when other experiments come and go", () => {
    const others = [experiment("financing-cta", [1, 1, 1]), experiment("old", [50, 50], false)];
    for (const id of seededIds(200, 8)) {
      const alone = assignVariants([hero], user(id))[0];
      const among = assignVariants([...others, hero], user(id)).find((a) => a.experiment === "hero");
      expect(among).toEqual(alone);
    }
  });

  it("buckets as GrowthBook's hash version 2 does (FNV-1a over name and id), so a hosted GrowthBook agrees", () => {
    const exp = experiment("home-help-heading", [20, 30, 50]);
    for (const id of seededIds(500, 9)) {
      const bucket = bucketOf("home-help-heading", id);
      const expected = bucket < 0.2 ? "control" : bucket < 0.5 ? "v1" : "v2";
      expect(assignVariant(exp, user(id)).variant).toBe(expected);
    }
  });

  it("pins known visitors to their variants (a change here moves live visitors)", () => {
    expect(bucketOf("hero", "abc")).toBe(0.2783);
    expect(bucketOf("hero", "3f2b9c1e-7d4a-4e8b-9a6c-1b2d3e4f5a6b")).toBe(0.645);
    expect(assignVariant(hero, user("abc")).variant).toBe("control");
    expect(assignVariant(hero, user("visitor-3")).variant).toBe("v1");
    expect(assignVariant(hero, user("3f2b9c1e-7d4a-4e8b-9a6c-1b2d3e4f5a6b")).variant).toBe("v1");
  });

  it("shows the control, not counted, without an id or when the experiment is off", () => {
    expect(assignVariant(hero, undefined)).toEqual({
      experiment: "hero",
      variant: "control",
      inExperiment: false,
    });
    const off = experiment("hero", [50, 50], false);
    expect(assignVariant(off, user("abc"))).toEqual({
      experiment: "hero",
      variant: "control",
      inExperiment: false,
    });
    expect(assignVariants([off], user("abc"))).toEqual([]);
  });
});

describe("the spread of 10,000 visitors", () => {
  const ids = seededIds(10_000, 2024);
  const cases: Array<[string, number[]]> = [
    ["an even split", [50, 50]],
    ["90 / 10", [90, 10]],
    ["three variants 20 / 30 / 50", [20, 30, 50]],
    ["four equal variants, weights as 1", [1, 1, 1, 1]],
  ];

  it.each(cases)("follows the weights within 2 percentage points: %s", (_, weights) => {
    const exp = experiment(`spread-${weights.join("-")}`, weights);
    const counts = countsOf(exp, ids);
    const total = weights.reduce((a, b) => a + b, 0);
    counts.forEach((count, i) => {
      expect(Math.abs(count / ids.length - weights[i]! / total)).toBeLessThan(0.02);
    });
  });

  it.each(cases)("passes the sample-ratio check (chi-square, p > 0.001): %s", (_, weights) => {
    const exp = experiment(`srm-${weights.join("-")}`, weights);
    expect(sampleRatioMismatch(countsOf(exp, ids), weights)).toBe(false);
  });

  it("the sample-ratio check catches a skewed split", () => {
    expect(sampleRatioMismatch([5_200, 4_800], [50, 50])).toBe(true);
    expect(sampleRatioMismatch([5_050, 4_950], [50, 50])).toBe(false);
    expect(sampleRatioMismatch([8_800, 1_200], [90, 10])).toBe(true);
  });

  it("assigns two experiments independently (each quarter of the pairs within 2 points of 25%)", () => {
    const a = experiment("first", [50, 50]);
    const b = experiment("second", [50, 50]);
    const pairs = new Map<string, number>();
    for (const id of ids) {
      const key = `${assignVariant(a, user(id)).variant}/${assignVariant(b, user(id)).variant}`;
      pairs.set(key, (pairs.get(key) ?? 0) + 1);
    }
    expect(pairs.size).toBe(4);
    for (const count of pairs.values()) expect(Math.abs(count / ids.length - 0.25)).toBeLessThan(0.02);
  });
});

describe("the experiment user (spec section 3)", () => {
  it("joins a repeated query parameter's values with commas", () => {
    expect(customOf(new URLSearchParams("make=ford&make=honda&year=2020"))).toEqual({
      make: "ford,honda",
      year: "2020",
    });
  });

  it("is the uniqueUserId, the user agent, the company and the query; none without an id", () => {
    const query = new URLSearchParams("utm_source=google");
    expect(experimentUserOf({ uniqueUserId: "id-1", userAgent: "UA", companyID: "moline", query })).toEqual({
      userID: "id-1",
      userAgent: "UA",
      customIDs: { companyID: "moline" },
      custom: { utm_source: "google" },
    });
    expect(
      experimentUserOf({ uniqueUserId: undefined, userAgent: "UA", companyID: "moline", query }),
    ).toBeUndefined();
  });
});
