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

function PointTooltip({ active, payload }: TooltipContentProps) {
  const point = active ? (payload?.[0]?.payload as QualityThroughputPoint | undefined) : undefined;
  if (!point) return null;
  return (
    <div className={styles.tooltip}>
      <strong>{point.model}</strong>
      <div>
        {point.precision} · {point.hardware}
      </div>
      <div>Throughput: {formatNumber(point.throughput, 0)} tok/s</div>
      <div>Vendor quality: {formatNumber(point.quality, 1)}</div>
    </div>
  );
}

/**
 * Quality against throughput, one series per precision: the trade-off between a model that
 * answers better and one that answers faster. Quality is the vendors' reported mean, not ours.
 */
export function QualityThroughputScatter({ points, caption }: { points: QualityThroughputPoint[]; caption: string }) {
  const precisions = [...new Set(points.map((point) => point.precision))].sort();
  return (
    <figure className={`card ${styles.figure}`}>
      <figcaption className="muted">{caption}</figcaption>
      {points.length === 0 ? (
        <p>No run in this view has both a throughput figure and vendor quality figures.</p>
      ) : (
        <ScatterChart responsive className={styles.chart} margin={{ top: 16, right: 24, bottom: 36, left: 16 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis
            type="number"
            dataKey="throughput"
            name="Throughput"
            domain={[0, "auto"]}
            label={{ value: "Throughput (tok/s)", position: "insideBottom", offset: -24 }}
          />
          <YAxis
            type="number"
            dataKey="quality"
            name="Vendor quality"
            domain={[0, 100]}
            label={{
              value: "Vendor quality mean (%)",
              angle: -90,
              position: "insideLeft",
              offset: 0,
              style: { textAnchor: "middle" },
            }}
          />
          <ZAxis range={[90, 90]} />
          <Tooltip content={PointTooltip} cursor={{ strokeDasharray: "3 3" }} />
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
