import { describe, expect, it } from "vitest";
import { matrixCellSchema, type MatrixCellInput } from "@/lib/ingest/schema";
import { computeMatrixSummary, findSingleRequestDecodeTps } from "@/lib/scoring/matrix-summary";

// A slice of seed 004 (Qwen3.5-4B AWQ 4-bit on an RTX 3090).
const cell = (c: MatrixCellInput) => matrixCellSchema.parse(c);
const decode = (contextTokens: number, concurrency: number, totalTps: number | null, perRequestTps: number | null) =>
  cell({ phase: "decode", contextTokens, concurrency, status: totalTps === null ? "over_capacity" : "valid", totalTps, perRequestTps });
const cells = [
  cell({ phase: "prefill", contextTokens: 16384, concurrency: 1, status: "valid", totalTps: 9919, ttftMs: 1635 }),
  cell({ phase: "prefill", contextTokens: 8192, concurrency: 1, status: "valid", totalTps: 10600, ttftMs: 773 }),
  decode(0, 1, 181.7, 182.7), decode(0, 64, 3263.4, 52.0), decode(0, 128, null, null),
  decode(16384, 1, 163.4, 163.8), decode(16384, 16, 1132.7, 70.3), decode(16384, 64, null, null),
  decode(131072, 1, 97.5, 97.7), decode(131072, 16, null, null),
];

describe("computeMatrixSummary", () => {
  it("summarises peak and per-request decode, fit by concurrency and prefill by context", () => {
    expect(computeMatrixSummary(cells)).toEqual({
      peakTotalTps: 3263.4,
      peakTotalAt: { contextTokens: 0, concurrency: 64 },
      bestPerRequestTps: 182.7,
      bestPerRequestAt: { contextTokens: 0, concurrency: 1 },
      maxContextByConcurrency: [
        { concurrency: 1, contextTokens: 131072 },
        { concurrency: 16, contextTokens: 16384 },
        { concurrency: 64, contextTokens: 0 },
        { concurrency: 128, contextTokens: null },
      ],
      prefillByContext: [
        { contextTokens: 8192, tps: 10600, ttftMs: 773 },
        { contextTokens: 16384, tps: 9919, ttftMs: 1635 },
      ],
    });
  });

  it("reads single-request decode at the smallest context", () => {
    expect(findSingleRequestDecodeTps(cells)).toBe(182.7);
    expect(computeMatrixSummary([])).toBeNull();
  });
});
