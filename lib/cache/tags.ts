/**
 * The cache tags of the public pages: what each cached read depends on, and what a change
 * invalidates. A change to runs (an upload, a verdict, a hide, a catalogue fact) announces the
 * tags of the runs it touched (lib/cache/data-version.ts builds them in SQL with these same
 * names): `runs` (every list, leaderboard and index), `ranks` when a run with a suite score
 * changed (the arena rank of /methodology's example; run and model pages read their run's rank in
 * the browser, so that a ranked upload leaves them cached), and each run's own entities.
 * Pure: no I/O.
 */

/** Every cached page and read: a change too big to name, or an organization's name. */
export const EVERYTHING = "*";
/** Lists over all runs: leaderboard views, home page, model and hardware indexes, calculator, compare. */
export const RUNS_TAG = "runs";
/** The arena rank of a score (getArenaRank): not read by run or model pages, which every ranked upload clears. */
export const RANKS_TAG = "ranks";

/** Everything that lists or links reports: /reports, and the report links of model, run and hardware pages. */
export const REPORTS_TAG = "reports";

export const runTag = (runId: string) => `run:${runId}`;
export const modelTag = (slug: string) => `model:${slug}`;
export const organizationTag = (slug: string) => `org:${slug}`;
export const hardwareTag = (slug: string) => `hardware:${slug}`;
export const contributorTag = (handle: string) => `contributor:${handle}`;
/**
 * The runs of one setup (a model's variant on a hardware): what a run's setup health and the
 * setup's engine-version history compare, so a change to any of them invalidates the others'
 * pages. Slugs, not the precision as uploaded: a tag holds no space.
 */
export const setupTag = (modelSlug: string, variantSlug: string, hardwareSlug: string) =>
  `setup:${modelSlug}/${variantSlug}@${hardwareSlug}`;
export const reportTag = (slug: string) => `report:${slug}`;

/** The tags a notification names (space-separated); an empty payload or `*` is everything. */
export function parseChangePayload(payload: string | undefined): string[] {
  const tags = (payload ?? "").split(" ").filter((tag) => tag.length > 0);
  return tags.length === 0 || tags.includes(EVERYTHING) ? [EVERYTHING] : tags;
}
