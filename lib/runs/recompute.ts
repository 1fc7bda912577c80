import "server-only";
import { db, type Tx } from "@/lib/db";
import { computeTestCompleteness } from "@/lib/ingest/map-to-suite";
import { measurementSchema, type Measurement } from "@/lib/ingest/schema";
import type { StatedFigures } from "@/lib/runs/prepare";
import { computeRunFigures, type RunFiguresInput } from "@/lib/scoring/figures";
import { CHAT_TEST } from "@/lib/scoring/rules";
import { SUITE_TESTS, type SuiteTestKey } from "@/lib/suite/definition";

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

/** Tests an admin failed: a later verdict on the same tests (or the whole run) replaces an earlier one. */
function computeSanityFailedTests(reviews: RunForFigures["reviews"]): SuiteTestKey[] {
  const failed = new Set<SuiteTestKey>();
  for (const review of reviews) {
    const keys = review.testKeys.length > 0 ? (review.testKeys as SuiteTestKey[]) : SUITE_TESTS.map((test) => test.key);
    for (const key of keys) {
      if (review.verdict === "failed") failed.add(key);
      else failed.delete(key);
    }
  }
  return [...failed];
}

export function buildFiguresInput(run: RunForFigures): RunFiguresInput {
  const stated = (run.stated ?? { declaredComplete: [], statedCapacity: {} }) as StatedFigures;
  const model = run.variant.model;
  return {
    model: {
      paramsB: model.paramsB,
      activeParamsB: model.activeParamsB,
      architecture: model.architecture,
      precision: run.variant.precision,
    },
    hardware: { bandwidthGBs: run.hardware.bandwidthGBs },
    quality: model.quality,
    reviewState: run.reviewState,
    sanityFailedTests: computeSanityFailedTests(run.reviews),
    tests: SUITE_TESTS.flatMap((definition) => {
      const measurements: Measurement[] = run.measurements
        .filter((row) => row.testKey === definition.key)
        .map(({ testKey: _key, ...row }) => measurementSchema.parse(row));
      const statedCapacity = stated.statedCapacity[definition.key] ?? null;
      if (measurements.length === 0 && !statedCapacity) return [];
      const completeness = computeTestCompleteness(definition, measurements);
      const declared = stated.declaredComplete.includes(definition.key);
      return [
        {
          key: definition.key,
          measurements,
          complete: declared || completeness.complete,
          missing: declared ? [] : completeness.missing,
          statedCapacity,
        },
      ];
    }),
    matrix: run.matrixCells.length > 0 ? run.matrixCells : null,
  };
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
