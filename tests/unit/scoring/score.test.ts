import { describe, expect, it } from "vitest";
import {
  computeCapacityTestScore,
  computeLatencyTestScore,
  computeQualityScore,
  computeScore,
} from "@/lib/scoring/score";

describe("test scores", () => {
  it("scores 0 at 1 t/s or 60 s and 1 at 50 t/s and 0.2 s", () => {
    expect(computeLatencyTestScore(1, 0.2)).toBe(0);
    expect(computeLatencyTestScore(50, 60)).toBe(0);
    expect(computeLatencyTestScore(50, 0.2)).toBeCloseTo(1, 12);
    expect(computeLatencyTestScore(500, 0.01)).toBe(1);
    expect(computeLatencyTestScore(0, 1)).toBe(0);
    expect(computeLatencyTestScore(12.51, 1.82)).toBeCloseTo(0.62912, 5);
  });

  it("scores capacity on a log scale from 0.01 to 10 req/s", () => {
    expect(computeCapacityTestScore(0)).toBe(0);
    expect(computeCapacityTestScore(0.01)).toBe(0);
    expect(computeCapacityTestScore(10)).toBeCloseTo(1, 12);
    expect(computeCapacityTestScore(0.24)).toBeCloseTo(0.46007, 5);
  });
});

describe("quality and score", () => {
  it("averages the three named benchmarks, a missing one counting 0", () => {
    expect(
      computeQualityScore([
        { benchmark: "MMLU-Pro", value: 82.5 },
        { benchmark: "GPQA-Diamond", value: 81.7 },
        { benchmark: "LiveCodeBench v6", value: 65.6 },
      ]),
    ).toEqual({ qualityScore: expect.closeTo(0.766, 10), qualityCoverage: 3 });
    expect(
      computeQualityScore([
        { benchmark: "MMLU-Pro", value: 90 },
        { benchmark: "mmlu-pro", value: 99 },
        { benchmark: "MMLU", value: 99 },
      ]),
    ).toEqual({ qualityScore: expect.closeTo(0.3, 10), qualityCoverage: 1 });
  });

  it("weights quality 0.3 and suite 0.7, one decimal", () => {
    expect(computeScore(0.766, 0.5359226296)).toBe(60.5);
    expect(computeScore(0, 0)).toBe(0);
    expect(computeScore(1, 1)).toBe(100);
  });
});
