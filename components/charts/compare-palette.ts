/**
 * Okabe-Ito colours (colour-blind safe), one per compared run in the order the URL names them: the
 * design tokens' chart colours (app/tokens.css), lighter on dark pages.
 */
export const COMPARE_COLORS = ["var(--chart-1)", "var(--chart-6)", "var(--chart-3)", "var(--chart-4)"] as const;

/** The colour of the compared run at `index`; there are as many colours as runs can be compared. */
export function getCompareColor(index: number): string {
  const color = COMPARE_COLORS[index];
  if (color === undefined) throw new RangeError(`No colour for compared run ${index + 1}`);
  return color;
}

/** Letters that name the compared runs in tables and legends. */
export const COMPARE_LETTERS = ["A", "B", "C", "D"] as const;

/** Tooltip box in the site's colours, light or dark. */
export const TOOLTIP_STYLE = {
  background: "var(--surface)",
  border: "1px solid var(--border)",
  borderRadius: 8,
  boxShadow: "var(--chart-tooltip-shadow)",
  color: "var(--text)",
} as const;

/** Axis ticks and titles in the text's colour, small. */
export const AXIS_TEXT = { fill: "currentColor", fontSize: 12 } as const;

/** The title under a comparison chart's x axis. */
export function compareXAxisTitle(value: string) {
  return { value, position: "insideBottom", offset: -16, ...AXIS_TEXT } as const;
}

/** One run as a chart series: `key` names its field in the chart rows ("r0", "r1" ...). */
export type CompareSeries = { key: string; label: string; color: string };
