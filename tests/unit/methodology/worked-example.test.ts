import { describe, expect, it } from "vitest";
import { computeRunFigures, type RunFigures } from "@/lib/scoring/figures";
import { computeWorkedExample, type WorkedExampleInput } from "@/lib/methodology/worked-example";
import { buildSeed000Input, SEED_SWEEP_P95_S } from "../scoring/seed-000-input";

const seedInput = buildSeed000Input();
/** The figures as the recompute stores them: through JSON, like RunFigures.details. */
const stored = (): RunFigures => JSON.parse(JSON.stringify(computeRunFigures(seedInput)));

function exampleOf(overrides: Partial<WorkedExampleInput> = {}) {
  const figures = overrides.figures ?? stored();
  return computeWorkedExample({
    figures,
    storedScore: figures.score,
    storedRulesVersion: figures.rulesVersion,
    quality: seedInput.quality,
    model: seedInput.model,
    bandwidthGBs: seedInput.hardware.bandwidthGBs,
    sweep: SEED_SWEEP_P95_S.map(([requestRate, p95S]) => ({ requestRate, ttftP95Ms: p95S * 1000 })),
    ...overrides,
  });
}

describe("the worked example of seed 000", () => {
  it("steps from chat's 12.51 t/s and 1.82 s through T and L to its test score", () => {
    const chat = exampleOf().score.tests.find((step) => step.key === "chat")!;
    expect(chat.perUserTps).toBe(12.51);
    expect(chat.ttftS).toBeCloseTo(1.82, 10);
    expect(chat.t!.toFixed(4)).toBe("0.6458");
    expect(chat.l!.toFixed(4)).toBe("0.6128");
    expect(chat.testScore.toFixed(4)).toBe("0.6291");
    expect(chat.matches).toBe(true);
  });

  it("scores the capacity test from 0.24 req/s at p95 TTFT under 5 s", () => {
    const capacity = exampleOf().score.tests.find((step) => step.kind === "capacity")!;
    expect(capacity.capacity!.value).toBeCloseTo(0.24, 10);
    expect(capacity.testScore.toFixed(4)).toBe("0.4601");
  });

  it("reaches S 0.5359, Q 0.766 and the score 60.5, equal to the stored figures", () => {
    const { score, matches } = exampleOf();
    expect(score.tests).toHaveLength(11);
    expect(score.suite.recomputed.toFixed(4)).toBe("0.5359");
    expect(score.quality.recomputed.toFixed(3)).toBe("0.766");
    expect(score.quality.coverage).toBe(3);
    expect(score.score.unrounded.toFixed(2)).toBe("60.49");
    expect(score.score.recomputed).toBe(60.5);
    expect(score.score.stored).toBe(60.5);
    expect(matches).toBe(true);
  });

  it("recomputes the effective throughputs, the weights and the capacity interpolation", () => {
    const { throughput, memory, capacity } = exampleOf();
    const tps = Object.fromEntries(throughput.rows.map((row) => [row.key, row.recomputed?.toFixed(1)]));
    expect(tps).toMatchObject({ chat: "122.4", "rag-8k": "83.9", "multi-turn": "112.7", "large-context": "31.8" });
    expect(throughput.rows.find((row) => row.headlineFigure)!.key).toBe("rag-8k");
    expect(memory.vram.recomputed).toBe(18);
    expect(memory.ceiling.recomputed!.toFixed(2)).toBe("15.17");
    expect(capacity.p95Under5s.crossing).toEqual({
      pass: { requestRate: 0.2, ttftP95Ms: 2800 },
      fail: { requestRate: 0.3, ttftP95Ms: 8300 },
    });
    expect(capacity.p95Under5s.recomputed!.value.toFixed(2)).toBe("0.24");
    expect(capacity.p95Under10s.recomputed!.value.toFixed(2)).toBe("0.47");
  });

  it("shows the stored score and flags a stored score that the figures do not give", () => {
    const { score, matches } = exampleOf({ storedScore: 61 });
    expect(score.score.stored).toBe(61);
    expect(score.score.recomputed).toBe(60.5);
    expect(score.score.matches).toBe(false);
    expect(matches).toBe(false);
  });

  it("flags a stored test score that its headline figures do not give", () => {
    const figures = stored();
    figures.tests[0]!.testScore = 0.9;
    const { score } = exampleOf({ figures });
    expect(score.tests[0]!.matches).toBe(false);
    expect(score.matches).toBe(false);
  });

  it("gives a test that does not count 0, whatever its figures", () => {
    const figures = computeRunFigures({ ...seedInput, sanityFailedTests: ["chat"] });
    const { score } = exampleOf({ figures, storedScore: figures.score });
    const chat = score.tests.find((step) => step.key === "chat")!;
    expect(chat.counts).toBe(false);
    expect(chat.reason).toBe("Sanity check failed");
    expect(chat.t).not.toBeNull();
    expect(chat.testScore).toBe(0);
    expect(score.score.recomputed).toBe(figures.score);
    expect(score.score.recomputed).toBeLessThan(60.5);
  });

  it("flags figures stored under another rules version", () => {
    expect(exampleOf({ storedRulesVersion: 0 }).rules.matches).toBe(false);
    expect(exampleOf({ storedRulesVersion: 0 }).matches).toBe(false);
  });
});
