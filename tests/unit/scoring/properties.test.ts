/**
 * Property tests of the score over a few hundred random runs around the reference profile.
 * A tiny seeded generator (mulberry32) keeps every run reproducible.
 */
import { describe, expect, it } from "vitest";
import { computeRunFigures, type RunFiguresInput } from "@/lib/scoring/figures";
import { SUITE_TEST_KEYS, type SuiteTestKey } from "@/lib/suite/test-keys";
import { buildSeed000Input, withTest } from "./seed-000-input";
import { must } from "@/tests/support/must";

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rng = ReturnType<typeof mulberry32>;
/** Log-uniform between lo and hi. */
const logUniform = (rng: Rng, lo: number, hi: number) => Math.exp(Math.log(lo) + rng() * (Math.log(hi) - Math.log(lo)));
const pick = <T>(rng: Rng, xs: readonly T[]) => must(xs[Math.floor(rng() * xs.length)], "an item");

/** Scale speed and wait of every rung of one test (for the sweep: its p95 TTFT). */
function scaleTest(input: RunFiguresInput, key: SuiteTestKey, tpsFactor: number, ttftFactor: number) {
  const times = (v: number | null, f: number) => (v === null ? null : v * f);
  return withTest(input, key, (t) => ({
    ...t,
    measurements: t.measurements.map((m) => ({
      ...m,
      perUserTps: times(m.perUserTps, tpsFactor),
      ttftMeanMs: times(m.ttftMeanMs, ttftFactor),
      ttftP50Ms: times(m.ttftP50Ms, ttftFactor),
      ttftP95Ms: times(m.ttftP95Ms, ttftFactor),
    })),
  }));
}

/** A random run: every test's figures scaled at random, some tests dropped or failing. */
function randomInput(rng: Rng): RunFiguresInput {
  let input = buildSeed000Input();
  for (const key of SUITE_TEST_KEYS)
    input = scaleTest(input, key, logUniform(rng, 0.02, 40), logUniform(rng, 0.005, 50));
  input = {
    ...input,
    quality: input.quality.filter(() => rng() > 0.2).map((q) => ({ ...q, value: rng() * 100 })),
    tests: input.tests.filter(() => rng() > 0.1).map((t) => ({ ...t, complete: rng() > 0.1 })),
    sanityFailedTests: SUITE_TEST_KEYS.filter(() => rng() < 0.1),
  };
  return input;
}

const CASES = 300;

describe("score properties", () => {
  it("stays within 0..100", () => {
    const rng = mulberry32(1);
    for (let i = 0; i < CASES; i++) {
      const f = computeRunFigures(randomInput(rng));
      expect(f.score).not.toBeNull();
      expect(f.score!).toBeGreaterThanOrEqual(0);
      expect(f.score!).toBeLessThanOrEqual(100);
      expect(f.suiteScore!).toBeGreaterThanOrEqual(0);
      expect(f.suiteScore!).toBeLessThanOrEqual(1);
    }
  });

  it("never drops when a test gets faster or its wait shorter", () => {
    const rng = mulberry32(2);
    for (let i = 0; i < CASES; i++) {
      const input = randomInput(rng);
      const key = pick(rng, SUITE_TEST_KEYS);
      const faster = rng() < 0.5;
      const factor = logUniform(rng, 1.0001, 5);
      const better = scaleTest(input, key, faster ? factor : 1, faster ? 1 : 1 / factor);
      const [before, after] = [computeRunFigures(input), computeRunFigures(better)];
      expect(after.suiteScore!).toBeGreaterThanOrEqual(before.suiteScore!);
      expect(after.score!).toBeGreaterThanOrEqual(before.score!);
    }
  });

  it("drops when a test with a positive score stops counting", () => {
    const rng = mulberry32(3);
    let checked = 0;
    for (let i = 0; i < CASES; i++) {
      const input = randomInput(rng);
      const before = computeRunFigures(input);
      const scoring = before.tests.filter((t) => t.testScore > 0);
      if (scoring.length === 0) continue;
      const key = pick(rng, scoring).key;
      const how = pick(rng, ["sanity", "incomplete", "removed"] as const);
      const broken =
        how === "sanity"
          ? { ...input, sanityFailedTests: [...input.sanityFailedTests, key] }
          : how === "incomplete"
            ? withTest(input, key, (t) => ({ ...t, complete: false, missing: ["a rung"] }))
            : { ...input, tests: input.tests.filter((t) => t.key !== key) };
      const after = computeRunFigures(broken);
      if (after.score === null) continue; // removed the run's last test
      expect(after.suiteScore!).toBeLessThan(before.suiteScore!);
      expect(after.score).toBeLessThanOrEqual(before.score!);
      expect(after.reliableCount).toBe(before.reliableCount - 1);
      checked++;
    }
    expect(checked).toBeGreaterThan(CASES / 2);
  });
});
