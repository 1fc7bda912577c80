import { Link } from "@/components/locale-link";
import { formatContext, formatNumber, formatThroughput } from "@/lib/format";
import type { MatrixSummary as Summary } from "@/lib/scoring/matrix-summary";
import { StatCard, StatGrid } from "@/components/ui/stat";

const at = (where: { contextTokens: number; concurrency: number } | null) =>
  where ? `at ${formatContext(where.contextTokens)} context × ${where.concurrency}` : "";

/** The matrix in four figures: peak total, best per request, ceiling, and how far context reaches per concurrency. */
export function MatrixSummary({ summary, ceilingTps }: { summary: Summary; ceilingTps: number | null }) {
  return (
    <>
      <StatGrid>
        <StatCard
          value={formatThroughput(summary.peakTotalTps)}
          label={`Peak total tok/s ${at(summary.peakTotalAt)}`}
        />
        <StatCard
          value={formatNumber(summary.bestPerRequestTps, 1)}
          label={`Best per-request tok/s ${at(summary.bestPerRequestAt)}`}
        />
        {ceilingTps !== null && (
          <StatCard
            value={formatNumber(ceilingTps, 1)}
            label={<Link href="/methodology#ceiling">Decode ceiling tok/s at one request</Link>}
          />
        )}
      </StatGrid>
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
