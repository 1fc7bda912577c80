/**
 * `vllm bench serve` (and the older benchmarks/benchmark_serving.py) as pasted from a terminal:
 * the `Serving Benchmark Result` block of `Label: value` lines, read with the setup printed before
 * it (a `Namespace(...)` line, the command, `Traffic request rate:` and the like). tqdm's progress
 * bars redraw a line with carriage returns: of such a line only its last state is read. Several
 * blocks are several rungs (a sweep), of one part while model and setup agree. Pure module.
 *
 * Labels, from vllm/benchmarks/serve.py and benchmarks/benchmark_serving.py: `Successful
 * requests`, `Failed requests` (since 0.9), `Maximum request concurrency`, `Request rate configured
 * (RPS)` (printed unless the rate is inf), `Benchmark duration (s)`, `Total input tokens`, `Total
 * generated tokens`, `Request throughput (req/s)`, `Output token throughput (tok/s)`, then per
 * metric `Mean|Median|P<n> TTFT|TPOT|ITL|E2EL (ms)`; other lines of the block are not stored.
 */
import { checkCountCap, checkLineChars } from "@/lib/ingest/caps";
import {
  MEASUREMENT_DEFINITIONS,
  measurementSchema,
  ParseError,
  type ParsedFile,
  type SkippedRow,
} from "@/lib/ingest/schema";
import {
  formatRateLabel,
  groupVllmRows,
  NOTHING_MEASURED,
  shortenRowText,
  VLLM_RESULT_HEADER,
  VLLM_SAVE_COMMAND,
  type VllmRow,
} from "@/lib/ingest/vllm-parts";
import { readCommandArguments, readNamespace, readStatusLine } from "@/lib/ingest/vllm-setup";

/** The block's first line: `=` on both sides of the title, 50 characters wide as printed. */
const BLOCK_START = /^=+ ?Serving Benchmark Result ?=+$/;
const BLOCK_END = /^={10,}$/;
const LABEL_LINE = /^([A-Za-z][^:]{0,60}):\s+(\S+)$/;
const METRIC = /^(mean|median|p(\d+(?:\.\d+)?)) (ttft|tpot|itl|e2el) \(ms\)$/;

/** Setup facts that make another part when they differ; the rest of Namespace(...) does not. */
const SETUP_KEYS = ["backend", "endpoint", "dataset_name", "dataset_path", "label", "metadata"] as const;

/** True for text that holds a vLLM result block: the tool detection's test for console pastes. */
export function isVllmConsoleText(text: string): boolean {
  return text.includes(" Serving Benchmark Result ");
}

type Line = { number: number; text: string };
/** A result block: its header's line number, its lines, and the index of the line after it. */
type Block = { start: number; lines: Line[]; closed: boolean; next: number };

/**
 * Reads console text; `wrapper` names the JSON key it came in (`raw_output`), whose line numbers
 * count lines of that text.
 */
export function parseVllmConsole(text: string, wrapper: string | null): ParsedFile {
  const lines = readTerminalLines(text);
  const headers = lines.filter((line) => BLOCK_START.test(line.text));
  checkCountCap(headers.length, "measurementsPerArtifact", `line ${headers.at(-1)?.number}`);
  const unclosed: number[] = [];
  const rows: VllmRow[] = [];
  const skipped: SkippedRow[] = [];
  const notes = [
    wrapper
      ? `The console text in "${wrapper}" was read; line numbers count its lines.`
      : "Console output of vllm bench serve was read: its result blocks, with the setup printed before them.",
  ];
  let facts = new Map<string, string>();
  let kept = new Map<string, string>();
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] as Line;
    if (!BLOCK_START.test(line.text)) {
      const command = readCommand(lines, index);
      if (command.whole) kept = new Map();
      for (const [key, value] of command.facts) facts.set(key, value);
      index = command.next;
      continue;
    }
    const block = readBlock(lines, index);
    index = block.next;
    // a new run prints its own setup; what it did not print (model, dataset) is the last run's
    const context = new Map([...kept, ...facts]);
    if (!block.closed) unclosed.push(block.start);
    try {
      const row = readBlockRow(block, context);
      if (row.measurement.successes === 0) {
        const reason = `${NOTHING_MEASURED}: Successful requests: 0 (completed: 0)${describeFailed(block)}`;
        skipped.push({ line: block.start, reason, text: shortenRowText(describeBlock(block)) });
      } else rows.push(row);
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      skipped.push({ line: block.start, reason: error.message, text: shortenRowText(describeBlock(block)) });
    }
    kept = withoutRungFacts(context);
    facts = new Map();
  }
  if (rows.length === 0 && skipped.length === 0) throw noBlockError(text, wrapper);
  if (unclosed.length > 0) {
    const [which, pronoun] = unclosed.length === 1 ? ["block at line", "it"] : ["blocks at lines", "they"];
    notes.push(
      `The result ${which} ${unclosed.join(", ")} had no closing line of "=": read as far as ${pronoun} went.`,
    );
  }
  return groupVllmRows(rows, skipped, notes, wrapper ? "json" : "md");
}

/** Lines as a terminal shows them: of a line redrawn with carriage returns (tqdm), its last state. */
function readTerminalLines(text: string): Line[] {
  return text.split("\n").map((raw, index) => {
    const states = raw.split("\r").filter((state) => state.trim() !== "");
    return { number: index + 1, text: checkLineChars(states.at(-1) ?? "", index + 1).trim() };
  });
}

/**
 * The setup a line gives, and the index after it (a command continued with `\` spans lines).
 * `whole` when it is every argument of the run (the Namespace line), which replaces what an
 * earlier run printed.
 */
function readCommand(lines: Line[], index: number): { facts: Map<string, string>; next: number; whole: boolean } {
  const line = lines[index] as Line;
  const namespace = readNamespace(line.text);
  if (namespace) return { facts: namespace, next: index + 1, whole: true };
  if (/\bbench serve\b|benchmark_serving\.py/.test(line.text) && line.text.includes("--")) {
    const pieces = [line.text];
    let next = index + 1;
    while ((pieces.at(-1) as string).endsWith("\\") && next < lines.length) {
      pieces.push((lines[next] as Line).text);
      next += 1;
    }
    const command = pieces.map((piece) => (piece.endsWith("\\") ? piece.slice(0, -1) : piece)).join(" ");
    return { facts: readCommandArguments(command), next, whole: false };
  }
  return { facts: readStatusLine(line.text), next: index + 1, whole: false };
}

/** From the header to the closing `====` line, or to the first line that is not the block's. */
function readBlock(lines: Line[], index: number): Block {
  const start = (lines[index] as Line).number;
  const body: Line[] = [];
  for (let at = index + 1; at < lines.length; at++) {
    const line = lines[at] as Line;
    if (BLOCK_END.test(line.text)) return { start, lines: body, closed: true, next: at + 1 };
    if (line.text !== "" && !isSectionTitle(line.text) && !LABEL_LINE.test(line.text)) {
      return { start, lines: body, closed: false, next: at };
    }
    body.push(line);
  }
  return { start, lines: body, closed: false, next: lines.length };
}

/**
 * `-----Time to First Token-----`. Titles hold dashes too ("Inter-token Latency"); tested without
 * a pattern, whose backtracking over a long line of dashes would take quadratic time.
 */
function isSectionTitle(text: string): boolean {
  return text.startsWith("---") && text.endsWith("---") && /[^-]/.test(text);
}

type Label = { printed: string; value: string; number: number };

/** The block's labels, lower-cased (older versions print "Total Token throughput"), with values and lines. */
function readLabels(block: Block): Map<string, Label> {
  const labels = new Map<string, Label>();
  for (const line of block.lines) {
    const match = LABEL_LINE.exec(line.text);
    if (!match) continue;
    const printed = (match[1] as string).trim();
    labels.set(printed.toLowerCase(), { printed, value: match[2] as string, number: line.number });
  }
  return labels;
}

const LABEL_FIELDS: Record<string, string> = {
  "successful requests": "successes",
  "maximum request concurrency": "maxConcurrency",
  "request rate configured (rps)": "requestRate",
  "benchmark duration (s)": "durationS",
  "request throughput (req/s)": "achievedRate",
  "output token throughput (tok/s)": "totalTps",
};
const METRIC_FIELDS: Record<string, string> = {
  "mean ttft": "ttftMeanMs",
  "median ttft": "ttftP50Ms",
  "p50 ttft": "ttftP50Ms",
  "p95 ttft": "ttftP95Ms",
  "p99 ttft": "ttftP99Ms",
  "mean tpot": "tpotMeanMs",
  "mean itl": "itlMeanMs",
  "mean e2el": "e2elMeanMs",
};

function readBlockRow(block: Block, context: Map<string, string>): VllmRow {
  const labels = readLabels(block);
  if (!labels.has("successful requests")) {
    throw new ParseError(`the result block has no "Successful requests:" line, so what it measured is unknown`, "");
  }
  const figures: Record<string, number | null> = {};
  const labelOf: Record<string, string> = {};
  for (const [label, { value }] of labels) {
    const metric = METRIC.exec(label);
    const field = metric ? METRIC_FIELDS[`${metric[1]} ${metric[3]}`] : LABEL_FIELDS[label];
    if (!field) continue;
    // Python prints an undefined figure as nan (and inf): the tool did not report it
    const number = Number(value);
    figures[field] = /^[-+]?(nan|inf)$/i.test(value) ? null : number;
    labelOf[field] = label;
  }
  const count = (label: string) => {
    const value = labels.get(label)?.value;
    return value === undefined ? null : Number(value);
  };
  const successes = figures.successes ?? null;
  const failed = count("failed requests");
  const numPrompts = readWholeNumber(context.get("num_prompts"));
  const maxConcurrency = labels.has("maximum request concurrency")
    ? (figures.maxConcurrency ?? null)
    : readWholeNumber(context.get("max_concurrency"));
  const requestRate = labels.has("request rate configured (rps)")
    ? (figures.requestRate ?? null)
    : // "inf" (no limit) reads as null, as in the result JSON
      readFigure(context.get("request_rate"));
  const perRequest = (total: number | null) =>
    total !== null && successes !== null && successes > 0 ? Math.round(total / successes) : null;
  // figures worked out from a printed count are reported at that count's line
  labelOf.requests = "failed requests";
  labelOf.promptTokens = "total input tokens";
  labelOf.genTokens = "total generated tokens";
  const tpot = figures.tpotMeanMs ?? null;
  const input = {
    ...figures,
    testLabel: formatRateLabel(requestRate, maxConcurrency),
    definition: MEASUREMENT_DEFINITIONS.vllmBenchServe,
    requestRate,
    maxConcurrency,
    concurrency: maxConcurrency,
    burstiness: readFigure(context.get("burstiness")),
    dataset: context.get("dataset_name") ?? null,
    numPrompts,
    requests: failed !== null && successes !== null ? successes + failed : numPrompts,
    promptTokens: perRequest(count("total input tokens")),
    genTokens: perRequest(count("total generated tokens")),
    perUserTps: tpot !== null && tpot > 0 ? 1000 / tpot : null,
  };
  const parsed = measurementSchema.safeParse(input);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const field = String(issue?.path[0] ?? "");
    const label = labels.get(labelOf[field] ?? "");
    const where = label ? `line ${label.number} (${label.printed})` : field;
    throw new ParseError(`${where}: ${issue?.message ?? "unreadable"}`, where);
  }
  const setup = Object.fromEntries(
    SETUP_KEYS.flatMap((key) => (context.has(key) ? [[key, context.get(key) as string]] : [])),
  );
  return {
    line: block.start,
    model: context.get("model") ?? context.get("served_model_name") ?? null,
    setup,
    measurement: parsed.data,
    measuredAt: null,
    toolVersion: null,
    sanityOutputs: [],
  };
}

/** The facts a later run without its own setup lines inherits: not the rate, limit or prompt count. */
function withoutRungFacts(context: Map<string, string>): Map<string, string> {
  const kept = new Map(context);
  for (const key of ["request_rate", "max_concurrency", "num_prompts"]) kept.delete(key);
  return kept;
}

function readWholeNumber(value: string | undefined): number | null {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : null;
}

function readFigure(value: string | undefined): number | null {
  return value !== undefined && /^\d+(\.\d+)?$/.test(value) ? Number(value) : null;
}

function describeFailed(block: Block): string {
  const failed = readLabels(block).get("failed requests")?.value;
  return failed === undefined ? "" : `, Failed requests: ${failed}`;
}

function describeBlock(block: Block): string {
  return [VLLM_RESULT_HEADER, ...block.lines.map((line) => line.text)].join(" | ");
}

/** Text with no result block: say what was expected, and from which command. */
function noBlockError(text: string, wrapper: string | null): ParseError {
  const where = wrapper ? `The console text in "${wrapper}"` : "This text";
  const looksLikeVllm = /Namespace\(|bench serve|benchmark_serving|Traffic request rate:/.test(text.slice(0, 200_000));
  const seen = looksLikeVllm
    ? `${where} looks like vllm bench serve output but holds no "${VLLM_RESULT_HEADER}" block ` +
      "(the run may have stopped before it printed one)."
    : `${where} is not a vllm bench serve result: it holds neither its result JSON nor the ` +
      `"${VLLM_RESULT_HEADER}" block of its console output.`;
  return new ParseError(
    `${seen} Upload the file that \`${VLLM_SAVE_COMMAND}\` writes, ` +
      "or the whole console output including the result block.",
    "",
  );
}
