"use client";

import { useId, useState } from "react";
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { formatNumber } from "@/lib/format";
import type { HistorySeries } from "@/lib/insights/schema";
import { ChartFrame } from "./chart-frame";
import styles from "./compare-charts.module.css";
import { SERIES_COLORS } from "./chart-theme";

type Props = { engineName: string; series: HistorySeries[] };

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
export function HistoryChart({ engineName, series }: Props) {
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
        {current.label} by {engineName} version · median of each version&apos;s runs · a red dot marks a fall of more
        than 5%
      </figcaption>
      {series.length > 1 && (
        <div className={styles.controls}>
          <label htmlFor={selectId}>Figure</label>
          <select id={selectId} value={index} onChange={(event) => setIndex(Number(event.target.value))}>
            {series.map((s, i) => (
              <option key={s.key} value={i}>
                {s.label}
                {s.drops.length > 0 ? " (fell)" : ""}
              </option>
            ))}
          </select>
        </div>
      )}
      <ChartFrame height={280}>
        <LineChart
          responsive
          data={data}
          style={{ width: "100%", height: 280 }}
          margin={{ top: 8, right: 16, bottom: 28, left: 8 }}
          title={`${current.label} by engine version`}
        >
          <CartesianGrid vertical={false} />
          <XAxis
            dataKey="version"
            interval="preserveStartEnd"
            label={{ value: `${engineName} version`, position: "insideBottom", offset: -18 }}
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
