import { describe, expect, it } from "vitest";
import { computeRunFigures } from "@/lib/scoring/figures";
import { RULES_VERSION } from "@/lib/scoring/rules";
import { buildSeed000Input, SEED_CHAT_SINGLE_TPS, withTest } from "./seed-000-input";

const seed = () => computeRunFigures(buildSeed000Input());
const testOf = (f: ReturnType<typeof seed>, key: string) => f.tests.find((t) => t.key === key)!;

describe("computeRunFigures on the reference profile (seed 000)", () => {
  it("reproduces the effective throughputs at ten concurrent requests", () => {
    const f = seed();
    expect(testOf(f, "chat").effectiveTps!.toFixed(1)).toBe("122.4");
    expect(testOf(f, "rag-8k").effectiveTps!.toFixed(1)).toBe("83.9");
    expect(testOf(f, "multi-turn").effectiveTps!.toFixed(1)).toBe("112.7");
    expect(testOf(f, "large-context").effectiveTps!.toFixed(1)).toBe("31.8");
    expect(Math.round(f.throughputTps!)).toBe(84);
    expect(testOf(f, "office-baseline").effectiveTps).toBeNull();
  });

  it("reproduces S, Q, coverage and the score", () => {
    const f = seed();
    expect(f.rulesVersion).toBe(RULES_VERSION);
    expect(f.suiteScore!.toFixed(4)).toBe("0.5359");
    expect(f.qualityScore).toBeCloseTo(0.766, 10);
    expect(f.qualityCoverage).toBe(3);
    expect(f.score).toBe(60.5);
  });

  it("counts 11 of 11 tests and sizes the weights at 18 GB", () => {
    const f = seed();
    expect(f.reliableCount).toBe(11);
    expect(f.testCount).toBe(11);
    expect(f.tests.map((t) => t.reason)).toEqual(Array(11).fill(null));
    expect(f.vramGB).toBe(18);
  });

  it("reads headlines: mean TTFT for closed loop, p50 for open loop", () => {
    const f = seed();
    expect(testOf(f, "chat").headline).toMatchObject({
      concurrency: 10,
      promptTokens: 1024,
      perUserTps: 12.51,
      ttftS: 1.82,
      ttftKind: "mean",
      repeats: 3,
    });
    expect(testOf(f, "concurrency-pressure").headline).toMatchObject({ concurrency: 20, promptTokens: 25000 });
    expect(testOf(f, "large-context").headline).toMatchObject({ promptTokens: 25000, perUserTps: 5.91 });
    expect(testOf(f, "sharegpt").headline).toMatchObject({
      concurrency: null,
      requestRate: 0.3,
      perUserTps: 9.2,
      ttftS: 0.251,
      ttftKind: "p50",
      success: 1,
      ttftStdS: null,
    });
  });

  it("interpolates capacity from the sweep and reports the peak load", () => {
    const f = seed();
    expect(f.capacity.p95Under5s!.value).toBeCloseTo(0.24, 10);
    expect(f.capacity.p95Under10s!.value).toBeCloseTo(0.47, 10);
    expect(f.capacity.p95Under5s!.atLeast).toBe(false);
    expect(f.peakLoad).toEqual({
      achievedRate: 0.32,
      configuredRate: 1.5,
      successes: 300,
      requests: 300,
      ttftP95S: 5.59,
    });
  });

  it("computes the decode ceiling and efficiency from 273 GB/s", () => {
    const f = seed();
    expect(f.decodeCeilingTps!.toFixed(2)).toBe("15.17");
    expect(f.efficiency).toBeCloseTo(SEED_CHAT_SINGLE_TPS / (273 / 18), 10);
  });

  it("uses a stated capacity when the sweep has no rungs", () => {
    const input = withTest(buildSeed000Input(), "capacity-sweep", (t) => ({
      ...t,
      measurements: [],
      statedCapacity: { p95Under5s: 0.24, p95Under10s: 0.47 },
    }));
    const f = computeRunFigures(input);
    expect(f.capacity.p95Under5s).toEqual({ value: 0.24, atLeast: false });
    expect(f.capacity.p95Under10s).toEqual({ value: 0.47, atLeast: false });
    expect(f.score).toBe(60.5);
  });

  it("drops a test that does not count from S and from the run's throughput", () => {
    const input = { ...buildSeed000Input(), reviewState: "failed" as const, sanityFailedTests: ["rag-8k" as const] };
    const f = computeRunFigures(input);
    const rag = testOf(f, "rag-8k");
    expect(rag).toMatchObject({ counts: false, reason: "Sanity check failed", testScore: 0 });
    expect(rag.effectiveTps!.toFixed(1)).toBe("83.9");
    expect(f.throughputTps).toBeNull();
    expect(f.reliableCount).toBe(10);
    expect(f.suiteScore).toBeCloseTo(seed().suiteScore! - testOf(seed(), "rag-8k").testScore / 11, 12);
  });

  it("lists a test the run lacks as not measured", () => {
    const input = buildSeed000Input();
    const f = computeRunFigures({ ...input, tests: input.tests.filter((t) => t.key !== "reasoning") });
    expect(testOf(f, "reasoning")).toMatchObject({
      counts: false,
      reason: "Not measured",
      headline: null,
      testScore: 0,
    });
    expect(f.tests.map((t) => t.key)).toHaveLength(11);
  });

  it("gives a matrix-only run no score, but a matrix summary and efficiency", () => {
    const input = {
      ...buildSeed000Input(),
      tests: [],
      matrix: [
        {
          phase: "decode" as const,
          contextTokens: 8192,
          concurrency: 1,
          status: "valid" as const,
          totalTps: 13,
          perRequestTps: 13,
          ttftMs: 200,
          tbtMs: 77,
          avgActiveRequests: 1,
          completedRequests: 2,
          outputTokens: 390,
          measuredSeconds: 30,
          failureReason: null,
        },
      ],
    };
    const f = computeRunFigures(input);
    expect(f.score).toBeNull();
    expect(f.suiteScore).toBeNull();
    expect(f.reliableCount).toBe(0);
    expect(f.matrix!.peakTotalTps).toBe(13);
    expect(f.matrix!.peakTotalAt).toEqual({ contextTokens: 8192, concurrency: 1 });
    expect(f.efficiency).toBeCloseTo(13 / (273 / 18), 10);
    expect(f.summarySentence).toBeNull();
    expect(f.notes.map((n) => n.topic)).toEqual(["Measurement coverage"]);
  });
});
