/**
 * Comparing two to four runs (/compare?runs=a,b,c): which ids the URL names, the change of a
 * figure against the first run, and the decode matrix at a context every run measured. Pure.
 */
import { isRunId } from "@/lib/runs/run-id";

export const MIN_COMPARE = 2;
export const MAX_COMPARE = 4;

/**
 * The run ids in `?runs=`, leniently: comma- or space-separated, repeated parameters joined,
 * malformed ids set aside, duplicates dropped, at most four kept (the rest counted as `extra`).
 */
export function parseCompareIds(value: string | string[] | undefined) {
  const parts = (Array.isArray(value) ? value.join(",") : (value ?? "")).split(/[\s,]+/).filter(Boolean);
  const valid = [...new Set(parts.filter(isRunId))];
  const invalid = [...new Set(parts.filter((part) => !isRunId(part)))];
  return { ids: valid.slice(0, MAX_COMPARE), extra: Math.max(0, valid.length - MAX_COMPARE), invalid };
}

/** The query string of a comparison: "/compare?runs=a,b". */
export function buildCompareHref(ids: string[]): string {
  return ids.length === 0 ? "/compare" : `/compare?runs=${ids.map(encodeURIComponent).join(",")}`;
}

/** Change of `value` against `base` in percent; null when either is missing or the base is 0. */
export function computeDeltaPercent(base: number | null | undefined, value: number | null | undefined): number | null {
  if (base == null || value == null || base === 0 || !Number.isFinite(base) || !Number.isFinite(value)) return null;
  return ((value - base) / base) * 100;
}

export type DecodeCell = { contextTokens: number; concurrency: number; totalTps: number | null };

/** Contexts at which every given run has a valid decode cell, ascending. */
export function listSharedContexts(runs: DecodeCell[][]): number[] {
  const sets = runs.map((cells) => new Set(cells.filter((c) => c.totalTps !== null).map((c) => c.contextTokens)));
  const [first] = sets;
  if (!first) return [];
  return [...first].filter((context) => sets.every((set) => set.has(context))).sort((a, b) => a - b);
}

/**
 * Rows of decode total tok/s by concurrency at one context: { concurrency, r0, r1, ... }, null where a
 * run has no cell.
 */
export function computeDecodeRows(runs: DecodeCell[][], contextTokens: number) {
  const concurrencies = [
    ...new Set(
      runs.flatMap((cells) => cells.filter((c) => c.contextTokens === contextTokens).map((c) => c.concurrency)),
    ),
  ].sort((a, b) => a - b);
  return concurrencies.map((concurrency) => {
    const row: Record<string, number | null> = { concurrency };
    runs.forEach((cells, index) => {
      const cell = cells.find((c) => c.contextTokens === contextTokens && c.concurrency === concurrency);
      row[`r${index}`] = cell?.totalTps ?? null;
    });
    return row;
  });
}

/** What a compared run is told apart by: the facts that may differ between runs. */
export type CompareFacts = { model: string; precision: string; hardware: string; engine: string; measuredOn: string };

const FACT_ORDER: Array<keyof CompareFacts> = ["model", "precision", "hardware", "engine", "measuredOn"];

/**
 * Which facts differ between the runs (model, precision, hardware, engine and version, date), so
 * that headers name what tells the runs apart; `shared` is what they all have in common.
 */
export function findDifferences(runs: CompareFacts[]): { differing: Array<keyof CompareFacts>; shared: string[] } {
  const differing = FACT_ORDER.filter((fact) => new Set(runs.map((run) => run[fact])).size > 1);
  const [first] = runs;
  const shared = first ? FACT_ORDER.filter((fact) => !differing.includes(fact)).map((fact) => first[fact]) : [];
  return { differing, shared };
}

/**
 * A run's name in a comparison: what differs from the others ("DGX Spark · vLLM 0.26.0"), or its
 * model when nothing does.
 */
export function nameComparedRun(run: CompareFacts, differing: Array<keyof CompareFacts>): string {
  const parts = differing.map((fact) => run[fact]);
  if (differing.includes("model") && !differing.includes("precision")) parts.splice(1, 0, run.precision);
  return parts.length > 0 ? parts.join(" · ") : `${run.model} ${run.precision}`;
}

/**
 * The words of a launch command (quotes kept together), each marked when the baseline's command
 * lacks it; and the baseline's words this command lacks. Flags with their values are compared as
 * written, so "--max-num-seqs 128" against "--max-num-seqs 256" shows the 256 as new.
 */
export function diffCommandWords(base: string, command: string) {
  const split = (text: string) => text.match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
  const baseWords = split(base);
  const words = split(command);
  const inBase = new Set(baseWords);
  const inCommand = new Set(words);
  return {
    words: words.map((word) => ({ word, added: !inBase.has(word) })),
    missing: [...new Set(baseWords.filter((word) => !inCommand.has(word)))],
  };
}
