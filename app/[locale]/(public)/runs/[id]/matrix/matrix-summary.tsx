import Link from "next/link";
import { formatContext, formatNumber, formatThroughput } from "@/lib/format";
import type { MatrixSummary as Summary } from "@/lib/scoring/matrix-summary";

const at = (where: { contextTokens: number; concurrency: number } | null) =>
  where ? `at ${formatContext(where.contextTokens)} context × ${where.concurrency}` : "";

/** The matrix in four figures: peak total, best per request, ceiling, and how far context reaches per concurrency. */
export function MatrixSummary({ summary, ceilingTps }: { summary: Summary; ceilingTps: number | null }) {
  return (
    <>
      <div className="stats">
        <div className="stat">
          <div className="stat-value">{formatThroughput(summary.peakTotalTps)}</div>
          <div className="stat-label">Peak total tok/s {at(summary.peakTotalAt)}</div>
        </div>
        <div className="stat">
          <div className="stat-value">{formatNumber(summary.bestPerRequestTps, 1)}</div>
          <div className="stat-label">Best per-request tok/s {at(summary.bestPerRequestAt)}</div>
        </div>
        {ceilingTps !== null && (
          <div className="stat">
            <div className="stat-value">{formatNumber(ceilingTps, 1)}</div>
            <div className="stat-label">
              <Link href="/methodology#ceiling">Decode ceiling tok/s at one request</Link>
            </div>
          </div>
        )}
      </div>
      <p className="meta-line">
        <span>Largest context that fits:</span>
        {summary.maxContextByConcurrency.map(({ concurrency, contextTokens }) => (
          <span key={concurrency}>
            {concurrency} at once: {contextTokens === null ? "none" : formatContext(contextTokens)}
          </span>
        ))}
      </p>
    </>
  );
}
