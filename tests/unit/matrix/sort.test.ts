import { describe, expect, it } from "vitest";
import { computeNextSort, sortMeasurements } from "@/lib/matrix/sort";
import { K, loadSeed003Cells } from "./seed-003";

const cells = loadSeed003Cells();
const key = (c: { phase: string; contextTokens: number; concurrency: number }) =>
  `${c.phase} ${c.contextTokens / K}K×${c.concurrency}`;

describe("sortMeasurements on seed 003", () => {
  it("sorts by TTFT ascending: the 8K single-request decode first, over capacity last", () => {
    const sorted = sortMeasurements(cells, "ttftMs", "ascending");
    expect(sorted).toHaveLength(cells.length);
    expect(key(sorted[0]!)).toBe("decode 8K×1");
    expect(sorted[0]!.ttftMs).toBe(78);
    expect(sorted.at(-1)?.status).toBe("over_capacity");
    const ttfts = sorted.map((c) => c.ttftMs).filter((v) => v !== null);
    expect(ttfts).toEqual([...ttfts].sort((a, b) => a - b));
  });

  it("sorts descending with missing figures still last", () => {
    const sorted = sortMeasurements(cells, "ttftMs", "descending");
    expect(sorted[0]!.ttftMs).toBe(12_678);
    expect(sorted.at(-1)?.status).toBe("over_capacity");
  });

  it("keeps the original order among ties and does not change the input", () => {
    const before = cells.map(key);
    const byPhase = sortMeasurements(cells, "phase", "descending");
    expect(byPhase.slice(0, 3).map(key)).toEqual(["decode 8K×1", "decode 8K×2", "decode 8K×4"]);
    expect(byPhase.at(-1) && key(byPhase.at(-1)!)).toBe("prefill 256K×1");
    expect(cells.map(key)).toEqual(before);
  });

  it("sorts per-request tok/s with the prefill cells (no figure) at the end", () => {
    const sorted = sortMeasurements(cells, "perRequestTps", "descending");
    expect(sorted[0]!.perRequestTps).toBe(405.9);
    expect(sorted.slice(-8).every((c) => c.perRequestTps === null)).toBe(true);
  });
});

describe("computeNextSort", () => {
  it("starts a new column ascending and flips the same column", () => {
    expect(computeNextSort(null, "ttftMs")).toEqual({ key: "ttftMs", direction: "ascending" });
    expect(computeNextSort({ key: "ttftMs", direction: "ascending" }, "ttftMs")).toEqual({
      key: "ttftMs",
      direction: "descending",
    });
    expect(computeNextSort({ key: "ttftMs", direction: "descending" }, "ttftMs")).toEqual({
      key: "ttftMs",
      direction: "ascending",
    });
    expect(computeNextSort({ key: "ttftMs", direction: "descending" }, "totalTps")).toEqual({
      key: "totalTps",
      direction: "ascending",
    });
  });
});
