// The figures table of `npm run bench`: every figure with its budget and whether it is met. A
// budget is checked (a miss fails the bench) only at the size it was given for: issue 39's at
// 100,000 listings and 100,000 members on PostgreSQL, the earlier ones (issues 27, 38, ADR 0015 and
// 0017) at the default 10,000 on PGlite. The others are printed against their budget all the same,
// marked "not checked", so a run at any size reads how far it is from them.

export type Row = {
  figure: string;
  value: number;
  unit: "ms" | "%" | "per msg" | "MB";
  // The value must be below this (or, with "<=" and ">=", at most or at least this).
  budget: number;
  compare?: "<" | "<=" | ">=";
  checked: boolean;
  // What the figure was measured under, or why it reads as it does.
  note?: string;
};

export const met = (row: Row): boolean =>
  row.compare === ">="
    ? row.value >= row.budget
    : row.compare === "<="
      ? row.value <= row.budget
      : row.value < row.budget;

const show = (value: number, unit: Row["unit"]) =>
  Number.isNaN(value)
    ? "-"
    : unit === "per msg"
      ? value.toFixed(3)
      : `${value.toFixed(unit === "%" ? 0 : 1)} ${unit}`;

export function printBudgets(title: string, rows: Row[]): boolean {
  console.log(`\n${title}\n`);
  const head = ["figure", "value", "budget", "verdict", "checked", "note"];
  const lines = rows.map((r) => [
    r.figure,
    show(r.value, r.unit),
    `${r.compare ?? "<"} ${show(r.budget, r.unit)}`,
    met(r) ? "met" : "MISSED",
    r.checked ? "checked" : "not checked",
    r.note ?? "",
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 || i === head.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ")} |`;
  console.log(row(head));
  console.log(
    `|${widths.map((w, i) => `-${"-".repeat(w)}${i === 0 || i === head.length - 1 ? "-" : ":"}`).join("|")}|`,
  );
  for (const line of lines) console.log(row(line));
  return rows.every((r) => !r.checked || met(r));
}
