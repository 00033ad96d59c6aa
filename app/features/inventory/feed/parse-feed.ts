/**
 * Reads a feed file into header-mapped records. Everything that makes the FILE unusable
 * (binary, empty, not CSV, missing columns) throws a FeedFileError with one sentence the
 * dealer can act on; what is wrong with a single ROW is left to read-feed-row.ts, so one
 * bad row never stops the import of the others.
 */
import { CsvError, type InfoRecord, type Options, parse } from "csv-parse/sync";
import { columnOf, type FeedField, fieldForHeader, REQUIRED_COLUMNS } from "./feed-columns";

export class FeedFileError extends Error {
  override name = "FeedFileError";
}

export type FeedRecord = {
  /** Row of the file where the record starts: its line number, so the header is row 1. */
  row: number;
  /** The record's cells by field, as written (untrimmed). Absent when the column is absent. */
  values: Partial<Record<FeedField, string>>;
  /** How many cells the record has; differs from the header's count on a broken row. */
  cellCount: number;
};

export type ParsedFeed = {
  /** The feed fields whose column is present. */
  fields: ReadonlySet<FeedField>;
  /** How many columns the header has. */
  columnCount: number;
  /** Headers the import does not use (reported, not an error: DMS exports carry many). */
  ignoredColumns: string[];
  records: FeedRecord[];
};

/** Bytes to look at when deciding whether a file is text. */
const SNIFF_BYTES = 8192;

function isBinary(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, SNIFF_BYTES);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return true;
    // Tab, line feed, form feed and carriage return are text; other C0 controls are not.
    if (byte < 32 && byte !== 9 && byte !== 10 && byte !== 12 && byte !== 13) control++;
  }
  return control > sample.length / 100;
}

/**
 * Bytes to text. UTF-8 (with or without BOM) is the norm; a file that is not valid UTF-8
 * is read as Windows-1252, which is what Excel's plain "CSV (Comma delimited)" writes in
 * the US. Binary, compressed and UTF-16 files are refused with a hint.
 */
export function decodeFeed(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new FeedFileError("the file is empty");
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    throw new FeedFileError("the file is compressed (gzip); unpack it and import the CSV file inside");
  }
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    throw new FeedFileError("the file is a ZIP archive (or an Excel workbook); export the inventory as CSV");
  }
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new FeedFileError('the file is UTF-16 text; save it as "CSV UTF-8" and import it again');
  }
  if (isBinary(bytes)) throw new FeedFileError("the file is binary, not a CSV text file");
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** Comma unless the header line clearly uses semicolons (European Excel) or tabs. */
function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (char: string) => firstLine.split(char).length - 1;
  const candidates = [",", ";", "\t"].map((char) => ({ char, n: count(char) }));
  candidates.sort((a, b) => b.n - a.n);
  return candidates[0]!.n > 0 ? candidates[0]!.char : ",";
}

type ParsedLine = { cells: string[]; row: number };

/**
 * Line breaks inside quoted cells: as a text editor counts them (CRLF is one) and as
 * csv-parse counts them (CR and LF are one each).
 */
function quotedBreaks(cells: string[]): { editor: number; parser: number } {
  let editor = 0;
  let parser = 0;
  for (const cell of cells) {
    for (let i = 0; i < cell.length; i++) {
      const code = cell.charCodeAt(i);
      if (code === 10) {
        parser++;
        if (cell.charCodeAt(i - 1) !== 13) editor++;
      } else if (code === 13) {
        parser++;
        editor++;
      }
    }
  }
  return { editor, parser };
}

/**
 * An on_record hook giving each record the line it starts on. csv-parse reports the line
 * a record ENDS on, and counts a CRLF inside quotes as two lines; both are undone here so
 * the row numbers in the report match what the dealer sees in an editor.
 */
function lineNumbering() {
  let drift = 0;
  return (record: string[], context: InfoRecord): ParsedLine => {
    let hasBreak = false;
    for (const cell of record) if (cell.includes("\n") || cell.includes("\r")) hasBreak = true;
    if (!hasBreak) return { cells: record, row: context.lines - drift };
    const breaks = quotedBreaks(record);
    drift += breaks.parser - breaks.editor;
    return { cells: record, row: context.lines - drift - breaks.editor };
  };
}

function listHeaders(fields: readonly FeedField[]): string {
  return fields.map((field) => columnOf(field).header).join(", ");
}

/** Parses a whole feed. Throws FeedFileError when the file cannot be imported at all. */
export function parseFeed(input: Uint8Array | string): ParsedFeed {
  const text = typeof input === "string" ? input : decodeFeed(input);
  const start = text.replace(/^\uFEFF/, "").trimStart();
  if (start === "") throw new FeedFileError("the file is empty");
  // The usual wrong exports get a name rather than a CSV parser's complaint about quotes.
  if (start.startsWith("{") || start.startsWith("[")) throw new FeedFileError("the file is JSON, not CSV");
  if (start.startsWith("<")) throw new FeedFileError("the file is XML or HTML, not CSV");

  let rows: ParsedLine[];
  try {
    rows = parse(text, {
      delimiter: detectDelimiter(text.replace(/^\uFEFF/, "")),
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // Spreadsheets export trailing blank rows as ",,,,": they are not vehicles.
      skip_records_with_empty_values: true,
      // Only the line number is kept: csv-parse's full info object per record would
      // double the memory a 50,000-row feed needs. (Its typings expect on_record to
      // return a record; ours returns the record with its row.)
      on_record: lineNumbering() as unknown as Options["on_record"],
    }) as unknown as ParsedLine[];
  } catch (error) {
    if (error instanceof CsvError) throw new FeedFileError(`the file is not valid CSV: ${error.message}`);
    throw error;
  }

  const [header, ...body] = rows;
  if (!header) throw new FeedFileError("the file is empty");

  const columnFields: Array<FeedField | null> = [];
  const firstColumnOf = new Map<FeedField, number>();
  const ignoredColumns: string[] = [];
  header.cells.forEach((name, index) => {
    const field = fieldForHeader(name);
    columnFields.push(field);
    if (!field) {
      if (name.trim() !== "") ignoredColumns.push(name.trim());
      return;
    }
    const earlier = firstColumnOf.get(field);
    if (earlier !== undefined) {
      throw new FeedFileError(
        `columns ${earlier + 1} ('${header.cells[earlier]?.trim()}') and ${index + 1} ('${name.trim()}') are both the ${columnOf(field).header} column`,
      );
    }
    firstColumnOf.set(field, index);
  });

  const required = REQUIRED_COLUMNS.map((c) => c.field);
  if (firstColumnOf.size === 0) {
    throw new FeedFileError(
      `this is not an inventory feed: its first line has none of the feed's columns (expected ${listHeaders(required)})`,
    );
  }
  const missing = required.filter((field) => !firstColumnOf.has(field));
  if (missing.length > 0) {
    const noun = missing.length === 1 ? "column is" : "columns are";
    throw new FeedFileError(`required ${noun} missing: ${listHeaders(missing)}`);
  }
  if (body.length === 0) throw new FeedFileError("the file has column headers but no vehicles");

  const columns = [...firstColumnOf];
  const records = body.map(({ cells, row }): FeedRecord => {
    const values: Partial<Record<FeedField, string>> = {};
    for (const [field, index] of columns) values[field] = cells[index] ?? "";
    return { row, values, cellCount: cells.length };
  });

  return { fields: new Set(firstColumnOf.keys()), columnCount: header.cells.length, ignoredColumns, records };
}
