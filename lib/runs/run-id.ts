/**
 * What a run id looks like (a cuid: letters and digits). Pure and free of zod, so that browser
 * code that links to runs (the leaderboard's compare selection) does not load zod and the API's
 * schemas; `runIdSchema` (lib/runs/export-schema.ts) checks with the same pattern.
 */
export const RUN_ID_PATTERN = /^[a-z0-9]{1,64}$/i;

/** True when `value` could be a run id; anything else is no run. */
export function isRunId(value: string): boolean {
  return RUN_ID_PATTERN.test(value);
}
