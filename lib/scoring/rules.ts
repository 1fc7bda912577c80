/**
 * The Arena rules as named constants. Every derived figure is stored with RULES_VERSION;
 * change a constant here and bump the version, then recompute every run.
 * Pure module: safe on client and server.
 */
import type { SuiteTestKey } from "@/lib/suite/test-keys";

export const RULES_VERSION = 1;

// Eligibility (rule 1)
/** Open-loop tests count only when at least this share of requests succeeded. */
export const MIN_SUCCESS_RATIO = 0.99;

// Capacity (rule 4): p95 TTFT must stay strictly below these thresholds.
export const CAPACITY_THRESHOLDS_MS = { p95Under5s: 5_000, p95Under10s: 10_000 } as const;

// Score (rule 6)
export const QUALITY_WEIGHT = 0.3;
export const SUITE_WEIGHT = 0.7;
/** Per-user decode speed scoring 0 and 1 (log scale between). */
export const TPS_FLOOR = 1;
export const TPS_TARGET = 50;
/** Time to first token, in seconds, scoring 0 and 1 (log scale between). */
export const TTFT_CEILING_S = 60;
export const TTFT_TARGET_S = 0.2;
/** Capacity at p95 TTFT < 5 s, in requests per second, scoring 0 and 1 (log scale between). */
export const CAPACITY_FLOOR = 0.01;
export const CAPACITY_TARGET = 10;
/** Vendor quality benchmarks, matched by exact name; values are percentages. */
export const QUALITY_BENCHMARKS = ["MMLU-Pro", "GPQA-Diamond", "LiveCodeBench v6"] as const;
/** Decimals the stored score keeps. */
export const SCORE_DECIMALS = 1;

// Which suite test feeds which run-level figure.
export const THROUGHPUT_TEST: SuiteTestKey = "rag-8k";
export const CHAT_TEST: SuiteTestKey = "chat";
export const LONG_CONTEXT_TEST: SuiteTestKey = "large-context";
export const PEAK_LOAD_TEST: SuiteTestKey = "monday-peak";
export const CAPACITY_TEST: SuiteTestKey = "capacity-sweep";

// Memory (rule 5): bytes per parameter by precision.
/** Plain float and integer formats. FP32 is not in the product owner's list but is unambiguous. */
export const BYTES_PER_PARAM = {
  fp32: 4,
  bf16: 2,
  fp16: 2,
  fp8: 1,
  int8: 1,
  /** AWQ 4-bit, GPTQ 4-bit, INT4, NVFP4, MXFP4 (scales ignored). */
  fourBit: 0.5,
} as const;

/**
 * GGUF quantization types by their average bits per weight (llama.cpp), including block scales.
 * Bytes per parameter = bits / 8. Types not listed here give an unknown footprint (null).
 */
export const GGUF_BITS_PER_WEIGHT: Record<string, number> = {
  Q8_0: 8.5,
  Q6_K: 6.5625,
  Q5_K_M: 5.5,
  Q4_K_M: 4.85,
  Q4_0: 4.5,
  Q3_K_M: 3.9,
  Q2_K: 2.6,
};
