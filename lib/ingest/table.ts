/**
 * Markdown table rows as llama.cpp's tools and llama-benchy print them, read by hand (no pattern
 * that could backtrack on a hostile row). Callers check the line's length first (checkLineChars).
 * Pure module.
 */

/** The cells of `| a | b |` (the outer pipes optional), trimmed. */
export function splitPipeRow(line: string): string[] {
  const start = line.startsWith("|") ? 1 : 0;
  const end = line.length > start && line.endsWith("|") ? line.length - 1 : line.length;
  return line
    .slice(start, end)
    .split("|")
    .map((cell) => cell.trim());
}

/** `|---|:---:|`: every cell dashes, with an optional colon at either end. */
export function isSeparatorRow(line: string): boolean {
  return splitPipeRow(line.trim()).every(isSeparatorCell);
}

function isSeparatorCell(cell: string): boolean {
  const start = cell.startsWith(":") ? 1 : 0;
  const end = cell.length > start && cell.endsWith(":") ? cell.length - 1 : cell.length;
  if (end <= start) return false;
  for (let at = start; at < end; at += 1) if (cell.charCodeAt(at) !== 45) return false;
  return true;
}
