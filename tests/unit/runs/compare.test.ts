import { describe, expect, it } from "vitest";
import {
  buildCompareHref,
  computeDecodeRows,
  computeDeltaPercent,
  listSharedContexts,
  parseCompareIds,
} from "@/lib/runs/compare";

describe("parsing ?runs= for /compare", () => {
  it("keeps distinct well-formed ids in order, at most four, and sets the rest aside", () => {
    expect(parseCompareIds("a1,b2, a1 ,,c3")).toEqual({ ids: ["a1", "b2", "c3"], extra: 0, invalid: [] });
    expect(parseCompareIds(["a1,b2", "c3 d4", "e5"])).toEqual({ ids: ["a1", "b2", "c3", "d4"], extra: 1, invalid: [] });
    expect(parseCompareIds("a1,../etc,<b>")).toEqual({ ids: ["a1"], extra: 0, invalid: ["../etc", "<b>"] });
    expect(parseCompareIds(undefined).ids).toEqual([]);
  });

  it("builds the link back", () => {
    expect(buildCompareHref(["a1", "b2"])).toBe("/compare?runs=a1,b2");
    expect(buildCompareHref([])).toBe("/compare");
  });
});

describe("changes against the first run", () => {
  it("is the change in percent, and nothing when a figure or the base is missing", () => {
    expect(computeDeltaPercent(12.5, 15)).toBeCloseTo(20, 10);
    expect(computeDeltaPercent(1.82, 0.91)).toBeCloseTo(-50, 10);
    expect(computeDeltaPercent(null, 3)).toBeNull();
    expect(computeDeltaPercent(3, null)).toBeNull();
    expect(computeDeltaPercent(0, 3)).toBeNull();
  });
});

describe("decode matrices overlaid", () => {
  const a = [
    { contextTokens: 0, concurrency: 1, totalTps: 180 },
    { contextTokens: 0, concurrency: 2, totalTps: 330 },
    { contextTokens: 16384, concurrency: 1, totalTps: 160 },
  ];
  const b = [
    { contextTokens: 16384, concurrency: 1, totalTps: 400 },
    { contextTokens: 16384, concurrency: 4, totalTps: 1400 },
    { contextTokens: 32768, concurrency: 1, totalTps: null },
  ];

  it("offers only contexts every run measured", () => {
    expect(listSharedContexts([a, b])).toEqual([16384]);
    expect(listSharedContexts([a])).toEqual([0, 16384]);
  });

  it("puts each run's total tok/s by concurrency in one row, with gaps where a run has no cell", () => {
    expect(computeDecodeRows([a, b], 16384)).toEqual([
      { concurrency: 1, r0: 160, r1: 400 },
      { concurrency: 4, r0: null, r1: 1400 },
    ]);
  });
});
