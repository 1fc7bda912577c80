/**
 * What an upload does to the pages it changes (docs/decisions/0007-page-cache.md): how long until
 * the change is heard of on the server that took it and on a second server of the same database
 * (a PostgreSQL notification each), and how long the first view of each changed page takes, the
 * page then being rendered again from the database.
 */
import { db } from "@/lib/db";
import type { RunBundleInput } from "@/lib/runs/schema";
import { computeCatalogueSlugs } from "./fill";
import { toMultipart, upload } from "./upload";

/** The newest-first leaderboard: a run dated now is on its first page, whatever its score. */
const NEWEST_API = "/api/v1/leaderboard?sort=measuredAt";
const NEWEST_PAGE = "/leaderboard?sort=measuredAt";
const POLL_MS = 50;
const POLL_TIMEOUT_MS = 30_000;

export type FirstView = { page: string; path: string; ms: number; cache: string | null };
export type FirstViewRound = { runId: string; sameInstanceMs: number; pages: FirstView[] };
export type SecondInstanceRound = { runId: string; apiMs: number; leaderboardPageMs: number; runPageMs: number };

async function get(url: string) {
  const response = await fetch(url, { signal: AbortSignal.timeout(POLL_TIMEOUT_MS) });
  const text = await response.text();
  return { status: response.status, text, cache: response.headers.get("x-nextjs-cache") };
}

/** Asks for `paths` until each answers 200 twice in a row, so that each is in the page cache. */
async function warm(baseUrl: string, paths: string[]) {
  for (const pagePath of paths) {
    for (let round = 0; round < 2; round++) {
      const { status } = await get(`${baseUrl}${pagePath}`);
      if (status !== 200) throw new Error(`${pagePath} answered ${status} before the upload`);
    }
  }
}

/** Asks for `url` every 50 ms until a 200 answer holds `text`; ms from `since` (performance.now()). */
async function pollUntilShown(url: string, text: string, since: number): Promise<number> {
  while (performance.now() - since < POLL_TIMEOUT_MS) {
    const started = performance.now();
    const answer = await get(url);
    if (answer.status === 200 && answer.text.includes(text)) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, POLL_MS - (performance.now() - started))));
  }
  throw new Error(`${url} did not show ${text} within ${POLL_TIMEOUT_MS / 1000} s of the 201`);
}

/** Uploads the bundle dated now (so that it heads the newest-first views); its id and the time of the 201. */
async function uploadDatedNow(baseUrl: string, token: string, bundle: RunBundleInput) {
  const answer = await upload(baseUrl, token, toMultipart({ ...bundle, measuredAt: new Date().toISOString() }));
  const at = performance.now();
  if (answer.status !== 201 || !answer.body.id)
    throw new Error(`upload answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { runId: answer.body.id, at };
}

/**
 * Per bundle: the pages its upload will change are put in the cache, the bundle is uploaded, the
 * newest-first leaderboard API is polled until it lists the run (the same-instance freshness), then
 * each page the upload changed is asked for once and timed: the first view after the change.
 */
export async function measureFirstViews(
  baseUrl: string,
  token: string,
  bundles: RunBundleInput[],
): Promise<FirstViewRound[]> {
  const rounds: FirstViewRound[] = [];
  for (const bundle of bundles) {
    const slugs = computeCatalogueSlugs(bundle);
    await warm(baseUrl, ["/", "/leaderboard", `/models/${slugs.model}`, `/hardware/${slugs.hardware}`, NEWEST_API]);
    const { runId, at } = await uploadDatedNow(baseUrl, token, bundle);
    const sameInstanceMs = await pollUntilShown(`${baseUrl}${NEWEST_API}`, runId, at);
    const figures = await db.runFigures.findUniqueOrThrow({
      where: { runId },
      select: { modelSlug: true, hardwareSlug: true, hasMatrix: true },
    });
    const changed: Array<[string, string]> = [
      ["leaderboard", "/leaderboard"],
      ["home", "/"],
      ["model", `/models/${figures.modelSlug}`],
      ["hardware", `/hardware/${figures.hardwareSlug}`],
      ["run", `/runs/${runId}`],
      ...(figures.hasMatrix ? [["matrix", `/runs/${runId}/matrix`] as [string, string]] : []),
    ];
    const pages: FirstView[] = [];
    for (const [page, pagePath] of changed) {
      const started = performance.now();
      const { status, cache } = await get(`${baseUrl}${pagePath}`);
      const ms = performance.now() - started;
      if (status !== 200) throw new Error(`first view of ${pagePath} after the upload answered ${status}`);
      pages.push({ page, path: pagePath, ms, cache });
    }
    rounds.push({ runId, sameInstanceMs, pages });
  }
  return rounds;
}

/**
 * Per bundle: the second server's newest-first leaderboard (API and page) is put in its cache, the
 * bundle is uploaded through the first server, and the second's API, leaderboard page and the new
 * run's page are polled every 50 ms until each shows the run; ms from the 201.
 */
export async function measureSecondInstance(
  firstUrl: string,
  secondUrl: string,
  token: string,
  bundles: RunBundleInput[],
): Promise<SecondInstanceRound[]> {
  const rounds: SecondInstanceRound[] = [];
  for (const bundle of bundles) {
    await warm(secondUrl, [NEWEST_API, NEWEST_PAGE]);
    const { runId, at } = await uploadDatedNow(firstUrl, token, bundle);
    const [apiMs, leaderboardPageMs, runPageMs] = await Promise.all([
      pollUntilShown(`${secondUrl}${NEWEST_API}`, runId, at),
      pollUntilShown(`${secondUrl}${NEWEST_PAGE}`, runId, at),
      pollUntilShown(`${secondUrl}/runs/${runId}`, runId, at),
    ]);
    rounds.push({ runId, apiMs, leaderboardPageMs, runPageMs });
  }
  return rounds;
}
