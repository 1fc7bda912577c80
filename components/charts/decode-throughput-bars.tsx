"use client";

import { Bar, BarChart, CartesianGrid, LabelList, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { EMPTY, formatNumber, formatTps } from "@/lib/format";
import { fill, type Texts } from "@/lib/i18n/fill";
import enClient from "@/lib/i18n/messages/en/client.json";
import { ChartFrame } from "./chart-frame";
import { SERIES_COLORS } from "./chart-theme";

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
      <BarChart
        responsive
        data={bars}
        style={{ width: "100%", height: 260 }}
        margin={{ top: 8, right: 16, bottom: 24, left: 16 }}
        title={fill(texts.title, { precision })}
      >
        <CartesianGrid vertical={false} />
        <XAxis dataKey="label" label={{ value: texts.xAxis, position: "insideBottom", offset: -16 }} />
        <YAxis
          width={64}
          tickFormatter={(value: number) => formatNumber(value, 0)}
          label={{
            value: texts.yAxis,
            angle: -90,
            position: "insideLeft",
            offset: -4,
            style: { textAnchor: "middle" },
          }}
        />
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
