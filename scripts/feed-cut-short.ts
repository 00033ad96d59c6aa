import { parse } from "csv-parse/sync";
import type { ParsedFeed } from "../app/features/inventory/feed/parse-feed";

/**
 * A feed cut short: a transfer or an export that stopped half way ends in the middle of a row,
 * with no line break after it and fewer cells than the header has columns. Read as a full feed it
 * would mark every vehicle after the cut sold, so the import refuses it. (A cut inside a quoted
 * cell is already refused by the CSV parser: "Quote Not Closed".) Returns the sentence saying
 * where the file stops, or undefined when it ends as a file should.
 */
export function cutShortReason(bytes: Uint8Array, feed: ParsedFeed): string | undefined {
  const last = feed.records.at(-1);
  const end = bytes.at(-1);
  if (!last || end === 0x0a || end === 0x0d) return undefined;
  if (last.cellCount >= feed.columnCount) return undefined;
  const column = headerCells(bytes)[last.cellCount - 1]?.trim();
  const where = column ? ` in its ${column} column` : "";
  return (
    `the file ends in the middle of row ${last.row}${where} (${last.cellCount} of ${feed.columnCount} columns, ` +
    "no line break after it): it looks cut short; export or download it again"
  );
}

/** The header row's cells, for naming a column (any of the delimiters the import reads). */
function headerCells(bytes: Uint8Array): string[] {
  try {
    const [header] = parse(Buffer.from(bytes), {
      to_line: 1,
      bom: true,
      delimiter: [",", ";", "\t"],
      relax_column_count: true,
      relax_quotes: true,
    }) as string[][];
    return header ?? [];
  } catch {
    return [];
  }
}
