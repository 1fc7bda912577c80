"use client";

import { useId, useState, type CSSProperties } from "react";
import { HeaderCell, Table } from "@/components/ui/table";
import { useHydrated } from "@/components/use-hydrated";
import { formatContext, formatMs, formatThroughput } from "@/lib/format";
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
 * the page has hydrated.
 */
export function DecodeHeatmap({ cells, overCapacityNote }: { cells: HeatmapCell[]; overCapacityNote: string }) {
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

  return (
    <div>
      <fieldset className={styles.switch}>
        <legend>Show</legend>
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
            {option.label}
          </label>
        ))}
      </fieldset>
      <Table
        className={styles.grid}
        aria-describedby={legendId}
        caption={<>{metric.caption} · rows are context length, columns are simultaneous requests</>}
      >
        <thead>
          <tr>
            <HeaderCell>Context</HeaderCell>
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
                const title = describeDecodeCell(cell, overCapacityNote);
                if (cell.status !== "valid") {
                  return (
                    <td key={concurrency} className={`over-capacity ${styles.hatched}`} title={title}>
                      {cell.status === "over_capacity" ? "Over capacity" : "Error"}
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
          <span>worse{scale.worst !== null && ` (${metric.format(scale.worst)})`}</span>
          <span className={styles.swatches} aria-hidden="true">
            {STEPS.map((step) => (
              <span key={step} className={`${styles.swatch} ${styles.shaded}`} style={shade(step)} />
            ))}
          </span>
          <span>better{scale.best !== null && ` (${metric.format(scale.best)})`}</span>
        </span>
        <span>
          {metric.better === "higher" ? "Higher" : "Lower"} {metric.caption} is better; shades on a{" "}
          {scale.log ? "log" : "linear"} scale.
        </span>
        {hasUnrun && (
          <span>
            <span className={`${styles.overSwatch} ${styles.hatched}`} aria-hidden="true" />
            Over capacity or error: not measured
          </span>
        )}
      </div>
    </div>
  );
}
