import { describe, expect, it } from "vitest";
import { matrixCellSchema, type MatrixCellInput } from "@/lib/ingest/schema";
import { computeMatrixSummary, findSingleRequestDecodeTps } from "@/lib/scoring/matrix-summary";

// A slice of seed 004 (Qwen3.5-4B AWQ 4-bit on an RTX 3090).
const cell = (c: MatrixCellInput) => matrixCellSchema.parse(c);
const decode = (contextTokens: number, concurrency: number, totalTps: number | null, perRequestTps: number | null) =>
  cell({
    phase: "decode",
    contextTokens,
    concurrency,
    status: totalTps === null ? "over_capacity" : "valid",
    totalTps,
    perRequestTps,
  });
const cells = [
  cell({ phase: "prefill", contextTokens: 16384, concurrency: 1, status: "valid", totalTps: 9919, ttftMs: 1635 }),
  cell({ phase: "prefill", contextTokens: 8192, concurrency: 1, status: "valid", totalTps: 10600, ttftMs: 773 }),
  decode(0, 1, 181.7, 182.7),
  decode(0, 64, 3263.4, 52.0),
  decode(0, 128, null, null),
  decode(16384, 1, 163.4, 163.8),
  decode(16384, 16, 1132.7, 70.3),
  decode(16384, 64, null, null),
  decode(131072, 1, 97.5, 97.7),
  decode(131072, 16, null, null),
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

describe("computeMatrixSummary on a large matrix", () => {
  it("summarises 100,000 cells with known answers", () => {
    // 1,000 contexts x 100 concurrencies, decode and prefill; context c fits up to concurrency 100 - c / 10.
    const large: ReturnType<typeof cell>[] = [];
    for (let index = 0; index < 1_000; index++) {
      const contextTokens = index * 128;
      large.push(
        cell({
          phase: "prefill",
          contextTokens,
          concurrency: 2,
          status: "valid",
          totalTps: 5_000 - index,
          ttftMs: index,
        }),
      );
      large.push(
        cell({
          phase: "prefill",
          contextTokens,
          concurrency: 1,
          status: "valid",
          totalTps: 6_000 - index,
          ttftMs: index,
        }),
      );
      for (let concurrency = 1; concurrency <= 99; concurrency++) {
        const fits = concurrency <= 100 - Math.ceil(index / 10);
        large.push(
          fits
            ? decode(contextTokens, concurrency, concurrency * 10 + index / 1_000, 200 - concurrency - index / 1_000)
            : decode(contextTokens, concurrency, null, null),
        );
      }
    }
    expect(large.length).toBe(101_000);
    const summary = computeMatrixSummary(large)!;
    expect(summary.peakTotalTps).toBeCloseTo(990 + 10 / 1_000, 9);
    expect(summary.peakTotalAt).toEqual({ contextTokens: 10 * 128, concurrency: 99 });
    expect(summary.bestPerRequestTps).toBe(199);
    expect(summary.bestPerRequestAt).toEqual({ contextTokens: 0, concurrency: 1 });
    expect(summary.maxContextByConcurrency).toHaveLength(99);
    expect(summary.maxContextByConcurrency[0]).toEqual({ concurrency: 1, contextTokens: 990 * 128 });
    // concurrency 99 fits while ceil(index / 10) <= 1, so up to index 10
    expect(summary.maxContextByConcurrency[98]).toEqual({ concurrency: 99, contextTokens: 10 * 128 });
    expect(summary.prefillByContext).toHaveLength(1_000);
    expect(summary.prefillByContext[999]).toEqual({ contextTokens: 999 * 128, tps: 5_001, ttftMs: 999 });
    expect(findSingleRequestDecodeTps(large)).toBe(199);
  });
});

/** The summary as first written (quadratic in cells): the linear one must answer the same. */
function referenceSummary(all: ReturnType<typeof cell>[]) {
  const validDecode = all.filter((c) => c.phase === "decode" && c.status === "valid");
  const concurrencies = [...new Set(all.filter((c) => c.phase === "decode").map((c) => c.concurrency))].sort(
    (a, b) => a - b,
  );
  return {
    maxContextByConcurrency: concurrencies.map((concurrency) => {
      const fits = validDecode.filter((c) => c.concurrency === concurrency).map((c) => c.contextTokens);
      return { concurrency, contextTokens: fits.length > 0 ? Math.max(...fits) : null };
    }),
    prefillByContext: all
      .filter((c) => c.phase === "prefill" && c.status === "valid" && c.totalTps !== null)
      .sort((a, b) => a.contextTokens - b.contextTokens || a.concurrency - b.concurrency)
      .filter((c, i, sorted) => i === 0 || sorted[i - 1]!.contextTokens !== c.contextTokens)
      .map((c) => ({ contextTokens: c.contextTokens, tps: c.totalTps as number, ttftMs: c.ttftMs })),
  };
}

describe("computeMatrixSummary matches the first implementation", () => {
  it("on 300 random matrices with ties, invalid cells and repeated positions", () => {
    let state = 7;
    const random = (n: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state % n;
    };
    for (let round = 0; round < 300; round++) {
      const matrix = Array.from({ length: 1 + random(60) }, () =>
        cell({
          phase: random(3) === 0 ? "prefill" : "decode",
          contextTokens: random(6) * 1024,
          concurrency: 1 + random(5),
          status: (["valid", "valid", "over_capacity", "error"] as const)[random(4)]!,
          totalTps: random(5) === 0 ? null : random(50),
          perRequestTps: random(5) === 0 ? null : random(20),
          ttftMs: random(100),
        }),
      );
      expect(computeMatrixSummary(matrix)).toMatchObject(referenceSummary(matrix));
    }
  });
});
