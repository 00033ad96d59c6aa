import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { FeedFileError, parseFeed } from "./parse-feed";

const FIXTURES = path.resolve(import.meta.dirname, "../../../../tests/fixtures/feeds");
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

const HEADER = "VIN,Stock Number,Condition,Year,Make,Model,Body Style,Mileage,Price,Location";
const ROW = "2HKRW2H5XMH612734,M21-04410,Used,2021,Honda,CR-V,SUV,38412,24995,moline";

function fileError(input: Uint8Array | string): string {
  try {
    parseFeed(input);
  } catch (error) {
    expect(error).toBeInstanceOf(FeedFileError);
    return (error as Error).message;
  }
  throw new Error("parseFeed accepted the file");
}

describe("parseFeed", () => {
  it("maps the header to fields and keeps each record's line number", () => {
    const feed = parseFeed(fixture("good-inventory.csv"));
    expect(feed.records).toHaveLength(25);
    expect(feed.columnCount).toBe(23);
    expect(feed.ignoredColumns).toEqual([]);
    expect(feed.fields.has("initPrice")).toBe(true);
    expect(feed.fields.has("premiumUpgrade")).toBe(false);
    const first = feed.records[0]!;
    expect(first.row).toBe(2);
    expect(first.values.vin).toBe("4S47HLSE2VL274495");
    expect(first.values.location).toBe("Elkhart, IN");
    expect(first.values.premiumUpgrade).toBeUndefined();
    expect(feed.records.at(-1)!.row).toBe(26);
  });

  it("counts a quoted line break, blank lines and CRLF like a text editor does", () => {
    const text = `${HEADER}\r\n${ROW}\r\n\r\n"2HKRW2H5XMH612735","M21\r\n04411",Used,2021,Honda,CR-V,SUV,1,2,moline\r\n,,,,,,,,,\r\n${ROW}\r\n`;
    const feed = parseFeed(text);
    expect(feed.records.map((r) => r.row)).toEqual([2, 4, 7]);
    expect(feed.records[1]!.values.stockNumber).toBe("M21\r\n04411");
    const unix = parseFeed(
      `${HEADER}\n"2HKRW2H5XMH612735","M21\n\n04411",Used,2021,Honda,CR-V,SUV,1,2,moline\n${ROW}\n`,
    );
    expect(unix.records.map((r) => r.row)).toEqual([2, 5]);
  });

  it("accepts a byte-order mark, semicolons or tabs, headers in any order, and extra columns", () => {
    const semicolons = `\uFEFFLocation;Price;Mileage;Body Style;Model;Make;Year;Condition;Stock #;vin;Dealer ID\nmoline;24995;38412;SUV;CR-V;Honda;2021;Used;M21-04410;2HKRW2H5XMH612734;88\n`;
    const feed = parseFeed(new TextEncoder().encode(semicolons));
    expect(feed.records[0]!.values).toMatchObject({
      vin: "2HKRW2H5XMH612734",
      stockNumber: "M21-04410",
      price: "24995",
    });
    expect(feed.ignoredColumns).toEqual(["Dealer ID"]);
    const tabs = parseFeed(`${HEADER.replaceAll(",", "\t")}\n${ROW.replaceAll(",", "\t")}\n`);
    expect(tabs.records[0]!.values.location).toBe("moline");
  });

  it("reads Windows-1252 text, which Excel's plain CSV writes", () => {
    const bytes = Buffer.from(`${HEADER},Trim\n${ROW},Cr\xe8me Edition\n`, "latin1");
    expect(parseFeed(bytes).fields.has("trim")).toBe(true);
    expect(parseFeed(bytes).records[0]!.values.trim).toBe("Crème Edition");
  });

  it("keeps a row with too few or too many cells for row validation to reject", () => {
    const feed = parseFeed(`${HEADER}\n2HKRW2H5XMH612734,M21-04410\n${ROW},extra\n`);
    expect(feed.records.map((r) => r.cellCount)).toEqual([2, 11]);
    expect(feed.records[0]!.values.price).toBe("");
  });

  it("refuses empty files and a header without vehicles", () => {
    expect(fileError(fixture("broken-empty.csv"))).toBe("the file is empty");
    expect(fileError(" \n\r\n\t")).toBe("the file is empty");
    expect(fileError("\uFEFF")).toBe("the file is empty");
    expect(fileError(fixture("broken-header-only.csv"))).toBe("the file has column headers but no vehicles");
    expect(fileError(`${HEADER}\n,,,,,,,,,\n\n`)).toBe("the file has column headers but no vehicles");
  });

  it("refuses binary, compressed, UTF-16, JSON and XML files by name", () => {
    expect(fileError(fixture("broken-binary.csv"))).toBe("the file is binary, not a CSV text file");
    expect(fileError(fixture("broken-compressed.csv"))).toMatch(/^the file is compressed \(gzip\)/);
    expect(fileError(gzipSync(`${HEADER}\n${ROW}\n`))).toMatch(/gzip/);
    expect(fileError(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toMatch(/ZIP archive/);
    expect(fileError(Buffer.from(`\uFEFF${HEADER}\n${ROW}\n`, "utf16le"))).toMatch(/UTF-16/);
    expect(fileError(fixture("broken-not-csv.csv"))).toBe("the file is JSON, not CSV");
    expect(fileError("<?xml version='1.0'?><vehicles/>")).toBe("the file is XML or HTML, not CSV");
  });

  it("refuses text that is not valid CSV", () => {
    expect(fileError(`${HEADER}\n"2HKRW2H5XMH612734,M21-04410,Used\n`)).toMatch(
      /^the file is not valid CSV: Quote Not Closed/,
    );
  });

  it("refuses a file with none of the feed's columns, or without a required one", () => {
    expect(fileError(fixture("broken-wrong-columns.csv"))).toBe(
      "this is not an inventory feed: its first line has none of the feed's columns (expected VIN, Stock Number, Condition, Year, Make, Model, Body Style, Mileage, Price, Location)",
    );
    expect(fileError(fixture("broken-missing-columns.csv"))).toBe(
      "required columns are missing: Price, Location",
    );
    expect(fileError(`${HEADER.replace(",Location", "")}\n${ROW}\n`)).toBe(
      "required column is missing: Location",
    );
  });

  it("refuses two columns that mean the same thing", () => {
    expect(fileError(`${HEADER},Sale Price\n${ROW},23995\n`)).toBe(
      "columns 9 ('Price') and 11 ('Sale Price') are both the Price column",
    );
  });
});
