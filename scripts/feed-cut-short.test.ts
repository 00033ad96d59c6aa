import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseFeed } from "../app/features/inventory/feed/parse-feed";
import { cutShortReason } from "./feed-cut-short";

const good = fs.readFileSync(path.join(import.meta.dirname, "../tests/fixtures/feeds/good-inventory.csv"));
const reasonFor = (bytes: Buffer) => cutShortReason(bytes, parseFeed(bytes));
/** The first `lines` lines of the good feed, then `extra` bytes of the next one. */
const cut = (lines: number, extra: number) => {
  let end = 0;
  for (let i = 0; i < lines; i++) end = good.indexOf(0x0a, end) + 1;
  return good.subarray(0, end + extra);
};

describe("a feed cut short", () => {
  it("is named with its row and the column it stops in", () => {
    // Row 11 starts "1FAB1YCJ2KK453221,E19-03577,Used,2019,Fo": it stops in the Make column.
    expect(reasonFor(cut(10, 40))).toBe(
      "the file ends in the middle of row 11 in its Make column (5 of 23 columns, no line break after it): it looks cut short; export or download it again",
    );
  });

  it("is not a whole file, with or without a line break at its end", () => {
    expect(reasonFor(good)).toBeUndefined();
    expect(reasonFor(Buffer.from(good.toString("utf8").trimEnd()))).toBeUndefined();
    // Cut right after a line break: every row is whole, and nothing in the file says more are missing.
    expect(reasonFor(cut(10, 0))).toBeUndefined();
  });

  it("is not a short last row that ends with a line break (a row to reject, not a cut)", () => {
    expect(reasonFor(Buffer.concat([cut(10, 40), Buffer.from("\n")]))).toBeUndefined();
  });
});
