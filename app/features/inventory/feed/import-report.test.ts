import { describe, expect, it } from "vitest";
import type { ImportReport } from "./import-feed.server";
import { formatImportReport } from "./import-report";

const REPORT: ImportReport = {
  mode: "full",
  dryRun: false,
  rows: 1204,
  accepted: 1202,
  rejected: [
    { row: 7, vin: "2HKRW2H5XMH61273", reasons: ["VIN 2HKRW2H5XMH61273 has 16 characters, not 17"] },
    { row: 19, vin: "2HKRW2H58MH600016", reasons: ["mileage is missing", "price 'abc' is not a number"] },
  ],
  new: 12,
  updated: 40,
  restocked: 1,
  unchanged: 1150,
  sold: 9,
  priceDrops: 3,
  ignoredColumns: ["Dealer ID"],
  soldVins: [],
};

describe("formatImportReport", () => {
  it("lists the counts and every rejected row with its reasons", () => {
    expect(
      formatImportReport(REPORT, "feeds/today.csv"),
    ).toBe(`Inventory import of feeds/today.csv (full feed)
Ignored columns: Dealer ID
Rows accepted: 1,202
Rows rejected: 2
  Row 7: VIN 2HKRW2H5XMH61273 has 16 characters, not 17
  Row 19: mileage is missing; price 'abc' is not a number
New: 12
Updated: 40 (1 back in stock)
Unchanged: 1,150
Sold: 9
Price drops: 3
`);
  });

  it("says when nothing was written and when absent vehicles were left alone", () => {
    const text = formatImportReport(
      { ...REPORT, mode: "partial", dryRun: true, sold: 0, restocked: 0, ignoredColumns: [] },
      "x.csv",
    );
    expect(text).toContain(
      "Inventory import of x.csv (partial feed: vehicles not in it are left as they are)\n",
    );
    expect(text).toContain("Dry run: nothing was written.\n");
    expect(text).toContain("Updated: 40\n");
    expect(text).toContain("Sold: 0 (partial feed)\n");
    expect(text).not.toContain("Ignored columns");
  });
});
