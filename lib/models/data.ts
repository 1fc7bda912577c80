import "server-only";
import { db } from "@/lib/db";

/** A model with its variants; for each variant the run its profile shows (best score, then newest). */
export async function getModel(slug: string) {
  const model = await db.model.findUnique({
    where: { slug },
    select: {
      id: true,
      name: true,
      slug: true,
      paramsB: true,
      activeParamsB: true,
      architecture: true,
      hfRepo: true,
      description: true,
      organization: { select: { name: true, slug: true } },
      variants: { select: { id: true, precision: true, slug: true }, orderBy: { precision: "asc" } },
    },
  });
  if (!model) return null;
  const featured = await db.runFigures.findMany({
    where: { modelSlug: slug, listed: true },
    orderBy: [{ score: { sort: "desc", nulls: "last" } }, { measuredAt: "desc" }],
    select: { runId: true, precision: true, hasSuite: true },
  });
  const variants = model.variants
    .map((variant) => ({
      ...variant,
      featuredRunId: featured.find((row) => row.precision === variant.precision && row.hasSuite)?.runId ??
        featured.find((row) => row.precision === variant.precision)?.runId ?? null,
      runCount: featured.filter((row) => row.precision === variant.precision).length,
    }))
    .filter((variant) => variant.featuredRunId !== null);
  return { ...model, variants };
}

export type ModelDetail = NonNullable<Awaited<ReturnType<typeof getModel>>>;

/** Every model with a listed run, best score first. */
export async function listModels() {
  const rows = await db.runFigures.groupBy({
    by: ["modelSlug", "modelName", "orgSlug", "paramsB", "architecture"],
    where: { listed: true },
    _max: { score: true, measuredAt: true },
    _count: { runId: true },
  });
  return rows
    .map((row) => ({
      slug: row.modelSlug,
      name: row.modelName,
      orgSlug: row.orgSlug,
      paramsB: row.paramsB,
      architecture: row.architecture,
      bestScore: row._max.score,
      lastMeasuredAt: row._max.measuredAt,
      runCount: row._count.runId,
    }))
    .sort((a, b) => (b.bestScore ?? -1) - (a.bestScore ?? -1) || a.name.localeCompare(b.name));
}

/** Every listed run of a model, newest first, for its runs list. */
export async function listModelRuns(slug: string) {
  return db.runFigures.findMany({
    where: { modelSlug: slug, listed: true },
    orderBy: { measuredAt: "desc" },
    take: 100,
    select: {
      runId: true,
      precision: true,
      score: true,
      hasSuite: true,
      hasMatrix: true,
      peakDecodeTps: true,
      measuredAt: true,
      run: {
        select: {
          hardware: { select: { name: true, slug: true } },
          engine: { select: { name: true, version: true } },
        },
      },
    },
  });
}
