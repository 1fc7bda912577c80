import { describe, expect, it } from "vitest";
import {
  buildCompareHref,
  computeDecodeRows,
  computeDeltaPercent,
  diffCommandWords,
  findDifferences,
  nameComparedRun,
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

describe("what tells compared runs apart", () => {
  const spark = {
    model: "Qwen3.5-9B",
    precision: "BF16",
    hardware: "DGX Spark",
    engine: "vLLM 0.26.0",
    measuredOn: "2026-08-07",
  };
  const rtx = { ...spark, hardware: "RTX 4090" };

  it("names two runs of one model by their hardware, and says what they share", () => {
    const { differing, shared } = findDifferences([spark, rtx]);
    expect(differing).toEqual(["hardware"]);
    expect(shared).toEqual(["Qwen3.5-9B", "BF16", "vLLM 0.26.0", "2026-08-07"]);
    expect([spark, rtx].map((run) => nameComparedRun(run, differing))).toEqual(["DGX Spark", "RTX 4090"]);
  });

  it("names runs of different models with their precision, and identical setups by their model", () => {
    const other = { ...rtx, model: "Llama-3.1-8B" };
    const { differing } = findDifferences([spark, other]);
    expect(nameComparedRun(other, differing)).toBe("Llama-3.1-8B · BF16 · RTX 4090");
    expect(nameComparedRun(spark, findDifferences([spark, spark]).differing)).toBe("Qwen3.5-9B BF16");
  });
});

describe("diffCommandWords", () => {
  it("marks the words run A's command lacks and lists A's that are missing", () => {
    const diff = diffCommandWords(
      "vllm serve m --max-num-seqs 128 --enable-prefix-caching",
      'vllm serve m --max-num-seqs 256 --speculative-config \'{"method": "mtp"}\'',
    );
    expect(diff.words.filter((word) => word.added).map((word) => word.word)).toEqual([
      "256",
      "--speculative-config",
      '\'{"method": "mtp"}\'',
    ]);
    expect(diff.missing).toEqual(["128", "--enable-prefix-caching"]);
  });
});
