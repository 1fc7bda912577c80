"use client";

import { Bar, BarChart, CartesianGrid, LabelList, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { EMPTY, formatNumber, formatTps } from "@/lib/format";
import { fill, type Texts } from "@/lib/i18n/fill";
import enClient from "@/lib/i18n/messages/en/client.json";
import { ChartFrame } from "./chart-frame";
import { framedChart, SERIES_COLORS, xAxisTitle, yAxisTitle } from "./chart-theme";

export type DecodeThroughputBar = { label: string; value: number | null };

const tps = (value: unknown) => (typeof value === "number" ? formatTps(value, 0) : EMPTY);

/** Effective decode throughput (total t/s) of one precision by test context, as a bar chart. */
export function DecodeThroughputBars({
  bars,
  precision,
  texts = enClient.DecodeThroughputChart,
}: {
  bars: DecodeThroughputBar[];
  precision: string;
  /** Its words in the page's language; English when not given. */
  texts?: Texts<"DecodeThroughputChart">;
}) {
  return (
    <ChartFrame height={260}>
      <BarChart {...framedChart(260)} data={bars} title={fill(texts.title, { precision })}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="label" label={xAxisTitle(texts.xAxis)} />
        <YAxis width={64} tickFormatter={(value: number) => formatNumber(value, 0)} label={yAxisTitle(texts.yAxis)} />
        <Tooltip formatter={tps} />
        <Legend verticalAlign="top" height={32} />
        <Bar dataKey="value" name={precision} fill={SERIES_COLORS[0]} radius={[3, 3, 0, 0]} maxBarSize={72}>
          <LabelList
            dataKey="value"
            position="top"
            formatter={(value: unknown) => (typeof value === "number" ? formatNumber(value, 0) : "")}
          />
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}
