"use client";

import { useId, useState } from "react";
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { formatContext, formatNumber, formatThroughput } from "@/lib/format";
import { computeDecodeRows, listSharedContexts, type DecodeCell } from "@/lib/runs/compare";
import styles from "./compare-charts.module.css";
import { TOOLTIP_STYLE, type CompareSeries } from "./compare-palette";

type Props = { series: CompareSeries[]; cells: DecodeCell[][] };

const tick = { fill: "currentColor", fontSize: 12 };

/** Decode total tok/s by concurrency at one context all the runs measured, one line per run. */
export function CompareDecodeLines({ series, cells }: Props) {
  const contexts = listSharedContexts(cells);
  const [context, setContext] = useState(contexts[0] ?? null);
  const selectId = useId();
  if (context === null) {
    return <p className="muted">These runs share no context at which each has a valid decode measurement.</p>;
  }
  const rows = computeDecodeRows(cells, context);
  return (
    <figure className={`card ${styles.figure}`}>
      <figcaption className={styles.caption}>
        Decode throughput, total tok/s across all requests, by concurrency at{" "}
        {context === 0 ? "an empty context" : `${formatContext(context)} context`} · higher is better
      </figcaption>
      <div className={styles.controls}>
        <label htmlFor={selectId}>Context</label>
        <select id={selectId} value={context} onChange={(event) => setContext(Number(event.target.value))}>
          {contexts.map((c) => (
            <option key={c} value={c}>
              {c === 0 ? "0 (empty)" : `${formatContext(c)} tokens`}
            </option>
          ))}
        </select>
      </div>
      <LineChart
        responsive
        data={rows}
        style={{ width: "100%", height: 340 }}
        margin={{ top: 4, right: 16, bottom: 24, left: 8 }}
      >
        <CartesianGrid stroke="currentColor" strokeOpacity={0.2} />
        <XAxis
          dataKey="concurrency"
          tick={tick}
          stroke="currentColor"
          label={{
            value: "Concurrent requests",
            position: "insideBottom",
            offset: -16,
            fill: "currentColor",
            fontSize: 12,
          }}
        />
        <YAxis
          tick={tick}
          stroke="currentColor"
          width={64}
          tickFormatter={(value: number) => (value >= 10_000 ? formatThroughput(value) : formatNumber(value, 0))}
          label={{ value: "Total tok/s", angle: -90, position: "insideLeft", fill: "currentColor", fontSize: 12 }}
        />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          labelFormatter={(label) => `Concurrency ${label}`}
          formatter={(value) =>
            value == null ? "over capacity or not measured" : `${formatThroughput(Number(value))} t/s`
          }
        />
        <Legend verticalAlign="top" formatter={(value) => <span className={styles.legend}>{value}</span>} />
        {series.map((s) => (
          <Line
            key={s.key}
            dataKey={s.key}
            name={s.label}
            stroke={s.color}
            strokeWidth={2}
            dot={{ r: 3, fill: s.color }}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </figure>
  );
}
