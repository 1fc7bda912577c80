/**
 * A run's setup health (lib/insights/setup-health.ts): its figures among the runs of the same
 * setup, the decode-ceiling ratio and the far-below flag with the settings faster runs differ
 * in. Shown on the run page and in the upload preview. Server-safe (no hooks).
 */
import { Table, TableHead } from "@/components/ui/table";
import { EMPTY } from "@/lib/format";
import {
  describeCeiling,
  describePeers,
  formatFasterValues,
  formatFigure,
  formatPercentile,
  formatRank,
} from "@/lib/insights/describe";
import type { SetupHealth } from "@/lib/insights/schema";
import styles from "./setup-health.module.css";

function HealthFlag({ flag }: { flag: NonNullable<SetupHealth["flag"]> }) {
  return (
    <div className="callout bad" role="note" aria-label="Far below its peers">
      <p>
        <strong>{flag.text[0]?.toUpperCase() + flag.text.slice(1)}.</strong> Far below: {flag.figures.join(", ")}.
      </p>
      {flag.differences.length > 0 ? (
        <Table
          caption={`Settings in which the ${flag.fasterRuns} faster runs of this setup differ`}
          wrapClassName="text-table"
        >
          <TableHead columns={["Setting", "This run", "Faster runs"]} />
          <tbody>
            {flag.differences.map((difference) => (
              <tr key={difference.setting}>
                <td>
                  <code>{difference.setting}</code>
                </td>
                <td className={`wrap ${styles.text}`}>{difference.thisRun}</td>
                <td className={`wrap ${styles.text}`}>{formatFasterValues(difference.fasterRuns)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <p className="muted">The faster runs were launched with the same flags and engine: look at the machine.</p>
      )}
    </div>
  );
}

export function SetupHealthReport({ health }: { health: SetupHealth }) {
  const compared = health.figures.some((figure) => figure.compared);
  return (
    <div className={styles.report}>
      <p>
        {describePeers(health)}
        {!compared && " Nothing is claimed with fewer than 3 runs of this setup."}
      </p>
      {health.flag && <HealthFlag flag={health.flag} />}
      {health.figures.length > 0 && (
        <Table caption="This run's figures among the runs of its setup" wrapClassName="sticky-first">
          <TableHead columns={["Figure", "This run", "Median of peers", "Rank", "Percentile", "Peers"]} />
          <tbody>
            {health.figures.map((figure) => (
              <tr key={figure.key} className={figure.farBelow ? styles.farBelow : undefined}>
                <td className={`wrap ${styles.text}`}>{figure.label}</td>
                <td>{formatFigure(figure.value, figure.unit)}</td>
                {figure.compared ? (
                  <>
                    <td>{formatFigure(figure.median, figure.unit)}</td>
                    <td>{formatRank(figure)}</td>
                    <td>{formatPercentile(figure.percentile)}</td>
                  </>
                ) : (
                  <td colSpan={3} className={`muted ${styles.text}`}>
                    {figure.note ?? EMPTY}
                  </td>
                )}
                <td>{figure.peers}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <p>{describeCeiling(health.ceiling)}</p>
    </div>
  );
}
