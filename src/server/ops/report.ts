import type { Comparison } from "./compare-databases";
import type { RestoreReport } from "./restore";

// Plain text tables for the terminal: one line a table, a mark on each that differs.
function columns(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

export function formatRestoreReport(report: RestoreReport): string {
  const rows = [["table", "backup", "restored", ""]];
  for (const c of report.counts) {
    rows.push([c.table, String(c.expected), String(c.actual), c.expected === c.actual ? "" : "DIFFERS"]);
  }
  const { expected, actual } = report.images;
  const images =
    expected.sha256 === actual.sha256 && expected.count === actual.count && expected.bytes === actual.bytes
      ? `images: ${actual.count} (${actual.bytes} bytes), sha256 of every image as in the backup`
      : `images DIFFER: backup ${expected.count} (${expected.bytes} bytes), restored ${actual.count} (${actual.bytes} bytes)`;
  return `${columns(rows)}\n${images}`;
}

export function formatComparison(comparison: Comparison): string {
  const rows = [["table", "embedded", "postgres", "all rows", "sample", ""]];
  for (const t of comparison.tables) {
    const same = t.sourceRows === t.targetRows && t.sameDigest && t.differences.length === 0;
    rows.push([
      t.table,
      String(t.sourceRows),
      String(t.targetRows),
      t.sameDigest ? "same" : "DIFFER",
      `${t.sampled - new Set(t.differences.map((d) => d.split(" ")[0])).size}/${t.sampled} same`,
      same ? "" : `DIFFERS ${t.differences.slice(0, 5).join("; ")}`,
    ]);
  }
  return columns(rows);
}
