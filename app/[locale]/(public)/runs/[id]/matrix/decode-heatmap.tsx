"use client";

import { useId, useState, type CSSProperties } from "react";
import { HeaderCell, Table } from "@/components/ui/table";
import { useHydrated } from "@/components/use-hydrated";
import { formatContext, formatMs, formatThroughput } from "@/lib/format";
import { fill, type Texts } from "@/lib/i18n/fill";
import {
  computeHeatmapScale,
  computeStepColors,
  describeDecodeCell,
  getHeatmapMetric,
  HEATMAP_METRICS,
  HEATMAP_STEPS,
  type HeatmapCell,
  type HeatmapMetricKey,
} from "@/lib/matrix/heatmap";
import styles from "./decode-heatmap.module.css";

function shade(step: number): CSSProperties {
  const { light, dark } = computeStepColors(step);
  return {
    "--cell-bg": light.background,
    "--cell-fg": light.color,
    "--cell-bg-dark": dark.background,
    "--cell-fg-dark": dark.color,
  } as CSSProperties;
}

const STEPS = Array.from({ length: HEATMAP_STEPS }, (_, step) => step);

/**
 * Sustained decode as a heatmap: rows are context length, columns are simultaneous requests,
 * each cell shaded by the chosen metric. Server-rendered with total tok/s; the switch works once
 * the page has hydrated. Its words come from the server in the page's language.
 */
export function DecodeHeatmap({
  cells,
  overCapacityNote,
  texts,
}: {
  cells: HeatmapCell[];
  overCapacityNote: string;
  texts: Texts<"DecodeHeatmap">;
}) {
  const [metricKey, setMetricKey] = useState<HeatmapMetricKey>("totalTps");
  const hydrated = useHydrated();
  const name = useId();
  const legendId = `${name}-legend`;
  const metric = getHeatmapMetric(metricKey);
  const contexts = [...new Set(cells.map((cell) => cell.contextTokens))].sort((a, b) => a - b);
  const concurrencies = [...new Set(cells.map((cell) => cell.concurrency))].sort((a, b) => a - b);
  const byKey = new Map(cells.map((cell) => [`${cell.contextTokens}:${cell.concurrency}`, cell]));
  const scale = computeHeatmapScale(
    cells.filter((cell) => cell.status === "valid").map((cell) => cell[metric.key]),
    metric.better,
  );
  const hasUnrun = cells.some((cell) => cell.status !== "valid");
  const caption = texts[`${metric.key}Caption`];
  const betterNote =
    metric.better === "higher"
      ? scale.log
        ? texts.higherLog
        : texts.higherLinear
      : scale.log
        ? texts.lowerLog
        : texts.lowerLinear;

  return (
    <div>
      <fieldset className={styles.switch}>
        <legend>{texts.show}</legend>
        {HEATMAP_METRICS.map((option) => (
          <label key={option.key} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option.key}
              checked={option.key === metricKey}
              disabled={!hydrated}
              onChange={() => setMetricKey(option.key)}
            />
            {texts[option.key]}
          </label>
        ))}
      </fieldset>
      <Table className={styles.grid} aria-describedby={legendId} caption={fill(texts.caption, { metric: caption })}>
        <thead>
          <tr>
            <HeaderCell>{texts.context}</HeaderCell>
            {concurrencies.map((concurrency) => (
              <HeaderCell key={concurrency}>{concurrency}</HeaderCell>
            ))}
          </tr>
        </thead>
        <tbody>
          {contexts.map((context) => (
            <tr key={context}>
              <HeaderCell scope="row">{formatContext(context)}</HeaderCell>
              {concurrencies.map((concurrency) => {
                const cell = byKey.get(`${context}:${concurrency}`);
                if (!cell) return <td key={concurrency}>—</td>;
                const title = describeDecodeCell(cell, overCapacityNote, texts);
                if (cell.status !== "valid") {
                  return (
                    <td key={concurrency} className={`over-capacity ${styles.hatched}`} title={title}>
                      {cell.status === "over_capacity" ? texts.overCapacity : texts.error}
                    </td>
                  );
                }
                const step = scale.stepOf(cell[metric.key]);
                return (
                  <td
                    key={concurrency}
                    title={title}
                    className={step === null ? undefined : styles.shaded}
                    style={step === null ? undefined : shade(step)}
                  >
                    <span className={styles.value}>{metric.format(cell[metric.key])}</span>
                    <span className="cell-sub">
                      {metric.key === "ttftMs"
                        ? `${formatThroughput(cell.totalTps)} tok/s`
                        : `${formatMs(cell.ttftMs)} TTFT`}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
      <div className={styles.legend} id={legendId}>
        <span className={styles.ramp}>
          <span>
            {texts.worse}
            {scale.worst !== null && ` (${metric.format(scale.worst)})`}
          </span>
          <span className={styles.swatches} aria-hidden="true">
            {STEPS.map((step) => (
              <span key={step} className={`${styles.swatch} ${styles.shaded}`} style={shade(step)} />
            ))}
          </span>
          <span>
            {texts.better}
            {scale.best !== null && ` (${metric.format(scale.best)})`}
          </span>
        </span>
        <span>{fill(betterNote, { metric: caption })}</span>
        {hasUnrun && (
          <span>
            <span className={`${styles.overSwatch} ${styles.hatched}`} aria-hidden="true" />
            {texts.notMeasured}
          </span>
        )}
      </div>
    </div>
  );
}
