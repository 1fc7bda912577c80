/**
 * The capacity planner's answer: which measured setups carry a number of users at a context
 * length within a time-to-first-token and a per-user speed target. Only measured points count,
 * and nothing is interpolated: a setup is judged on its nearest measured point at or above the
 * question (at least as many concurrent requests, at least as much context), since more users
 * and more context only make a setup slower. Pure: plain objects in and out.
 */
import { choosePower, computeCostPerMillionTokens, type CostAssumptions, type PowerBasis } from "@/lib/cost/compute";

/** Closed-loop suite tests whose rungs are a context at a number of concurrent requests (no earlier turns). */
export const PLANNER_SUITE_TESTS = ["chat", "rag-8k", "long-output", "large-context", "concurrency-pressure"];

/** One measured operating point: a matrix cell, or a rung of a closed-loop suite test. */
export type MeasuredPoint = {
  source: "matrix" | "suite";
  /** The suite test a rung belongs to; null for a matrix cell. */
  testKey: string | null;
  concurrency: number;
  contextTokens: number;
  /** Median time to first token (the mean where the tool reports no median), ms. */
  ttftMs: number;
  perUserTps: number;
  /** Output tokens per second across all requests; null when the tool did not report it. */
  totalTps: number | null;
};

export type PlannerSetup = {
  runId: string;
  modelName: string;
  modelSlug: string;
  precision: string;
  hardwareName: string;
  hardwareSlug: string;
  engineName: string;
  engineVersion: string;
  priceUsd: number | null;
  boardPowerW: number | null;
  measuredPowerW: number | null;
  /** Requests per second before p95 TTFT passes 5 s (the suite's rate sweep); null when not measured. */
  capacity5s: number | null;
  points: MeasuredPoint[];
};

export type PlannerQuestion = { users: number; contextTokens: number; ttftS: number; perUserTps: number };

export type PlannerVerdict = {
  setup: Omit<PlannerSetup, "points">;
  /** The measured point the setup is judged on. */
  point: MeasuredPoint;
  meets: boolean;
  /** The targets the point misses. */
  misses: Array<"ttft" | "speed">;
  /**
   * Headroom on the tighter target: 0.25 = 25 % to spare (TTFT 1.6 s against 2 s, or 25 t/s
   * against 20); negative when a target is missed.
   */
  margin: number;
  costPerMTokUsd: number | null;
  powerBasis: PowerBasis | null;
};

/** A point's output tokens per second across its requests: as reported, else per-user speed × requests. */
export function computePointTotalTps(point: MeasuredPoint): number {
  return point.totalTps ?? point.perUserTps * point.concurrency;
}

/**
 * The nearest measured point at or above the question: the fewest concurrent requests at least
 * `users`, then the least context at least `contextTokens`; null when none was measured.
 */
export function findDecidingPoint(points: MeasuredPoint[], question: PlannerQuestion): MeasuredPoint | null {
  let best: MeasuredPoint | null = null;
  for (const point of points) {
    if (point.concurrency < question.users || point.contextTokens < question.contextTokens) continue;
    if (
      !best ||
      point.concurrency < best.concurrency ||
      (point.concurrency === best.concurrency && point.contextTokens < best.contextTokens)
    ) {
      best = point;
    }
  }
  return best;
}

/** How a point stands against the targets: what it misses and the headroom on the tighter one. */
export function judgePoint(point: MeasuredPoint, question: PlannerQuestion) {
  const ttftRatio = (question.ttftS * 1000) / point.ttftMs;
  const speedRatio = point.perUserTps / question.perUserTps;
  const misses: PlannerVerdict["misses"] = [];
  if (point.ttftMs > question.ttftS * 1000) misses.push("ttft");
  if (point.perUserTps < question.perUserTps) misses.push("speed");
  return { misses, meets: misses.length === 0, margin: Math.min(ttftRatio, speedRatio) - 1 };
}

/** Every setup with a measured point at or above the question, judged; setups without one are left out. */
export function judgeSetups(
  setups: PlannerSetup[],
  question: PlannerQuestion,
  assumptions: CostAssumptions,
): PlannerVerdict[] {
  return setups.flatMap(({ points, ...setup }) => {
    const point = findDecidingPoint(points, question);
    if (!point) return [];
    const power = choosePower(setup.measuredPowerW, setup.boardPowerW);
    const costPerMTokUsd = computeCostPerMillionTokens(
      { tokensPerSecond: computePointTotalTps(point), priceUsd: setup.priceUsd, watts: power?.watts ?? null },
      assumptions,
    );
    return [{ setup, point, ...judgePoint(point, question), costPerMTokUsd, powerBasis: power?.basis ?? null }];
  });
}

/** Cheapest first (setups without a cost after those with one, by margin), or most headroom first. */
export function rankVerdicts(verdicts: PlannerVerdict[], rank: "cost" | "margin"): PlannerVerdict[] {
  const byMargin = (a: PlannerVerdict, b: PlannerVerdict) =>
    b.margin - a.margin || a.setup.runId.localeCompare(b.setup.runId);
  if (rank === "margin") return [...verdicts].sort(byMargin);
  return [...verdicts].sort((a, b) => {
    if (a.costPerMTokUsd !== null && b.costPerMTokUsd !== null) {
      return a.costPerMTokUsd - b.costPerMTokUsd || byMargin(a, b);
    }
    if (a.costPerMTokUsd !== null) return -1;
    if (b.costPerMTokUsd !== null) return 1;
    return byMargin(a, b);
  });
}

/** The planner's answer: the setups that meet the targets, ranked, and the near misses, closest first. */
export function planCapacity(
  setups: PlannerSetup[],
  question: PlannerQuestion & { rank: "cost" | "margin" },
  assumptions: CostAssumptions,
) {
  const verdicts = judgeSetups(setups, question, assumptions);
  return {
    meeting: rankVerdicts(
      verdicts.filter((verdict) => verdict.meets),
      question.rank,
    ),
    missing: rankVerdicts(
      verdicts.filter((verdict) => !verdict.meets),
      "margin",
    ),
  };
}

export type CapacityPlan = ReturnType<typeof planCapacity>;
