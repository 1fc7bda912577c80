"use client";

import { Bar, BarChart, CartesianGrid, LabelList, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { EMPTY, formatNumber, formatTps } from "@/lib/format";
import { ChartFrame } from "./chart-frame";
import { SERIES_COLORS } from "./chart-theme";

export type DecodeThroughputBar = { label: string; value: number | null };

const tps = (value: unknown) => (typeof value === "number" ? formatTps(value, 0) : EMPTY);

/** Effective decode throughput (total t/s) of one precision by test context, as a bar chart. */
export function DecodeThroughputBars({ bars, precision }: { bars: DecodeThroughputBar[]; precision: string }) {
  return (
    <ChartFrame height={260}>
      <BarChart
        responsive
        data={bars}
        style={{ width: "100%", height: 260 }}
        margin={{ top: 8, right: 16, bottom: 24, left: 16 }}
        title={`Decode throughput, total t/s at 10 requests at once, ${precision}`}
      >
        <CartesianGrid vertical={false} />
        <XAxis dataKey="label" label={{ value: "Test context", position: "insideBottom", offset: -16 }} />
        <YAxis
          width={64}
          tickFormatter={(value: number) => formatNumber(value, 0)}
          label={{
            value: "Total t/s",
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
