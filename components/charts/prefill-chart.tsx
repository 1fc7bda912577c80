"use client";

import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from "recharts";
import { formatContext, formatMs, formatNumber, formatThroughput } from "@/lib/format";
import { fill, type Texts } from "@/lib/i18n/fill";
import enClient from "@/lib/i18n/messages/en/client.json";
import { ChartFrame } from "./chart-frame";
import { framedChart, SERIES_COLORS, xAxisTitle, yAxisTitle } from "./chart-theme";

export type PrefillPoint = { contextTokens: number; promptTps: number | null; ttftMs: number | null };

/** Axis ticks: 9000 -> "9K", 12500 -> "12.5K", 500 -> "500". */
function formatTick(value: number) {
  if (value < 1000) return formatNumber(value, 0);
  return `${formatNumber(value / 1000, value % 1000 === 0 ? 0 : 1)}K`;
}

/** Prefill speed by context: prompt tok/s as bars (left axis), TTFT as a line (right axis); English by default. */
export function PrefillChart({
  points,
  texts = enClient.PrefillChart,
}: {
  points: PrefillPoint[];
  texts?: Texts<"PrefillChart">;
}) {
  const formatTooltip = (value: unknown, name: unknown) => {
    const number = typeof value === "number" ? value : null;
    return name === texts.ttft ? formatMs(number) : fill(texts.tps, { value: formatThroughput(number) });
  };
  const data = points.map((point) => ({ ...point, context: formatContext(point.contextTokens) }));
  return (
    <ChartFrame height={300}>
      <ComposedChart {...framedChart(300)} data={data} title={texts.title}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="context" label={xAxisTitle(texts.xAxis)} />
        <YAxis yAxisId="tps" width={64} tickFormatter={formatTick} label={yAxisTitle(texts.promptTps)} />
        <YAxis
          yAxisId="ttft"
          orientation="right"
          width={72}
          tickFormatter={(value: number) => formatNumber(value, 0)}
          label={yAxisTitle(texts.ttftAxis, "right")}
        />
        <Tooltip
          formatter={formatTooltip}
          labelFormatter={(label) => fill(texts.context, { context: String(label) })}
        />
        <Legend verticalAlign="top" height={32} />
        <Bar
          yAxisId="tps"
          dataKey="promptTps"
          name={texts.promptTps}
          fill={SERIES_COLORS[0]}
          radius={[3, 3, 0, 0]}
          maxBarSize={56}
        />
        <Line
          yAxisId="ttft"
          dataKey="ttftMs"
          name={texts.ttft}
          stroke={SERIES_COLORS[1]}
          strokeWidth={2}
          strokeDasharray="6 3"
          dot={{ r: 4, fill: SERIES_COLORS[1] }}
          type="monotone"
        />
      </ComposedChart>
    </ChartFrame>
  );
}
