import type { ImportReport } from "./import-feed.server";

const count = (n: number) => n.toLocaleString("en-US");

/**
 * The import's closing report as plain lines for a terminal or a cron mail. Every
 * rejected row is listed: the dealer needs all of them to fix the feed.
 */
export function formatImportReport(report: ImportReport, fileName: string): string {
  const lines: string[] = [];
  const kind = report.mode === "full" ? "full feed" : "partial feed: vehicles not in it are left as they are";
  lines.push(`Inventory import of ${fileName} (${kind})`);
  if (report.dryRun) lines.push("Dry run: nothing was written.");
  if (report.ignoredColumns.length > 0) lines.push(`Ignored columns: ${report.ignoredColumns.join(", ")}`);
  lines.push(`Rows accepted: ${count(report.accepted)}`);
  lines.push(`Rows rejected: ${count(report.rejected.length)}`);
  for (const row of report.rejected) lines.push(`  Row ${row.row}: ${row.reasons.join("; ")}`);
  lines.push(`New: ${count(report.new)}`);
  const restocked = report.restocked > 0 ? ` (${count(report.restocked)} back in stock)` : "";
  lines.push(`Updated: ${count(report.updated)}${restocked}`);
  lines.push(`Unchanged: ${count(report.unchanged)}`);
  lines.push(`Sold: ${count(report.sold)}${report.mode === "partial" ? " (partial feed)" : ""}`);
  lines.push(`Price drops: ${count(report.priceDrops)}`);
  return `${lines.join("\n")}\n`;
}
