import { Table, TableHead } from "@/components/ui/table";
import { EMPTY, formatIsoDate, formatNumber } from "@/lib/format";
import type { HistorySeries } from "@/lib/insights/schema";

const formatValue = (value: number, unit: string) => `${formatNumber(value, value >= 100 ? 0 : 2)} ${unit}`;
const formatChange = (percent: number) =>
  `${percent > 0 ? "+" : percent < 0 ? "−" : ""}${formatNumber(Math.abs(percent), 1)}%`;

type Drop = HistorySeries["drops"][number] & { engineName: string; series: HistorySeries };

/** The possible regressions of a setup, each with links to the runs on either side. */
export function HistoryDrops({ drops }: { drops: Drop[] }) {
  return (
    <div className="callout bad" role="note" aria-label="Possible regressions">
      <p>
        <strong>
          {drops.length === 1 ? "1 possible regression" : `${drops.length} possible regressions`} between engine
          versions:
        </strong>
      </p>
      <ul>
        {drops.map((drop) => (
          <li key={`${drop.series.key}:${drop.toVersion}`}>
            {drop.series.label}: {drop.engineName} {drop.fromVersion} → {drop.toVersion},{" "}
            <strong>{formatChange(drop.changePercent)}</strong> ({formatValue(drop.fromValue, drop.series.unit)} →{" "}
            {formatValue(drop.toValue, drop.series.unit)}; runs <a href={`/runs/${drop.fromRunId}`}>before</a> and{" "}
            <a href={`/runs/${drop.toRunId}`}>after</a>)
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One series by engine version: the median of each version's runs and its change from the version before. */
export function HistoryTable({ series, engineName }: { series: HistorySeries; engineName: string }) {
  const dropTo = new Set(series.drops.map((drop) => drop.toVersion));
  return (
    <Table caption={series.label}>
      <TableHead columns={[`${engineName} version`, "Runs", "Measured", series.unit, "Change", "Run"]} />
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
                    <span className="badge bad">possible regression</span>
                  </>
                )}
              </td>
              <td>
                <a href={`/runs/${version.runId}`} aria-label={`Run at ${engineName} ${version.engineVersion}`}>
                  run
                </a>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
