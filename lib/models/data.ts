import "server-only";
import { cachePublicData } from "@/lib/cache/public-data";
import { modelTag, RUNS_TAG } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import { presentEntryClaim } from "@/lib/claims/claims";
import { MODEL_HEADER, RUN_LIST_SELECT } from "@/lib/runs/data";

/** A model with its variants; for each variant the run its profile shows (best score, then newest). */
export async function getModel(slug: string) {
  "use cache";
  cachePublicData(modelTag(slug));
  const model = await db.model.findUnique({
    where: { slug },
    select: {
      id: true,
      ...MODEL_HEADER,
      variants: { select: { id: true, precision: true, slug: true }, orderBy: { precision: "asc" } },
    },
  });
  if (!model) return null;
  // One indexed look-up per precision (a model has a handful): the best-scored run with the
  // suite, else the newest run (a matrix only). Never a scan of the model's runs.
  const featured = await Promise.all(
    model.variants.map(async (variant) => {
      const where = { modelSlug: slug, precision: variant.precision, listed: true };
      const best =
        (await db.runFigures.findFirst({
          where: { ...where, hasSuite: true },
          orderBy: [{ score: "desc" }, { measuredAt: "desc" }],
          select: { runId: true },
        })) ?? (await db.runFigures.findFirst({ where, orderBy: { measuredAt: "desc" }, select: { runId: true } }));
      return { ...variant, featuredRunId: best?.runId ?? null };
    }),
  );
  const variants = featured.flatMap(({ featuredRunId, ...variant }) =>
    featuredRunId === null ? [] : [{ ...variant, featuredRunId }],
  );
  return { ...presentEntryClaim(model), variants };
}

/**
 * The models with a listed run (of one organization, with `orgSlug`), best score first: one row
 * per model with its best score, run count and last measurement, as the models tables show it.
 * Not cached itself: called inside the cached reads of the pages that show it.
 */
export async function listModelSummaries(orgSlug?: string) {
  const rows = await db.runFigures.groupBy({
    by: ["modelSlug", "modelName", "orgSlug", "paramsB", "architecture"],
    where: { listed: true, ...(orgSlug !== undefined && { orgSlug }) },
    _max: { score: true, measuredAt: true },
    _count: { runId: true },
  });
  // Runs of a model whose facts are unsettled may be computed with different parameters (each
  // with its own claim, lib/claims/claims.ts): one row per model, with the facts most of its runs have.
  const toSummary = (row: (typeof rows)[number]) => ({
    slug: row.modelSlug,
    name: row.modelName,
    orgSlug: row.orgSlug,
    paramsB: row.paramsB,
    architecture: row.architecture,
    bestScore: row._max.score,
    lastMeasuredAt: row._max.measuredAt,
    runCount: row._count.runId,
  });
  const bySlug = new Map<string, { summary: ReturnType<typeof toSummary>; top: number }>();
  for (const row of rows) {
    const summary = toSummary(row);
    const seen = bySlug.get(row.modelSlug);
    if (!seen) {
      bySlug.set(row.modelSlug, { summary, top: summary.runCount });
      continue;
    }
    const merged = seen.summary;
    if (summary.runCount > seen.top)
      Object.assign(merged, { paramsB: summary.paramsB, architecture: summary.architecture });
    seen.top = Math.max(seen.top, summary.runCount);
    merged.runCount += summary.runCount;
    merged.bestScore = maxOrNull(merged.bestScore, summary.bestScore);
    if (summary.lastMeasuredAt && (!merged.lastMeasuredAt || summary.lastMeasuredAt > merged.lastMeasuredAt)) {
      merged.lastMeasuredAt = summary.lastMeasuredAt;
    }
  }
  return [...bySlug.values()]
    .map(({ summary }) => summary)
    .sort((a, b) => (b.bestScore ?? -1) - (a.bestScore ?? -1) || a.name.localeCompare(b.name));
}

const maxOrNull = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

export type ModelSummary = Awaited<ReturnType<typeof listModelSummaries>>[number];

/** Every model with a listed run, best score first. */
export async function listModels() {
  "use cache";
  cachePublicData(RUNS_TAG);
  return listModelSummaries();
}

/** How many of a model's runs its page lists; the leaderboard has them all. */
export const MODEL_RUNS_SHOWN = 50;

/** The newest listed runs of a model, for its runs list. */
export async function listModelRuns(slug: string) {
  "use cache";
  cachePublicData(modelTag(slug));
  return db.runFigures.findMany({
    where: { modelSlug: slug, listed: true },
    orderBy: { measuredAt: "desc" },
    take: MODEL_RUNS_SHOWN,
    // The run list without the model name: on the model's own page every row is that model.
    select: { ...RUN_LIST_SELECT, modelName: false },
  });
}
