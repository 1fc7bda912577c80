/**
 * The decode heatmap of a speed matrix: which figure a cell shows, how good it is on a
 * colour-blind-safe sequential ramp, and the words of its tooltip. Pure: safe on client and server.
 */
import { formatContext, formatMs, formatNumber, formatThroughput } from "@/lib/format";
import { fill } from "@/lib/i18n/fill";
import type { MatrixCell } from "@/lib/ingest/schema";

export type HeatmapCell = Pick<
  MatrixCell,
  "contextTokens" | "concurrency" | "status" | "totalTps" | "perRequestTps" | "ttftMs" | "tbtMs" | "failureReason"
>;

/** The figures a decode cell can be shaded by, in the order of the metric switch. */
export const HEATMAP_METRICS = [
  { key: "totalTps", label: "Total tok/s", caption: "total tok/s", better: "higher", format: formatThroughput },
  {
    key: "perRequestTps",
    label: "Per request tok/s",
    caption: "per request tok/s",
    better: "higher",
    format: (v: number | null) => formatNumber(v, 1),
  },
  { key: "ttftMs", label: "TTFT", caption: "TTFT", better: "lower", format: (v: number | null) => formatMs(v) },
  {
    key: "tbtMs",
    label: "Time between tokens",
    caption: "time between tokens",
    better: "lower",
    format: (v: number | null) => formatMs(v, 1),
  },
] as const satisfies ReadonlyArray<{
  key: keyof HeatmapCell;
  label: string;
  caption: string;
  better: "higher" | "lower";
  format: (value: number | null) => string;
}>;

export type HeatmapMetric = (typeof HEATMAP_METRICS)[number];
export type HeatmapMetricKey = HeatmapMetric["key"];

/** The metric of a key; the first (total tok/s) for anything else. */
export function getHeatmapMetric(key: string): HeatmapMetric {
  return HEATMAP_METRICS.find((metric) => metric.key === key) ?? HEATMAP_METRICS[0];
}

/**
 * ColorBrewer "Blues", a single-hue sequential ramp that reads the same under every common
 * colour-vision deficiency. Light pages: worst is the lightest, best the darkest. Dark pages
 * reverse it, so the best cells stand out as the brightest on a dark background.
 */
const BLUES = ["#deebf7", "#c6dbef", "#9ecae1", "#6baed6", "#4292c6", "#2171b5", "#08519c", "#08306b"] as const;
export const HEATMAP_STEPS = BLUES.length;

const DARK_TEXT = "#111111";
const LIGHT_TEXT = "#ffffff";

function channel(hex: string, offset: number) {
  const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of "#rrggbb". */
export function computeLuminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** WCAG contrast ratio of two "#rrggbb" colours, 1 to 21. */
export function computeContrastRatio(a: string, b: string): number {
  const [luminanceA, luminanceB] = [computeLuminance(a), computeLuminance(b)];
  return (Math.max(luminanceA, luminanceB) + 0.05) / (Math.min(luminanceA, luminanceB) + 0.05);
}

/** Near-black or white, whichever contrasts more with the background. */
export function pickTextColor(background: string): string {
  return computeContrastRatio(background, DARK_TEXT) >= computeContrastRatio(background, LIGHT_TEXT)
    ? DARK_TEXT
    : LIGHT_TEXT;
}

function getBlue(index: number): string {
  const color = BLUES[index];
  if (color === undefined) throw new RangeError(`The heatmap has no step ${index}`);
  return color;
}

export type CellColors = { background: string; color: string };

/** Background and text of a step (0 = worst, HEATMAP_STEPS - 1 = best) for light and dark pages. */
export function computeStepColors(step: number): { light: CellColors; dark: CellColors } {
  const index = Math.max(0, Math.min(HEATMAP_STEPS - 1, Math.round(step)));
  const light = getBlue(index);
  const dark = getBlue(HEATMAP_STEPS - 1 - index);
  return {
    light: { background: light, color: pickTextColor(light) },
    dark: { background: dark, color: pickTextColor(dark) },
  };
}

export type HeatmapScale = {
  /** The worst and best values shaded, or null when no cell has the figure. */
  worst: number | null;
  best: number | null;
  /** Whether steps are spaced on a log scale (every value positive) or a linear one. */
  log: boolean;
  /** The step of a value, 0 = worst; null when the value is missing. */
  stepOf: (value: number | null | undefined) => number | null;
};

/**
 * Spreads the values over HEATMAP_STEPS steps, worst to best. Figures of a matrix span two
 * orders of magnitude (TTFT 78 ms to 12.7 s), so positive values are spaced on a log scale.
 */
export function computeHeatmapScale(
  values: Array<number | null | undefined>,
  better: "higher" | "lower",
): HeatmapScale {
  const present = values.filter(
    (value): value is number => value !== null && value !== undefined && Number.isFinite(value),
  );
  if (present.length === 0) return { worst: null, best: null, log: false, stepOf: () => null };
  const min = Math.min(...present);
  const max = Math.max(...present);
  const log = min > 0;
  const position = (value: number) => (log ? Math.log(value) : value);
  const [low, high] = [position(min), position(max)];
  return {
    worst: better === "higher" ? min : max,
    best: better === "higher" ? max : min,
    log,
    stepOf(value) {
      if (value === null || value === undefined || !Number.isFinite(value)) return null;
      if (high === low) return HEATMAP_STEPS - 1;
      const t = (position(Math.max(min, Math.min(max, value))) - low) / (high - low);
      const goodness = better === "higher" ? t : 1 - t;
      return Math.min(HEATMAP_STEPS - 1, Math.floor(goodness * HEATMAP_STEPS));
    },
  };
}

/** The words of a cell's tooltip, `{argument}`s filled by fill(): DecodeHeatmap in lib/i18n/messages. */
export type DecodeCellWords = Record<
  | "whereOne"
  | "whereOther"
  | "tipNote"
  | "tipError"
  | "tipErrorReason"
  | "tipWhere"
  | "tipTotal"
  | "tipPerRequest"
  | "tipTtft"
  | "tipTbt",
  string
>;

/** The tooltip's words in English, as the English catalogue has them. */
const ENGLISH_CELL_WORDS: DecodeCellWords = {
  whereOne: "{context} context × {concurrency} request at once",
  whereOther: "{context} context × {concurrency} requests at once",
  tipNote: "{where}: {note}",
  tipError: "{where}: error",
  tipErrorReason: "{where}: error: {reason}",
  tipWhere: "{where}:",
  tipTotal: "{value} total tok/s",
  tipPerRequest: "{value} tok/s per request",
  tipTtft: "{value} TTFT",
  tipTbt: "{value} between tokens",
};

/** The full figures of a decode cell, for its tooltip (in English unless given other `words`). */
export function describeDecodeCell(
  cell: HeatmapCell,
  overCapacityNote: string,
  words: DecodeCellWords = ENGLISH_CELL_WORDS,
): string {
  const where = fill(cell.concurrency === 1 ? words.whereOne : words.whereOther, {
    context: formatContext(cell.contextTokens),
    concurrency: cell.concurrency,
  });
  if (cell.status === "over_capacity") return fill(words.tipNote, { where, note: overCapacityNote });
  if (cell.status === "error") {
    return cell.failureReason
      ? fill(words.tipErrorReason, { where, reason: cell.failureReason })
      : fill(words.tipError, { where });
  }
  return [
    fill(words.tipWhere, { where }),
    fill(words.tipTotal, { value: formatThroughput(cell.totalTps) }),
    fill(words.tipPerRequest, { value: formatNumber(cell.perRequestTps, 1) }),
    fill(words.tipTtft, { value: formatMs(cell.ttftMs) }),
    fill(words.tipTbt, { value: formatMs(cell.tbtMs, 1) }),
  ].join("\n");
}
