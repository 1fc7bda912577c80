/**
 * A run bundle as a contributor uploads it, built from real tool output (tests/fixtures), for
 * the tests of parsing, preparing and assembling uploads.
 */
import { readFileSync } from "node:fs";
import { BundleError } from "@/lib/runs/prepare";

/** A file of tests/fixtures, as text. */
export const readFixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), "utf8");

/** A run's metadata: Qwen3.5-9B in BF16 on a DGX Spark under vLLM. */
export const BUNDLE_METADATA = {
  schemaVersion: 1,
  model: { name: "Qwen3.5-9B", org: "Alibaba", paramsB: 9, architecture: "dense", precision: "BF16" },
  hardware: { name: "DGX Spark", accelerator: "NVIDIA GB10", memoryGB: 128, memoryKind: "unified", bandwidthGBs: 273 },
  engine: { name: "vllm", version: "0.26.0" },
  launchCommand: "vllm serve Qwen/Qwen3.5-9B --max-model-len 131072",
  measuredAt: "2026-08-07",
};

/** llama-benchy's output of the chat test at 1, 5 and 10 concurrent users. */
export const CHAT_OUTPUT = readFixture("llama-benchy/chat-c1-5-10.md");

/** That run with its chat output: a valid bundle; `overrides` replace whole top-level fields. */
export function buildBundle(overrides: Record<string, unknown> = {}) {
  return {
    ...BUNDLE_METADATA,
    artifacts: [{ tool: "llama-benchy", fileName: "chat-c1-5-10.md", content: CHAT_OUTPUT }],
    ...overrides,
  };
}

/** The BundleError that `work` throws; any other outcome fails the test. */
export function catchBundleError(work: () => unknown): BundleError {
  try {
    work();
  } catch (error) {
    if (error instanceof BundleError) return error;
    throw error;
  }
  throw new Error("expected a BundleError");
}
