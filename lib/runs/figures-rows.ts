/**
 * How a run's computed figures are stored: one RunFigures row (the figures the leaderboards
 * filter and sort by, beside the run's setup) and a TestFigures row per measured test. Pure, so
 * that the one writer (lib/runs/recompute.ts) and the benchmark's bulk fill
 * (scripts/bench/bulk.ts) store the same columns from the same figures.
 */
import type { RunFigures as RunFiguresRow, TestFigures as TestFiguresRow } from "@/lib/generated/prisma/client";
import { choosePower, computeTokensPerJoule } from "@/lib/cost/compute";
import type { HeadlineFigures } from "@/lib/measurements/schema";
import type { RunFigures, RunFiguresInput } from "@/lib/scoring/figures";
import { CHAT_TEST } from "@/lib/scoring/rules";

/**
 * A row as json_populate_recordset fills it from JSON: every column of the table (a key left out
 * becomes NULL without a word), a date as a Date or its ISO text (both are sent as text).
 */
export type JsonRow<Row> = {
  [Column in keyof Row]: Row[Column] extends Date
    ? Date | string
    : Row[Column] extends Date | null
      ? Date | string | null
      : Row[Column];
};
/** A RunFigures row; `details` is the figures themselves, and `headline` their headline, sent as JSON. */
type RunFiguresInsert = Omit<JsonRow<RunFiguresRow>, "details" | "headline"> & {
  details: RunFigures;
  headline: HeadlineFigures;
};
/** A TestFigures row; its id is added as the rows are sent. */
type TestFiguresInsert = Omit<JsonRow<TestFiguresRow>, "id">;

/** What a RunFigures row copies from its run, so that leaderboards read one table. */
export type FiguresRowSetup = {
  runId: string;
  listed: boolean;
  modelName: string;
  modelSlug: string;
  orgSlug: string;
  paramsB: number;
  architecture: RunFiguresInput["model"]["architecture"];
  precision: string;
  hardwareSlug: string;
  engineName: string;
  measuredAt: Date;
  computedAt: Date;
  /** The hardware's catalogue facts and the run's own measured power, for the cost and energy figures. */
  priceUsd: number | null;
  boardPowerW: number | null;
  measuredPowerW: number | null;
};

export function computeFiguresRows(figures: RunFigures, setup: FiguresRowSetup) {
  const chat = figures.tests.find((test) => test.key === CHAT_TEST)?.headline ?? null;
  const power = choosePower(setup.measuredPowerW, setup.boardPowerW);
  const runFigures = {
    runId: setup.runId,
    rulesVersion: figures.rulesVersion,
    listed: setup.listed,
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
    headline: figures.headline ?? { figures: [], requests: null, failed: null },
    priceUsd: setup.priceUsd,
    powerW: power?.watts ?? null,
    powerMeasured: power ? power.basis === "measured" : null,
    tokensPerJoule: computeTokensPerJoule(figures.throughputTps, power?.watts),
    // Stored as JSON, the whole computation, for the run page and the API.
    details: figures,
    modelName: setup.modelName,
    modelSlug: setup.modelSlug,
    orgSlug: setup.orgSlug,
    paramsB: setup.paramsB,
    architecture: setup.architecture,
    precision: setup.precision,
    hardwareSlug: setup.hardwareSlug,
    engineName: setup.engineName,
    measuredAt: setup.measuredAt,
    computedAt: setup.computedAt,
  } satisfies RunFiguresInsert;
  const testFigures = figures.tests
    .filter((test) => test.headline !== null || test.counts)
    .map(
      (test) =>
        ({
          runId: setup.runId,
          testKey: test.key,
          counts: test.counts,
          reason: test.reason,
          perUserTps: test.headline?.perUserTps ?? null,
          ttftS: test.headline?.ttftS ?? null,
          effectiveTps: test.effectiveTps,
          testScore: test.testScore,
        }) satisfies TestFiguresInsert,
    );
  return { runFigures, testFigures };
}
