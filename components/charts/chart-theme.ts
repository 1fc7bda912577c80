import type { RechartsTheme } from "recharts";

/**
 * Series colours of the arena's charts: Okabe-Ito, safe for every common colour-vision
 * deficiency. Each is a design token (app/tokens.css, --chart-*), which swaps in the lighter
 * Okabe-Ito partner on dark pages (blue -> sky blue, vermillion -> orange).
 */
export const SERIES_COLORS = ["var(--chart-1)", "var(--chart-2)", "var(--chart-3)"] as const;

const item = (color: string) => ({
  fill: color,
  stroke: color,
  fillOpacity: 1,
  active: { stroke: color, strokeWidth: 2 },
});

/** A recharts theme made of the site's design tokens (CSS variables), so it follows prefers-color-scheme. */
export const ARENA_CHART_THEME: RechartsTheme = {
  graphicalItems: SERIES_COLORS.map(item),
  pageBackground: "var(--surface)",
  typography: { color: "var(--text)", fontSize: 13 },
  axis: { stroke: "var(--chart-axis)" },
  grid: { stroke: "var(--chart-grid)", strokeDasharray: "3 3", fill: "none" },
  cursor: { stroke: "var(--border)", fill: "var(--surface-2)", fillOpacity: 0.8 },
  label: { style: { fill: "var(--muted)" } },
  tooltip: {
    contentStyle: {
      margin: 0,
      padding: "0.4rem 0.6rem",
      background: "var(--surface)",
      color: "var(--text)",
      border: "1px solid var(--border)",
      borderRadius: 8,
      boxShadow: "var(--chart-tooltip-shadow)",
      whiteSpace: "nowrap",
    },
    itemStyle: { display: "block", paddingTop: 2, paddingBottom: 2 },
    labelStyle: { margin: 0, fontWeight: 600 },
  },
  legend: { labelStyle: { color: "var(--text)" } },
};

type ChartMargin = { top: number; right: number; bottom: number; left: number };

/** Size and margins of a chart that fills its `ChartFrame` of `height`, with room below for the x axis title. */
export function framedChart(height: number, margin: ChartMargin = { top: 8, right: 16, bottom: 24, left: 16 }) {
  return { responsive: true, style: { width: "100%", height }, margin };
}

/** The title under an x axis. */
export function xAxisTitle(value: string, offset = -16) {
  return { value, position: "insideBottom", offset } as const;
}

/** The title along a y axis, read upward on the left, downward on a second axis at the right. */
export function yAxisTitle(value: string, side: "left" | "right" = "left") {
  const left = side === "left";
  return {
    value,
    angle: left ? -90 : 90,
    position: left ? "insideLeft" : "insideRight",
    offset: -4,
    style: { textAnchor: "middle" },
  } as const;
}
