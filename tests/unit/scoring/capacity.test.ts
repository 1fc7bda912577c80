import { describe, expect, it } from "vitest";
import { computeCapacityAt } from "@/lib/scoring/capacity";

const rungs = (pairs: Array<[number, number]>) =>
  pairs.map(([requestRate, s]) => ({ requestRate, ttftP95Ms: s * 1000 }));

describe("computeCapacityAt", () => {
  it("interpolates the rate at which p95 TTFT crosses the threshold", () => {
    const r = rungs([
      [0.1, 1],
      [0.2, 3],
      [0.3, 8],
      [0.5, 20],
    ]);
    expect(computeCapacityAt(r, 5000)!.value).toBeCloseTo(0.24, 12);
    expect(computeCapacityAt(r, 10000)!.value).toBeCloseTo(0.3 + 0.2 * (2 / 12), 12);
  });

  it("reads rungs in order of rate, whatever order they arrive in", () => {
    const r = rungs([
      [0.3, 8],
      [0.1, 1],
      [0.2, 3],
    ]);
    expect(computeCapacityAt(r, 5000)!.value).toBeCloseTo(0.24, 12);
  });

  it("gives the top rung with atLeast when every rung passes", () => {
    expect(
      computeCapacityAt(
        rungs([
          [0.1, 1],
          [0.5, 2],
          [1.0, 4.9],
        ]),
        5000,
      ),
    ).toEqual({ value: 1.0, atLeast: true });
  });

  it("gives 0 when the first rung already fails", () => {
    expect(
      computeCapacityAt(
        rungs([
          [0.1, 6],
          [0.2, 9],
        ]),
        5000,
      ),
    ).toEqual({ value: 0, atLeast: false });
  });

  it("treats a p95 equal to the threshold as failing", () => {
    expect(
      computeCapacityAt(
        rungs([
          [0.1, 2],
          [0.2, 5],
        ]),
        5000,
      ),
    ).toEqual({ value: 0.2, atLeast: false });
    expect(computeCapacityAt(rungs([[0.1, 5]]), 5000)).toEqual({ value: 0, atLeast: false });
  });

  it("stops at the first failing rung even when a later one passes again", () => {
    expect(
      computeCapacityAt(
        rungs([
          [0.1, 1],
          [0.2, 9],
          [0.3, 2],
        ]),
        5000,
      )!.value,
    ).toBeCloseTo(0.15, 12);
  });

  it("gives null without rungs", () => {
    expect(computeCapacityAt([], 5000)).toBeNull();
  });
});
