/**
 * What a run id looks like (a cuid: letters and digits), the one place that says it. Pure and
 * free of zod, so that browser code that links to runs (the leaderboard's compare selection) does
 * not load zod and the API's schemas; `runIdSchema` (lib/runs/export-schema.ts) checks with this
 * pattern, and patterns that find run ids inside text (lib/reports/markdown.ts) embed RUN_ID_SOURCE.
 */
/** A run id, unanchored, for building larger patterns. Without flags, so JSON Schema states it exactly. */
export const RUN_ID_SOURCE = "[A-Za-z0-9]{1,64}";
export const RUN_ID_PATTERN = new RegExp(`^${RUN_ID_SOURCE}$`);

/** True when `value` could be a run id; anything else is no run. */
export function isRunId(value: string): boolean {
  return RUN_ID_PATTERN.test(value);
}
