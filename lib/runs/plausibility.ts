/**
 * Plausibility checks on an upload: figures that physics or arithmetic say are unlikely.
 * They never reject a run; they are stored as warnings for the admins who review it. Pure.
 */
import type { MatrixCell, Measurement } from "@/lib/ingest/schema";
import { formatNumber } from "@/lib/format";
import { computeDecodeCeilingTps, type CeilingModel } from "@/lib/scoring/memory";

export type PlausibilityWarning = { code: string; message: string; test: string | null };

/** Per-user speed times concurrency may exceed the total by this factor before it is suspicious. */
const PER_USER_SLACK = 1.25;
/** TTFT may be this much shorter than the run's own fastest prefill allows (prompt caching, timing noise). */
const PREFILL_SLACK = 0.5;
/** Decode may beat the memory-bandwidth ceiling by this factor (speculative decoding) before it is flagged. */
const CEILING_SLACK = 1.1;

type Input = {
  measurements: Array<Measurement & { testKey: string | null }>;
  matrixCells: MatrixCell[];
  model: CeilingModel;
  bandwidthGBs: number | null;
};

const where = (m: Measurement) =>
  [m.promptTokens !== null && `pp ${m.promptTokens}`, m.concurrency !== null && `c${m.concurrency}`, m.requestRate !== null && `${m.requestRate} req/s`]
    .filter(Boolean)
    .join(", ");

export function computePlausibilityWarnings({ measurements, matrixCells, model, bandwidthGBs }: Input): PlausibilityWarning[] {
  const warnings: PlausibilityWarning[] = [];
  const prefillSpeeds = [
    ...measurements.map((m) => m.prefillTps),
    ...matrixCells.filter((cell) => cell.phase === "prefill" && cell.status === "valid").map((cell) => cell.totalTps),
  ].filter((value): value is number => value !== null && value > 0);
  const fastestPrefill = prefillSpeeds.length > 0 ? Math.max(...prefillSpeeds) : null;
  const ceiling = computeDecodeCeilingTps(model, bandwidthGBs);

  for (const m of measurements) {
    const test = m.testKey;
    if (m.perUserTps !== null && m.totalTps !== null && m.concurrency !== null && m.concurrency > 1) {
      if (m.perUserTps * m.concurrency > m.totalTps * PER_USER_SLACK + 1) {
        warnings.push({
          code: "per-user-above-total",
          message: `At ${where(m)}: ${formatNumber(m.perUserTps)} t/s per user × ${m.concurrency} users is far above the total of ${formatNumber(m.totalTps)} t/s.`,
          test,
        });
      }
    }
    const ttft = m.ttftMeanMs ?? m.ttftP50Ms;
    if (fastestPrefill && ttft !== null && m.promptTokens) {
      const minimumMs = (m.promptTokens / fastestPrefill) * 1000;
      if (ttft < minimumMs * PREFILL_SLACK) {
        warnings.push({
          code: "ttft-faster-than-prefill",
          message: `At ${where(m)}: TTFT ${formatNumber(ttft, 0)} ms is shorter than ${m.promptTokens} prompt tokens take at this run's fastest prefill (${formatNumber(fastestPrefill, 0)} tok/s, ${formatNumber(minimumMs, 0)} ms).`,
          test,
        });
      }
    }
    if (ceiling !== null && m.perUserTps !== null && m.perUserTps > ceiling * CEILING_SLACK) {
      warnings.push({
        code: "decode-above-ceiling",
        message: `At ${where(m)}: ${formatNumber(m.perUserTps)} t/s per user is above the memory-bandwidth ceiling of ${formatNumber(ceiling)} t/s (speculative decoding can explain it).`,
        test,
      });
    }
    if (m.successes !== null && m.requests !== null && m.successes > m.requests) {
      warnings.push({
        code: "successes-above-requests",
        message: `At ${where(m)}: ${m.successes} successes out of ${m.requests} requests.`,
        test,
      });
    }
  }
  for (const cell of matrixCells) {
    if (cell.phase === "decode" && ceiling !== null && cell.perRequestTps !== null && cell.perRequestTps > ceiling * CEILING_SLACK) {
      warnings.push({
        code: "decode-above-ceiling",
        message: `Matrix ${cell.contextTokens} tokens × ${cell.concurrency}: ${formatNumber(cell.perRequestTps)} t/s per request is above the memory-bandwidth ceiling of ${formatNumber(ceiling)} t/s (speculative decoding can explain it).`,
        test: null,
      });
    }
  }
  return warnings;
}
