/**
 * The arena's standard suite as data: the 11 tests of the reference model profile,
 * in its order. Pure module: safe on client and server. The database holds a copy
 * of each version (table SuiteTest), written by the seed step from this file.
 */
import type { SuiteTestKey } from "./test-keys";

export const SUITE_VERSION = 1;

/** Concurrency at which a test's headline figures are read; a test with one level uses it. */
export const REFERENCE_CONCURRENCY = 10;

export type ClosedLoopParams = {
  tool: "llama-benchy";
  /** Prompt sizes in tokens (`--pp`). */
  promptTokens: number[];
  /** Generated tokens (`--tg`). */
  genTokens: number;
  depth: number;
  concurrency: number[];
  runs: number;
};

export type OpenLoopParams = {
  tool: "vllm-bench-serve";
  dataset: "random" | "sharegpt";
  inputLen?: number;
  outputLen?: number;
  /** Arrival rates in requests per second; one per rung. */
  requestRates: number[];
  /** Prompts per rung, aligned with requestRates. */
  numPrompts: number[];
  burstiness: number;
  maxConcurrency?: number;
  rangeRatio?: number;
  seed: number;
};

export type SuiteTestDefinition = {
  key: SuiteTestKey;
  name: string;
  purpose: string;
  loop: "closed" | "open";
  params: ClosedLoopParams | OpenLoopParams;
};

const closed = (p: Omit<ClosedLoopParams, "tool" | "runs" | "depth"> & { depth?: number }): ClosedLoopParams => ({
  tool: "llama-benchy",
  depth: 0,
  runs: 3,
  ...p,
});

const open = (p: Omit<OpenLoopParams, "tool" | "seed">): OpenLoopParams => ({
  tool: "vllm-bench-serve",
  seed: 42,
  ...p,
});

export const SUITE_TESTS: SuiteTestDefinition[] = [
  {
    key: "chat",
    name: "Chat",
    purpose:
      "Short prompt, long answer. The shape that has to feel like ordinary chat; TTFT decides whether it feels snappy.",
    loop: "closed",
    params: closed({ promptTokens: [1024], genTokens: 1024, concurrency: [1, 5, 10] }),
  },
  {
    key: "rag-8k",
    name: "RAG · 8k context",
    purpose:
      "Medium context, a few document chunks with an answer of normal length. Shows prefill cost without hitting " +
      "the wall.",
    loop: "closed",
    params: closed({ promptTokens: [8192], genTokens: 512, concurrency: [5, 10, 20] }),
  },
  {
    key: "long-output",
    name: "Long output and agents",
    purpose:
      "Short instruction, lots of output. Code generation, reports or structured agent output. A stress test for " +
      "decode throughput.",
    loop: "closed",
    params: closed({ promptTokens: [256], genTokens: 4096, concurrency: [1, 5, 10] }),
  },
  {
    key: "multi-turn",
    name: "Multi-turn office work",
    purpose:
      "Five turns per conversation, ten conversations in parallel. Close to how a team actually uses this, with " +
      "context growing every turn.",
    loop: "closed",
    params: closed({ promptTokens: [2048], genTokens: 512, depth: 4, concurrency: [1, 5, 10] }),
  },
  {
    key: "large-context",
    name: "Large context · 25k",
    purpose:
      "A stress test with large prompts. Not necessarily chat material, but exactly where the prefill wall shows " +
      "up and TTFT collapses.",
    loop: "closed",
    params: closed({ promptTokens: [4096, 8192, 16384, 25000], genTokens: 256, concurrency: [1, 5, 10] }),
  },
  {
    key: "concurrency-pressure",
    name: "Concurrency under pressure",
    purpose:
      "25k context with twenty requests at once. Five and ten are already covered by test 05; twenty shows where " +
      "the scheduler gives up.",
    loop: "closed",
    params: closed({ promptTokens: [25000], genTokens: 256, concurrency: [20] }),
  },
  {
    key: "office-baseline",
    name: "Realistic office baseline",
    purpose: "Random dataset, 4000 tokens in and 500 out, arrival rate 0.3 with burstiness 0.7. A quiet office.",
    loop: "open",
    params: open({
      dataset: "random",
      inputLen: 4000,
      outputLen: 500,
      rangeRatio: 0.9,
      requestRates: [0.3],
      numPrompts: [200],
      burstiness: 0.7,
    }),
  },
  {
    key: "sharegpt",
    name: "Real conversations · ShareGPT",
    purpose:
      "ShareGPT V3, averaging 228 tokens per turn, varying naturally per conversation. What real users do, not a " +
      "synthetic distribution.",
    loop: "open",
    params: open({ dataset: "sharegpt", requestRates: [0.3], numPrompts: [250], burstiness: 0.7 }),
  },
  {
    key: "reasoning",
    name: "Reasoning workload",
    purpose:
      "Long chains of thought, 1k in and 4k out, a slow arrival rate of 0.2 because every request costs a lot of " +
      "decode budget. Tests whether TTFT stays stable.",
    loop: "open",
    params: open({
      dataset: "random",
      inputLen: 1024,
      outputLen: 4096,
      rangeRatio: 0.9,
      requestRates: [0.2],
      numPrompts: [50],
      burstiness: 1,
    }),
  },
  {
    key: "monday-peak",
    name: "Monday morning peak",
    purpose:
      "Random, 4000 in and 500 out, arrival rate 1.5 per second with burstiness 1.0 and at most 25 in parallel. " +
      "A heavy, independent request stream.",
    loop: "open",
    params: open({
      dataset: "random",
      inputLen: 4000,
      outputLen: 500,
      rangeRatio: 0.9,
      requestRates: [1.5],
      numPrompts: [300],
      burstiness: 1,
      maxConcurrency: 25,
    }),
  },
  {
    key: "capacity-sweep",
    name: "Capacity · rate sweep",
    purpose:
      "Six increasing arrival rates, from 0.1 to 1.0 requests per second. At each rung we check whether p95 TTFT " +
      "still stays under the threshold.",
    loop: "open",
    params: open({
      dataset: "random",
      inputLen: 4000,
      outputLen: 500,
      rangeRatio: 0.9,
      requestRates: [0.1, 0.2, 0.3, 0.5, 0.7, 1.0],
      numPrompts: [100, 100, 100, 125, 175, 250],
      burstiness: 0.7,
    }),
  },
];

export function getSuiteTest(key: string): SuiteTestDefinition | undefined {
  return SUITE_TESTS.find((test) => test.key === key);
}

/** A test's name as pages show it; a key the suite no longer holds (an older suite's) as it is. */
export function getSuiteTestName(key: string): string {
  return getSuiteTest(key)?.name ?? key;
}

/** Concurrency at which a closed-loop test's headline is read. */
export function computeHeadlineConcurrency(params: ClosedLoopParams): number {
  if (params.concurrency.includes(REFERENCE_CONCURRENCY)) return REFERENCE_CONCURRENCY;
  const highest = params.concurrency.at(-1);
  if (highest === undefined) throw new Error("A closed-loop test needs at least one concurrency level");
  return highest;
}
