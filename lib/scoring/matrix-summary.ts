/**
 * Summaries of a context x concurrency speed matrix (rule 9). Only valid cells count.
 * Pure module.
 */
import type { MatrixCell } from "@/lib/ingest/schema";

type Located = { value: number; contextTokens: number; concurrency: number };

function findBest(cells: MatrixCell[], pick: (c: MatrixCell) => number | null): Located | null {
  let best: Located | null = null;
  for (const cell of cells) {
    const value = pick(cell);
    if (value !== null && (best === null || value > best.value)) {
      best = { value, contextTokens: cell.contextTokens, concurrency: cell.concurrency };
    }
  }
  return best;
}

/** Single-request decode speed: the valid decode cell at concurrency 1 with the smallest context. */
export function findSingleRequestDecodeTps(cells: MatrixCell[]): number | null {
  let smallest: MatrixCell | null = null;
  for (const c of cells) {
    if (c.phase !== "decode" || c.status !== "valid" || c.concurrency !== 1 || c.perRequestTps === null) continue;
    if (smallest === null || c.contextTokens < smallest.contextTokens) smallest = c;
  }
  return smallest?.perRequestTps ?? null;
}

/**
 * Peak total decode tok/s, best per-request decode tok/s (each with where it was measured),
 * the largest context with a valid decode cell at each concurrency (null when none fits), and
 * prefill tok/s by context. Null for an empty matrix. One pass over the cells, then sorts of the
 * distinct concurrencies and contexts: linear in cells, as an upload may hold thousands.
 */
export function computeMatrixSummary(cells: MatrixCell[]) {
  if (cells.length === 0) return null;
  const validDecode: MatrixCell[] = [];
  /** Per concurrency seen in decode, the largest context of a valid cell (null: none valid). */
  const fitByConcurrency = new Map<number, number | null>();
  /** Per context, the valid prefill cell at the lowest concurrency (the first one on a tie). */
  const prefillByContextCell = new Map<number, MatrixCell>();
  for (const c of cells) {
    if (c.phase === "decode") {
      const fit = fitByConcurrency.get(c.concurrency) ?? null;
      if (c.status === "valid") {
        validDecode.push(c);
        fitByConcurrency.set(c.concurrency, fit === null ? c.contextTokens : Math.max(fit, c.contextTokens));
      } else if (!fitByConcurrency.has(c.concurrency)) {
        fitByConcurrency.set(c.concurrency, null);
      }
    } else if (c.phase === "prefill" && c.status === "valid" && c.totalTps !== null) {
      const kept = prefillByContextCell.get(c.contextTokens);
      if (!kept || c.concurrency < kept.concurrency) prefillByContextCell.set(c.contextTokens, c);
    }
  }
  const maxContextByConcurrency = [...fitByConcurrency]
    .sort(([a], [b]) => a - b)
    .map(([concurrency, contextTokens]) => ({ concurrency, contextTokens }));
  const prefillByContext = [...prefillByContextCell.values()]
    .sort((a, b) => a.contextTokens - b.contextTokens)
    .map((c) => ({ contextTokens: c.contextTokens, tps: c.totalTps as number, ttftMs: c.ttftMs }));
  const peak = findBest(validDecode, (c) => c.totalTps);
  const best = findBest(validDecode, (c) => c.perRequestTps);
  return {
    /** Highest total decode tok/s of any valid cell, and where it was measured. */
    peakTotalTps: peak?.value ?? null,
    peakTotalAt: peak && { contextTokens: peak.contextTokens, concurrency: peak.concurrency },
    /** Highest per-request decode tok/s of any valid cell, and where it was measured. */
    bestPerRequestTps: best?.value ?? null,
    bestPerRequestAt: best && { contextTokens: best.contextTokens, concurrency: best.concurrency },
    maxContextByConcurrency,
    prefillByContext,
  };
}

export type MatrixSummary = NonNullable<ReturnType<typeof computeMatrixSummary>>;
