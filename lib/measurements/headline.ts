/**
 * The figures a list shows for a run, chosen by the run's own tests and definitions: llama-bench
 * `pp512` and `tg128`, a batched-bench table's one sequence and its widest batch, a llama-benchy
 * sweep's first and deepest point. Each figure keeps its definition and the tool's name of its
 * test, so that a list can link it to the ranking of that test alone (/measurements): a figure is
 * only ever ranked against figures of the same definition. Pure module, safe on the client.
 */
import type { FigureKey } from "@/lib/measurements/definitions";
import { formatTestLabel, type MeasurementRow } from "@/lib/measurements/groups";
import type { HeadlineFigure, HeadlineFigures } from "@/lib/measurements/schema";

/** The fields of a stored or parsed measurement the choice reads: a run page's row, and the request counts. */
export type HeadlineSource = Omit<MeasurementRow, "id" | "artifactId" | "testKey" | "requestRate"> & {
  requests: number | null;
  successes: number | null;
};

/** At most this many figures per run: what a row of a list holds and stays readable. */
export const HEADLINE_LIMIT = 4;

const STD: Partial<Record<FigureKey, "prefillTpsStd" | "perUserTpsStd" | "totalTpsStd">> = {
  prefillTps: "prefillTpsStd",
  perUserTps: "perUserTpsStd",
  totalTps: "totalTpsStd",
};

/** Default figure of a definition none of the rules below names: the one it is ranked by. */
const RANKED_BY: Record<string, FigureKey> = {
  "vllm-bench-serve": "perUserTps",
  summary: "perUserTps",
  "llm-inference-bench": "perUserTps",
};

const labelOf = (row: HeadlineSource) => row.testLabel ?? formatTestLabel(row);

function toFigure(row: HeadlineSource, figure: FigureKey, label = labelOf(row)): HeadlineFigure[] {
  const value = row[figure];
  if (value === null || row.definition === null) return [];
  const stdKey = STD[figure];
  return [
    {
      definition: row.definition,
      testLabel: labelOf(row),
      label,
      figure,
      value,
      std: stdKey ? row[stdKey] : null,
    },
  ];
}

/** llama-bench: `pp512` and `tg128` at no depth, else the first prompt and generation test; `ppN+tgM` alone else. */
function chooseLlamaBench(rows: HeadlineSource[]): HeadlineFigure[] {
  const pick = (definition: string, preferred: string) => {
    const of = rows.filter((row) => row.definition === definition);
    return of.find((row) => labelOf(row) === preferred) ?? of[0];
  };
  const prompt = pick("llama-bench:pp", "pp512");
  const generation = pick("llama-bench:tg", "tg128");
  const figures = [
    ...(prompt ? toFigure(prompt, "prefillTps") : []),
    ...(generation ? toFigure(generation, "perUserTps") : []),
  ];
  if (figures.length > 0) return figures;
  const both = rows.find((row) => row.definition === "llama-bench:pg");
  return both ? toFigure(both, "totalTps") : [];
}

/** llama-batched-bench: S_PP and S_TG of one sequence (B=1), and S_TG of the widest batch of the same test. */
function chooseBatchedBench(rows: HeadlineSource[]): HeadlineFigure[] {
  const first = rows.find((row) => row.concurrency === 1) ?? rows[0];
  if (!first) return [];
  const widest = Math.max(...rows.map((row) => row.concurrency ?? 0));
  const sameTest = (row: HeadlineSource) =>
    row.promptTokens === first.promptTokens && row.genTokens === first.genTokens;
  const atWidest = rows.filter((row) => row.concurrency === widest);
  const wide = atWidest.find(sameTest) ?? atWidest[0];
  return [
    ...toFigure(first, "prefillTps", `S_PP ${labelOf(first)}`),
    ...toFigure(first, "totalTps", `S_TG ${labelOf(first)}`),
    ...(wide && wide !== first ? toFigure(wide, "totalTps", `S_TG ${labelOf(wide)}`) : []),
  ];
}

/** What a llama-benchy point's prompt and generation figures are called: the test's own parts. */
function benchyLabels(row: HeadlineSource) {
  const depth = row.depth ? ` @ d${row.depth}` : "";
  const concurrency = row.concurrency && row.concurrency > 1 ? ` ×${row.concurrency}` : "";
  const prompt = row.promptTokens ? `pp${row.promptTokens}${depth}${concurrency}` : labelOf(row);
  const generation = row.genTokens ? `tg${row.genTokens}${depth}${concurrency}` : labelOf(row);
  return { prompt, generation };
}

/** llama-benchy: prompt and decode speed at the sweep's first point and at its deepest. */
function chooseBenchy(rows: HeadlineSource[]): HeadlineFigure[] {
  const first = rows[0];
  if (!first) return [];
  const deepest = rows.reduce((best, row) => ((row.depth ?? 0) > (best.depth ?? 0) ? row : best), first);
  const point = (row: HeadlineSource) => {
    const labels = benchyLabels(row);
    return [...toFigure(row, "prefillTps", labels.prompt), ...toFigure(row, "perUserTps", labels.generation)];
  };
  return deepest === first ? point(first) : [...point(first), ...point(deepest)];
}

function chooseOther(rows: HeadlineSource[], definition: string): HeadlineFigure[] {
  const first = rows[0];
  return first ? toFigure(first, RANKED_BY[definition] ?? "perUserTps") : [];
}

/** The family a definition belongs to: the rules above choose within one family. */
function familyOf(definition: string): string {
  if (definition.startsWith("llama-bench:")) return "llama-bench";
  if (definition.startsWith("llama-batched-bench")) return "llama-batched-bench";
  return definition;
}

/**
 * The headline figures of a run's measurements, in the order their tools first appear, at most
 * HEADLINE_LIMIT; and the share of failed requests where the tool counts them. A run of a speed
 * matrix alone has no measurement and no headline figure.
 */
export function computeHeadlineFigures(rows: HeadlineSource[]): HeadlineFigures {
  const families = new Map<string, HeadlineSource[]>();
  for (const row of rows) {
    if (row.definition === null) continue;
    const family = familyOf(row.definition);
    const list = families.get(family);
    if (list) list.push(row);
    else families.set(family, [row]);
  }
  const figures = [...families].flatMap(([family, of]) => {
    if (family === "llama-bench") return chooseLlamaBench(of);
    if (family === "llama-batched-bench") {
      // Batched-bench variants (shared prompt, separate generation) are separate definitions.
      const definition = of[0]?.definition;
      return chooseBatchedBench(of.filter((row) => row.definition === definition));
    }
    if (family === "llama-benchy") return chooseBenchy(of);
    return chooseOther(of, family);
  });
  const counted = rows.filter((row) => row.requests !== null && row.successes !== null);
  const requests = counted.length > 0 ? counted.reduce((sum, row) => sum + (row.requests ?? 0), 0) : null;
  const succeeded = counted.reduce((sum, row) => sum + (row.successes ?? 0), 0);
  return {
    figures: figures.slice(0, HEADLINE_LIMIT),
    requests,
    failed: requests === null ? null : Math.max(0, requests - succeeded),
  };
}

/** Single-request decode among the headline figures' rows: llama-bench `tgN` at no depth, or one batched sequence. */
export function findSingleSequenceDecodeTps(rows: HeadlineSource[]): number | null {
  const generation =
    rows.find((row) => row.definition === "llama-bench:tg" && !row.depth && labelOf(row) === "tg128") ??
    rows.find((row) => row.definition === "llama-bench:tg" && !row.depth);
  if (generation?.perUserTps != null) return generation.perUserTps;
  const single = rows.find((row) => row.definition === "llama-batched-bench" && row.concurrency === 1);
  if (single?.totalTps != null) return single.totalTps;
  const benchy = rows.find((row) => row.definition === "llama-benchy" && row.concurrency === 1 && !row.depth);
  return benchy?.perUserTps ?? null;
}
