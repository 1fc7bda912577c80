import "server-only";
import { db } from "@/lib/db";
import type { RunFigures } from "@/lib/scoring/figures";

const RUN_HEADER = {
  id: true,
  measuredAt: true,
  createdAt: true,
  maxContext: true,
  servedModel: true,
  revision: true,
  launchCommand: true,
  hostCpu: true,
  hostRamGB: true,
  hostOs: true,
  benchmarkTools: true,
  matrixMeta: true,
  reviewState: true,
  reviewNote: true,
  hiddenAt: true,
  contributor: { select: { handle: true, name: true } },
  variant: {
    select: {
      precision: true,
      slug: true,
      model: {
        select: {
          name: true,
          slug: true,
          paramsB: true,
          activeParamsB: true,
          architecture: true,
          hfRepo: true,
          description: true,
          organization: { select: { name: true, slug: true } },
          quality: { select: { benchmark: true, value: true, source: true }, orderBy: { benchmark: "asc" } },
        },
      },
    },
  },
  hardware: {
    select: {
      slug: true,
      name: true,
      accelerator: true,
      count: true,
      memoryGB: true,
      memoryKind: true,
      bandwidthGBs: true,
    },
  },
  engine: { select: { name: true, version: true, build: true, commit: true, backend: true, repository: true } },
  figures: { select: { details: true, rulesVersion: true, listed: true, score: true } },
} as const;

/** Everything a run page shows, or null. Hidden runs are not public. */
export async function getRun(runId: string) {
  const run = await db.run.findUnique({
    where: { id: runId },
    select: {
      ...RUN_HEADER,
      measurements: {
        omit: { runId: true },
        orderBy: [{ testKey: "asc" }, { concurrency: "asc" }, { promptTokens: "asc" }, { requestRate: "asc" }],
      },
      artifacts: {
        select: { id: true, position: true, tool: true, format: true, toolVersion: true, testKey: true, fileName: true, sizeBytes: true },
        orderBy: { position: "asc" },
      },
      _count: { select: { sanity: true, matrixCells: true } },
    },
  });
  if (!run || run.hiddenAt) return null;
  return { ...run, derived: (run.figures?.details ?? null) as RunFigures | null };
}

export type RunDetail = NonNullable<Awaited<ReturnType<typeof getRun>>>;

/** A run with its matrix cells, context then concurrency ascending. */
export async function getRunMatrix(runId: string) {
  const run = await db.run.findUnique({
    where: { id: runId },
    select: {
      ...RUN_HEADER,
      matrixCells: {
        omit: { runId: true, artifactId: true, id: true },
        orderBy: [{ phase: "asc" }, { contextTokens: "asc" }, { concurrency: "asc" }],
      },
    },
  });
  if (!run || run.hiddenAt || run.matrixCells.length === 0) return null;
  return { ...run, derived: (run.figures?.details ?? null) as RunFigures | null };
}

export type RunMatrix = NonNullable<Awaited<ReturnType<typeof getRunMatrix>>>;

/** The newest listed runs, for the home page. */
export async function listLatestRuns(limit = 10) {
  return db.runFigures.findMany({
    where: { listed: true },
    orderBy: { measuredAt: "desc" },
    take: limit,
    select: {
      runId: true,
      modelName: true,
      modelSlug: true,
      precision: true,
      hardwareSlug: true,
      engineName: true,
      score: true,
      hasSuite: true,
      hasMatrix: true,
      measuredAt: true,
      peakDecodeTps: true,
      run: { select: { hardware: { select: { name: true } }, engine: { select: { name: true, version: true } } } },
    },
  });
}
