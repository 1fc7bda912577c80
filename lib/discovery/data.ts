/**
 * Reads for discovery: the share cards' figures, the sitemap and the feeds of newly listed runs.
 * Cached and tagged like the pages they describe (lib/cache/public-data.ts), so a change that
 * invalidates a page invalidates its card, its feed and the sitemap with it.
 */
import "server-only";
import { cachePublicData } from "@/lib/cache/public-data";
import { hardwareTag, modelTag, RUNS_TAG, runTag } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import { FIGURES_SETUP } from "@/lib/runs/data";

/** What a run's title, description and share image show; null when the run is hidden or unknown. */
export async function getRunCard(runId: string) {
  "use cache";
  cachePublicData(runTag(runId));
  const run = await db.run.findUnique({
    where: { id: runId },
    select: {
      id: true,
      hiddenAt: true,
      measuredAt: true,
      updatedAt: true,
      variant: { select: { precision: true, model: { select: { name: true, slug: true } } } },
      hardware: { select: { name: true, slug: true } },
      engine: { select: { name: true, version: true } },
      figures: { select: { score: true, chatPerUserTps: true, chatTtftS: true, peakDecodeTps: true, hasMatrix: true } },
    },
  });
  if (!run || run.hiddenAt) return null;
  return {
    id: run.id,
    modelName: run.variant.model.name,
    modelSlug: run.variant.model.slug,
    precision: run.variant.precision,
    hardwareName: run.hardware.name,
    hardwareSlug: run.hardware.slug,
    engine: `${run.engine.name} ${run.engine.version}`.trim(),
    measuredAt: run.measuredAt,
    updatedAt: run.updatedAt,
    score: run.figures?.score ?? null,
    perUserTps: run.figures?.chatPerUserTps ?? null,
    ttftS: run.figures?.chatTtftS ?? null,
    peakDecodeTps: run.figures?.peakDecodeTps ?? null,
  };
}

export type RunCard = NonNullable<Awaited<ReturnType<typeof getRunCard>>>;

/** The largest sitemap file the protocol allows; past it the sitemap is split (generateSitemaps). */
export const SITEMAP_URL_LIMIT = 50_000;

/**
 * Every public entity page with the time it last changed: listed runs (and whether each has a
 * matrix page), and the models, hardware, organizations and contributors with a listed run.
 */
export async function listSitemapEntities() {
  "use cache";
  cachePublicData(RUNS_TAG);
  const listed = { figures: { is: { listed: true } } } as const;
  const [runs, models, hardware, organizations, contributors] = await Promise.all([
    db.runFigures.findMany({
      where: { listed: true },
      orderBy: { measuredAt: "desc" },
      select: { runId: true, hasMatrix: true, computedAt: true, run: { select: { updatedAt: true } } },
    }),
    db.runFigures.groupBy({ by: ["modelSlug"], where: { listed: true }, _max: { computedAt: true } }),
    db.runFigures.groupBy({ by: ["hardwareSlug"], where: { listed: true }, _max: { computedAt: true } }),
    db.runFigures.groupBy({ by: ["orgSlug"], where: { listed: true }, _max: { computedAt: true } }),
    db.user.findMany({
      where: { runs: { some: listed } },
      orderBy: { handle: "asc" },
      select: { handle: true, updatedAt: true },
    }),
  ]);
  const latest = (a: Date, b: Date) => (a > b ? a : b);
  return {
    runs: runs.map((row) => ({
      id: row.runId,
      hasMatrix: row.hasMatrix,
      lastModified: latest(row.computedAt, row.run.updatedAt),
    })),
    models: models.map((row) => ({ slug: row.modelSlug, lastModified: row._max.computedAt })),
    hardware: hardware.map((row) => ({ slug: row.hardwareSlug, lastModified: row._max.computedAt })),
    organizations: organizations.map((row) => ({ slug: row.orgSlug, lastModified: row._max.computedAt })),
    contributors: contributors.map((row) => ({ handle: row.handle, lastModified: row.updatedAt })),
  };
}

/** How many runs a feed carries. */
export const FEED_RUNS = 50;

/** Whose newly listed runs a feed carries: every run, one model's or one hardware's. */
export type FeedScope = { modelSlug: string } | { hardwareSlug: string } | null;

/** The newest listed runs of a scope, newest first, as a feed's entries show them. */
export async function listFeedRuns(scope: FeedScope) {
  "use cache";
  cachePublicData(
    scope === null ? RUNS_TAG : "modelSlug" in scope ? modelTag(scope.modelSlug) : hardwareTag(scope.hardwareSlug),
  );
  return db.runFigures.findMany({
    where: { listed: true, ...scope },
    orderBy: [{ measuredAt: "desc" }, { runId: "asc" }],
    take: FEED_RUNS,
    select: {
      ...FIGURES_SETUP,
      score: true,
      chatPerUserTps: true,
      chatTtftS: true,
      peakDecodeTps: true,
      measuredAt: true,
      computedAt: true,
      run: { select: { createdAt: true, hardware: { select: { name: true } }, engine: { select: { version: true } } } },
    },
  });
}

export type FeedRun = Awaited<ReturnType<typeof listFeedRuns>>[number];
