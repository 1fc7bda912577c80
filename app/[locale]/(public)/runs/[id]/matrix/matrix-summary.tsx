import { Link } from "@/components/locale-link";
import { formatContext, formatNumber, formatThroughput } from "@/lib/format";
import type { MatrixSummary as Summary } from "@/lib/scoring/matrix-summary";
import { StatCard, StatGrid } from "@/components/ui/stat";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";

/** The matrix in four figures: peak total, best per request, ceiling, and how far context reaches per concurrency. */
export function MatrixSummary(props: { summary: Summary; ceilingTps: number | null; locale: Locale }) {
  const { summary, ceilingTps, locale } = props;
  const t = translate(locale, "MatrixSummary");
  const at = (where: { contextTokens: number; concurrency: number } | null) =>
    where ? ` ${t("at", { context: formatContext(where.contextTokens), concurrency: where.concurrency })}` : "";
  return (
    <>
      <StatGrid>
        <StatCard
          value={formatThroughput(summary.peakTotalTps)}
          label={`${t("peakTotal")}${at(summary.peakTotalAt)}`}
        />
        <StatCard
          value={formatNumber(summary.bestPerRequestTps, 1)}
          label={`${t("bestPerRequest")}${at(summary.bestPerRequestAt)}`}
        />
        {ceilingTps !== null && (
          <StatCard
            value={formatNumber(ceilingTps, 1)}
            label={<Link href="/methodology#ceiling">{t("ceiling")}</Link>}
          />
        )}
      </StatGrid>
      <p className="meta-line">
        <span>{t("largestContext")}</span>
        {summary.maxContextByConcurrency.map(({ concurrency, contextTokens }) => (
          <span key={concurrency}>
            {t("atOnce", { concurrency, context: contextTokens === null ? t("none") : formatContext(contextTokens) })}
          </span>
        ))}
      </p>
    </>
  );
}
