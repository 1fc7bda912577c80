import "server-only";
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

type RunForFigures = NonNullable<Awaited<ReturnType<typeof loadRun>>>;

function loadRun(tx: Tx, runId: string) {
  return tx.run.findUnique({ where: { id: runId }, select: RUN_FOR_FIGURES });
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

/**
 * The one function that (re)writes a run's derived figures, with the rules version that
 * made them. Called after every upload, review verdict and moderation action, and for
 * all runs by `npm run arena -- score recompute` when the rules change.
 */
export async function recomputeRunFigures(tx: Tx, runId: string): Promise<void> {
  const run = await loadRun(tx, runId);
  if (!run) return;
  const figures = computeRunFigures(buildFiguresInput(run));
  const model = run.variant.model;
  const chat = figures.tests.find((test) => test.key === CHAT_TEST)?.headline ?? null;
  const row = {
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
  await tx.runFigures.upsert({ where: { runId }, create: { runId, ...row }, update: row });
  await tx.testFigures.deleteMany({ where: { runId } });
  await tx.testFigures.createMany({
    data: figures.tests
      .filter((test) => test.headline !== null || test.counts)
      .map((test) => ({
        runId,
        testKey: test.key,
        counts: test.counts,
        reason: test.reason,
        perUserTps: test.headline?.perUserTps ?? null,
        ttftS: test.headline?.ttftS ?? null,
        effectiveTps: test.effectiveTps,
        testScore: test.testScore,
      })),
  });
}

/** Recomputes every run, in batches; returns how many. */
export async function recomputeAllRuns(batchSize = 200): Promise<number> {
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
    await db.$transaction(async (tx) => {
      for (const { id } of ids) await recomputeRunFigures(tx, id);
    });
    total += ids.length;
    cursor = ids[ids.length - 1].id;
  }
}
