/**
 * Setup health: where a run's headline figures sit among the listed runs of the same setup
 * (model, precision and hardware; and engine when at least MIN_PEERS such runs exist), next to
 * the memory-bandwidth decode ceiling, and a flag when the run is far below its peers.
 * Pure: plain objects in, plain objects out (lib/insights/data.ts reads the runs).
 */
import { diffSettingsFromFaster, type RunSettings, type SettingDifference } from "@/lib/insights/launch-settings";
import type { FigureStanding, SetupHealth } from "@/lib/insights/schema";
import { computeBytesPerParam, type CeilingModel } from "@/lib/scoring/memory";

/** Nothing is claimed about a figure with fewer peers than this. */
export const MIN_PEERS = 3;
/** A figure below this share of the peers' median (speed; for times, the median over the time)... */
export const FAR_BELOW_MEDIAN_RATIO = 0.7;
/** ...and worse than at least this share of the peers is far below them. */
export const FAR_BELOW_WORSE_THAN_SHARE = 0.9;

export const TOO_FEW_PEERS_TEXT = "fewer than 3 runs of this setup";
export const FLAG_TEXT = "slower than 9 of 10 runs of this setup: check power limits, clocks, PCIe width, engine flags";

export const HEALTH_FIGURES = [
  { key: "chatPerUserTps", label: "Per-user decode, chat at 10 users", unit: "tok/s", better: "higher" },
  { key: "singleDecodeTps", label: "Single-request decode", unit: "tok/s", better: "higher" },
  { key: "chatTtftS", label: "Time to first token at 1k context (chat)", unit: "s", better: "lower" },
  { key: "ragTtftS", label: "Time to first token at 8k context (RAG)", unit: "s", better: "lower" },
  { key: "largeContextTtftS", label: "Time to first token at 25k context", unit: "s", better: "lower" },
  { key: "throughputTps", label: "Effective throughput, RAG 8k at 10 users", unit: "tok/s", better: "higher" },
  { key: "capacity5s", label: "Capacity at p95 TTFT under 5 s", unit: "req/s", better: "higher" },
  { key: "capacity10s", label: "Capacity at p95 TTFT under 10 s", unit: "req/s", better: "higher" },
  { key: "peakDecodeTps", label: "Peak total decode (speed matrix)", unit: "tok/s", better: "higher" },
] as const;

export type HealthFigureKey = (typeof HEALTH_FIGURES)[number]["key"];
export type HealthFigures = Partial<Record<HealthFigureKey, number | null>>;

/** A run as the health compares it: its figures and what it was launched with. */
export type HealthRun = RunSettings & { runId: string; engineName: string; figures: HealthFigures };

const readFigure = (run: HealthRun, key: HealthFigureKey): number | null => {
  const value = run.figures[key];
  return value == null || !Number.isFinite(value) ? null : value;
};

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function computeMedian(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Where `value` stands among `peers` (the run itself not among them): rank (1 = best; ties
 * share the better rank) out of peers + 1, percentile (share of peers it beats, ties counted
 * half, 0..100), the peers' median, the value over the median as a speed ratio (the median over
 * the value for times: under 1 is always worse) and the share of peers strictly better.
 */
export function computeStanding(value: number, peers: readonly number[], better: "higher" | "lower") {
  const isBetter = (peer: number) => (better === "higher" ? peer > value : peer < value);
  const betterCount = peers.filter(isBetter).length;
  const tied = peers.filter((peer) => peer === value).length;
  const beaten = peers.length - betterCount - tied;
  const median = computeMedian(peers);
  let ratioToMedian: number | null = null;
  if (median !== null && median > 0 && value > 0) ratioToMedian = better === "higher" ? value / median : median / value;
  return {
    rank: betterCount + 1,
    of: peers.length + 1,
    percentile: peers.length === 0 ? null : ((beaten + tied / 2) / peers.length) * 100,
    median,
    ratioToMedian,
    worseThanShare: peers.length === 0 ? 0 : betterCount / peers.length,
  };
}

/** Far below the peers: under FAR_BELOW_MEDIAN_RATIO of their median and worse than 9 of 10 of them. */
export function isFarBelow(standing: { ratioToMedian: number | null; worseThanShare: number }): boolean {
  return (
    standing.ratioToMedian !== null &&
    standing.ratioToMedian < FAR_BELOW_MEDIAN_RATIO &&
    standing.worseThanShare >= FAR_BELOW_WORSE_THAN_SHARE
  );
}

/** Why a setup has no memory-bandwidth decode ceiling, in words; null when it has one. */
export function explainMissingCeiling(model: CeilingModel, bandwidthGBs: number | null): string | null {
  if (bandwidthGBs === null || !(bandwidthGBs > 0)) return "the hardware's memory bandwidth is not in the catalogue";
  if (model.architecture === "moe" && !(model.activeParamsB && model.activeParamsB > 0)) {
    return "the model's active parameters per token (mixture of experts) are not in the catalogue";
  }
  if (computeBytesPerParam(model.precision) === null) {
    return `the precision "${model.precision}" names no known bytes per parameter`;
  }
  return null;
}

export type CeilingInput = {
  model: CeilingModel;
  bandwidthGBs: number | null;
  /** As stored by the recompute (lib/scoring/memory.ts): the ceiling and measured decode over it. */
  decodeCeilingTps: number | null;
  efficiency: number | null;
};

/** The run's single-request decode as a share of the memory-bandwidth ceiling, or why there is none. */
export function computeCeilingStanding(input: CeilingInput) {
  const missing = explainMissingCeiling(input.model, input.bandwidthGBs);
  const ceilingTps = missing === null ? input.decodeCeilingTps : null;
  const ratio = ceilingTps === null ? null : input.efficiency;
  return {
    ceilingTps,
    measuredTps: ratio === null || ceilingTps === null ? null : ratio * ceilingTps,
    ratio,
    missing:
      missing ??
      (ratio === null ? "no single-request decode was measured (chat at 1 user, or a matrix cell at 1 request)" : null),
  };
}

export type SetupHealthInput = {
  run: HealthRun;
  /** The other listed runs of the same model, precision and hardware (any engine). */
  peers: HealthRun[];
  ceiling: CeilingInput;
};

/**
 * The run's setup health. Peers are the other listed runs of its setup with the same engine when
 * there are at least MIN_PEERS of them, else with any engine. A figure is compared only with
 * MIN_PEERS peers that measured it; the flag is raised when any compared figure is far below,
 * and lists the settings in which the runs better than this one on those figures differ.
 */
export function computeSetupHealth({ run, peers: allPeers, ceiling }: SetupHealthInput): SetupHealth {
  const sameEngine = allPeers.filter((peer) => peer.engineName === run.engineName);
  const scope = sameEngine.length >= MIN_PEERS ? ("engine" as const) : ("setup" as const);
  const peers = scope === "engine" ? sameEngine : allPeers;
  const standings = HEALTH_FIGURES.flatMap((figure): FigureStanding[] => {
    const value = readFigure(run, figure.key);
    if (value === null) return [];
    const measured = peers.flatMap((peer) => {
      const peerValue = readFigure(peer, figure.key);
      return peerValue === null ? [] : [{ runId: peer.runId, value: peerValue }];
    });
    const base = { key: figure.key, label: figure.label, unit: figure.unit, better: figure.better, value };
    if (measured.length < MIN_PEERS) {
      const none = { median: null, rank: null, of: null, percentile: null, ratioToMedian: null };
      return [{ ...base, peers: measured.length, compared: false, ...none, farBelow: false, note: TOO_FEW_PEERS_TEXT }];
    }
    const { worseThanShare, ...standing } = computeStanding(
      value,
      measured.map((peer) => peer.value),
      figure.better,
    );
    const farBelow = isFarBelow({ ratioToMedian: standing.ratioToMedian, worseThanShare });
    return [{ ...base, peers: measured.length, compared: true, ...standing, farBelow, note: null }];
  });
  const flagged = standings.filter((figure) => figure.farBelow);
  const fasterIds = new Set(
    flagged.flatMap((figure) =>
      peers
        .filter((peer) => {
          const peerValue = readFigure(peer, figure.key as HealthFigureKey);
          if (peerValue === null) return false;
          return figure.better === "higher" ? peerValue > figure.value : peerValue < figure.value;
        })
        .map((peer) => peer.runId),
    ),
  );
  const faster = peers.filter((peer) => fasterIds.has(peer.runId));
  const differences: SettingDifference[] = diffSettingsFromFaster(run, faster);
  return {
    scope,
    engineName: run.engineName,
    peerRuns: peers.length,
    figures: standings,
    ceiling: computeCeilingStanding(ceiling),
    flag:
      flagged.length === 0
        ? null
        : { text: FLAG_TEXT, figures: flagged.map((figure) => figure.label), fasterRuns: faster.length, differences },
  };
}
