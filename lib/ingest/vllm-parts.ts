/**
 * What the vLLM readers (result JSON, JSON Lines, console text) share: a row per result, the
 * grouping of rows into parts (one model and setup each, its rates and concurrencies a sweep),
 * and the refusals a contributor reads. Pure module.
 */
import {
  ParseError,
  type Measurement,
  type ParsedArtifact,
  type ParsedFile,
  type SkippedRow,
} from "@/lib/ingest/schema";

/** The command whose file the arena reads best, quoted by every refusal. */
export const VLLM_SAVE_COMMAND = "vllm bench serve ... --save-result --result-filename x.json";
export const VLLM_RESULT_HEADER = "============ Serving Benchmark Result ============";

/** One result of a file: a JSON object, a JSON Lines line or a console result block. */
export type VllmRow = {
  /** 1-based line of the file (the block's header line for console text). */
  line: number;
  model: string | null;
  /** Facts of how it was run that set it apart from other rows of the file (backend, dataset, --metadata). */
  setup: Record<string, string>;
  measurement: Measurement;
  measuredAt: Date | null;
  toolVersion: string | null;
  sanityOutputs: string[];
};

/** "10 qps" or "inf", then "×N" under a concurrency limit: the rung as the run's tables label it. */
export function formatRateLabel(requestRate: number | null, maxConcurrency: number | null): string {
  const rate = requestRate === null ? "inf" : `${requestRate} qps`;
  return maxConcurrency === null ? rate : `${rate} ×${maxConcurrency}`;
}

/** A row as a skipped entry shows it: at most 200 characters. */
export function shortenRowText(text: string): string {
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

/** The refusal of a run in which no request succeeded: there is nothing to publish. */
export function nothingMeasuredError(said: string, path: string): ParseError {
  return new ParseError(
    `vllm bench serve measured nothing: the file says ${said}, so no request succeeded and there is no ` +
      "figure to publish. Find out why every request failed (the server's log, or the errors list that " +
      `--save-detailed adds), then run \`${VLLM_SAVE_COMMAND}\` again and upload the new file.`,
    path,
  );
}

/**
 * The file's rows as parts: rows of one model and setup are one part (a sweep over rates and
 * concurrencies); any setup fact that differs between parts is named in each part's
 * `distinguishing`. Refuses a file none of whose rows could be used.
 */
export function groupVllmRows(
  rows: VllmRow[],
  skipped: SkippedRow[],
  notes: string[],
  format: ParsedArtifact["format"],
): ParsedFile {
  if (rows.length === 0) throw refuseAllSkipped(skipped);
  const groups = new Map<string, VllmRow[]>();
  for (const row of rows) {
    const key = JSON.stringify([row.model, Object.entries(row.setup).sort(([a], [b]) => a.localeCompare(b))]);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const members = [...groups.values()];
  const differing = findDifferingKeys(members.map(([first]) => first?.setup ?? {}));
  const parts = members.map((group): ParsedArtifact => {
    const [first] = group;
    const distinguishing = Object.fromEntries(differing.map((key) => [key, first?.setup[key] ?? "none"]));
    return {
      tool: "vllm-bench-serve",
      format,
      toolVersion: group.find((row) => row.toolVersion !== null)?.toolVersion ?? null,
      model: first?.model ?? null,
      measuredAt: group.find((row) => row.measuredAt !== null)?.measuredAt ?? null,
      measurements: group.map((row) => row.measurement),
      matrix: null,
      sanityOutputs: group.flatMap((row) => row.sanityOutputs),
      part: { modelLabel: first?.model ?? null, precision: null, distinguishing, lines: group.map((row) => row.line) },
    };
  });
  return { parts, skipped, notes };
}

function findDifferingKeys(setups: Array<Record<string, string>>): string[] {
  const keys = new Set(setups.flatMap((setup) => Object.keys(setup)));
  return [...keys].filter((key) => new Set(setups.map((setup) => setup[key])).size > 1).sort();
}

/** Every row was skipped: a run of failed requests is refused as such, anything else by its first reason. */
function refuseAllSkipped(skipped: SkippedRow[]): ParseError {
  const [first] = skipped;
  if (!first) return new ParseError("vllm bench serve: the file holds no result", "");
  const where = first.line !== null ? `line ${first.line}` : "";
  if (skipped.every((row) => row.reason.startsWith(NOTHING_MEASURED))) {
    const counts = first.reason.slice(NOTHING_MEASURED.length).replace(/^: /, "");
    return nothingMeasuredError(
      skipped.length > 1 ? `${counts} in every one of its ${skipped.length} results` : counts,
      where,
    );
  }
  const more = skipped.length > 1 ? ` (and ${skipped.length - 1} more results could not be used)` : "";
  return new ParseError(
    `vllm bench serve: no result of the file could be used: ${where ? `${where}: ` : ""}${first.reason}${more}. ` +
      `Upload the file that \`${VLLM_SAVE_COMMAND}\` writes.`,
    where,
  );
}

/** The start of a skipped row's reason when its run measured nothing; the counts follow it. */
export const NOTHING_MEASURED = "nothing was measured";
