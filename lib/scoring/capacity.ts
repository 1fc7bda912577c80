/**
 * Capacity from a rate sweep (rule 4) and the achieved rate under peak load. Pure module.
 */
import type { Measurement } from "@/lib/ingest/schema";
import { listSweepRungs } from "@/lib/scoring/headline";
import { CAPACITY_THRESHOLDS_MS } from "@/lib/scoring/rules";

export type CapacityValue = {
  /** Requests per second. */
  value: number;
  /** True when every rung passed: the capacity is at least the top rung's rate. */
  atLeast: boolean;
};

export type SweepRung = { requestRate: number; ttftP95Ms: number };

/**
 * The highest arrival rate whose p95 TTFT stays strictly below `thresholdMs`. Rungs are read in
 * order of rate up to the first that fails; between the last passing rung and that one the rate
 * is interpolated linearly to where p95 crosses the threshold. The first rung failing gives 0;
 * every rung passing gives the top rate with atLeast. Null without rungs.
 */
export function computeCapacityAt(rungs: SweepRung[], thresholdMs: number): CapacityValue | null {
  const sorted = [...rungs].sort((a, b) => a.requestRate - b.requestRate);
  const top = sorted.at(-1);
  if (!top) return null;
  const failing = sorted.findIndex((r) => !(r.ttftP95Ms < thresholdMs));
  const fail = sorted[failing];
  const pass = sorted[failing - 1];
  if (!fail) return { value: top.requestRate, atLeast: true }; // no rung fails (failing is -1)
  if (!pass) return { value: 0, atLeast: false }; // the first rung fails
  const share = (thresholdMs - pass.ttftP95Ms) / (fail.ttftP95Ms - pass.ttftP95Ms);
  return { value: pass.requestRate + share * (fail.requestRate - pass.requestRate), atLeast: false };
}

export type StatedCapacity = { p95Under5s: number | null; p95Under10s: number | null };

/**
 * Capacity at both thresholds: from the sweep's rungs when they carry rate and p95 TTFT,
 * else from the capacity a summary states. Null when neither is there.
 */
export function computeCapacity(measurements: Measurement[], stated: StatedCapacity | null) {
  const rungs: SweepRung[] = listSweepRungs(measurements)
    .filter((m) => m.ttftP95Ms !== null)
    .map((m) => ({ requestRate: m.requestRate as number, ttftP95Ms: m.ttftP95Ms as number }));
  if (rungs.length > 0) {
    return {
      p95Under5s: computeCapacityAt(rungs, CAPACITY_THRESHOLDS_MS.p95Under5s),
      p95Under10s: computeCapacityAt(rungs, CAPACITY_THRESHOLDS_MS.p95Under10s),
    };
  }
  if (stated === null || (stated.p95Under5s === null && stated.p95Under10s === null)) return null;
  const asValue = (v: number | null): CapacityValue | null => (v === null ? null : { value: v, atLeast: false });
  return { p95Under5s: asValue(stated.p95Under5s), p95Under10s: asValue(stated.p95Under10s) };
}

export type Capacity = NonNullable<ReturnType<typeof computeCapacity>>;

/** Achieved against configured arrival rate of the peak-load rung; null without the rung. */
export function computePeakLoad(rung: Measurement | null, configuredRate: number | null) {
  if (rung === null) return null;
  return {
    /** Achieved request throughput, req/s. */
    achievedRate: rung.achievedRate,
    /** Configured arrival rate, req/s. */
    configuredRate: rung.requestRate ?? configuredRate,
    successes: rung.successes,
    requests: rung.requests,
    ttftP95S: rung.ttftP95Ms === null ? null : rung.ttftP95Ms / 1000,
  };
}

export type PeakLoad = NonNullable<ReturnType<typeof computePeakLoad>>;
