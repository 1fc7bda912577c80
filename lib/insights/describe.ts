/**
 * The setup health and history in words, as the run page, the upload preview and the Markdown
 * export write them. Pure: safe on client and server.
 */
import { EMPTY, formatDurationMs, formatEngineName, formatNumber, formatPercent, formatRate } from "@/lib/format";
import type { FigureStanding, SetupHealth } from "@/lib/insights/schema";

/** A figure in its unit: "12.5 tok/s", "1.82 s", "0.24 req/s". */
export function formatFigure(value: number | null, unit: string): string {
  if (value === null) return EMPTY;
  if (unit === "s") return formatDurationMs(value * 1000);
  if (unit === "req/s") return formatRate(value);
  return `${formatNumber(value, value >= 100 ? 0 : 1)} ${unit}`;
}

/** 1 -> "1st", 2 -> "2nd", 11 -> "11th", 23 -> "23rd". */
export function formatOrdinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

/** "2nd of 5". */
export function formatRank(standing: Pick<FigureStanding, "rank" | "of">): string {
  return standing.rank === null || standing.of === null ? EMPTY : `${formatOrdinal(standing.rank)} of ${standing.of}`;
}

/** "62nd percentile". */
export function formatPercentile(percentile: number | null): string {
  return percentile === null ? EMPTY : `${formatOrdinal(Math.round(percentile))} percentile`;
}

/** Which runs the figures were compared with, in a sentence. */
export function describePeers(health: Pick<SetupHealth, "scope" | "engineName" | "peerRuns">): string {
  const runs = health.peerRuns === 1 ? "1 other listed run" : `${health.peerRuns} other listed runs`;
  const scope =
    health.scope === "engine"
      ? `the same model, precision, hardware and engine (${formatEngineName(health.engineName)})`
      : "the same model, precision and hardware, any engine";
  return `Compared with ${runs} of ${scope}.`;
}

/** The decode-ceiling ratio in a sentence, or why there is none. */
export function describeCeiling(ceiling: SetupHealth["ceiling"]): string {
  if (ceiling.ratio === null || ceiling.ceilingTps === null) {
    return `No decode-ceiling ratio: ${ceiling.missing ?? "the ceiling is unknown"}.`;
  }
  return (
    `Single-request decode ${formatFigure(ceiling.measuredTps, "tok/s")} is ${formatPercent(ceiling.ratio)} of the ` +
    `memory-bandwidth ceiling of ${formatFigure(ceiling.ceilingTps, "tok/s")} (bandwidth ÷ weights read per token).`
  );
}

/** A faster runs' values of a setting: "0.9 (3 runs), 0.95 (1 run)". */
export function formatFasterValues(values: Array<{ value: string; runs: number }>): string {
  return values.map(({ value, runs }) => `${value} (${runs === 1 ? "1 run" : `${runs} runs`})`).join(", ");
}
