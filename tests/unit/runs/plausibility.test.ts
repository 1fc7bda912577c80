import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mapMeasurementsToSuite } from "@/lib/ingest/map-to-suite";
import { parseArtifact } from "@/lib/ingest/parse-artifact";
import { matrixCellSchema, measurementSchema, type MatrixCellInput, type MeasurementInput } from "@/lib/ingest/schema";
import { computePlausibilityWarnings } from "@/lib/runs/plausibility";
import { computeDecodeCeilingTps } from "@/lib/scoring/memory";

/** Seed 000's profile: Qwen3.5-9B BF16 on a DGX Spark (273 GB/s). */
const MODEL = { paramsB: 9, activeParamsB: null, architecture: "dense" as const, precision: "BF16" };
const BANDWIDTH = 273;

const rung = (testKey: string | null, fields: MeasurementInput) => ({ ...measurementSchema.parse(fields), testKey });
const cell = (fields: MatrixCellInput) => matrixCellSchema.parse(fields);

/** The chat test as llama-benchy wrote it on that machine: 14.2 t/s alone, 12.51 t/s per user at c10. */
function chatFixture() {
  const text = readFileSync(new URL("../../fixtures/llama-benchy/chat-c1-5-10.md", import.meta.url), "utf8");
  return mapMeasurementsToSuite(parseArtifact("llama-benchy", text)).map(({ test, measurement }) => ({
    ...measurement,
    testKey: test,
  }));
}

const check = (measurements: ReturnType<typeof rung>[], matrixCells: ReturnType<typeof cell>[] = []) =>
  computePlausibilityWarnings({
    measurements: [...chatFixture(), ...measurements],
    matrixCells,
    model: MODEL,
    bandwidthGBs: BANDWIDTH,
  });

describe("computePlausibilityWarnings", () => {
  it("stays quiet on a plausible run (seed 000's chat test)", () => {
    const measurements = chatFixture();
    expect(measurements.filter((m) => m.testKey === "chat").length).toBeGreaterThan(0);
    expect(measurements.find((m) => m.concurrency === 10 && m.perUserTps !== null)?.perUserTps).toBeCloseTo(12.51, 2);
    expect(
      computePlausibilityWarnings({ measurements, matrixCells: [], model: MODEL, bandwidthGBs: BANDWIDTH }),
    ).toEqual([]);
  });

  it("flags per-user speed times users far above the total, naming the rung and the test", () => {
    const warnings = check([rung("chat", { promptTokens: 1024, concurrency: 10, perUserTps: 14, totalTps: 60 })]);
    expect(warnings).toEqual([
      {
        code: "per-user-above-total",
        message: "At pp 1024, c10: 14.0 t/s per user × 10 users is far above the total of 60.0 t/s.",
        test: "chat",
      },
    ]);
  });

  it("allows per-user × users a little above the total (ramp-up and ramp-down)", () => {
    expect(check([rung("chat", { promptTokens: 1024, concurrency: 10, perUserTps: 12.6, totalTps: 100 })])).toEqual([]);
    expect(
      check([rung("chat", { promptTokens: 1024, concurrency: 10, perUserTps: 12.8, totalTps: 100 })]).map(
        (w) => w.code,
      ),
    ).toEqual(["per-user-above-total"]);
  });

  it("flags a TTFT shorter than the run's fastest prefill allows", () => {
    // The fixture's fastest prefill is 4,078 tok/s: 8192 tokens need about 2 s, not 0.5 s.
    const warnings = check([rung("rag-8k", { promptTokens: 8192, concurrency: 5, ttftMeanMs: 500 })]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ code: "ttft-faster-than-prefill", test: "rag-8k" });
    expect(warnings[0]!.message).toMatch(/^At pp 8192, c5: TTFT 500 ms is shorter than 8192 prompt tokens take/);
    expect(warnings[0]!.message).toContain("4,078 tok/s");
  });

  it("accepts a TTFT that the fastest prefill can explain", () => {
    expect(check([rung("rag-8k", { promptTokens: 8192, concurrency: 5, ttftMeanMs: 2100 })])).toEqual([]);
  });

  it("flags per-user decode above the memory-bandwidth ceiling (273 GB/s, 9B BF16: 15.17 t/s)", () => {
    expect(computeDecodeCeilingTps(MODEL, BANDWIDTH)!.toFixed(2)).toBe("15.17");
    const warnings = check([rung("office-baseline", { promptTokens: 4000, requestRate: 0.3, perUserTps: 37.6 })]);
    expect(warnings).toEqual([
      {
        code: "decode-above-ceiling",
        message:
          "At pp 4000, 0.3 req/s: 37.6 t/s per user is above the memory-bandwidth ceiling of 15.2 t/s " +
          "(speculative decoding can explain it).",
        test: "office-baseline",
      },
    ]);
  });

  it("leaves room for noise just above the ceiling, and skips the check without bandwidth", () => {
    expect(check([rung("chat", { promptTokens: 1024, concurrency: 1, perUserTps: 16.5 })])).toEqual([]);
    const fast = [rung("office-baseline", { promptTokens: 4000, requestRate: 0.3, perUserTps: 37.6 })];
    expect(
      computePlausibilityWarnings({ measurements: fast, matrixCells: [], model: MODEL, bandwidthGBs: null }),
    ).toEqual([]);
  });

  it("flags a matrix decode cell above the ceiling, naming the cell", () => {
    const cells = [
      cell({ phase: "decode", contextTokens: 8192, concurrency: 1, status: "valid", perRequestTps: 40 }),
      cell({ phase: "decode", contextTokens: 8192, concurrency: 4, status: "valid", perRequestTps: 13 }),
    ];
    expect(check([], cells)).toEqual([
      {
        code: "decode-above-ceiling",
        message:
          "Matrix 8192 tokens × 1: 40.0 t/s per request is above the memory-bandwidth ceiling of 15.2 t/s " +
          "(speculative decoding can explain it).",
        test: null,
      },
    ]);
  });

  it("flags more successes than requests", () => {
    const warnings = check([
      rung("monday-peak", { promptTokens: 4000, maxConcurrency: 25, requestRate: 1.5, requests: 300, successes: 301 }),
    ]);
    expect(warnings).toEqual([
      {
        code: "successes-above-requests",
        message: "At pp 4000, 1.5 req/s: 301 successes out of 300 requests.",
        test: "monday-peak",
      },
    ]);
    expect(check([rung("monday-peak", { requestRate: 1.5, requests: 300, successes: 300 })])).toEqual([]);
  });
});
