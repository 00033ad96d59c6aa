import { afterEach, describe, expect, it, vi } from "vitest";
import { countedAs, countPageView, mergeCounters, type PopupCounters, ruleKey } from "./counters";
import { pageViewOf } from "./page-view";
import type { PageItemsRule, PopupCondition, PopupDefinition } from "./popup-definition";

const vehicle = (vin: string) => pageViewOf(`/used-cars-for-sale/2019-honda-accord-${vin}`);
const VIN_A = "1HGCM82633A004352";
const VIN_B = "2HGCM82633A004353";
const VIN_C = "3HGCM82633A004354";

function popup(id: string, conditions: PopupCondition[]): PopupDefinition {
  return {
    id,
    conditions,
    settings: { component: "PrimeDialog", position: "center", closeButton: true },
    component: { type: "html", data: { title: "Hello", html: "<p>Hi</p>" } },
    background: true,
  };
}

afterEach(() => vi.restoreAllMocks());

describe("route params in a rule", () => {
  it.each<[string, PageItemsRule, ReturnType<typeof countedAs>]>([
    ["a kind, no params: counts", { name: "vehicle" }, { item: undefined }],
    ["another kind: does not count", { name: "search" }, null],
    [
      "true: counts under its distinct value",
      { name: "vehicle", params: { vin: true } },
      { item: `vin=${VIN_A}` },
    ],
    ["a string: equal", { name: "vehicle", params: { condition: "used" } }, { item: undefined }],
    ["a string: different", { name: "vehicle", params: { condition: "new" } }, null],
    ["a list: member", { name: "vehicle", params: { condition: ["new", "used"] } }, { item: undefined }],
    ["a list: not a member", { name: "vehicle", params: { condition: ["new", "certified"] } }, null],
    ["a number compares as text", { name: "vehicle", params: { year: "2019" } }, { item: undefined }],
    ["a path", { path: "/used-cars-for-sale/*" }, { item: undefined }],
    ["a path and a kind both match", { name: "vehicle", path: "/used-cars-for-sale/*" }, { item: undefined }],
    ["a path that differs", { name: "vehicle", path: "/new-cars-for-sale/*" }, null],
  ])("%s", (_, rule, expected) => {
    expect(countedAs(rule, vehicle(VIN_A))).toEqual(expected);
  });

  it("a param the page does not have (neither string nor number) fails, said on the console", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(countedAs({ name: "vehicle", params: { stockNumber: true } }, vehicle(VIN_A))).toBeNull();
    expect(error).toHaveBeenCalledWith("Wrong param value in popup conditions");
  });

  it("a rule value that is none of true, a string or a list fails, said on the console", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const wrong = { name: "vehicle", params: { vin: false } } as unknown as PageItemsRule;
    expect(countedAs(wrong, vehicle(VIN_A))).toBeNull();
    expect(error).toHaveBeenCalledWith("Wrong param value in popup conditions");
  });
});

describe("counting page views", () => {
  const distinct = popup("p", [
    { pageItemsViewed: [{ name: "vehicle", params: { vin: true }, minCount: 3 }] },
  ]);
  const every = popup("q", [{ pageItemsViewed: [{ name: "search", maxCount: 2 }] }]);

  it("counts each distinct value once", () => {
    let counters = mergeCounters(undefined, [distinct]);
    for (const vin of [VIN_A, VIN_A, VIN_B, VIN_A, VIN_C])
      counters = countPageView(counters, [distinct], vehicle(vin));
    expect(counters.p![0]![0]).toEqual({
      key: ruleKey({ name: "vehicle", params: { vin: true } }),
      countVisits: 3,
      itemsListViewed: [`vin=${VIN_A}`, `vin=${VIN_B}`, `vin=${VIN_C}`],
    });
  });

  it("counts every matching view of a rule without distinct values, and stops where nothing changes", () => {
    let counters = mergeCounters(undefined, [every]);
    for (let i = 0; i < 6; i++) counters = countPageView(counters, [every], pageViewOf("/cars-for-sale"));
    // A maximum of 2: once at 3 the rule fails for good, so counting stops there.
    expect(counters.q![0]![0]!.countVisits).toBe(3);
  });

  it("stops at the minimum when there is no maximum, and never counts other pages", () => {
    let counters = mergeCounters(undefined, [distinct]);
    const vins = ["1", "2", "3", "4", "5"].map((n) => `${n}HGCM82633A004352`);
    for (const vin of vins) counters = countPageView(counters, [distinct], vehicle(vin));
    counters = countPageView(counters, [distinct], pageViewOf("/cars-for-sale"));
    expect(counters.p![0]![0]!.countVisits).toBe(3);
    expect(counters.p![0]![0]!.itemsListViewed).toHaveLength(3);
  });

  it("skips finished popups and leaves the old counters untouched", () => {
    const before = mergeCounters(undefined, [distinct]);
    const after = countPageView(before, [distinct], vehicle(VIN_A), new Set(["p"]));
    expect(after.p![0]![0]!.countVisits).toBe(0);
    const counted = countPageView(before, [distinct], vehicle(VIN_A));
    expect(counted.p![0]![0]!.countVisits).toBe(1);
    expect(before.p![0]![0]!.countVisits).toBe(0);
  });
});

describe("merging stored counters with the current definitions", () => {
  const current = [
    popup("p", [
      { pageItemsViewed: [{ name: "vehicle", params: { vin: true }, minCount: 5 }] },
      { pageItemsViewed: [{ name: "search" }, { name: "vehicle" }] },
    ]),
  ];
  const stored: PopupCounters = {
    p: [
      // The same rule with another bound: kept (the bound is not what it counts).
      [
        {
          key: ruleKey({ name: "vehicle", params: { vin: true } }),
          countVisits: 2,
          itemsListViewed: ["vin=A", "vin=B"],
        },
      ],
      // The first rule is the same; the second counted something else before: starts again.
      [
        { key: ruleKey({ name: "search" }), countVisits: 4, itemsListViewed: [] },
        { key: ruleKey({ name: "vehicle", params: { vin: true } }), countVisits: 9, itemsListViewed: [] },
      ],
    ],
    // A popup that no longer exists: dropped.
    gone: [[{ key: "x", countVisits: 1, itemsListViewed: [] }]],
  };

  it("keeps what the same rule counted, starts changed rules again, drops removed popups", () => {
    expect(mergeCounters(stored, current)).toEqual({
      p: [
        [
          {
            key: ruleKey({ name: "vehicle", params: { vin: true } }),
            countVisits: 2,
            itemsListViewed: ["vin=A", "vin=B"],
          },
        ],
        [
          { key: ruleKey({ name: "search" }), countVisits: 4, itemsListViewed: [] },
          { key: ruleKey({ name: "vehicle" }), countVisits: 0, itemsListViewed: [] },
        ],
      ],
    });
  });

  it.each<[string, unknown]>([
    ["nothing stored", undefined],
    ["not an object", "oops"],
    ["damaged counters", { p: [[{ key: 1, countVisits: "2" }], "x"] }],
    [
      "negative counts",
      {
        p: [
          [
            {
              key: ruleKey({ name: "vehicle", params: { vin: true } }),
              countVisits: -1,
              itemsListViewed: [],
            },
          ],
        ],
      },
    ],
    ["a prototype key", JSON.parse('{"__proto__": {"p": 1}}')],
  ])("starts at zero from %s", (_, value) => {
    const merged = mergeCounters(value, current);
    expect(merged.p!.flat().map((c) => c.countVisits)).toEqual([0, 0, 0]);
    expect(Object.keys(merged)).toEqual(["p"]);
  });

  it("a rule's key ignores the order its params are written in", () => {
    expect(ruleKey({ name: "vehicle", params: { a: true, b: "x" } })).toBe(
      ruleKey({ name: "vehicle", params: { b: "x", a: true } }),
    );
  });
});
