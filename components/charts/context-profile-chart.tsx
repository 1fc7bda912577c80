"use client";

import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { formatContext, formatMs, formatNumber, formatThroughput } from "@/lib/format";
import { fill, type Texts } from "@/lib/i18n/fill";
import enClient from "@/lib/i18n/messages/en/client.json";
import type { FigureKey } from "@/lib/measurements/definitions";
import type { ProfilePoint } from "@/lib/measurements/groups";
import { ChartFrame } from "./chart-frame";
import { framedChart, SERIES_COLORS, xAxisTitle } from "./chart-theme";

const TIME_FIGURES = new Set<FigureKey>(["ttftMeanMs", "e2elMeanMs"]);

/**
 * One context-scaling profile: speed (left axis) and waits (right axis) against the context
 * depth. Depths from 0 to 200k+ are drawn on a symmetric log axis, so the short depths, where most
 * of the change happens, are not squeezed against zero.
 */
export function ContextProfileChart({
  points,
  figures,
  title,
  texts = enClient.ContextProfileChart,
}: {
  points: ProfilePoint[];
  figures: FigureKey[];
  title: string;
  /** Its words in the page's language; English when not given. */
  texts?: Texts<"ContextProfileChart">;
}) {
  const depths = points.map((point) => point.depth);
  const wide = Math.max(...depths) >= 20 * Math.max(1, Math.min(...depths.filter((depth) => depth > 0)));
  const speeds = figures.filter((figure) => !TIME_FIGURES.has(figure));
  const times = figures.filter((figure) => TIME_FIGURES.has(figure));
  return (
    <ChartFrame height={300}>
      <LineChart {...framedChart(300)} data={points} title={title}>
        <CartesianGrid vertical={false} />
        <XAxis
          dataKey="depth"
          type="number"
          scale={wide ? "symlog" : "linear"}
          domain={[0, "dataMax"]}
          ticks={depths}
          tickFormatter={(value: number) => formatContext(value)}
          label={xAxisTitle(texts.xAxis)}
        />
        {speeds.length > 0 && (
          <YAxis yAxisId="speed" width={64} tickFormatter={(value: number) => formatNumber(value, 0)} />
        )}
        {times.length > 0 && (
          <YAxis yAxisId="time" orientation="right" width={72} tickFormatter={(value: number) => formatMs(value)} />
        )}
        <Tooltip
          labelFormatter={(label) => fill(texts.depth, { context: formatContext(Number(label)) })}
          formatter={(value: unknown, _name: unknown, item: { dataKey?: unknown }) =>
            typeof value !== "number"
              ? "—"
              : TIME_FIGURES.has(item.dataKey as FigureKey)
                ? formatMs(value)
                : fill(texts.tps, { value: formatThroughput(value) })
          }
        />
        <Legend verticalAlign="top" height={32} />
        {figures.map((figure, index) => (
          <Line
            key={figure}
            yAxisId={TIME_FIGURES.has(figure) ? "time" : "speed"}
            dataKey={figure}
            name={texts[figure]}
            stroke={SERIES_COLORS[index % SERIES_COLORS.length]}
            strokeWidth={2}
            strokeDasharray={TIME_FIGURES.has(figure) ? "6 3" : undefined}
            dot={{ r: 3 }}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ChartFrame>
  );
}
