/**
 * The home page's latest runs: the newest listed runs, and among them, marked, the newest runs
 * whose sanity check failed (unlisted, so on no other list or ranking). A failed run never takes
 * a place above a listed one: it keeps its place in time only among the failed ones, after every
 * listed run shown (docs/decisions/0005-moderation.md). Pure.
 */

type Latest = { measuredAt: Date; runId: string };

/**
 * The `limit` newest of `listed` and `failed` together, listed runs first and failed ones after,
 * each part newest first. A failed run older than the `limit` newest is left out.
 */
export function orderLatestRuns<T extends Latest>(listed: T[], failed: T[], limit: number): T[] {
  const newestFirst = (a: T, b: T) => b.measuredAt.getTime() - a.measuredAt.getTime() || a.runId.localeCompare(b.runId);
  const failedIds = new Set(failed.map((run) => run.runId));
  const newest = [...listed, ...failed].sort(newestFirst).slice(0, limit);
  return [...newest.filter((run) => !failedIds.has(run.runId)), ...newest.filter((run) => failedIds.has(run.runId))];
}
