import "server-only";
import { cachePublicData } from "@/lib/cache/public-data";
import { RUNS_TAG } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import type { MatrixRunQuery } from "@/lib/matrix/search-params";

/** The newest this many runs are listed; the filters narrow the rest down. */
export const MATRIX_RUN_LIMIT = 200;

const MATRIX_RUN_SELECT = {
  runId: true,
  modelName: true,
  modelSlug: true,
  precision: true,
  hardwareSlug: true,
  peakDecodeTps: true,
  measuredAt: true,
  run: {
    select: {
      hardware: { select: { name: true } },
      engine: { select: { name: true, version: true } },
      reviewState: true,
    },
  },
} as const;

/** Per run, how many distinct contexts and concurrencies its decode cells have: two grouped reads. */
async function countMatrixAxes(runIds: string[]) {
  const where = { runId: { in: runIds }, phase: "decode" } as const;
  const [contexts, concurrencies] =
    runIds.length === 0
      ? [[], []]
      : await Promise.all([
          db.matrixCell.groupBy({ by: ["runId", "contextTokens"], where }),
          db.matrixCell.groupBy({ by: ["runId", "concurrency"], where }),
        ]);
  const countByRun = (rows: Array<{ runId: string }>) => {
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.runId, (counts.get(row.runId) ?? 0) + 1);
    return counts;
  };
  return { contexts: countByRun(contexts), concurrencies: countByRun(concurrencies) };
}

/**
 * The listed runs with a speed matrix, newest first, narrowed to a hardware and a model (by
 * slug) when asked: with each its decode matrix's size (contexts x concurrencies). Beside them,
 * every hardware and model that has such a run, by name, for the filters.
 */
export async function listMatrixRuns(query: MatrixRunQuery) {
  "use cache";
  cachePublicData(RUNS_TAG);
  const listedMatrix = { listed: true, hasMatrix: true } as const;
  const [rows, hardwareRows, modelRows] = await Promise.all([
    db.runFigures.findMany({
      where: {
        ...listedMatrix,
        ...(query.hardware !== null && { hardwareSlug: query.hardware }),
        ...(query.model !== null && { modelSlug: query.model }),
      },
      orderBy: [{ measuredAt: "desc" }, { runId: "asc" }],
      take: MATRIX_RUN_LIMIT,
      select: MATRIX_RUN_SELECT,
    }),
    db.runFigures.groupBy({ by: ["hardwareSlug"], where: listedMatrix }),
    db.runFigures.groupBy({ by: ["modelSlug", "modelName"], where: listedMatrix }),
  ]);
  const [axes, hardwareNames] = await Promise.all([
    countMatrixAxes(rows.map((row) => row.runId)),
    db.hardware.findMany({
      where: { slug: { in: hardwareRows.map((row) => row.hardwareSlug) } },
      select: { slug: true, name: true },
    }),
  ]);
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    runs: rows.map((row) => ({
      ...row,
      contexts: axes.contexts.get(row.runId) ?? 0,
      concurrencies: axes.concurrencies.get(row.runId) ?? 0,
    })),
    hardware: hardwareNames.sort(byName),
    models: modelRows.map((row) => ({ slug: row.modelSlug, name: row.modelName })).sort(byName),
  };
}

export type MatrixRunIndex = Awaited<ReturnType<typeof listMatrixRuns>>;
