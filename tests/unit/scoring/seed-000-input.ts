/**
 * The reference profile (seed 000: Qwen-3.5-9B, BF16, DGX Spark) as a RunFiguresInput.
 * Headline rungs carry the seed page's figures; the other rungs carry plausible values that
 * no assertion depends on. Capacity-sweep p95 values are chosen so interpolation gives the
 * page's 0.24 (< 5 s) and 0.47 (< 10 s) req/s.
 */
import { measurementSchema, type MeasurementInput } from "@/lib/ingest/schema";
import type { RunFiguresInput, TestInput } from "@/lib/scoring/figures";
import { SUITE_TESTS } from "@/lib/suite/definition";
import type { SuiteTestKey } from "@/lib/suite/test-keys";
import { must } from "@/tests/support/must";

const m = (fields: MeasurementInput) => measurementSchema.parse(fields);

/** Headline figures at concurrency 10 (20 for concurrency-pressure), largest prompt size. */
const CLOSED_HEADLINES: Record<string, { tps: number; ttftS: number }> = {
  chat: { tps: 12.51, ttftS: 1.82 },
  "rag-8k": { tps: 10.3, ttftS: 11.33 },
  "long-output": { tps: 12.6, ttftS: 0.637 },
  "multi-turn": { tps: 12.1, ttftS: 3.13 },
  "large-context": { tps: 5.91, ttftS: 37.12 },
  "concurrency-pressure": { tps: 3.8, ttftS: 71.44 },
};

/** Single-request chat decode speed used for the efficiency figure. */
export const SEED_CHAT_SINGLE_TPS = 14.2;

function closedRungs(key: string): TestInput["measurements"] {
  const def = SUITE_TESTS.find((t) => t.key === key)!;
  if (def.params.tool !== "llama-benchy") throw new Error(key);
  const p = def.params;
  const headline = must(CLOSED_HEADLINES[key], `the headline of ${key}`);
  const headlineC = p.concurrency.includes(10) ? 10 : must(p.concurrency.at(-1), "a concurrency level");
  const topPp = Math.max(...p.promptTokens);
  return p.promptTokens.flatMap((pp) =>
    p.concurrency.map((c) => {
      const atHeadline = c === headlineC && pp === topPp;
      const chatSingle = key === "chat" && c === 1;
      const tps = atHeadline
        ? headline.tps
        : chatSingle
          ? SEED_CHAT_SINGLE_TPS
          : headline.tps * (1 + (headlineC - c) / 20);
      const ttftS = atHeadline ? headline.ttftS : (headline.ttftS * (pp / topPp) * c) / headlineC;
      return m({
        promptTokens: pp,
        genTokens: p.genTokens,
        depth: p.depth,
        concurrency: c,
        repeats: p.runs,
        perUserTps: tps,
        perUserTpsStd: 0.05,
        ttftMeanMs: ttftS * 1000,
        ttftStdMs: 20,
      });
    }),
  );
}

type OpenRung = {
  rate: number;
  prompts: number;
  tps: number;
  p50S: number;
  p95S: number;
  achieved: number;
  ok?: number;
};

function openRung(key: SuiteTestKey, r: OpenRung) {
  const def = SUITE_TESTS.find((t) => t.key === key)!;
  if (def.params.tool !== "vllm-bench-serve") throw new Error(key);
  const p = def.params;
  return m({
    promptTokens: p.inputLen ?? null,
    genTokens: p.outputLen ?? null,
    requestRate: r.rate,
    burstiness: p.burstiness,
    maxConcurrency: p.maxConcurrency ?? null,
    dataset: p.dataset,
    numPrompts: r.prompts,
    requests: r.prompts,
    successes: r.ok ?? r.prompts,
    perUserTps: r.tps,
    tpotMeanMs: 1000 / r.tps,
    ttftP50Ms: r.p50S * 1000,
    ttftP95Ms: r.p95S * 1000,
    achievedRate: r.achieved,
  });
}

/** Rate-sweep rungs: p95 TTFT in seconds by rate. */
export const SEED_SWEEP_P95_S: Array<[number, number]> = [
  [0.1, 1.1],
  [0.2, 2.8],
  [0.3, 8.3],
  [0.5, 10.3],
  [0.7, 24],
  [1.0, 48],
];

function sweepRungs() {
  const prompts = [100, 100, 100, 125, 175, 250];
  return SEED_SWEEP_P95_S.map(([rate, p95S], i) =>
    openRung("capacity-sweep", {
      rate,
      prompts: prompts[i]!,
      tps: 40 - i * 3,
      p50S: p95S / 2,
      p95S,
      achieved: Math.min(rate, 0.45),
    }),
  );
}

const test = (key: SuiteTestKey, measurements: TestInput["measurements"]): TestInput => ({
  key,
  measurements,
  complete: true,
  missing: [],
  statedCapacity: null,
});

export function buildSeed000Input(): RunFiguresInput {
  return {
    model: { paramsB: 9, activeParamsB: null, architecture: "dense", precision: "BF16" },
    hardware: { bandwidthGBs: 273 },
    quality: [
      { benchmark: "MMLU-Pro", value: 82.5 },
      { benchmark: "GPQA-Diamond", value: 81.7 },
      { benchmark: "LiveCodeBench v6", value: 65.6 },
    ],
    reviewState: "pending",
    sanityFailedTests: [],
    tests: [
      ...Object.keys(CLOSED_HEADLINES).map((key) => test(key as SuiteTestKey, closedRungs(key))),
      test("office-baseline", [
        openRung("office-baseline", { rate: 0.3, prompts: 200, tps: 37.6, p50S: 1.87, p95S: 3.9, achieved: 0.29 }),
      ]),
      test("sharegpt", [
        openRung("sharegpt", { rate: 0.3, prompts: 250, tps: 9.2, p50S: 0.251, p95S: 0.9, achieved: 0.3 }),
      ]),
      test("reasoning", [
        openRung("reasoning", { rate: 0.2, prompts: 50, tps: 6.1, p50S: 0.531, p95S: 1.2, achieved: 0.05 }),
      ]),
      test("monday-peak", [
        openRung("monday-peak", { rate: 1.5, prompts: 300, tps: 49.3, p50S: 1.65, p95S: 5.59, achieved: 0.32 }),
      ]),
      test("capacity-sweep", sweepRungs()),
    ],
    matrix: null,
  };
}

/** A copy of the seed input with one test replaced. */
export function withTest(
  input: RunFiguresInput,
  key: SuiteTestKey,
  change: (t: TestInput) => TestInput,
): RunFiguresInput {
  return { ...input, tests: input.tests.map((t) => (t.key === key ? change(t) : t)) };
}
