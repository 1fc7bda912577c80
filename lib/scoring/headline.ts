/**
 * Headline figures of one suite test (rule 2) and its effective throughput (rule 3).
 * Pure module.
 */
import type { Measurement } from "@/lib/ingest/schema";
import { computeHeadlineConcurrency, type SuiteTestDefinition } from "@/lib/suite/definition";

const RATE_TOLERANCE = 1e-6;

/** Whether a measured arrival rate is the configured one (tolerates float noise). */
export function isSameRate(measured: number | null, configured: number): boolean {
  return measured !== null && Math.abs(measured - configured) <= RATE_TOLERANCE * Math.max(1, configured);
}

/** Share of requests that succeeded in one rung; null unless the tool reported both counts. */
export function computeSuccessRatio(m: Measurement): number | null {
  if (m.requests === null || m.successes === null || m.requests === 0) return null;
  return m.successes / m.requests;
}

/** Several rows for the same rung (e.g. prompt and generation rows) merge: first reported value wins. */
function mergeRungs(rows: Measurement[]): Measurement | null {
  if (rows.length === 0) return null;
  const merged = { ...rows[0] } as Record<string, unknown>;
  for (const key of Object.keys(merged)) {
    merged[key] = rows.map((row) => (row as Record<string, unknown>)[key]).find((v) => v !== null) ?? null;
  }
  return merged as Measurement;
}

/** The rungs of a rate sweep that carry a rate, sorted by rate. */
export function listSweepRungs(measurements: Measurement[]): Measurement[] {
  return measurements
    .filter((m) => m.requestRate !== null)
    .sort((a, b) => (a.requestRate as number) - (b.requestRate as number));
}

/**
 * The rung a test's headline is read from: closed loop at the headline concurrency and the
 * largest prompt size; an open-loop single-rate test at its rate; a sweep at its top rate.
 */
export function findHeadlineRung(def: SuiteTestDefinition, measurements: Measurement[]): Measurement | null {
  const p = def.params;
  if (p.tool === "llama-benchy") {
    const concurrency = computeHeadlineConcurrency(p);
    const promptTokens = Math.max(...p.promptTokens);
    return mergeRungs(measurements.filter((m) => m.concurrency === concurrency && m.promptTokens === promptTokens));
  }
  const [onlyRate, ...otherRates] = p.requestRates;
  if (onlyRate !== undefined && otherRates.length === 0) {
    return mergeRungs(measurements.filter((m) => isSameRate(m.requestRate, onlyRate)));
  }
  return listSweepRungs(measurements).at(-1) ?? null;
}

const seconds = (ms: number | null) => (ms === null ? null : ms / 1000);

/**
 * Headline figures of a test, or null when the headline rung was not measured. For a sweep the
 * figures are its top rung's and `success` is the lowest share of any rung.
 */
export function computeHeadline(def: SuiteTestDefinition, measurements: Measurement[]) {
  const rung = findHeadlineRung(def, measurements);
  if (rung === null) return null;
  const p = def.params;
  const closed = p.tool === "llama-benchy";
  let success = computeSuccessRatio(rung);
  if (!closed && p.requestRates.length > 1) {
    const ratios = listSweepRungs(measurements).map(computeSuccessRatio);
    success = ratios.some((r) => r === null) ? null : Math.min(...(ratios as number[]));
  }
  return {
    /** Closed-loop concurrency level; null for open-loop tests (they set an arrival rate). */
    concurrency: closed ? computeHeadlineConcurrency(p) : null,
    promptTokens: closed ? Math.max(...p.promptTokens) : (rung.promptTokens ?? p.inputLen ?? null),
    /** Configured arrival rate (open loop). */
    requestRate: closed ? null : rung.requestRate,
    perUserTps: rung.perUserTps,
    perUserTpsStd: rung.perUserTpsStd,
    ttftS: seconds(closed ? rung.ttftMeanMs : rung.ttftP50Ms),
    /** Spread of the mean TTFT over repeats; open-loop headlines are medians and carry none. */
    ttftStdS: closed ? seconds(rung.ttftStdMs) : null,
    ttftKind: (closed ? "mean" : "p50") as "mean" | "p50",
    /** Share of requests that succeeded, 0..1; null when not reported. */
    success,
    repeats: rung.repeats,
  };
}

export type TestHeadline = NonNullable<ReturnType<typeof computeHeadline>>;

/**
 * Effective output throughput of a closed-loop test at its headline concurrency c:
 * c x tg / (TTFT_s + tg / perUserTps). Null for open-loop tests or missing figures.
 */
export function computeEffectiveTps(def: SuiteTestDefinition, headline: TestHeadline | null): number | null {
  if (def.params.tool !== "llama-benchy" || headline === null || headline.concurrency === null) return null;
  const { perUserTps, ttftS } = headline;
  if (perUserTps === null || !(perUserTps > 0) || ttftS === null) return null;
  const tg = def.params.genTokens;
  return (headline.concurrency * tg) / (ttftS + tg / perUserTps);
}
