/**
 * Whether a suite test's result counts under the Arena rules (rule 1), and if not, why.
 * Pure module.
 */
import type { Measurement } from "@/lib/ingest/schema";
import type { SuiteTestDefinition } from "@/lib/suite/definition";
import type { Capacity } from "@/lib/scoring/capacity";
import { computeSuccessRatio, findHeadlineRung, listSweepRungs, type TestHeadline } from "@/lib/scoring/headline";
import { MIN_SUCCESS_RATIO } from "@/lib/scoring/rules";

export type EligibilityInput = {
  def: SuiteTestDefinition;
  /** The test as uploaded; undefined when the run has no result for it. */
  test: { measurements: Measurement[]; complete: boolean; missing: string[]; statedCapacity: unknown } | undefined;
  sanityFailed: boolean;
  headline: TestHeadline | null;
  capacity: Capacity | null;
};

export type Eligibility = { counts: boolean; reason: string | null };

/** Percentage with one decimal, rounded down so that 98.96% never reads as 99.0%. */
function formatSuccessPercent(successes: number, requests: number): string {
  return (Math.floor((successes * 1000) / requests + 1e-9) / 10).toFixed(1);
}

const formatRate = (rate: number) => String(Number(rate.toFixed(3)));

/** The first open-loop rung below the success threshold, as a reason; null when all pass. */
function findSuccessProblem(def: SuiteTestDefinition, measurements: Measurement[]): string | null {
  if (def.params.tool !== "vllm-bench-serve") return null;
  const sweep = def.params.requestRates.length > 1;
  const rung = findHeadlineRung(def, measurements);
  const rungs = sweep ? listSweepRungs(measurements) : rung ? [rung] : [];
  const threshold = `${Math.round(MIN_SUCCESS_RATIO * 100)}%`;
  for (const m of rungs) {
    const ratio = computeSuccessRatio(m);
    const where = sweep && m.requestRate !== null ? ` at ${formatRate(m.requestRate)} req/s` : "";
    if (ratio === null) return `Request success not reported${where} (needs ${threshold})`;
    if (ratio < MIN_SUCCESS_RATIO) {
      const percent = formatSuccessPercent(m.successes as number, m.requests as number);
      return `Only ${percent}% of requests succeeded${where} (needs ${threshold})`;
    }
  }
  return null;
}

/** The figures the test's score is read from, or why they are missing. */
function findFigureProblem(input: EligibilityInput): string | null {
  const { def, headline, capacity } = input;
  if (def.params.tool === "vllm-bench-serve" && def.params.requestRates.length > 1) {
    return capacity?.p95Under5s ? null : "No capacity figure (p95 time to first token by arrival rate)";
  }
  if (headline === null || headline.perUserTps === null || headline.ttftS === null) {
    return "No headline figures (tokens/s per user and time to first token)";
  }
  return null;
}

/**
 * A test counts when it was measured, is complete, its sanity check has not failed, its headline
 * figures are there and, for open-loop tests, at least 99% of requests succeeded (every rung of
 * a sweep). The reason is the first rule the test breaks, as a short sentence.
 */
export function computeEligibility(input: EligibilityInput): Eligibility {
  const { test, def } = input;
  const notCounting = (reason: string): Eligibility => ({ counts: false, reason });
  if (!test || (test.measurements.length === 0 && test.statedCapacity == null)) return notCounting("Not measured");
  if (!test.complete) {
    return notCounting(
      test.missing.length > 0
        ? `Incomplete: missing ${test.missing.join(", ")}`
        : "Incomplete: not every rung of the test was measured",
    );
  }
  if (input.sanityFailed) return notCounting("Sanity check failed");
  const problem = findFigureProblem(input) ?? findSuccessProblem(def, test.measurements);
  return problem === null ? { counts: true, reason: null } : notCounting(problem);
}
