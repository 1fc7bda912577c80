/**
 * Which suite test each parsed rung belongs to, and whether a test's rungs are all there.
 * Pure module.
 *
 * Mapping rule, in order:
 * 1. The test named in the measurement (`test`, summaries), else the test named with the
 *    artifact: every rung goes there.
 * 2. Otherwise the rung is matched on its parameters against the suite tests of its loop.
 *    Closed loop (llama-benchy): prompt size in the test's `promptTokens`, generation size and
 *    depth equal, concurrency in its levels. These tests do not overlap (large-context and
 *    concurrency-pressure share pp 25000 but not a concurrency), so at most one matches.
 *    Open loop (vllm bench serve): rate in the test's rates, burstiness equal (vLLM's default 1
 *    when not reported), max concurrency equal (absent = none), dataset equal when the rung names
 *    one, and mean input/output lengths within 10% of the definition when both are known.
 *    Several open-loop tests can match (office-baseline, sharegpt and the sweep all run at 0.3 with
 *    burstiness 0.7); the first of these orderings decides:
 *      a. the rung's prompt count equals the definition's count at that rate (sweep 0.3 -> 100,
 *         office-baseline -> 200, sharegpt -> 250);
 *      b. a test whose lengths were checked against the rung before one without lengths (sharegpt);
 *      c. a single-rate test before the sweep;
 *      d. suite order.
 * 3. A rung that matches nothing gets test null: an extra result, never dropped. So do the rungs of
 *    tools that do not measure served requests (llm-inference-bench's matrix, llama-bench,
 *    llama-batched-bench), unless the artifact names a test, and of serving harnesses whose figures
 *    are defined otherwise than the suite's (AIPerf, GuideLLM, SGLang bench_serving).
 */
import type { Measurement, ParsedArtifact } from "@/lib/ingest/schema";
import {
  SUITE_TESTS,
  type ClosedLoopParams,
  type OpenLoopParams,
  type SuiteTestDefinition,
} from "@/lib/suite/definition";
import { SUITE_TEST_KEYS, type SuiteTestKey } from "@/lib/suite/test-keys";

type ParsedMeasurement = ParsedArtifact["measurements"][number];

export type SuiteMapping = { test: SuiteTestKey | null; measurement: ParsedMeasurement };

/** Mean lengths of a random-dataset run stay within this share of the configured length. */
const LENGTH_TOLERANCE = 0.1;
const DEFAULT_BURSTINESS = 1;
/** Load generators whose figures mean other things than `vllm bench serve`'s (issue 28). */
const OTHER_HARNESSES: ReadonlySet<ParsedArtifact["tool"]> = new Set(["aiperf", "guidellm", "sglang-bench-serving"]);

export function mapMeasurementsToSuite(parsed: ParsedArtifact, namedTest?: SuiteTestKey): SuiteMapping[] {
  return parsed.measurements.map((measurement) => ({
    measurement,
    test:
      (isSuiteTestKey(measurement.test) ? measurement.test : namedTest) ?? findMatchingTest(parsed.tool, measurement),
  }));
}

function isSuiteTestKey(value: unknown): value is SuiteTestKey {
  return typeof value === "string" && (SUITE_TEST_KEYS as readonly string[]).includes(value);
}

function isOpenLoopRung(tool: ParsedArtifact["tool"], m: Measurement): boolean {
  if (tool === "vllm-bench-serve") return true;
  if (tool !== "summary") return false;
  return [m.requestRate, m.burstiness, m.maxConcurrency, m.dataset, m.numPrompts].some((value) => value !== null);
}

function findMatchingTest(tool: ParsedArtifact["tool"], m: Measurement): SuiteTestKey | null {
  // llama.cpp's own benchmarks time the engine in-process, not served requests: never a suite rung
  if (tool === "llm-inference-bench" || (tool.startsWith("llama-") && tool !== "llama-benchy")) return null;
  // other serving harnesses define their figures differently from the suite's tool: never a suite rung
  if (OTHER_HARNESSES.has(tool)) return null;
  if (!isOpenLoopRung(tool, m)) {
    const test = SUITE_TESTS.find((t) => t.params.tool === "llama-benchy" && matchesClosedLoop(t.params, m));
    return test?.key ?? null;
  }
  const ranked = SUITE_TESTS.flatMap((t) =>
    t.params.tool === "vllm-bench-serve" && matchesOpenLoop(t.params, m) ? [rankOpenLoop(t, m)] : [],
  );
  ranked.sort((a, b) => compareRanks(a.rank, b.rank));
  return ranked[0]?.key ?? null;
}

function matchesClosedLoop(p: ClosedLoopParams, m: Measurement): boolean {
  return (
    m.promptTokens !== null &&
    p.promptTokens.includes(m.promptTokens) &&
    m.genTokens === p.genTokens &&
    (m.depth ?? 0) === p.depth &&
    m.concurrency !== null &&
    p.concurrency.includes(m.concurrency)
  );
}

function isSameRate(measured: number | null, configured: number): boolean {
  return measured !== null && Math.abs(measured - configured) <= 1e-6 * Math.max(1, configured);
}

function isCloseLength(measured: number | null, configured: number | undefined): boolean {
  return (
    measured === null || configured === undefined || Math.abs(measured - configured) <= configured * LENGTH_TOLERANCE
  );
}

function matchesOpenLoop(p: OpenLoopParams, m: Measurement): boolean {
  return (
    p.requestRates.some((rate) => isSameRate(m.requestRate, rate)) &&
    (m.burstiness ?? DEFAULT_BURSTINESS) === p.burstiness &&
    (m.maxConcurrency ?? null) === (p.maxConcurrency ?? null) &&
    (m.dataset === null || m.dataset === p.dataset) &&
    isCloseLength(m.promptTokens, p.inputLen) &&
    isCloseLength(m.genTokens, p.outputLen)
  );
}

/** Lower ranks win; one entry per ordering a-d of the module comment. */
function rankOpenLoop(test: SuiteTestDefinition, m: Measurement): { key: SuiteTestKey; rank: number[] } {
  const p = test.params as OpenLoopParams;
  const rateIndex = p.requestRates.findIndex((rate) => isSameRate(m.requestRate, rate));
  const promptsMatch = m.numPrompts !== null && p.numPrompts[rateIndex] === m.numPrompts;
  const lengthsChecked = p.inputLen !== undefined && m.promptTokens !== null;
  return {
    key: test.key,
    rank: [
      promptsMatch ? 0 : 1,
      lengthsChecked ? 0 : 1,
      p.requestRates.length === 1 ? 0 : 1,
      SUITE_TESTS.indexOf(test),
    ],
  };
}

/** Lexicographic order of two ranks; every rank has the same four entries. */
function compareRanks(a: number[], b: number[]): number {
  for (const [index, value] of a.entries()) {
    const difference = value - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Whether every rung of a test's definition was measured: each prompt size at each concurrency
 * (closed loop) or each arrival rate (open loop). Missing rungs are listed in words.
 */
export function computeTestCompleteness(
  test: SuiteTestDefinition,
  measurements: ReadonlyArray<Pick<Measurement, "promptTokens" | "concurrency" | "requestRate">>,
): { complete: boolean; missing: string[] } {
  const p = test.params;
  const missing =
    p.tool === "llama-benchy"
      ? p.promptTokens.flatMap((prompt) =>
          p.concurrency
            .filter((c) => !measurements.some((m) => m.promptTokens === prompt && m.concurrency === c))
            .map((c) => `pp ${prompt} at concurrency ${c}`),
        )
      : p.requestRates
          .filter((rate) => !measurements.some((m) => isSameRate(m.requestRate, rate)))
          .map((rate) => `rate ${rate} req/s`);
  return { complete: missing.length === 0, missing };
}
