import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runBundleSchema, type RunBundle } from "@/lib/runs/schema";
import { summaryContentSchema, type SummaryContent } from "@/lib/ingest/summary";

const SEED_DIR = path.resolve(__dirname, "../../../prisma/seed");

function load(file: string): { bundle: RunBundle; summary: SummaryContent } {
  const raw: unknown = JSON.parse(readFileSync(path.join(SEED_DIR, file), "utf8"));
  const bundle = runBundleSchema.parse(raw);
  const summaries = bundle.artifacts.filter((a) => a.tool === "summary");
  expect(summaries).toHaveLength(1);
  const content = summaries[0]!.content;
  expect(typeof content).toBe("object");
  const summary = summaryContentSchema.parse(content);
  return { bundle, summary };
}

function suiteTest(summary: SummaryContent, key: string) {
  const found = summary.tests?.find((t) => t.test === key);
  if (!found) throw new Error(`test ${key} missing`);
  return found;
}

function cells(summary: SummaryContent) {
  if (!summary.matrix) throw new Error("matrix missing");
  return summary.matrix.cells;
}

function decodeCell(summary: SummaryContent, contextTokens: number, concurrency: number) {
  const found = cells(summary).filter(
    (c) => c.phase === "decode" && c.contextTokens === contextTokens && c.concurrency === concurrency,
  );
  expect(found).toHaveLength(1);
  return found[0]!;
}

const K = 1024;

describe("seed 000: Qwen3.5-9B BF16 on DGX Spark", () => {
  const { bundle, summary } = load("000-qwen3-5-9b-bf16-dgx-spark.json");

  it("describes the model, hardware and engine", () => {
    expect(bundle.model).toMatchObject({ name: "Qwen3.5-9B", org: "Alibaba", paramsB: 9, precision: "BF16" });
    expect(bundle.hardware).toMatchObject({ name: "DGX Spark", memoryGB: 128, memoryKind: "unified" });
    expect(bundle.engine).toMatchObject({ name: "vllm", version: "0.26.0" });
    expect(bundle.maxContext).toBe(131072);
    expect(bundle.measuredAt?.toISOString()).toBe("2026-08-07T00:00:00.000Z");
    expect(bundle.sanity).toBeUndefined();
  });

  it("carries the vendor quality figures", () => {
    const quality = Object.fromEntries((bundle.model.quality ?? []).map((q) => [q.benchmark, q.value]));
    expect(quality).toEqual({ "MMLU-Pro": 82.5, "GPQA-Diamond": 81.7, "LiveCodeBench v6": 65.6 });
  });

  it("has all 11 suite tests, each complete", () => {
    expect(summary.tests).toHaveLength(11);
    expect(new Set(summary.tests?.map((t) => t.test)).size).toBe(11);
    expect(summary.tests?.every((t) => t.complete)).toBe(true);
  });

  it("chat reads 12.51 t/s per user and 1820 ms TTFT at concurrency 10", () => {
    const [m] = suiteTest(summary, "chat").measurements;
    expect(m).toMatchObject({
      promptTokens: 1024,
      genTokens: 1024,
      concurrency: 10,
      perUserTps: 12.51,
      ttftMeanMs: 1820,
    });
  });

  it("large-context waits 37120 ms at 25000 tokens", () => {
    const [m] = suiteTest(summary, "large-context").measurements;
    expect(m).toMatchObject({ promptTokens: 25000, concurrency: 10, perUserTps: 5.91, ttftMeanMs: 37120 });
  });

  it("monday-peak and capacity-sweep keep the page's figures", () => {
    const [m] = suiteTest(summary, "monday-peak").measurements;
    expect(m).toMatchObject({ achievedRate: 0.32, ttftP95Ms: 5590, requests: 300, successes: 300, maxConcurrency: 25 });
    const sweep = suiteTest(summary, "capacity-sweep");
    expect(sweep.measurements).toEqual([]);
    expect(sweep.capacity).toEqual({ p95Under5s: 0.24, p95Under10s: 0.47 });
  });
});

describe("seed 003: Qwen3.5-4B BF16 on H200 NVL", () => {
  const { bundle, summary } = load("003-qwen3-5-4b-bf16-h200-nvl.json");

  it("keeps the launch command with the key redacted", () => {
    expect(bundle.launchCommand).toContain("--api-key <redacted>");
    expect(bundle.engine.commit).toBe("c3dabcddc328");
  });

  it("has 7 prefill and 48 decode cells", () => {
    expect(cells(summary).filter((c) => c.phase === "prefill")).toHaveLength(7);
    expect(cells(summary).filter((c) => c.phase === "decode")).toHaveLength(48);
    expect(summary.matrix?.meta).toEqual({
      decodeMode: "duration",
      prefillMode: "integrated_decode_scout",
      secondsPerMeasurement: 30,
      maxOutputTokens: 4096,
    });
  });

  it("has exactly one over-capacity cell: 251K x 128, with no figures", () => {
    const over = cells(summary).filter((c) => c.status === "over_capacity");
    expect(over).toHaveLength(1);
    expect(over[0]).toMatchObject({
      phase: "decode",
      contextTokens: 251 * K,
      concurrency: 128,
      totalTps: null,
      ttftMs: null,
    });
  });

  it("8K x 1 decodes 408.2 tok/s with 78 ms TTFT", () => {
    expect(decodeCell(summary, 8 * K, 1)).toMatchObject({
      status: "valid",
      totalTps: 408.2,
      perRequestTps: 405.9,
      ttftMs: 78,
      outputTokens: 12247,
    });
  });

  it("251K x 2 waits 5791 ms", () => {
    expect(decodeCell(summary, 251 * K, 2).ttftMs).toBe(5791);
  });

  it("8K prefill runs at 46.7K tok/s", () => {
    const prefill = cells(summary).find((c) => c.phase === "prefill" && c.contextTokens === 8 * K);
    expect(prefill).toMatchObject({ totalTps: 46700, ttftMs: 175, completedRequests: 1 });
  });
});

describe("seed 004: Qwen3.5-4B AWQ 4-bit on RTX 3090", () => {
  const { bundle, summary } = load("004-qwen3-5-4b-awq-rtx-3090.json");

  it("keeps all three lines of the launch command", () => {
    expect(bundle.model.precision).toBe("AWQ 4-bit");
    expect(bundle.launchCommand.split("\n")).toHaveLength(3);
  });

  it("has 5 prefill and 48 decode cells", () => {
    expect(cells(summary).filter((c) => c.phase === "prefill")).toHaveLength(5);
    expect(cells(summary).filter((c) => c.phase === "decode")).toHaveLength(48);
  });

  it("marks the page's 25 over-capacity cells", () => {
    // Page: 0 x 128; 16K x 32+; 32K x 16+; 64K x 8+; 128K and 248K x 4+.
    const over = cells(summary).filter((c) => c.status === "over_capacity");
    expect(over).toHaveLength(25);
    expect(over.every((c) => c.totalTps === null && c.phase === "decode")).toBe(true);
  });

  it("0 x 1 decodes 181.7 tok/s and 248K x 2 decodes 86.7 tok/s", () => {
    expect(decodeCell(summary, 0, 1)).toMatchObject({ status: "valid", totalTps: 181.7, ttftMs: 24 });
    expect(decodeCell(summary, 248 * K, 2)).toMatchObject({ status: "valid", totalTps: 86.7, ttftMs: 864 });
  });

  it("16K prefill runs at 9919 tok/s", () => {
    const prefill = cells(summary).find((c) => c.phase === "prefill" && c.contextTokens === 16 * K);
    expect(prefill).toMatchObject({ totalTps: 9919, ttftMs: 1635 });
  });
});
