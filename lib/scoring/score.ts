/**
 * Suitability score v1 (rule 6). Pure module. Ranks are counted in the database
 * (getArenaRank in lib/leaderboard/data.ts), among the listed runs.
 */
import {
  CAPACITY_FLOOR,
  CAPACITY_TARGET,
  QUALITY_BENCHMARKS,
  QUALITY_WEIGHT,
  SCORE_DECIMALS,
  SUITE_WEIGHT,
  TPS_FLOOR,
  TPS_TARGET,
  TTFT_CEILING_S,
  TTFT_TARGET_S,
} from "@/lib/scoring/rules";

/** Clamp to [0, 1]; NaN becomes 0. */
export function clampUnit(x: number): number {
  if (Number.isNaN(x)) return 0;
  return Math.min(1, Math.max(0, x));
}

/** Log-scale position of x between floor (0) and target (1), clamped. */
function logScale(x: number, floor: number, target: number): number {
  return clampUnit(Math.log(x / floor) / Math.log(target / floor));
}

/** T: where per-user speed sits between the floor (1 t/s, 0) and the target (50 t/s, 1), log scale. */
export function computeSpeedPosition(perUserTps: number): number {
  return logScale(perUserTps, TPS_FLOOR, TPS_TARGET);
}

/** L: where the wait for the first token sits between the ceiling (60 s, 0) and the target (0.2 s, 1), log scale. */
export function computeWaitPosition(ttftS: number): number {
  return clampUnit(Math.log(TTFT_CEILING_S / ttftS) / Math.log(TTFT_CEILING_S / TTFT_TARGET_S));
}

/**
 * Score of a closed- or open-loop test: sqrt(T x L), T = clamp(ln(tps / 1) / ln 50),
 * L = clamp(ln(60 / TTFT_s) / ln 300). 1 t/s or 60 s scores 0; 50 t/s and 0.2 s score 1.
 */
export function computeLatencyTestScore(perUserTps: number, ttftS: number): number {
  return clampUnit(Math.sqrt(computeSpeedPosition(perUserTps) * computeWaitPosition(ttftS)));
}

/** Score of the capacity test: clamp(ln(r / 0.01) / ln 1000), r in req/s at p95 TTFT < 5 s. */
export function computeCapacityTestScore(requestsPerSecond: number): number {
  return logScale(requestsPerSecond, CAPACITY_FLOOR, CAPACITY_TARGET);
}

/** S: the mean test score over the whole suite; tests not given score 0. */
export function computeSuiteScore(testScores: number[], suiteSize: number): number {
  return testScores.reduce((sum, s) => sum + s, 0) / suiteSize;
}

/**
 * Q: the mean of the vendor quality values (percent) of the named benchmarks, / 100, a missing
 * one counting 0; coverage = how many of them are present.
 */
export function computeQualityScore(quality: Array<{ benchmark: string; value: number }>) {
  const values = QUALITY_BENCHMARKS.map((name) => quality.find((q) => q.benchmark === name)?.value ?? null);
  const present = values.filter((v): v is number => v !== null);
  const q = present.reduce((sum, v) => sum + clampUnit(v / 100), 0) / QUALITY_BENCHMARKS.length;
  return { qualityScore: q, qualityCoverage: present.length };
}

/** Round to the score's stored precision (one decimal). */
export function roundScore(x: number): number {
  const f = 10 ** SCORE_DECIMALS;
  return Math.round(x * f) / f;
}

/** score = 100 x (0.3 Q + 0.7 S), rounded to one decimal. */
export function computeScore(qualityScore: number, suiteScore: number): number {
  return roundScore(100 * (QUALITY_WEIGHT * qualityScore + SUITE_WEIGHT * suiteScore));
}
