/**
 * A run's setup health (lib/insights/setup-health.ts): its figures among the runs of the same
 * setup, the decode-ceiling ratio and the far-below flag with the settings faster runs differ
 * in. Shown on the run page and in the upload preview. Server-safe (no hooks); also rendered in the
 * browser by the upload form, so its words come as `texts` (English when not given). The sentences
 * from lib/insights/describe stay English.
 */
import { Table, TableHead } from "@/components/ui/table";
import { EMPTY } from "@/lib/format";
import { fill, type Texts } from "@/lib/i18n/fill";
import enClient from "@/lib/i18n/messages/en/client.json";
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

type Words = Texts<"SetupHealth">;

function HealthFlag({ flag, texts }: { flag: NonNullable<SetupHealth["flag"]>; texts: Words }) {
  return (
    <div className="callout bad" role="note" aria-label={texts.flagLabel}>
      <p>
        <strong>{flag.text[0]?.toUpperCase() + flag.text.slice(1)}.</strong>{" "}
        {fill(texts.farBelow, { figures: flag.figures.join(", ") })}
      </p>
      {flag.differences.length > 0 ? (
        <Table caption={fill(texts.differCaption, { count: flag.fasterRuns })} wrapClassName="text-table">
          <TableHead columns={[texts.setting, texts.thisRun, texts.fasterRuns]} />
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
        <p className="muted">{texts.sameFlags}</p>
      )}
    </div>
  );
}

export function SetupHealthReport({
  health,
  texts = enClient.SetupHealth,
}: {
  health: SetupHealth;
  /** The words in the page's language (SetupHealth in lib/i18n/messages). */
  texts?: Words;
}) {
  const compared = health.figures.some((figure) => figure.compared);
  return (
    <div className={styles.report}>
      <p>
        {describePeers(health)}
        {!compared && ` ${texts.fewerThanThree}`}
      </p>
      {health.flag && <HealthFlag flag={health.flag} texts={texts} />}
      {health.figures.length > 0 && (
        <Table caption={texts.caption} wrapClassName="sticky-first">
          <TableHead columns={[texts.figure, texts.thisRun, texts.median, texts.rank, texts.percentile, texts.peers]} />
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
