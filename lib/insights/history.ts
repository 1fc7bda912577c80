/**
 * Engine-version history of a setup (model, precision, hardware): each figure of its listed runs
 * as a series per engine, ordered by engine version then date, and drops of more than
 * DROP_PERCENT between consecutive versions marked as possible regressions.
 * Pure: plain objects in, plain objects out (lib/insights/data.ts reads the runs).
 */
import type { SetupHistory } from "@/lib/insights/schema";
import { formatContext } from "@/lib/format";

/** A fall between consecutive engine versions above this share is marked as a possible regression. */
export const DROP_PERCENT = 5;

const PRE_RELEASE = /^[.\-_+]?(a|alpha|b|beta|c|rc|pre|preview|dev)\d*/i;
const POST_RELEASE = /^[.\-_+]?(post|p)\d*/i;

/** A version's release numbers ("0.26.1" of "v0.26.1rc1"; llama.cpp's "b4567" is 4567) and the rest. */
function splitVersion(version: string): { release: number[] | null; rest: string } {
  const match = /^\s*[vb]?(\d+(?:\.\d+)*)(.*)$/i.exec(version);
  if (!match) return { release: null, rest: version };
  return { release: (match[1] as string).split(".").map(Number), rest: (match[2] as string).trim() };
}

/** -1 before the release (rc, dev, beta …), 1 after it (post), 0 the release itself or a build note. */
const rankSuffix = (rest: string) => (PRE_RELEASE.test(rest) ? -1 : POST_RELEASE.test(rest) ? 1 : 0);

/**
 * Orders engine versions as releases: numbers compared as numbers ("0.10" after "0.9"), a release
 * candidate or dev build before its release ("0.26.1rc1.dev914" before "0.26.1"), a post
 * release after it; versions without numbers by their text.
 */
export function compareEngineVersions(a: string, b: string): number {
  const left = splitVersion(a);
  const right = splitVersion(b);
  if (left.release && right.release) {
    const length = Math.max(left.release.length, right.release.length);
    for (let index = 0; index < length; index++) {
      const difference = (left.release[index] ?? 0) - (right.release[index] ?? 0);
      if (difference !== 0) return difference;
    }
    const suffix = rankSuffix(left.rest) - rankSuffix(right.rest);
    if (suffix !== 0) return suffix;
  } else if (left.release || right.release) {
    return left.release ? 1 : -1;
  }
  return a.localeCompare(b, "en", { numeric: true });
}

/** One figure of a run, as the history shows it; `order` places its series among the others. */
export type HistoryFigure = { key: string; label: string; unit: string; order: number; value: number | null };

export type HistoryRun = {
  runId: string;
  engineName: string;
  engineVersion: string;
  measuredAt: string;
  figures: HistoryFigure[];
};

type Point = { runId: string; engineVersion: string; measuredAt: string; value: number };

/** The value at a version: the median of its runs, and the run closest to it (the newest on a tie). */
function summariseVersion(engineVersion: string, points: Point[]) {
  const sorted = points.map((point) => point.value).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  let closest = points[0] as Point;
  for (const point of points) {
    const distance = Math.abs(point.value - median) - Math.abs(closest.value - median);
    if (distance < 0 || (distance === 0 && point.measuredAt >= closest.measuredAt)) closest = point;
  }
  return { engineVersion, value: median, runId: closest.runId, runs: points.length };
}

/** The series of one figure under one engine: its points, its versions and the drops between them. */
function computeSeries(points: Point[]) {
  const ordered = [...points].sort(
    (a, b) => compareEngineVersions(a.engineVersion, b.engineVersion) || a.measuredAt.localeCompare(b.measuredAt),
  );
  const versions: ReturnType<typeof summariseVersion>[] = [];
  for (const point of ordered) {
    const last = versions.at(-1);
    if (last && last.engineVersion === point.engineVersion) continue;
    versions.push(
      summariseVersion(
        point.engineVersion,
        ordered.filter((candidate) => candidate.engineVersion === point.engineVersion),
      ),
    );
  }
  const drops = versions.slice(1).flatMap((to, index) => {
    const from = versions[index] as (typeof versions)[number];
    if (!(from.value > 0)) return [];
    const changePercent = ((to.value - from.value) / from.value) * 100;
    if (changePercent >= -DROP_PERCENT) return [];
    return [
      {
        fromVersion: from.engineVersion,
        toVersion: to.engineVersion,
        fromRunId: from.runId,
        toRunId: to.runId,
        fromValue: from.value,
        toValue: to.value,
        changePercent,
      },
    ];
  });
  return { points: ordered, versions, drops };
}

/**
 * The history of a setup's runs: per engine (by name), one series per figure that some run
 * measured, in the figures' order. Every figure is one where more is better (tok/s, req/s).
 */
export function computeSetupHistory(runs: HistoryRun[]): SetupHistory["engines"] {
  const engineNames = [...new Set(runs.map((run) => run.engineName))].sort((a, b) => a.localeCompare(b));
  return engineNames.map((engineName) => {
    const engineRuns = runs.filter((run) => run.engineName === engineName);
    const figures = new Map<string, Omit<HistoryFigure, "value"> & { points: Point[] }>();
    for (const run of engineRuns) {
      for (const figure of run.figures) {
        if (figure.value === null || !Number.isFinite(figure.value)) continue;
        const series = figures.get(figure.key) ?? { ...figure, points: [] };
        series.points.push({
          runId: run.runId,
          engineVersion: run.engineVersion,
          measuredAt: run.measuredAt,
          value: figure.value,
        });
        figures.set(figure.key, series);
      }
    }
    const series = [...figures.values()]
      .sort((a, b) => a.order - b.order || a.key.localeCompare(b.key))
      .map(({ key, label, unit, points }) => ({ key, label, unit, ...computeSeries(points) }));
    return { engineName, series };
  });
}

type DecodeCell = { contextTokens: number; concurrency: number; perRequestTps: number | null; totalTps: number | null };

const contextWords = (tokens: number) => (tokens === 0 ? "an empty context" : `${formatContext(tokens)} context`);

/**
 * The main cells of a run's speed matrix (its valid decode cells), as history figures: at its
 * smallest context, one request's decode speed (per-request tok/s) and the total decode at its
 * highest concurrency. Each is keyed by its context and concurrency, so that only like cells of
 * runs with different grids form a series.
 */
export function computeMatrixHistoryFigures(cells: DecodeCell[]): HistoryFigure[] {
  const smallest = Math.min(...cells.map((cell) => cell.contextTokens));
  const row = cells.filter((cell) => cell.contextTokens === smallest);
  const single = row.find((cell) => cell.concurrency === 1 && cell.perRequestTps !== null);
  const top = row
    .filter((cell) => cell.totalTps !== null && cell.concurrency > 1)
    .sort((a, b) => b.concurrency - a.concurrency)[0];
  const figures: HistoryFigure[] = [];
  if (single) {
    figures.push({
      key: `matrix:decode:${smallest}:1`,
      label: `Matrix: 1 request at ${contextWords(smallest)}, tok/s`,
      unit: "tok/s",
      order: 101,
      value: single.perRequestTps,
    });
  }
  if (top) {
    figures.push({
      key: `matrix:decode:${smallest}:${top.concurrency}`,
      label: `Matrix: ${top.concurrency} requests at ${contextWords(smallest)}, total tok/s`,
      unit: "tok/s",
      order: 102 + top.concurrency,
      value: top.totalTps,
    });
  }
  return figures;
}
