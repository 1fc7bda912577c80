"use client";

import {
  CartesianGrid,
  Legend,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  ZAxis,
  type TooltipContentProps,
} from "recharts";
import { formatNumber } from "@/lib/format";
import { fill, type Texts } from "@/lib/i18n/fill";
import enClient from "@/lib/i18n/messages/en/client.json";
import styles from "./quality-throughput-scatter.module.css";

export type QualityThroughputPoint = {
  id: string;
  model: string;
  precision: string;
  hardware: string;
  /** Effective throughput, tok/s. */
  throughput: number;
  /** Vendor quality mean, percent (0..100). */
  quality: number;
};

/** Okabe-Ito, the colour-blind-safe palette: the design tokens' chart colours (app/tokens.css). */
const PALETTE = [1, 2, 3, 4, 5, 6, 7].map((n) => `var(--chart-${n})`);
const SHAPES = ["circle", "diamond", "square", "triangle", "cross", "star", "wye"] as const;

type Words = Texts<"QualityScatter">;

function PointTooltip({ active, payload, texts }: TooltipContentProps & { texts: Words }) {
  const point = active ? (payload?.[0]?.payload as QualityThroughputPoint | undefined) : undefined;
  if (!point) return null;
  return (
    <div className={styles.tooltip}>
      <strong>{point.model}</strong>
      <div>
        {point.precision} · {point.hardware}
      </div>
      <div>{fill(texts.tooltipThroughput, { value: formatNumber(point.throughput, 0) })}</div>
      <div>{fill(texts.tooltipQuality, { value: formatNumber(point.quality, 1) })}</div>
    </div>
  );
}

/**
 * Quality against throughput, one series per precision: the trade-off between a model that
 * answers better and one that answers faster. Quality is the vendors' reported mean, not ours.
 */
export function QualityThroughputScatter({
  points,
  caption,
  texts = enClient.QualityScatter,
}: {
  points: QualityThroughputPoint[];
  caption: string;
  /** Its words in the page's language; English when not given. */
  texts?: Words;
}) {
  const precisions = [...new Set(points.map((point) => point.precision))].sort();
  return (
    <figure className={`card ${styles.figure}`}>
      <figcaption className="muted">{caption}</figcaption>
      {points.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <ScatterChart responsive className={styles.chart} margin={{ top: 16, right: 24, bottom: 36, left: 16 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis
            type="number"
            dataKey="throughput"
            name={texts.throughput}
            domain={[0, "auto"]}
            label={{ value: texts.xAxis, position: "insideBottom", offset: -24 }}
          />
          <YAxis
            type="number"
            dataKey="quality"
            name={texts.vendorQuality}
            domain={[0, 100]}
            label={{
              value: texts.yAxis,
              angle: -90,
              position: "insideLeft",
              offset: 0,
              style: { textAnchor: "middle" },
            }}
          />
          <ZAxis range={[90, 90]} />
          <Tooltip content={(props) => <PointTooltip {...props} texts={texts} />} cursor={{ strokeDasharray: "3 3" }} />
          <Legend verticalAlign="top" height={28} />
          {precisions.map((precision, index) => (
            <Scatter
              key={precision}
              name={precision}
              data={points.filter((point) => point.precision === precision)}
              fill={PALETTE[index % PALETTE.length]}
              shape={SHAPES[index % SHAPES.length]}
              isAnimationActive={false}
            />
          ))}
        </ScatterChart>
      )}
    </figure>
  );
}
