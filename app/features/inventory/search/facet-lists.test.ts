import { describe, expect, it } from "vitest";
import { COMMON_SHOWN, commonFirst, type FacetValue } from "./facet-lists";

const value = (label: string, count: number, selected = false): FacetValue => ({
  value: label.toLowerCase(),
  label,
  count,
  selected,
});

// The demo lot's makes, alphabetical as the page lists them, with their counts.
const makes = [
  value("Audi", 9),
  value("BMW", 11),
  value("Buick", 6),
  value("Chevrolet", 40),
  value("Chrysler", 8),
  value("Dodge", 7),
  value("Ford", 52),
  value("GMC", 12),
  value("Honda", 44),
  value("Hyundai", 21),
  value("Jeep", 19),
  value("Kia", 20),
  value("Nissan", 30),
  value("Toyota", 61, true),
];

describe("long facet lists: the most common values first", () => {
  it("shows the six makes with the most vehicles first, most first, then the rest alphabetically", () => {
    const { common, rest } = commonFirst(makes);
    expect(common.map((v) => v.label)).toEqual(["Toyota", "Ford", "Honda", "Chevrolet", "Nissan", "Hyundai"]);
    expect(rest.map((v) => v.label)).toEqual([
      "Audi",
      "BMW",
      "Buick",
      "Chrysler",
      "Dodge",
      "GMC",
      "Jeep",
      "Kia",
    ]);
    expect(common.length).toBe(COMMON_SHOWN);
    // Nothing lost, nothing twice.
    expect(new Set([...common, ...rest]).size).toBe(makes.length);
  });

  it("keeps a short list whole and in its own order", () => {
    const short = makes.slice(0, COMMON_SHOWN + 2);
    expect(commonFirst(short)).toEqual({ common: short, rest: [] });
  });

  it("breaks ties by the list's order, and hides nothing behind an empty list", () => {
    const tied = ["A", "B", "C", "D", "E", "F", "G", "H", "I"].map((l) => value(l, 5));
    expect(commonFirst(tied).common.map((v) => v.label)).toEqual(["A", "B", "C", "D", "E", "F"]);
    expect(commonFirst([])).toEqual({ common: [], rest: [] });
  });
});
