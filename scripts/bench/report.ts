/** Plain-text tables for the benchmark and soak output. */

export type Cell = string | number | null | undefined;

export function formatCell(value: Cell, digits = 1): string {
  if (value === null || value === undefined) return "–";
  if (typeof value === "string") return value;
  if (Number.isInteger(value)) return value.toLocaleString("en-US");
  return value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A table with a header row; numbers right-aligned, text left-aligned. */
export function formatTable(header: string[], rows: Cell[][]): string {
  const text = rows.map((row) => row.map((cell) => formatCell(cell)));
  const widths = header.map((title, column) =>
    Math.max(title.length, ...text.map((row) => (row[column] ?? "").length)),
  );
  const numeric = header.map((_, column) =>
    rows.every((row) => typeof row[column] !== "string" || row[column] === "–"),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...text.map(line)].join("\n");
}

export const ms = (value: number) => Math.round(value * 10) / 10;

/** NaN without values. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? NaN;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? NaN) + upper) / 2;
}

/** NaN without values. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
