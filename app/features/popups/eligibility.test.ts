import { describe, expect, it } from "vitest";
import type { PopupCounters } from "./counters";
import {
  adsValuePasses,
  adsValuesPass,
  type EligibilityInput,
  evaluatePopups,
  isExcluded,
  isLeadPopup,
  pageMatches,
  visitCountPasses,
} from "./eligibility";
import { pageViewOf } from "./page-view";
import type { AdsValueRule, PopupCondition, PopupDefinition } from "./popup-definition";

const VIN = "1HGCM82633A004352";
const vehiclePage = pageViewOf(`/used-cars-for-sale/2019-honda-accord-${VIN}`);
const searchPage = pageViewOf("/cars-for-sale/suvs");

function popup(id: string, conditions: PopupCondition[]): PopupDefinition {
  return {
    id,
    conditions,
    settings: { component: "PrimeDialog", position: "center", closeButton: true },
    component: { type: "html", data: { title: "Hello", html: "<p>Hi</p>" } },
    background: true,
  };
}

function input(overrides: Partial<EligibilityInput> = {}): EligibilityInput {
  return {
    page: vehiclePage,
    visitor: { isLead: false, adsValues: {} },
    counters: {},
    finished: new Set(),
    now: 100_000,
    heldSince: {},
    tagVisible: () => false,
    itemClicked: () => false,
    ...overrides,
  };
}

/** The state of a one-popup list whose only condition is `condition`. */
function stateOf(condition: PopupCondition, overrides: Partial<EligibilityInput> = {}) {
  return evaluatePopups([popup("p", [condition])], input(overrides)).states.p;
}

describe("a condition holds only if all its rules pass", () => {
  it.each<[string, PopupCondition, Partial<EligibilityInput>, "active" | "inactive"]>([
    ["no rules: any page", {}, {}, "active"],
    ["page kind matches", { pages: ["vehicle"] }, {}, "active"],
    ["page kind differs", { pages: ["search"] }, {}, "inactive"],
    ["one of the pages matches", { pages: ["search", "vehicle"] }, {}, "active"],
    ["exact path", { pages: ["/cars-for-sale/suvs"] }, { page: searchPage }, "active"],
    ["path prefix", { pages: ["/used-cars-for-sale/*"] }, {}, "active"],
    ["other path", { pages: ["/contact-us"] }, {}, "inactive"],
    ["lead rule false, visitor not a lead", { isLead: false }, {}, "active"],
    [
      "lead rule false, visitor a lead",
      { isLead: false },
      { visitor: { isLead: true, adsValues: {} } },
      "inactive",
    ],
    [
      "lead rule true, visitor a lead",
      { isLead: true },
      { visitor: { isLead: true, adsValues: {} } },
      "active",
    ],
    ["lead rule true, visitor not a lead", { isLead: true }, {}, "inactive"],
    ["tag visible", { tagQuery: "[data-x]" }, { tagVisible: (s) => s === "[data-x]" }, "active"],
    ["tag not visible", { tagQuery: "[data-x]" }, {}, "inactive"],
    ["item clicked", { itemClicked: ".cta" }, { itemClicked: (s) => s === ".cta" }, "active"],
    ["item not clicked", { itemClicked: ".cta" }, {}, "inactive"],
    [
      "campaign rule passes",
      { adsValues: { utm_source: "google" } },
      { visitor: { isLead: false, adsValues: { utm_source: "google" } } },
      "active",
    ],
    ["campaign rule fails", { adsValues: { utm_source: "google" } }, {}, "inactive"],
    [
      "every rule passes",
      { pages: ["vehicle"], isLead: false, tagQuery: "[data-x]", adsValues: { "*": false } },
      { tagVisible: () => true },
      "active",
    ],
    [
      "one rule of many fails",
      { pages: ["vehicle"], isLead: false, tagQuery: "[data-x]", adsValues: { "*": true } },
      { tagVisible: () => true },
      "inactive",
    ],
  ])("%s", (_, condition, overrides, expected) => {
    expect(stateOf(condition, overrides)).toBe(expected);
  });
});

describe("a popup is eligible if any one condition holds", () => {
  it.each<[string, PopupCondition[], "active" | "inactive"]>([
    ["the first holds", [{ pages: ["vehicle"] }, { pages: ["search"] }], "active"],
    ["the second holds", [{ pages: ["search"] }, { pages: ["vehicle"] }], "active"],
    ["none holds", [{ pages: ["search"] }, { pages: ["home"] }], "inactive"],
  ])("%s", (_, conditions, expected) => {
    expect(evaluatePopups([popup("p", conditions)], input()).states.p).toBe(expected);
  });
});

describe("visit counts", () => {
  it.each<[string, { minCount?: number; maxCount?: number }, number, boolean]>([
    ["neither bound: at least one visit", {}, 1, true],
    ["neither bound: none", {}, 0, false],
    ["only min: at min", { minCount: 3 }, 3, true],
    ["only min: below", { minCount: 3 }, 2, false],
    ["only min: above", { minCount: 3 }, 9, true],
    ["only max: at max", { maxCount: 2 }, 2, true],
    ["only max: zero", { maxCount: 2 }, 0, true],
    ["only max: above", { maxCount: 2 }, 3, false],
    ["both: low end", { minCount: 2, maxCount: 4 }, 2, true],
    ["both: high end", { minCount: 2, maxCount: 4 }, 4, true],
    ["both: below", { minCount: 2, maxCount: 4 }, 1, false],
    ["both: above", { minCount: 2, maxCount: 4 }, 5, false],
  ])("%s", (_, bounds, count, expected) => {
    expect(visitCountPasses(bounds, count)).toBe(expected);
  });

  it("reads each rule's counter; every rule must pass", () => {
    const condition: PopupCondition = {
      pageItemsViewed: [
        { name: "search", minCount: 4 },
        { name: "vehicle", minCount: 2 },
      ],
    };
    const counters = (search: number, vehicle: number): PopupCounters => ({
      p: [
        [
          { key: "s", countVisits: search, itemsListViewed: [] },
          { key: "v", countVisits: vehicle, itemsListViewed: [] },
        ],
      ],
    });
    expect(stateOf(condition, { counters: counters(4, 2) })).toBe("active");
    expect(stateOf(condition, { counters: counters(3, 2) })).toBe("inactive");
    expect(stateOf(condition, { counters: counters(4, 1) })).toBe("inactive");
    // No counter yet: zero visits.
    expect(stateOf(condition, { counters: {} })).toBe("inactive");
  });
});

describe("campaign values", () => {
  it.each<[string, AdsValueRule, string | undefined, boolean]>([
    ["false: absent", false, undefined, true],
    ["false: empty counts as absent", false, "", true],
    ["false: present", false, "google", false],
    ["true: present", true, "google", true],
    ["true: absent", true, undefined, false],
    ["string: equal", "google", "google", true],
    ["string: different", "google", "bing", false],
    ["string: absent", "google", undefined, false],
    ["not: outside the list", { not: ["bing", "yahoo"] }, "google", true],
    ["not: in the list", { not: ["bing", "yahoo"] }, "bing", false],
    ["not: absent", { not: ["bing"] }, undefined, true],
    ["in: in the list", { in: ["cpc", "ppc"] }, "cpc", true],
    ["in: outside the list", { in: ["cpc", "ppc"] }, "email", false],
    ["in: absent", { in: ["cpc"] }, undefined, false],
  ])("%s", (_, rule, value, expected) => {
    expect(adsValuePasses(rule, value)).toBe(expected);
  });

  it.each<[string, Record<string, AdsValueRule>, Record<string, string>, boolean]>([
    ["any value present (paid): one there", { "*": true }, { gclid: "x" }, true],
    ["any value present (paid): none", { "*": true }, {}, false],
    ["no value (organic): none", { "*": false }, {}, true],
    ["no value (organic): one there", { "*": false }, { utm_source: "newsletter" }, false],
    [
      "each parameter's rule must pass",
      { utm_source: "google", gclid: true },
      { utm_source: "google" },
      false,
    ],
    ["all pass", { utm_source: "google", gclid: true }, { utm_source: "google", gclid: "x" }, true],
  ])("%s", (_, rules, values, expected) => {
    expect(adsValuesPass(rules, values)).toBe(expected);
  });
});

describe("timers", () => {
  const condition: PopupCondition = { pages: ["vehicle"], tagQuery: "[data-x]", timer: 8 };
  const visible = { tagVisible: () => true };

  it("start when the other rules first hold, and hold once the seconds have passed", () => {
    const list = [popup("p", [condition])];
    const first = evaluatePopups(list, input({ ...visible, now: 1_000 }));
    expect(first.states.p).toBe("inactive");
    expect(first.heldSince).toEqual({ "p#0": 1_000 });
    expect(first.nextTimerMs).toBe(8_000);
    const later = evaluatePopups(list, input({ ...visible, now: 8_999, heldSince: first.heldSince }));
    expect(later.states.p).toBe("inactive");
    expect(later.nextTimerMs).toBe(1);
    const done = evaluatePopups(list, input({ ...visible, now: 9_000, heldSince: later.heldSince }));
    expect(done.states.p).toBe("active");
    expect(done.nextTimerMs).toBeUndefined();
  });

  it("start again when the other rules stop holding", () => {
    const list = [popup("p", [condition])];
    const held = evaluatePopups(list, input({ ...visible, now: 1_000 })).heldSince;
    const gone = evaluatePopups(list, input({ now: 5_000, heldSince: held }));
    expect(gone.heldSince).toEqual({});
    const back = evaluatePopups(list, input({ ...visible, now: 9_500, heldSince: gone.heldSince }));
    expect(back.states.p).toBe("inactive");
    expect(back.heldSince).toEqual({ "p#0": 9_500 });
  });

  it("a timer alone counts from the page view's first evaluation", () => {
    expect(stateOf({ timer: 5 }, { now: 10_000, heldSince: { "p#0": 5_000 } })).toBe("active");
    expect(stateOf({ timer: 5 }, { now: 10_000 })).toBe("inactive");
  });
});

describe("exclusions", () => {
  const leadPopup = popup("lead", [
    { isLead: false, pages: ["vehicle"] },
    { isLead: false, timer: 3 },
  ]);
  const mixed = popup("mixed", [{ isLead: false }, { pages: ["vehicle"] }]);
  const forLeads = popup("for-leads", [{ isLead: true }]);

  it("a lead popup is one whose every condition is for visitors who are not leads yet", () => {
    expect(isLeadPopup(leadPopup)).toBe(true);
    expect(isLeadPopup(mixed)).toBe(false);
    expect(isLeadPopup(forLeads)).toBe(false);
  });

  it.each<[string, PopupDefinition, ReadonlySet<string>, boolean, boolean]>([
    ["finished", mixed, new Set(["mixed"]), false, true],
    ["a lead popup for a lead", leadPopup, new Set(), true, true],
    ["a lead popup for a visitor", leadPopup, new Set(), false, false],
    ["a popup with another condition, for a lead", mixed, new Set(), true, false],
    ["a popup for leads, for a lead", forLeads, new Set(), true, false],
  ])("%s", (_, definition, finished, visitorIsLead, expected) => {
    expect(isExcluded(definition, finished, visitorIsLead)).toBe(expected);
  });

  it("finished popups are finished; excluded ones are not offered; others active or inactive", () => {
    const result = evaluatePopups([leadPopup, mixed, forLeads], {
      ...input({ visitor: { isLead: true, adsValues: {} } }),
      finished: new Set(["mixed"]),
    });
    expect(result.states).toEqual({ lead: "inactive", mixed: "finished", "for-leads": "active" });
    expect([...result.excluded].sort()).toEqual(["lead", "mixed"]);
  });
});

describe("pages", () => {
  it.each<[string, string[] | undefined, string, boolean]>([
    ["none given: every page", undefined, "/contact-us", true],
    ["empty: every page", [], "/contact-us", true],
    ["home", ["home"], "/", true],
    ["home in Spanish", ["home"], "/es", true],
    ["a Spanish path matches its English pattern", ["/contact-us"], "/es/contact-us", true],
    ["search", ["search"], "/used-cars-for-sale", true],
    ["other", ["other"], "/service", true],
    ["a prefix", ["/special-offers/*"], "/special-offers/service/12", true],
    ["not the prefix itself without its slash", ["/special-offers/*"], "/special-offers", false],
  ])("%s", (_, pages, path, expected) => {
    expect(pageMatches(pages, pageViewOf(path))).toBe(expected);
  });
});
