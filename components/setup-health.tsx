/**
 * A run's setup health (lib/insights/setup-health.ts): its figures among the runs of the same
 * setup, the decode-ceiling ratio and the far-below flag with the settings faster runs differ
 * in. Shown on the run page and in the upload preview. Server-safe (no hooks); also rendered in the
 * browser by the upload form, so its words come as `texts` (English when not given): the
 * sentences lib/insights/describe.ts writes for the Markdown export, in the page's language.
 */
import { Table, TableHead } from "@/components/ui/table";
import { EMPTY, formatEngineName, formatPercent } from "@/lib/format";
import { fill, type Texts } from "@/lib/i18n/fill";
import enClient from "@/lib/i18n/messages/en/client.json";
import { formatFigure } from "@/lib/insights/describe";
import type { SetupHealth } from "@/lib/insights/schema";
import styles from "./setup-health.module.css";

type Words = Texts<"SetupHealth">;
type Label = keyof Words["labels"];

/** English's ordinal categories pick the suffix ("2nd"); a language without suffixes has "{n}" in each. */
const ORDINAL = new Intl.PluralRules("en", { type: "ordinal" });
const ORDINAL_KEYS = { one: "ordinalOne", two: "ordinalTwo", few: "ordinalFew" } as const;

function formatOrdinal(n: number, texts: Words): string {
  const category = ORDINAL.select(n);
  return fill(texts[category in ORDINAL_KEYS ? ORDINAL_KEYS[category as keyof typeof ORDINAL_KEYS] : "ordinalOther"], {
    n,
  });
}

/** A figure's name in the page's language; one the catalogue does not know as lib/insights names it. */
function readLabel(figure: { key: string; label: string }, texts: Words): string {
  return figure.key in texts.labels ? texts.labels[figure.key as Label] : figure.label;
}

/** Why a run has no ceiling ratio, in the page's language when it is one of lib/insights' known reasons. */
const MISSING: Record<string, keyof Words> = {
  "the hardware's memory bandwidth is not in the catalogue": "missingBandwidth",
  "the model's active parameters per token (mixture of experts) are not in the catalogue": "missingActive",
  "no single-request decode was measured (chat at 1 user, or a matrix cell at 1 request)": "missingSingle",
};

function describePeers(health: SetupHealth, texts: Words): string {
  const one = health.peerRuns === 1;
  const message =
    health.scope === "engine"
      ? one
        ? texts.peersEngineOne
        : texts.peersEngineOther
      : one
        ? texts.peersAnyOne
        : texts.peersAnyOther;
  return fill(message, { count: health.peerRuns, engine: formatEngineName(health.engineName) });
}

function describeCeiling(ceiling: SetupHealth["ceiling"], texts: Words): string {
  if (ceiling.ratio === null || ceiling.ceilingTps === null) {
    const key = ceiling.missing ? MISSING[ceiling.missing] : "missingUnknown";
    const missing = key ? String(texts[key]) : (ceiling.missing ?? "");
    return fill(texts.noCeiling, { missing });
  }
  return fill(texts.ceilingRatio, {
    measured: formatFigure(ceiling.measuredTps, "tok/s"),
    percent: formatPercent(ceiling.ratio),
    ceiling: formatFigure(ceiling.ceilingTps, "tok/s"),
  });
}

function HealthFlag({ health, texts }: { health: SetupHealth; texts: Words }) {
  const flag = health.flag;
  if (!flag) return null;
  const labelOf = (label: string) => {
    const figure = health.figures.find((f) => f.label === label);
    return figure ? readLabel(figure, texts) : label;
  };
  return (
    <div className="callout bad" role="note" aria-label={texts.flagLabel}>
      <p>
        <strong>{texts.flagText}</strong> {fill(texts.farBelow, { figures: flag.figures.map(labelOf).join(", ") })}
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
                <td className={`wrap ${styles.text}`}>
                  {difference.fasterRuns
                    .map(({ value, runs }) => fill(runs === 1 ? texts.fasterOne : texts.fasterOther, { value, runs }))
                    .join(", ")}
                </td>
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
        {describePeers(health, texts)}
        {!compared && ` ${texts.fewerThanThree}`}
      </p>
      <HealthFlag health={health} texts={texts} />
      {health.figures.length > 0 && (
        <Table caption={texts.caption} wrapClassName="sticky-first">
          <TableHead columns={[texts.figure, texts.thisRun, texts.median, texts.rank, texts.percentile, texts.peers]} />
          <tbody>
            {health.figures.map((figure) => (
              <tr key={figure.key} className={figure.farBelow ? styles.farBelow : undefined}>
                <td className={`wrap ${styles.text}`}>{readLabel(figure, texts)}</td>
                <td>{formatFigure(figure.value, figure.unit)}</td>
                {figure.compared ? (
                  <>
                    <td>{formatFigure(figure.median, figure.unit)}</td>
                    <td>
                      {figure.rank === null || figure.of === null
                        ? EMPTY
                        : fill(texts.rankOf, { rank: formatOrdinal(figure.rank, texts), count: figure.of })}
                    </td>
                    <td>
                      {figure.percentile === null
                        ? EMPTY
                        : fill(texts.percentileOf, { value: formatOrdinal(Math.round(figure.percentile), texts) })}
                    </td>
                  </>
                ) : (
                  <td colSpan={3} className={`muted ${styles.text}`}>
                    {figure.note === null ? EMPTY : texts.tooFewPeers}
                  </td>
                )}
                <td>{figure.peers}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <p>{describeCeiling(health.ceiling, texts)}</p>
    </div>
  );
}
