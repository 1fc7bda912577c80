import { Table, TableHead } from "@/components/ui/table";
import { EMPTY, formatIsoDate, formatNumber } from "@/lib/format";
import { translate } from "@/lib/i18n/translate";
import type { HistorySeries } from "@/lib/insights/schema";
import type { Locale } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";

const formatValue = (value: number, unit: string) => `${formatNumber(value, value >= 100 ? 0 : 2)} ${unit}`;
const formatChange = (percent: number) =>
  `${percent > 0 ? "+" : percent < 0 ? "−" : ""}${formatNumber(Math.abs(percent), 1)}%`;

type Drop = HistorySeries["drops"][number] & { engineName: string; series: HistorySeries };

/** The possible regressions of a setup, each with links to the runs on either side. */
export function HistoryDrops({ drops, locale }: { drops: Drop[]; locale: Locale }) {
  const t = translate(locale, "SetupHistory");
  return (
    <div className="callout bad" role="note" aria-label={t("dropsLabel")}>
      <p>
        <strong>{t("drops", { count: drops.length })}</strong>
      </p>
      <ul>
        {drops.map((drop) => (
          <li key={`${drop.series.key}:${drop.toVersion}`}>
            {drop.series.label}: {drop.engineName} {drop.fromVersion} → {drop.toVersion},{" "}
            <strong>{formatChange(drop.changePercent)}</strong> ({formatValue(drop.fromValue, drop.series.unit)} →{" "}
            {formatValue(drop.toValue, drop.series.unit)}
            {t.rich("dropRuns", {
              before: (chunks) => <a href={getPathname({ locale, href: `/runs/${drop.fromRunId}` })}>{chunks}</a>,
              after: (chunks) => <a href={getPathname({ locale, href: `/runs/${drop.toRunId}` })}>{chunks}</a>,
            })}
            )
          </li>
        ))}
      </ul>
    </div>
  );
}

type TableProps = { series: HistorySeries; engineName: string; locale: Locale };

/** One series by engine version: the median of each version's runs and its change from the version before. */
export function HistoryTable({ series, engineName, locale }: TableProps) {
  const t = translate(locale, "SetupHistory");
  const dropTo = new Set(series.drops.map((drop) => drop.toVersion));
  return (
    <Table caption={series.label}>
      <TableHead
        columns={[t("version", { engine: engineName }), t("runs"), t("measured"), series.unit, t("change"), t("run")]}
      />
      <tbody>
        {series.versions.map((version, index) => {
          const previous = index > 0 ? series.versions[index - 1] : undefined;
          const change =
            previous && previous.value > 0 ? ((version.value - previous.value) / previous.value) * 100 : null;
          const point = series.points.find((candidate) => candidate.runId === version.runId);
          return (
            <tr key={version.engineVersion}>
              <td>{version.engineVersion}</td>
              <td>{version.runs}</td>
              <td>{point ? formatIsoDate(point.measuredAt) : EMPTY}</td>
              <td>{formatNumber(version.value, version.value >= 100 ? 0 : 2)}</td>
              <td>
                {change === null ? EMPTY : formatChange(change)}
                {dropTo.has(version.engineVersion) && (
                  <>
                    {" "}
                    <span className="badge bad">{t("possibleRegression")}</span>
                  </>
                )}
              </td>
              <td>
                <a
                  href={getPathname({ locale, href: `/runs/${version.runId}` })}
                  aria-label={t("runAt", { engine: engineName, version: version.engineVersion })}
                >
                  {t("runLink")}
                </a>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
