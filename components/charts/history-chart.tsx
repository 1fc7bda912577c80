"use client";

import { useId, useState } from "react";
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { formatNumber } from "@/lib/format";
import { fill, type Texts } from "@/lib/i18n/fill";
import enClient from "@/lib/i18n/messages/en/client.json";
import type { HistorySeries } from "@/lib/insights/schema";
import { ChartFrame } from "./chart-frame";
import styles from "./compare-charts.module.css";
import { framedChart, SERIES_COLORS, xAxisTitle } from "./chart-theme";

type Props = {
  engineName: string;
  series: HistorySeries[];
  /** Its words in the page's language; English when not given. */
  texts?: Texts<"HistoryChart">;
};

const BAD = "var(--bad)";

/** A point's dot: in the site's "bad" colour, larger, where the value fell more than 5% from the previous version. */
function HistoryDot(props: { cx?: number; cy?: number; payload?: { drop: boolean }; index?: number }) {
  const { cx, cy, payload } = props;
  if (cx === undefined || cy === undefined) return null;
  return payload?.drop ? (
    <circle cx={cx} cy={cy} r={6} fill={BAD} stroke={BAD} />
  ) : (
    <circle cx={cx} cy={cy} r={3.5} fill={SERIES_COLORS[0]} stroke={SERIES_COLORS[0]} />
  );
}

/**
 * One engine's figures across its versions, one series at a time (chosen in a select): the
 * median of each version's runs, a larger dot in red where it fell more than 5% from the version
 * before. The table beside it holds the same figures as text.
 */
export function HistoryChart({ engineName, series, texts = enClient.HistoryChart }: Props) {
  const firstWithDrop = series.findIndex((s) => s.drops.length > 0);
  const [index, setIndex] = useState(Math.max(0, firstWithDrop));
  const selectId = useId();
  const current = series[index] ?? series[0];
  if (!current) return null;
  const dropTo = new Set(current.drops.map((drop) => drop.toVersion));
  const data = current.versions.map((version) => ({
    version: version.engineVersion,
    value: version.value,
    drop: dropTo.has(version.engineVersion),
  }));
  return (
    <figure className={`card ${styles.figure}`}>
      <figcaption className={styles.caption}>
        {fill(texts.caption, { figure: current.label, engine: engineName })}
      </figcaption>
      {series.length > 1 && (
        <div className={styles.controls}>
          <label htmlFor={selectId}>{texts.figure}</label>
          <select id={selectId} value={index} onChange={(event) => setIndex(Number(event.target.value))}>
            {series.map((s, i) => (
              <option key={s.key} value={i}>
                {s.label}
                {s.drops.length > 0 ? ` ${texts.fell}` : ""}
              </option>
            ))}
          </select>
        </div>
      )}
      <ChartFrame height={280}>
        <LineChart
          {...framedChart(280, { top: 8, right: 16, bottom: 28, left: 8 })}
          data={data}
          title={fill(texts.title, { figure: current.label })}
        >
          <CartesianGrid vertical={false} />
          <XAxis
            dataKey="version"
            interval="preserveStartEnd"
            label={xAxisTitle(fill(texts.xAxis, { engine: engineName }), -18)}
          />
          <YAxis
            width={64}
            tickFormatter={(value: number) => formatNumber(value, value >= 100 ? 0 : 1)}
            label={{ value: current.unit, angle: -90, position: "insideLeft", style: { textAnchor: "middle" } }}
          />
          <Tooltip
            formatter={(value) => `${formatNumber(Number(value), 2)} ${current.unit}`}
            labelFormatter={(label) => `${engineName} ${label}`}
          />
          <Line
            dataKey="value"
            name={current.label}
            stroke={SERIES_COLORS[0]}
            strokeWidth={2}
            dot={<HistoryDot />}
            isAnimationActive={false}
          />
        </LineChart>
      </ChartFrame>
    </figure>
  );
}
