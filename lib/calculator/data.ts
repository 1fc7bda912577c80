import "server-only";
import { cachePublicData } from "@/lib/cache/public-data";
import { RUNS_TAG } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import type { CalculatorRunsQuery } from "@/lib/calculator/schema";

const LISTED_RUN = { runs: { some: { figures: { is: { listed: true } } } } } as const;

/** Models with a listed run, by name, with their sizes and the precisions measured: the model picker. */
export async function listCalculatorModels() {
  "use cache";
  cachePublicData(RUNS_TAG);
  return db.model.findMany({
    where: { variants: { some: LISTED_RUN } },
    orderBy: { name: "asc" },
    select: {
      slug: true,
      name: true,
      paramsB: true,
      activeParamsB: true,
      architecture: true,
      variants: { where: LISTED_RUN, select: { precision: true }, orderBy: { precision: "asc" } },
    },
  });
}

export type CalculatorModel = Awaited<ReturnType<typeof listCalculatorModels>>[number];

/**
 * Listed runs of one hardware and model (and precision, when given), newest first, with their
 * measured single-request decode and its share of the decode ceiling. Empty without a pair.
 * Dates are ISO strings so that the JSON answer and this value have the same type.
 */
export async function listCalculatorRuns(query: CalculatorRunsQuery) {
  if (!query.hardware || !query.model) return [];
  const rows = await db.runFigures.findMany({
    where: {
      listed: true,
      hardwareSlug: query.hardware,
      modelSlug: query.model,
      ...(query.precision ? { precision: query.precision } : {}),
    },
    orderBy: { measuredAt: "desc" },
    take: 50,
    select: {
      runId: true,
      modelName: true,
      precision: true,
      engineName: true,
      hasMatrix: true,
      decodeCeilingTps: true,
      efficiency: true,
      measuredAt: true,
      run: { select: { engine: { select: { version: true } } } },
    },
  });
  return rows.map((row) => ({
    runId: row.runId,
    modelName: row.modelName,
    precision: row.precision,
    engineName: row.engineName,
    engineVersion: row.run.engine.version,
    hasMatrix: row.hasMatrix,
    decodeCeilingTps: row.decodeCeilingTps,
    efficiency: row.efficiency,
    /** Efficiency is measured / ceiling (lib/scoring/figures.ts), so this is the measured figure back. */
    singleRequestTps:
      row.efficiency !== null && row.decodeCeilingTps !== null ? row.efficiency * row.decodeCeilingTps : null,
    measuredAt: row.measuredAt.toISOString(),
  }));
}

export type CalculatorRun = Awaited<ReturnType<typeof listCalculatorRuns>>[number];
