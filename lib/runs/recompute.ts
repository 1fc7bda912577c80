import "server-only";
import { randomUUID } from "node:crypto";
import { notifyDataChanged } from "@/lib/cache/data-version";
import { db, type Tx } from "@/lib/db";
import { assembleFiguresInput } from "@/lib/runs/figures-input";
import type { StatedFigures } from "@/lib/runs/prepare";
import { computeRunFigures } from "@/lib/scoring/figures";
import { CHAT_TEST } from "@/lib/scoring/rules";

const RUN_FOR_FIGURES = {
  id: true,
  measuredAt: true,
  hiddenAt: true,
  reviewState: true,
  stated: true,
  contributor: { select: { suspendedAt: true } },
  variant: {
    select: {
      precision: true,
      model: {
        select: {
          name: true,
          slug: true,
          paramsB: true,
          activeParamsB: true,
          architecture: true,
          organization: { select: { slug: true } },
          quality: { select: { benchmark: true, value: true } },
        },
      },
    },
  },
  hardware: { select: { slug: true, bandwidthGBs: true } },
  engine: { select: { name: true } },
  measurements: { omit: { id: true, runId: true, artifactId: true } },
  matrixCells: { omit: { id: true, runId: true, artifactId: true } },
  reviews: { select: { verdict: true, testKeys: true }, orderBy: { createdAt: "asc" } },
} as const;

type RunForFigures = NonNullable<Awaited<ReturnType<typeof loadRuns>>>[number];

function loadRuns(tx: Tx, runIds: string[]) {
  return tx.run.findMany({ where: { id: { in: runIds } }, select: RUN_FOR_FIGURES });
}

function buildFiguresInput(run: RunForFigures) {
  const model = run.variant.model;
  return assembleFiguresInput({
    model: {
      paramsB: model.paramsB,
      activeParamsB: model.activeParamsB,
      architecture: model.architecture,
      precision: run.variant.precision,
    },
    bandwidthGBs: run.hardware.bandwidthGBs,
    quality: model.quality,
    reviewState: run.reviewState,
    reviews: run.reviews,
    measurements: run.measurements,
    matrixCells: run.matrixCells,
    stated: run.stated as StatedFigures | null,
  });
}

/** The rows a run's figures are stored as: one RunFigures row and a TestFigures row per measured test. */
function computeFiguresRows(run: RunForFigures) {
  const figures = computeRunFigures(buildFiguresInput(run));
  const model = run.variant.model;
  const chat = figures.tests.find((test) => test.key === CHAT_TEST)?.headline ?? null;
  const runFigures = {
    runId: run.id,
    rulesVersion: figures.rulesVersion,
    listed: run.hiddenAt === null && !run.contributor?.suspendedAt,
    hasSuite: figures.suiteScore !== null,
    hasMatrix: figures.matrix !== null,
    score: figures.score,
    suiteScore: figures.suiteScore,
    qualityScore: figures.qualityScore,
    qualityCoverage: figures.qualityCoverage,
    reliableCount: figures.reliableCount,
    testCount: figures.testCount,
    throughputTps: figures.throughputTps,
    chatTtftS: chat?.ttftS ?? null,
    chatPerUserTps: chat?.perUserTps ?? null,
    capacity5s: figures.capacity.p95Under5s?.value ?? null,
    capacity10s: figures.capacity.p95Under10s?.value ?? null,
    vramGB: figures.vramGB,
    decodeCeilingTps: figures.decodeCeilingTps,
    efficiency: figures.efficiency,
    peakDecodeTps: figures.matrix?.peakTotalTps ?? null,
    details: JSON.parse(JSON.stringify(figures)),
    modelName: model.name,
    modelSlug: model.slug,
    orgSlug: model.organization.slug,
    paramsB: model.paramsB,
    architecture: model.architecture,
    precision: run.variant.precision,
    hardwareSlug: run.hardware.slug,
    engineName: run.engine.name,
    measuredAt: run.measuredAt,
    computedAt: new Date(),
  };
  const testFigures = figures.tests
    .filter((test) => test.headline !== null || test.counts)
    .map((test) => ({
      runId: run.id,
      testKey: test.key,
      counts: test.counts,
      reason: test.reason,
      perUserTps: test.headline?.perUserTps ?? null,
      ttftS: test.headline?.ttftS ?? null,
      effectiveTps: test.effectiveTps,
      testScore: test.testScore,
    }));
  return { runFigures, testFigures };
}

/**
 * The one writer of derived figures, with the rules version that made them: for one run after
 * an upload, a review verdict or a moderation action, and for every run (in batches) by
 * `npm run arena -- score recompute` when the rules change. Reads the runs in one query, computes
 * in memory, and replaces their rows with two statements per table.
 */
export async function recomputeRunsFigures(tx: Tx, runIds: string[]): Promise<void> {
  const runs = await loadRuns(tx, runIds);
  if (runs.length === 0) return;
  const rows = runs.map(computeFiguresRows);
  const ids = runs.map((run) => run.id);
  await tx.runFigures.deleteMany({ where: { runId: { in: ids } } });
  await tx.testFigures.deleteMany({ where: { runId: { in: ids } } });
  // One statement per table with the rows as one JSON parameter: PostgreSQL fills the table's
  // own row type from it. Prisma's createMany spends milliseconds per row on rows this wide.
  const runFigures = JSON.stringify(rows.map((row) => row.runFigures));
  await tx.$executeRaw`INSERT INTO "RunFigures" SELECT * FROM json_populate_recordset(NULL::"RunFigures", ${runFigures}::json)`;
  const testFigures = JSON.stringify(rows.flatMap((row) => row.testFigures.map((test) => ({ id: randomUUID(), ...test }))));
  await tx.$executeRaw`INSERT INTO "TestFigures" SELECT * FROM json_populate_recordset(NULL::"TestFigures", ${testFigures}::json)`;
  await notifyDataChanged(tx);
}

export async function recomputeRunFigures(tx: Tx, runId: string): Promise<void> {
  await recomputeRunsFigures(tx, [runId]);
}

/** Recomputes every run, in batches; returns how many. */
export async function recomputeAllRuns(batchSize = 500): Promise<number> {
  let cursor: string | undefined;
  let total = 0;
  for (;;) {
    const ids = await db.run.findMany({
      select: { id: true },
      orderBy: { id: "asc" },
      take: batchSize,
      ...(cursor ? { skip: 1, cursor: { id: cursor } } : {}),
    });
    if (ids.length === 0) return total;
    await db.$transaction((tx) => recomputeRunsFigures(tx, ids.map(({ id }) => id)), { timeout: 120_000 });
    total += ids.length;
    cursor = ids[ids.length - 1].id;
  }
}
