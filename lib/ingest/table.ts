/**
 * Markdown table rows as llama.cpp's tools and llama-benchy print them, read by hand (no pattern
 * that could backtrack on a hostile row). Callers check the line's length first (checkLineChars).
 * Pure module.
 */

/**
 * More cells than any table of the tools the arena reads (llama-bench's widest has about 25): a
 * longer row is not split, since splitting 65,536 pipes costs tens of milliseconds.
 */
export const MAX_TABLE_CELLS = 64;

/** How many `|` a line holds, counted without splitting it. */
export function countPipes(line: string): number {
  let count = 0;
  for (let at = line.indexOf("|"); at >= 0; at = line.indexOf("|", at + 1)) count += 1;
  return count;
}

/** The cells of `| a | b |` (the outer pipes optional), trimmed. */
export function splitPipeRow(line: string): string[] {
  const start = line.startsWith("|") ? 1 : 0;
  const end = line.length > start && line.endsWith("|") ? line.length - 1 : line.length;
  return line
    .slice(start, end)
    .split("|")
    .map((cell) => cell.trim());
}

/**
 * `|---|:---:|`: every cell dashes, with an optional colon at either end. Read in one pass without
 * splitting: a hostile line of 65,536 pipes is asked this for itself and for the line under it.
 */
export function isSeparatorRow(line: string): boolean {
  const text = line.trim();
  const start = text.startsWith("|") ? 1 : 0;
  const end = text.length > start && text.endsWith("|") ? text.length - 1 : text.length;
  let cellStart = start;
  for (let at = start; at <= end; at += 1) {
    if (at < end && text.charCodeAt(at) !== PIPE) continue;
    if (!isSeparatorCell(text.slice(cellStart, at).trim())) return false;
    cellStart = at + 1;
  }
  return true;
}

const PIPE = 124;

function isSeparatorCell(cell: string): boolean {
  const start = cell.startsWith(":") ? 1 : 0;
  const end = cell.length > start && cell.endsWith(":") ? cell.length - 1 : cell.length;
  if (end <= start) return false;
  for (let at = start; at < end; at += 1) if (cell.charCodeAt(at) !== 45) return false;
  return true;
}
