import { describe, expect, it } from "vitest";
import { emptyCells, fillTiles } from "./grid-fill";

/** Which tiles show at a width: a class list as Tailwind applies it at 640 px and at 1280 px. */
function shownAt(className: string, width: "sm" | "xl"): boolean {
  const classes = className.split(" ");
  if (width === "xl" && classes.includes("xl:hidden")) return false;
  if (width === "xl" && classes.includes("xl:flex")) return true;
  return classes.includes("sm:flex");
}

describe("the results grid's last row", () => {
  it("counts the empty cells of the last row", () => {
    expect(emptyCells(19, 3)).toBe(2);
    expect(emptyCells(19, 2)).toBe(1);
    expect(emptyCells(18, 3)).toBe(0);
    expect(emptyCells(0, 3)).toBe(0);
  });

  it("fills every last row exactly, at two and at three columns", () => {
    for (let cards = 1; cards <= 19; cards++) {
      const tiles = fillTiles(cards);
      const atTwo = tiles.filter((t) => shownAt(t.className, "sm")).length;
      const atThree = tiles.filter((t) => shownAt(t.className, "xl")).length;
      expect((cards + atTwo) % 2, `${cards} cards at 2 columns`).toBe(0);
      expect((cards + atThree) % 3, `${cards} cards at 3 columns`).toBe(0);
      // Phones show one column: never a tile.
      for (const t of tiles) expect(t.className.split(" ")[0]).toBe("hidden");
    }
  });

  it("gives a full page of 19 cars two tiles at three columns and one at two", () => {
    expect(fillTiles(19)).toEqual([
      { tile: "pre-approval", className: "hidden sm:flex" },
      { tile: "trade-in", className: "hidden xl:flex" },
    ]);
  });
});
