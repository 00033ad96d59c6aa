/**
 * Tiles that close the results grid's last row. A page holds 19 cars (the spec's page size),
 * which leaves one car alone on the last row of a 2-column grid and of a 3-column grid.
 * Instead, up to two "what next" tiles (pre-approval, trade-in) fill the row: how many
 * depends on the columns, so each tile carries the classes that show it only where needed.
 * Phones (one column) never need one.
 */

export const FILL_TILES = ["pre-approval", "trade-in"] as const;
export type FillTile = (typeof FILL_TILES)[number];

/** Empty cells left on the last row of `columns` columns. */
export function emptyCells(cards: number, columns: number): number {
  return cards === 0 ? 0 : (columns - (cards % columns)) % columns;
}

// Whole class names, so Tailwind finds them: shown from 640 px (2 columns) and/or from 1280 px (3 columns).
const VISIBILITY: Record<`${boolean}-${boolean}`, string> = {
  "true-true": "hidden sm:flex",
  "true-false": "hidden sm:flex xl:hidden",
  "false-true": "hidden xl:flex",
  "false-false": "hidden",
};

/** The tiles a page of `cards` cars needs, with the classes that show each where it fills a gap. */
export function fillTiles(cards: number): Array<{ tile: FillTile; className: string }> {
  const two = emptyCells(cards, 2);
  const three = emptyCells(cards, 3);
  return FILL_TILES.map((tile, i) => ({
    tile,
    className: VISIBILITY[`${i < two}-${i < three}`],
  })).filter((t) => t.className !== "hidden");
}
