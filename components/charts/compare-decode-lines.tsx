"use client";

import { useId, useState } from "react";
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { formatContext, formatNumber, formatThroughput } from "@/lib/format";
import { fill, type Texts } from "@/lib/i18n/fill";
import enClient from "@/lib/i18n/messages/en/client.json";
import { computeDecodeRows, listSharedContexts, type DecodeCell } from "@/lib/runs/compare";
import styles from "./compare-charts.module.css";
import { AXIS_TEXT, compareXAxisTitle, TOOLTIP_STYLE, type CompareSeries } from "./compare-palette";

type Props = {
  series: CompareSeries[];
  cells: DecodeCell[][];
  /** Its words in the page's language; English when not given. */
  texts?: Texts<"CompareCharts">;
};

/** Decode total tok/s by concurrency at one context all the runs measured, one line per run. */
export function CompareDecodeLines({ series, cells, texts = enClient.CompareCharts }: Props) {
  const contexts = listSharedContexts(cells);
  const [context, setContext] = useState(contexts[0] ?? null);
  const selectId = useId();
  if (context === null) {
    return <p className="muted">{texts.noSharedContext}</p>;
  }
  const rows = computeDecodeRows(cells, context);
  return (
    <figure className={`card ${styles.figure}`}>
      <figcaption className={styles.caption}>
        {fill(texts.decodeCaption, {
          context: context === 0 ? texts.emptyContext : fill(texts.atContext, { context: formatContext(context) }),
        })}
      </figcaption>
      <div className={styles.controls}>
        <label htmlFor={selectId}>{texts.context}</label>
        <select id={selectId} value={context} onChange={(event) => setContext(Number(event.target.value))}>
          {contexts.map((c) => (
            <option key={c} value={c}>
              {c === 0 ? texts.emptyOption : fill(texts.tokensOption, { context: formatContext(c) })}
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
          tick={AXIS_TEXT}
          stroke="currentColor"
          label={compareXAxisTitle(texts.concurrentRequests)}
        />
        <YAxis
          tick={AXIS_TEXT}
          stroke="currentColor"
          width={64}
          tickFormatter={(value: number) => (value >= 10_000 ? formatThroughput(value) : formatNumber(value, 0))}
          label={{ value: texts.totalTps, angle: -90, position: "insideLeft", ...AXIS_TEXT }}
        />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          labelFormatter={(label) => fill(texts.concurrency, { value: String(label) })}
          formatter={(value) =>
            value == null ? texts.notMeasured : fill(texts.tps, { value: formatThroughput(Number(value)) })
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
