import path from "node:path";
import { describe, expect, it } from "vitest";
import { countPageView, mergeCounters } from "./counters";
import { evaluatePopups } from "./eligibility";
import { pageViewOf } from "./page-view";
import type { PopupDefinition, PopupVisitorState } from "./popup-definition";
import { loadPopups } from "./popups-content.server";

/**
 * The default popups of content/popups.json, walked through as a visitor would (spec section
 * 9): organic traffic after 3 vehicle pages, paid traffic after 4 searches and 2 vehicle
 * pages, never for a lead; and the price popup on a locked price in view for 8 s.
 */
const popups = loadPopups(path.resolve("content"), "en");
const vehicle = (n: number) => `/used-cars-for-sale/2019-honda-accord-${n}HGCM82633A004352`;
const search = (n: number) => `/cars-for-sale?make=make${n}`;
/** A page view of a URL with its query. */
const view = (url: string) => {
  const [pathname = "/", query = ""] = url.split("?");
  return pageViewOf(pathname, query);
};
const ORGANIC: PopupVisitorState = { isLead: false, adsValues: {} };
const PAID: PopupVisitorState = { isLead: false, adsValues: { utm_source: "google", gclid: "x" } };

/** The unlock-inventory popup's state after visiting `paths` in order, on the last one. */
function after(paths: string[], visitor: PopupVisitorState, list: PopupDefinition[] = popups) {
  let counters = mergeCounters(undefined, list);
  for (const page of paths) counters = countPageView(counters, list, view(page));
  const last = paths.at(-1)!;
  return evaluatePopups(list, {
    page: view(last),
    visitor,
    counters,
    finished: new Set(),
    now: 0,
    heldSince: {},
    tagVisible: () => false,
    itemClicked: () => false,
  }).states["unlock-inventory"];
}

describe("the default popups", () => {
  it("are unlock-inventory and user-lead, in both languages", () => {
    expect(popups.map((p) => p.id)).toEqual(["unlock-inventory", "user-lead"]);
    const spanish = loadPopups(path.resolve("content"), "es");
    expect(spanish.map((p) => p.component.data.title)).toEqual([
      "Desbloquee nuestro inventario privado",
      "Desbloquee el precio de hoy",
    ]);
    // Only the texts differ.
    expect(spanish.map((p) => p.conditions)).toEqual(popups.map((p) => p.conditions));
  });
});

describe("unlock-inventory: organic traffic", () => {
  it.each<[string, string[], "active" | "inactive"]>([
    ["3 vehicle pages", [vehicle(1), vehicle(2), vehicle(3)], "active"],
    ["2 vehicle pages", [vehicle(1), vehicle(2)], "inactive"],
    ["one vehicle 3 times", [vehicle(1), vehicle(1), vehicle(1)], "inactive"],
    ["3 vehicles, then a search page", [vehicle(1), vehicle(2), vehicle(3), search(1)], "active"],
    ["3 vehicles, then another page", [vehicle(1), vehicle(2), vehicle(3), "/contact-us"], "inactive"],
    [
      "4 searches and 2 vehicles",
      [search(1), search(2), search(3), search(4), vehicle(1), vehicle(2)],
      "inactive",
    ],
  ])("%s", (_, paths, expected) => {
    expect(after(paths, ORGANIC)).toBe(expected);
  });
});

describe("unlock-inventory: paid traffic", () => {
  it.each<[string, string[], "active" | "inactive"]>([
    [
      "4 searches and 2 vehicle pages",
      [search(1), search(2), search(3), search(4), vehicle(1), vehicle(2)],
      "active",
    ],
    ["in any order", [vehicle(1), search(1), search(2), vehicle(2), search(3), search(4)], "active"],
    ["3 searches and 2 vehicles", [search(1), search(2), search(3), vehicle(1), vehicle(2)], "inactive"],
    [
      "one search 4 times and 2 vehicles",
      [search(1), search(1), search(1), search(1), vehicle(1), vehicle(2)],
      "inactive",
    ],
    ["4 searches and 1 vehicle", [search(1), search(2), search(3), search(4), vehicle(1)], "inactive"],
    ["3 vehicles (the organic rule does not apply)", [vehicle(1), vehicle(2), vehicle(3)], "inactive"],
  ])("%s", (_, paths, expected) => {
    expect(after(paths, PAID)).toBe(expected);
  });
});

describe("never for a lead", () => {
  it.each([ORGANIC, PAID])("%o", (visitor) => {
    const paths = [search(1), search(2), search(3), search(4), vehicle(1), vehicle(2), vehicle(3)];
    expect(after(paths, visitor)).toBe("active");
    expect(after(paths, { ...visitor, isLead: true })).toBe("inactive");
  });
});

describe("user-lead: a locked price in view for 8 s", () => {
  const userLead = popups.filter((p) => p.id === "user-lead");
  const state = (page: string, visible: boolean, seconds: number, isLead = false) => {
    const input = {
      page: view(page),
      visitor: { isLead, adsValues: {} },
      counters: mergeCounters(undefined, userLead),
      finished: new Set<string>(),
      tagVisible: (selector: string) => visible && selector === '[data-price-locked="page"]',
      itemClicked: () => false,
    };
    const first = evaluatePopups(userLead, { ...input, now: 0, heldSince: {} });
    return evaluatePopups(userLead, { ...input, now: seconds * 1000, heldSince: first.heldSince });
  };

  it.each<[string, string, boolean, number, boolean, "active" | "inactive"]>([
    ["in view 8 s", vehicle(1), true, 8, false, "active"],
    ["in view 7 s", vehicle(1), true, 7, false, "inactive"],
    ["not in view", vehicle(1), false, 20, false, "inactive"],
    ["on a search page", search(1), true, 20, false, "inactive"],
    ["for a lead", vehicle(1), true, 20, true, "inactive"],
  ])("%s", (_, page, visible, seconds, isLead, expected) => {
    expect(state(page, visible, seconds, isLead).states["user-lead"]).toBe(expected);
  });

  it("is a lead popup: not offered at all to a lead (no launcher)", () => {
    expect(state(vehicle(1), true, 20, true).excluded.has("user-lead")).toBe(true);
  });
});
