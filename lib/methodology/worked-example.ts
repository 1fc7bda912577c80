/**
 * The worked example of the methodology page, step by step, from a run's STORED figures:
 * every intermediate value is recomputed with the scoring functions and set beside the stored
 * one, so the page shows the stored result and flags any difference. Pure module.
 */
import { computeCapacityAt, type CapacityValue, type SweepRung } from "@/lib/scoring/capacity";
import type { RunFigures } from "@/lib/scoring/figures";
import { computeEffectiveTps } from "@/lib/scoring/headline";
import {
  computeBytesPerParam,
  computeDecodeCeilingTps,
  computeWeightsGB,
  type CeilingModel,
} from "@/lib/scoring/memory";
import {
  CAPACITY_THRESHOLDS_MS,
  QUALITY_BENCHMARKS,
  QUALITY_WEIGHT,
  RULES_VERSION,
  SUITE_WEIGHT,
  THROUGHPUT_TEST,
} from "@/lib/scoring/rules";
import {
  clampUnit,
  computeCapacityTestScore,
  computeLatencyTestScore,
  computeQualityScore,
  computeScore,
  computeSpeedPosition,
  computeSuiteScore,
  computeWaitPosition,
} from "@/lib/scoring/score";
import { SUITE_TESTS } from "@/lib/suite/definition";

export type WorkedExampleInput = {
  /** The stored figures (RunFigures.details). */
  figures: RunFigures;
  /** The stored score column (RunFigures.score): the figure the site shows. */
  storedScore: number | null;
  /** The rules version the stored figures were made with. */
  storedRulesVersion: number;
  /** The model's vendor quality values, as stored. */
  quality: Array<{ benchmark: string; value: number }>;
  model: CeilingModel;
  bandwidthGBs: number | null;
  /** Rungs of the capacity sweep with their p95 TTFT; empty when the upload stated capacity. */
  sweep: SweepRung[];
};

/** Two values agree when they differ by float noise only. */
const agrees = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) <= 1e-9);

function computeTestStep(test: RunFigures["tests"][number], figures: RunFigures) {
  const def = SUITE_TESTS.find((d) => d.key === test.key);
  const sweep = def?.params.tool === "vllm-bench-serve" && def.params.requestRates.length > 1;
  const base = {
    key: test.key,
    name: def?.name ?? test.key,
    counts: test.counts,
    reason: test.reason,
    storedTestScore: test.testScore,
  };
  if (sweep) {
    const capacity = figures.capacity.p95Under5s;
    const testScore = test.counts && capacity ? computeCapacityTestScore(capacity.value) : 0;
    return {
      ...base,
      kind: "capacity" as const,
      capacity,
      t: null,
      l: null,
      perUserTps: null,
      ttftS: null,
      testScore,
      matches: agrees(testScore, test.testScore),
    };
  }
  const h = test.headline;
  const usable = h !== null && h.perUserTps !== null && h.perUserTps > 0 && h.ttftS !== null && h.ttftS > 0;
  const t = usable ? computeSpeedPosition(h.perUserTps as number) : null;
  const l = usable ? computeWaitPosition(h.ttftS as number) : null;
  const testScore = test.counts && usable ? computeLatencyTestScore(h.perUserTps as number, h.ttftS as number) : 0;
  // T and L shown on the page must be the ones the score is made of: sqrt(T x L) = test score.
  const consistent = !test.counts || t === null || l === null || agrees(Math.sqrt(t * l), testScore);
  return {
    ...base,
    kind: "latency" as const,
    capacity: null,
    t,
    l,
    perUserTps: h?.perUserTps ?? null,
    ttftS: h?.ttftS ?? null,
    ttftKind: h?.ttftKind ?? null,
    testScore,
    matches: consistent && agrees(testScore, test.testScore),
  };
}

/** The score's steps: T, L and test score per test, S, Q, and the score against the stored one. */
export function computeScoreSteps(input: WorkedExampleInput) {
  const { figures } = input;
  const tests = figures.tests.map((test) => computeTestStep(test, figures));
  const sum = tests.reduce((total, step) => total + step.testScore, 0);
  const suiteScore = computeSuiteScore(
    tests.map((step) => step.testScore),
    figures.testCount,
  );
  const { qualityScore, qualityCoverage } = computeQualityScore(input.quality);
  const quality = computeQualityRows(input.quality);
  const unrounded = 100 * (QUALITY_WEIGHT * qualityScore + SUITE_WEIGHT * suiteScore);
  const score = computeScore(qualityScore, suiteScore);
  const steps = {
    suite: {
      sum,
      testCount: figures.testCount,
      recomputed: suiteScore,
      stored: figures.suiteScore,
      matches: agrees(suiteScore, figures.suiteScore),
    },
    quality: {
      rows: quality,
      recomputed: qualityScore,
      coverage: qualityCoverage,
      stored: figures.qualityScore,
      matches: agrees(qualityScore, figures.qualityScore),
    },
    score: { unrounded, recomputed: score, stored: input.storedScore, matches: agrees(score, input.storedScore) },
  };
  const matches =
    tests.every((step) => step.matches) && steps.suite.matches && steps.quality.matches && steps.score.matches;
  return { tests, ...steps, matches };
}

/** Each named quality benchmark's value (percent) and its share (value / 100, missing = 0). */
function computeQualityRows(quality: WorkedExampleInput["quality"]) {
  return QUALITY_BENCHMARKS.map((benchmark) => {
    const value = quality.find((q) => q.benchmark === benchmark)?.value ?? null;
    return { benchmark, value, share: value === null ? 0 : clampUnit(value / 100) };
  });
}

/** Effective throughput of each closed-loop test, recomputed from its stored headline. */
export function computeThroughputSteps(figures: RunFigures) {
  const rows = SUITE_TESTS.filter((def) => def.params.tool === "llama-benchy").map((def) => {
    const test = figures.tests.find((t) => t.key === def.key) ?? null;
    const headline = test?.headline ?? null;
    const recomputed = computeEffectiveTps(def, headline);
    const genTokens = def.params.tool === "llama-benchy" ? def.params.genTokens : null;
    return {
      key: def.key,
      name: def.name,
      concurrency: headline?.concurrency ?? null,
      genTokens,
      perUserTps: headline?.perUserTps ?? null,
      ttftS: headline?.ttftS ?? null,
      recomputed,
      stored: test?.effectiveTps ?? null,
      matches: agrees(recomputed, test?.effectiveTps ?? null),
      headlineFigure: def.key === THROUGHPUT_TEST,
    };
  });
  return { rows, throughputTps: figures.throughputTps, matches: rows.every((row) => row.matches) };
}

/** Where p95 TTFT crosses a threshold: the last passing and first failing rung, or null. */
function findCrossing(rungs: SweepRung[], thresholdMs: number) {
  const sorted = [...rungs].sort((a, b) => a.requestRate - b.requestRate);
  const failing = sorted.findIndex((r) => !(r.ttftP95Ms < thresholdMs));
  const pass = sorted[failing - 1]; // none when the first rung fails (0) or none does (-1)
  const fail = sorted[failing];
  return pass && fail ? { pass, fail } : null;
}

/** Capacity at both thresholds: the rungs, the crossing, recomputed and stored values. */
export function computeCapacitySteps(input: WorkedExampleInput) {
  const stored = input.figures.capacity;
  const at = (key: keyof typeof CAPACITY_THRESHOLDS_MS) => {
    const thresholdMs = CAPACITY_THRESHOLDS_MS[key];
    const recomputed: CapacityValue | null =
      input.sweep.length > 0 ? computeCapacityAt(input.sweep, thresholdMs) : null;
    const storedValue = stored[key];
    return {
      thresholdMs,
      crossing: findCrossing(input.sweep, thresholdMs),
      recomputed,
      stored: storedValue,
      matches: recomputed === null || agrees(recomputed.value, storedValue?.value ?? null),
    };
  };
  const rungs = [...input.sweep].sort((a, b) => a.requestRate - b.requestRate);
  return {
    source: rungs.length > 0 ? ("sweep" as const) : ("stated" as const),
    rungs,
    p95Under5s: at("p95Under5s"),
    p95Under10s: at("p95Under10s"),
  };
}

/** Weights footprint and decode ceiling, recomputed from the model, precision and bandwidth. */
export function computeMemorySteps(input: WorkedExampleInput) {
  const { model, figures } = input;
  const vram = computeWeightsGB(model.paramsB, model.precision);
  const ceiling = computeDecodeCeilingTps(model, input.bandwidthGBs);
  return {
    paramsB: model.paramsB,
    activeParamsB: model.architecture === "moe" ? model.activeParamsB : model.paramsB,
    precision: model.precision,
    bytesPerParam: computeBytesPerParam(model.precision),
    bandwidthGBs: input.bandwidthGBs,
    vram: { recomputed: vram, stored: figures.vramGB, matches: agrees(vram, figures.vramGB) },
    ceiling: {
      recomputed: ceiling,
      stored: figures.decodeCeilingTps,
      matches: agrees(ceiling, figures.decodeCeilingTps),
    },
    efficiency: figures.efficiency,
  };
}

/** Every step of the worked example; `matches` is false when any recomputed value differs from the stored one. */
export function computeWorkedExample(input: WorkedExampleInput) {
  const score = computeScoreSteps(input);
  const throughput = computeThroughputSteps(input.figures);
  const capacity = computeCapacitySteps(input);
  const memory = computeMemorySteps(input);
  const rules = {
    stored: input.storedRulesVersion,
    current: RULES_VERSION,
    matches: input.storedRulesVersion === RULES_VERSION,
  };
  const matches =
    score.matches &&
    throughput.matches &&
    capacity.p95Under5s.matches &&
    capacity.p95Under10s.matches &&
    memory.vram.matches &&
    memory.ceiling.matches &&
    rules.matches;
  return { score, throughput, capacity, memory, rules, matches };
}

export type WorkedExample = ReturnType<typeof computeWorkedExample>;
