/**
 * The public pages' tables and targets (issue 11): every page type warm at 32 connections against
 * the framework floor, the first view of each page an upload changes, and how long until an upload
 * shows on the same server and on a second one.
 */
import type { FirstViewRound, SecondInstanceRound } from "./freshness";
import type { PageLoad } from "./pages";
import { formatTable, ms } from "./report";

/** Warm pages: p99 at most this, at 32 connections. */
const WARM_P99_MS = 100;
/** Warm pages: at least this share of the framework floor's req/s. */
const FLOOR_SHARE = 0.4;
const FIRST_VIEW_MS = 500;
const FRESHNESS_MS = 2_000;

type Target = { target: string; measured: string; holds: boolean | null };
type PageResults = {
  runs: number;
  pages: PageLoad[];
  firstViews: FirstViewRound[];
  secondInstance: SecondInstanceRound[];
};

const errorsOf = (page: PageLoad) => page.errors + page.non2xx;
const range = (values: number[]) =>
  values.length === 0 ? "–" : `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;

/** The first views of each page, over the rounds, in the order the rounds timed them. */
function groupFirstViews(rounds: FirstViewRound[]) {
  const byPage = new Map<string, { values: number[]; caches: Set<string> }>();
  for (const round of rounds) {
    for (const view of round.pages) {
      const entry = byPage.get(view.page) ?? { values: [], caches: new Set<string>() };
      entry.values.push(view.ms);
      entry.caches.add(view.cache ?? "–");
      byPage.set(view.page, entry);
    }
  }
  return byPage;
}

export function formatPageLoads(pages: PageLoad[]): string {
  return [
    "public pages, warm in the page cache",
    formatTable(
      [
        "page type",
        "paths",
        "req/s",
        "p50 ms",
        "p99 ms",
        "non-2xx + errors",
        "req/s ÷ framework floor",
        "x-nextjs-cache",
      ],
      pages.map((page) => [
        page.page,
        page.paths.length,
        page.rps,
        ms(page.p50),
        ms(page.p99),
        errorsOf(page),
        page.ratio.toFixed(2),
        page.cache,
      ]),
    ),
  ].join("\n");
}

export function formatFirstViews(rounds: FirstViewRound[]): string {
  const rows = [...groupFirstViews(rounds)].map(([page, { values, caches }]) => [
    page,
    range(values),
    [...caches].join(", "),
  ]);
  return [
    `first view of each page an upload changes (${rounds.length} uploads; min–max)`,
    formatTable(
      ["page", "ms", "x-nextjs-cache"],
      [["(upload shown by this server's API, from the 201)", range(rounds.map((r) => r.sameInstanceMs)), ""], ...rows],
    ),
  ].join("\n");
}

export function formatSecondInstance(rounds: SecondInstanceRound[]): string {
  return [
    `an upload on a second server of the same database, ms from the 201 (${rounds.length} uploads; min–max)`,
    formatTable(
      ["polled every 50 ms on the second server", "ms"],
      [
        ["leaderboard API, newest first", range(rounds.map((r) => r.apiMs))],
        ["leaderboard page, newest first", range(rounds.map((r) => r.leaderboardPageMs))],
        ["the new run's page", range(rounds.map((r) => r.runPageMs))],
      ],
    ),
  ].join("\n");
}

/** Issue 11's targets, held or missed at one size (the largest the run measured). */
export function listPageTargets({ runs, pages, firstViews, secondInstance }: PageResults): Target[] {
  const targets: Target[] = [];
  for (const page of pages) {
    const errors = errorsOf(page) > 0 ? `, ${errorsOf(page)} non-2xx or errors` : "";
    targets.push({
      target: `${runs}: ${page.page} page, warm: p99 <= ${WARM_P99_MS} ms`,
      measured: `${ms(page.p99)} ms${errors}`,
      holds: page.p99 <= WARM_P99_MS && errorsOf(page) === 0,
    });
    targets.push({
      target: `${runs}: ${page.page} page, warm: req/s >= ${FLOOR_SHARE} x framework floor`,
      measured: `${page.rps} req/s, ${page.ratio.toFixed(2)} of the floor${errors}`,
      holds: page.ratio >= FLOOR_SHARE && errorsOf(page) === 0,
    });
  }
  for (const [page, { values }] of groupFirstViews(firstViews)) {
    targets.push({
      target: `${runs}: first view of the ${page} page after an upload <= ${FIRST_VIEW_MS} ms`,
      measured: `${range(values)} ms`,
      holds: Math.max(...values) <= FIRST_VIEW_MS,
    });
  }
  if (firstViews.length > 0) {
    const values = firstViews.map((round) => round.sameInstanceMs);
    targets.push({
      target: `${runs}: upload shown on the same server <= ${FRESHNESS_MS / 1000} s after the 201`,
      measured: `${range(values)} ms (leaderboard API)`,
      holds: Math.max(...values) <= FRESHNESS_MS,
    });
  }
  if (secondInstance.length > 0) {
    const slowest = secondInstance.map((round) => Math.max(round.apiMs, round.leaderboardPageMs, round.runPageMs));
    targets.push({
      target: `${runs}: upload shown on a second server <= ${FRESHNESS_MS / 1000} s after the 201`,
      measured: `${range(slowest)} ms (the slowest of API, leaderboard page, run page)`,
      holds: Math.max(...slowest) <= FRESHNESS_MS,
    });
  }
  return targets;
}
