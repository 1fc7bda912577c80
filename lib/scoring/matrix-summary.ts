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
  const singles = cells
    .filter((c) => c.phase === "decode" && c.status === "valid" && c.concurrency === 1 && c.perRequestTps !== null)
    .sort((a, b) => a.contextTokens - b.contextTokens);
  return singles[0]?.perRequestTps ?? null;
}

/**
 * Peak total decode tok/s, best per-request decode tok/s (each with where it was measured),
 * the largest context with a valid decode cell at each concurrency (null when none fits), and
 * prefill tok/s by context. Null for an empty matrix.
 */
export function computeMatrixSummary(cells: MatrixCell[]) {
  if (cells.length === 0) return null;
  const decode = cells.filter((c) => c.phase === "decode");
  const validDecode = decode.filter((c) => c.status === "valid");
  const concurrencies = [...new Set(decode.map((c) => c.concurrency))].sort((a, b) => a - b);
  const maxContextByConcurrency = concurrencies.map((concurrency) => {
    const fits = validDecode.filter((c) => c.concurrency === concurrency).map((c) => c.contextTokens);
    return { concurrency, contextTokens: fits.length > 0 ? Math.max(...fits) : null };
  });
  const prefillByContext = cells
    .filter((c) => c.phase === "prefill" && c.status === "valid" && c.totalTps !== null)
    .sort((a, b) => a.contextTokens - b.contextTokens || a.concurrency - b.concurrency)
    .filter((c, i, all) => i === 0 || all[i - 1].contextTokens !== c.contextTokens)
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
