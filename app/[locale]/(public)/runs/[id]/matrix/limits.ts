/**
 * How much of a matrix one view of its page draws, so that its HTML stays bounded whatever was
 * uploaded: a real matrix (50 to 200 cells, about 10 contexts x 10 concurrency levels) is shown
 * whole; a larger one is paged, and its heatmap replaced by a note. Every cell stays in
 * export.json.
 */
export const MATRIX_ROWS_PER_PAGE = 300;
/** Positions (contexts x concurrency levels) a heatmap draws at most. */
export const HEATMAP_MAX_POSITIONS = 1_000;
/** Prefill contexts listed in the header line before it gives a range instead. */
export const PREFILL_CONTEXTS_LISTED = 12;

/** The rows of page `page` (1-based, clamped to the pages there are) and how many pages there are. */
export function pageRows<T>(rows: T[], page: number): { rows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / MATRIX_ROWS_PER_PAGE));
  const current = Math.min(Math.max(1, page), pages);
  const start = (current - 1) * MATRIX_ROWS_PER_PAGE;
  return { rows: rows.slice(start, start + MATRIX_ROWS_PER_PAGE), page: current, pages };
}
