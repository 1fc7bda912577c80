/**
 * The Atom feeds of newly listed runs (site-wide, per model, per hardware): entries from the
 * cached feed read (lib/discovery/data.ts), so they last until a run of their scope changes.
 */
import "server-only";
import { PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";
import { type FeedRun, type FeedScope, listFeedRuns } from "@/lib/discovery/data";
import { computeRunDescription, computeRunTitle } from "@/lib/discovery/describe";
import { buildAtomFeed } from "@/lib/discovery/atom";
import { absoluteUrl, SITE_NAME } from "@/lib/discovery/site";

export const ATOM_CONTENT_TYPE = "application/atom+xml; charset=utf-8";

function toEntry(run: FeedRun) {
  const facts = {
    modelName: run.modelName,
    precision: run.precision,
    hardwareName: run.run.hardware.name,
    engine: `${run.engineName} ${run.run.engine.version}`.trim(),
    measuredAt: run.measuredAt,
    score: run.score,
    perUserTps: run.chatPerUserTps,
    ttftS: run.chatTtftS,
    peakDecodeTps: run.peakDecodeTps,
  };
  const url = absoluteUrl(`/runs/${run.runId}`);
  return {
    id: url,
    url,
    title: computeRunTitle(facts),
    summary: computeRunDescription(facts),
    published: run.run.createdAt,
    updated: new Date(Math.max(run.computedAt.getTime(), run.run.createdAt.getTime())),
  };
}

/** The feed of a scope as an HTTP answer; `selfPath` is its own address, `pagePath` the page it follows. */
export async function answerFeed(feed: { scope: FeedScope; title: string; selfPath: string; pagePath: string }) {
  const runs = await listFeedRuns(feed.scope);
  const body = buildAtomFeed({
    id: absoluteUrl(feed.selfPath),
    title: feed.title,
    selfUrl: absoluteUrl(feed.selfPath),
    pageUrl: absoluteUrl(feed.pagePath),
    updated: new Date(0),
    author: SITE_NAME,
    entries: runs.map(toEntry),
  });
  return new Response(body, { headers: { "Content-Type": ATOM_CONTENT_TYPE, "Cache-Control": PUBLIC_CACHE_CONTROL } });
}
