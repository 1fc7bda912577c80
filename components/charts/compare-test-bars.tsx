"use client";

import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { EMPTY, formatTps } from "@/lib/format";
import type { Texts } from "@/lib/i18n/fill";
import enClient from "@/lib/i18n/messages/en/client.json";
import styles from "./compare-charts.module.css";
import { AXIS_TEXT, compareXAxisTitle, TOOLTIP_STYLE, type CompareSeries } from "./compare-palette";

export type CompareTestRow = { test: string } & Record<string, number | string | null>;

type Props = {
  series: CompareSeries[];
  rows: CompareTestRow[];
  /** Its words in the page's language; English when not given. */
  texts?: Texts<"CompareCharts">;
};

/** Tokens/s per user at each suite test's headline, one bar per run, grouped by test. */
export function CompareTestBars({ series, rows, texts = enClient.CompareCharts }: Props) {
  const height = 80 + rows.length * (series.length * 9 + 16);
  return (
    <figure className={`card ${styles.figure}`}>
      <figcaption className={styles.caption}>{texts.testBarsCaption}</figcaption>
      <BarChart
        layout="vertical"
        responsive
        data={rows}
        style={{ width: "100%", height }}
        margin={{ top: 4, right: 16, bottom: 24, left: 4 }}
        barGap={1}
      >
        <CartesianGrid horizontal={false} stroke="currentColor" strokeOpacity={0.2} />
        <XAxis type="number" tick={AXIS_TEXT} stroke="currentColor" label={compareXAxisTitle(texts.perUserAxis)} />
        <YAxis type="category" dataKey="test" width={180} tick={AXIS_TEXT} stroke="currentColor" interval={0} />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          cursor={{ fill: "currentColor", fillOpacity: 0.08 }}
          formatter={(value) => (value == null ? EMPTY : formatTps(Number(value), 2))}
        />
        <Legend verticalAlign="top" formatter={(value) => <span className={styles.legend}>{value}</span>} />
        {series.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} isAnimationActive={false} />
        ))}
      </BarChart>
    </figure>
  );
}
