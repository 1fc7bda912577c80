/**
 * The one entry point for a run's derived figures: eligibility, headlines, effective throughput,
 * capacity, memory, score and notes, under the rules of RULES_VERSION. Pure: plain objects in
 * and out; the caller stores the result with its rulesVersion.
 */
import type { MatrixCell, Measurement } from "@/lib/ingest/schema";
import { computeHeadlineFigures, findSingleSequenceDecodeTps, type HeadlineSource } from "@/lib/measurements/headline";
import { SUITE_TESTS } from "@/lib/suite/definition";
import type { SuiteTestKey } from "@/lib/suite/test-keys";
import { computeCapacity, computePeakLoad, type StatedCapacity } from "@/lib/scoring/capacity";
import { computeEligibility } from "@/lib/scoring/eligibility";
import { computeEffectiveTps, computeHeadline, findHeadlineRung } from "@/lib/scoring/headline";
import { findSingleRequestDecodeTps, computeMatrixSummary } from "@/lib/scoring/matrix-summary";
import { computeDecodeCeilingTps, computeEfficiency, computeWeightsGB } from "@/lib/scoring/memory";
import { computeNotes, computeSummaryMessage, computeSummarySentence } from "@/lib/scoring/notes";
import {
  CAPACITY_TEST,
  CHAT_TEST,
  LONG_CONTEXT_TEST,
  PEAK_LOAD_TEST,
  RULES_VERSION,
  THROUGHPUT_TEST,
} from "@/lib/scoring/rules";
import {
  computeCapacityTestScore,
  computeLatencyTestScore,
  computeQualityScore,
  computeScore,
  computeSuiteScore,
} from "@/lib/scoring/score";

export type RunFiguresInput = {
  model: { paramsB: number; activeParamsB: number | null; architecture: "dense" | "moe"; precision: string };
  hardware: { bandwidthGBs: number | null };
  quality: Array<{ benchmark: string; value: number }>;
  reviewState: "pending" | "passed" | "failed";
  /** Tests whose sanity check an admin failed (all tests when the whole run failed). */
  sanityFailedTests: SuiteTestKey[];
  tests: Array<{
    key: SuiteTestKey;
    measurements: Measurement[];
    /** Every rung of the test's definition is present. */
    complete: boolean;
    /** The rungs that are not, in words ("pp 8192 at concurrency 20"). */
    missing: string[];
    statedCapacity: StatedCapacity | null;
  }>;
  matrix: MatrixCell[] | null;
  /** Every measurement of the run, of a suite test or not, in stored order: the headline figures' source. */
  measurements?: HeadlineSource[];
};

export type TestInput = RunFiguresInput["tests"][number];

/** Figures of every suite test, in suite order; a test the run lacks is "Not measured". */
function computeTestFigures(input: RunFiguresInput) {
  return SUITE_TESTS.map((def) => {
    const test = input.tests.find((t) => t.key === def.key);
    const measurements = test?.measurements ?? [];
    const headline = computeHeadline(def, measurements);
    const sweep = def.params.tool === "vllm-bench-serve" && def.params.requestRates.length > 1;
    const capacity = sweep ? computeCapacity(measurements, test?.statedCapacity ?? null) : null;
    const sanityFailed = input.sanityFailedTests.includes(def.key);
    const { counts, reason } = computeEligibility({ def, test, sanityFailed, headline, capacity });
    let testScore = 0;
    if (counts && sweep && capacity?.p95Under5s) {
      testScore = computeCapacityTestScore(capacity.p95Under5s.value);
    } else if (counts && headline?.perUserTps != null && headline.ttftS !== null) {
      testScore = computeLatencyTestScore(headline.perUserTps, headline.ttftS);
    }
    const effectiveTps = computeEffectiveTps(def, headline);
    return { key: def.key, counts, reason, headline, effectiveTps, testScore, capacity, measurements };
  });
}

/**
 * Single-request decode: the chat test at concurrency 1, else the matrix's smallest context, else
 * the run's own single-sequence decode (llama-bench `tgN`, a batched-bench sequence alone).
 */
function findSingleRequestTps(input: RunFiguresInput): number | null {
  const chat = input.tests.find((t) => t.key === CHAT_TEST);
  const rung = chat?.measurements.find((m) => m.concurrency === 1 && m.perUserTps !== null);
  if (rung) return rung.perUserTps;
  const matrixTps = input.matrix ? findSingleRequestDecodeTps(input.matrix) : null;
  return matrixTps ?? findSingleSequenceDecodeTps(input.measurements ?? []);
}

export function computeRunFigures(input: RunFiguresInput) {
  const all = computeTestFigures(input);
  const byKey = (key: SuiteTestKey) => all.find((t) => t.key === key) as (typeof all)[number];
  const hasSuite = input.tests.some((t) => t.measurements.length > 0 || t.statedCapacity !== null);
  const reliableCount = all.filter((t) => t.counts).length;
  const suiteScore = hasSuite
    ? computeSuiteScore(
        all.map((t) => t.testScore),
        SUITE_TESTS.length,
      )
    : null;
  const { qualityScore, qualityCoverage } = computeQualityScore(input.quality);
  const throughput = byKey(THROUGHPUT_TEST);
  const peakDef = SUITE_TESTS.find((t) => t.key === PEAK_LOAD_TEST);
  const peakRate = peakDef?.params.tool === "vllm-bench-serve" ? (peakDef.params.requestRates[0] ?? null) : null;
  const peakLoad = peakDef
    ? computePeakLoad(findHeadlineRung(peakDef, byKey(PEAK_LOAD_TEST).measurements), peakRate)
    : null;
  const decodeCeilingTps = computeDecodeCeilingTps(input.model, input.hardware.bandwidthGBs);
  const chat = byKey(CHAT_TEST).headline;
  const largeContext = byKey(LONG_CONTEXT_TEST).headline;
  const capacity = byKey(CAPACITY_TEST).capacity;
  return {
    rulesVersion: RULES_VERSION,
    /** 0..100, one decimal; null for a run without suite tests (matrix only). */
    score: suiteScore === null ? null : computeScore(qualityScore, suiteScore),
    suiteScore,
    qualityScore,
    qualityCoverage,
    reliableCount,
    testCount: SUITE_TESTS.length,
    /** Effective throughput of the RAG 8k test at its headline concurrency; null unless it counts. */
    throughputTps: throughput.counts ? throughput.effectiveTps : null,
    vramGB: computeWeightsGB(input.model.paramsB, input.model.precision),
    capacity: { p95Under5s: capacity?.p95Under5s ?? null, p95Under10s: capacity?.p95Under10s ?? null },
    peakLoad,
    decodeCeilingTps,
    efficiency: computeEfficiency(findSingleRequestTps(input), decodeCeilingTps),
    tests: all.map(({ key, counts, reason, headline, effectiveTps, testScore }) => ({
      key,
      counts,
      reason,
      headline,
      effectiveTps,
      testScore,
    })),
    matrix: input.matrix ? computeMatrixSummary(input.matrix) : null,
    /** The figures lists show for the run, by its own tests (lib/measurements/headline.ts). */
    headline: computeHeadlineFigures(input.measurements ?? []),
    notes: computeNotes({
      chat,
      largeContext,
      peakLoad,
      reliableCount,
      testCount: SUITE_TESTS.length,
      reviewState: input.reviewState,
      sanityFailedTests: input.sanityFailedTests,
    }),
    summarySentence: computeSummarySentence(chat, largeContext),
    /** The summary sentence as a message, for pages in other languages. */
    summaryMessage: computeSummaryMessage(chat, largeContext),
  };
}

type ComputedFigures = ReturnType<typeof computeRunFigures>;
/**
 * A run's figures as stored. Figures computed before the notes had messages lack the summary's
 * (and each note's), and those before headline figures lack them: pages show their English, and
 * no headline, until `npm run arena -- score recompute`.
 */
export type RunFigures = Omit<ComputedFigures, "summaryMessage" | "headline"> & {
  summaryMessage?: ComputedFigures["summaryMessage"];
  /** Absent from figures computed before headline figures were: lists show none until a recompute. */
  headline?: ComputedFigures["headline"];
};

/**
 * RunFigures.details read back. Only the recompute writes that column, from computeRunFigures, so
 * a guard on its outline (rules version, tests, notes) stands for the whole: a deep parse would
 * cost every run page and list. A value of another shape is an error naming the column rather
 * than a page quietly without figures: something other than the recompute wrote it.
 */
export function readRunFigures(details: unknown): RunFigures {
  if (
    typeof details === "object" &&
    details !== null &&
    "rulesVersion" in details &&
    typeof details.rulesVersion === "number" &&
    "tests" in details &&
    Array.isArray(details.tests) &&
    "notes" in details &&
    Array.isArray(details.notes)
  ) {
    return details as RunFigures;
  }
  throw new Error("RunFigures.details does not hold computed figures; recompute the run");
}
export type TestFigures = RunFigures["tests"][number];
