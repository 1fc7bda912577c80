/**
 * Titles and descriptions of public pages built from their own figures, so that no two runs
 * share a title and a shared link says what it shows. Pure: plain objects in, text out.
 */
import { formatDurationMs, formatIsoDate, formatNumber, formatParams, formatTps } from "@/lib/format";

/** What a run's title and description name (lib/discovery/data.ts `getRunCard`). */
export type RunFacts = {
  modelName: string;
  precision: string;
  hardwareName: string;
  engine: string;
  measuredAt: Date;
  score: number | null;
  perUserTps: number | null;
  ttftS: number | null;
  peakDecodeTps: number | null;
};

/** The headline figures a run has, in words: "12.5 t/s per user, 637 ms to first token, score 60.5". */
export function describeRunFigures(run: RunFacts): string[] {
  const figures: string[] = [];
  if (run.perUserTps !== null) figures.push(`${formatTps(run.perUserTps)} per user`);
  if (run.ttftS !== null) figures.push(`${formatDurationMs(run.ttftS * 1000)} to first token`);
  if (run.perUserTps === null && run.peakDecodeTps !== null)
    figures.push(`peak decode ${formatTps(run.peakDecodeTps)}`);
  if (run.score !== null) figures.push(`score ${formatNumber(run.score)}`);
  return figures;
}

/** "Qwen3.5-9B BF16 on DGX Spark · vllm 0.26.0 · 2026-08-07": unique per run in practice. */
export function computeRunTitle(run: RunFacts): string {
  return `${run.modelName} ${run.precision} on ${run.hardwareName} · ${run.engine} · ${formatIsoDate(run.measuredAt)}`;
}

export function computeRunDescription(run: RunFacts): string {
  const figures = describeRunFigures(run);
  return (
    `${run.modelName} at ${run.precision} served by ${run.engine} on ${run.hardwareName}, ` +
    `measured ${formatIsoDate(run.measuredAt)}` +
    (figures.length > 0 ? `: ${figures.join(", ")}.` : ".")
  );
}

/** "A, B and 3 more": at most `shown` names. */
export function formatList(names: string[], shown = 3): string {
  if (names.length <= 1) return names[0] ?? "";
  const head = names.slice(0, shown);
  const rest = names.length - head.length;
  if (rest > 0) return `${head.join(", ")} and ${rest} more`;
  return `${head.slice(0, -1).join(", ")} and ${head[head.length - 1]}`;
}

export function computeModelDescription(model: {
  name: string;
  organizationName: string;
  paramsB: number;
  activeParamsB: number | null;
  precisions: string[];
}): string {
  const params =
    model.activeParamsB !== null
      ? `${formatParams(model.paramsB)} parameters, ${formatParams(model.activeParamsB)} active`
      : `${formatParams(model.paramsB)} parameters`;
  return (
    `How fast ${model.name} by ${model.organizationName} (${params}) runs self-hosted at ` +
    `${formatList(model.precisions)}: tokens per second per user, time to first token and capacity, ` +
    "from measured runs."
  );
}

export function computeHardwareDescription(hardware: { hardwareName: string; runCount: number; modelNames: string[] }) {
  const models = [...new Set(hardware.modelNames)];
  const runs = `${hardware.runCount} measured ${hardware.runCount === 1 ? "run" : "runs"}`;
  return (
    `How fast LLMs run self-hosted on ${hardware.hardwareName}: ${runs} of ${formatList(models)}, ` +
    "with per-user tokens per second, time to first token and the decode ceiling."
  );
}
