/**
 * Parser for llama-benchy output (eugr/llama-benchy, src/llama_benchy/results.py) in its three
 * formats: the markdown table (`--format md`, stdout or file), `--format json` and `--format csv`.
 * Pure module.
 *
 * One Measurement per rung (prompt size x generation size x depth x concurrency). llama-benchy
 * loops depth > pp > tg > concurrency and records each combination as one run; the table then
 * prints that run's `pp` row directly followed by its `tg` row (with `--enable-prefix-caching`
 * and depth > 0, the `ctx_pp`/`ctx_tg` rows of the context-load phase come first). So a rung is a
 * pp row plus the tg row that immediately follows it with the same depth, concurrency and prompt
 * id; a row without such a partner becomes a rung of its own (half its figures null) rather than
 * being paired by guesswork. JSON carries one object per run, so there the rung is explicit.
 *
 * Context-load rungs (`ctx_pp @ dN` / `ctx_tg @ dN`, prefix-caching runs) are kept with
 * `promptTokens: 0` and `depth: N`: that request sends the N context tokens and an empty prompt.
 * No suite test has an empty prompt, so they stay extra results. Times without a zone (the
 * footer's `date:`) are read as UTC.
 */
import { checkCellChars, checkCountCap, checkLineChars } from "@/lib/ingest/caps";
import { describeValue } from "@/lib/ingest/json";
import {
  asRecord,
  parsePythonJson,
  parseUtcTimestamp,
  readNumber,
  readString,
  validateFields,
  type FieldSource,
} from "@/lib/ingest/parse-vllm-bench";
import {
  MEASUREMENT_DEFINITIONS,
  measurementSchema,
  ParseError,
  type Measurement,
  type ParsedArtifact,
} from "@/lib/ingest/schema";
import { splitCsvLine } from "@/lib/ingest/csv";
import { isSeparatorRow, splitPipeRow } from "@/lib/ingest/table";

type Stat = { mean: number; std: number | null };
type Figure = "total" | "perRequest" | "peak" | "e2eTtft";
/** The figures of one table/CSV row, or of one side (prompt or generation) of a JSON run. */
type Figures = Record<Figure, Stat | null>;
type Side = "prompt" | "generation";
type Where = Record<"promptTokens" | "genTokens" | "depth" | "concurrency" | "repeats", number | null>;

/** One table or CSV row, located by its line; `labels` name its columns for error messages. */
type BenchyRow = Figures & {
  line: number;
  model: string;
  promptId: string | null;
  kind: "pp" | "tg" | "ctx_pp" | "ctx_tg";
  size: number | null;
  depth: number;
  concurrency: number;
  labels: Record<Figure, string>;
};

/** Where each figure of a Measurement comes from: the rung's prompt or generation side. */
const FIGURE_SOURCES: Record<string, [Side, Figure, "mean" | "std"]> = {
  prefillTps: ["prompt", "total", "mean"],
  prefillTpsStd: ["prompt", "total", "std"],
  ttftMeanMs: ["prompt", "e2eTtft", "mean"],
  ttftStdMs: ["prompt", "e2eTtft", "std"],
  totalTps: ["generation", "total", "mean"],
  totalTpsStd: ["generation", "total", "std"],
  perUserTps: ["generation", "perRequest", "mean"],
  perUserTpsStd: ["generation", "perRequest", "std"],
  peakTps: ["generation", "peak", "mean"],
};
/** The `--format json` metric behind each figure of each side. */
const JSON_METRICS: Record<Side, Partial<Record<Figure, string>>> = {
  prompt: { total: "pp_throughput", e2eTtft: "e2e_ttft" },
  generation: { total: "tg_throughput", perRequest: "tg_req_throughput", peak: "peak_throughput" },
};
/** A figure's column names, the preferred one first. */
type ColumnNames = [preferred: string, ...fallbacks: string[]];
/** Columns of each figure, by preference: a table cell holds "mean ± std", CSV has `_mean`/`_std`. */
const COLUMNS: Record<"md" | "csv", { test: string } & Record<Figure, ColumnNames>> = {
  md: {
    test: "test",
    total: ["t/s (total)", "t/s"],
    perRequest: ["t/s (req)"],
    peak: ["peak t/s"],
    e2eTtft: ["e2e_ttft (ms)"],
  },
  csv: {
    test: "test_name",
    total: ["t_s_mean"],
    perRequest: ["t_s_req_mean"],
    peak: ["peak_ts_mean"],
    e2eTtft: ["e2e_ttft_mean"],
  },
};
const FIGURES: Figure[] = ["total", "perRequest", "peak", "e2eTtft"];

const PREAMBLE = /^Printing results in (MD|JSON|CSV) format:\s*$/;
/**
 * The test at the end of a test name, after the start or a space: `pp512`, `tg32 @ d4096 (c2)`.
 * Searched from the left, each try fails at the first character that differs, so the search is
 * linear; the leftmost match is the shortest prompt id before it (`<prompt id> pp512`).
 */
const TEST_NAME = /(?:^|\s)(ctx_pp|ctx_tg|pp(\d+)|tg(\d+))(?: @ d(\d+))?(?: \(c(\d+)\))?$/;
const CELL = /^(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)(?:\s*±\s*(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?))?$/;

export function parseLlamaBenchy(text: string): ParsedArtifact {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  let start = lines.findIndex((line) => line.trim() !== "");
  // the preamble is short: a long line is the JSON document or a table's first line, checked below
  if ((lines[start]?.length ?? 0) < 100 && PREAMBLE.test(lines[start]?.trim() ?? "")) {
    start = lines.findIndex((line, index) => index > start && line.trim() !== "");
  }
  const first = lines[start]?.trim(); // undefined when start is -1: no line after the preamble
  if (first === undefined) throw new ParseError("The llama-benchy output is empty", "line 1");
  if (first.startsWith("{")) return parseLlamaBenchyObject(parsePythonJson(lines.slice(start).join("\n"), start + 1));
  // tables and CSV are read line by line with patterns: every line is bounded first
  for (const [index, line] of lines.entries()) checkLineChars(line, index + 1);
  if (/^"?model"?,"?test_name"?,/.test(first)) return parseCsv(lines, start);
  return parseMarkdown(lines);
}

/** `--format json`: metadata plus one object per run in `benchmarks`. */
export function parseLlamaBenchyObject(value: unknown): ParsedArtifact {
  const report = asRecord(value, "");
  if (!Array.isArray(report.benchmarks)) throw new ParseError("benchmarks must be a list", "benchmarks");
  checkCountCap(report.benchmarks.length, "measurementsPerArtifact", "benchmarks");
  const timestamp = readString(report, "timestamp");
  const measurements = report.benchmarks.map((item, index) => {
    const at = `benchmarks[${index}]`;
    const run = asRecord(item, at);
    const metric = (key: string) => readMetric(run, key, `${at}.${key}`);
    const int = (key: string) => readNumber(run, key, `${at}.${key}`);
    const [pp, tg] = [metric("pp_throughput"), metric("tg_throughput")];
    const sides: Record<Side, Figures> = {
      prompt: { total: pp, perRequest: null, peak: null, e2eTtft: metric("e2e_ttft") },
      generation: {
        total: tg,
        perRequest: metric("tg_req_throughput"),
        peak: metric("peak_throughput"),
        e2eTtft: null,
      },
    };
    const where = {
      promptTokens: run.is_context_prefill_phase === true ? 0 : int("prompt_size"),
      genTokens: int("response_size"),
      depth: int("context_size"),
      concurrency: int("concurrency"),
      repeats: (tg ?? pp)?.runs ?? null,
    };
    const keys: Record<string, string> = {
      promptTokens: "prompt_size",
      genTokens: "response_size",
      depth: "context_size",
    };
    return validateRung(where, sides, (field, side, figure, part) => ({
      path: side ? `${at}.${JSON_METRICS[side][figure]}.${part}` : `${at}.${keys[field] ?? field}`,
    }));
  });
  return {
    tool: "llama-benchy",
    format: "json",
    toolVersion: readString(report, "version"),
    model: readString(report, "model"),
    measuredAt: timestamp ? parseUtcTimestamp(timestamp, "timestamp") : null,
    measurements,
    matrix: null,
    sanityOutputs: [],
    part: {
      modelLabel: readString(report, "model"),
      precision: null,
      distinguishing: {},
      lines: measurements.map((_, index) => index + 1),
    },
  };
}

/** `{mean, std, values}` or null; `runs` is the number of values (one per run). */
function readMetric(run: Record<string, unknown>, key: string, path: string) {
  if (run[key] === undefined || run[key] === null) return null;
  const metric = asRecord(run[key], path);
  const mean = readNumber(metric, "mean", `${path}.mean`);
  if (mean === null) return null;
  return {
    mean,
    std: readNumber(metric, "std", `${path}.std`),
    runs: Array.isArray(metric.values) ? metric.values.length : null,
  };
}

/**
 * Builds and validates one rung from its prompt and generation figures. Per-user speed is the
 * per-request figure; at concurrency 1 llama-benchy may print only the total, the same thing.
 */
function validateRung(
  where: Where,
  sides: Record<Side, Figures | null>,
  sourceOf: (field: string, side: Side | null, figure: Figure, part: "mean" | "std") => FieldSource,
): Measurement {
  const used = (side: Side, figure: Figure): Figure =>
    figure === "perRequest" && !sides[side]?.perRequest && where.concurrency === 1 ? "total" : figure;
  const input: Record<string, unknown> = { ...where, definition: MEASUREMENT_DEFINITIONS.llamaBenchy };
  for (const [field, [side, figure, part]] of Object.entries(FIGURE_SOURCES)) {
    input[field] = sides[side]?.[used(side, figure)]?.[part] ?? null;
  }
  return validateFields(measurementSchema, input, (field) => {
    const [side, figure, part] = FIGURE_SOURCES[field] ?? [null, "total", "mean"];
    return sourceOf(field, side, side ? used(side, figure) : figure, part);
  });
}

function parseMarkdown(lines: string[]): ParsedArtifact {
  let header: string[] | null = null;
  let toolVersion: string | null = null;
  let measuredAt: Date | null = null;
  const rows: BenchyRow[] = [];
  for (let index = 0, line = lines[0]?.trim(); line !== undefined; index += 1, line = lines[index]?.trim()) {
    const number = index + 1;
    if (line.startsWith("|") && !header) {
      header = readHeader(splitPipeRow(line), "md", number);
      if (!isSeparatorRow(lines[index + 1] ?? "")) {
        throw new ParseError(`line ${number + 1}: expected the table's separator row`, `line ${number + 1}`);
      }
      index += 1;
      for (let row = lines[index + 1]?.trim(); row?.startsWith("|"); row = lines[index + 1]?.trim()) {
        // a measurement is one or two rows (prompt and generation)
        checkCountCap(rows.length, "measurementsPerArtifact", `line ${index + 2}`, 2);
        rows.push(readRow(header, splitPipeRow(row), index + 2, "md"));
        index += 1;
      }
      continue;
    }
    const [, version] = /^llama-benchy \(([^)\s]+)\)$/.exec(line) ?? [];
    const [, date] = /^date: (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)(?: \| latency mode: \S+)?$/i.exec(line) ?? [];
    if (version) toolVersion ??= version;
    if (date) measuredAt ??= parseUtcTimestamp(date, `line ${number}`);
    if (line.startsWith("No results collected")) {
      throw new ParseError(`line ${number}: llama-benchy collected no results`, `line ${number}`);
    }
  }
  if (!header) throw new ParseError("No llama-benchy results table found", "line 1");
  return toArtifact(rows, "md", toolVersion, measuredAt);
}

function parseCsv(lines: string[], headerIndex: number): ParsedArtifact {
  const [headerLine = "", ...rowLines] = lines.slice(headerIndex);
  checkCountCap(rowLines.length, "measurementsPerArtifact", `line ${lines.length}`, 2);
  const header = readHeader(splitCsvLine(headerLine), "csv", headerIndex + 1);
  const rows = rowLines.flatMap((text, offset) =>
    text.trim() !== "" ? [readRow(header, splitCsvLine(text), headerIndex + offset + 2, "csv")] : [],
  );
  return toArtifact(rows, "csv", null, null);
}

function readHeader(header: string[], format: "md" | "csv", line: number): string[] {
  const columns = COLUMNS[format];
  const missing = ["model", columns.test].filter((name) => !header.includes(name));
  if (!columns.total.some((name) => header.includes(name))) missing.push(columns.total[0]);
  if (missing.length > 0) {
    throw new ParseError(`line ${line}: not a llama-benchy header (missing ${missing.join(", ")})`, `line ${line}`);
  }
  return header;
}

function readRow(header: string[], cells: string[], line: number, format: "md" | "csv"): BenchyRow {
  if (cells.length !== header.length) {
    throw new ParseError(`line ${line}: expected ${header.length} cells, found ${cells.length}`, `line ${line}`);
  }
  for (const [index, text] of cells.entries()) checkCellChars(text, line, header[index] ?? String(index + 1));
  // as many cells as header names (checked above); a column the header lacks reads as empty
  const cell = (name: string) => cells[header.indexOf(name)] ?? "";
  const columns = COLUMNS[format];
  const row = { ...readTestName(cell(columns.test), line), line, model: cell("model"), labels: {} } as BenchyRow;
  for (const figure of FIGURES) {
    const name = columns[figure].find((column) => header.includes(column)) ?? columns[figure][0];
    const stat = readCell(cell(name), name, line);
    const stdColumn = name.replace(/_mean$/, "_std");
    const std = format === "csv" ? (readCell(cell(stdColumn), stdColumn, line)?.mean ?? null) : (stat?.std ?? null);
    row[figure] = stat && { mean: stat.mean, std };
    row.labels[figure] = name;
  }
  return row;
}

/** A cell: "mean ± std", a bare number, or empty (null). */
function readCell(cell: string, column: string, line: number): Stat | null {
  if (cell === "") return null;
  const match = CELL.exec(cell);
  if (!match)
    throw new ParseError(`line ${line}: cannot read ${describeValue(cell)} in column ${column}`, `line ${line}`);
  return { mean: Number(match[1]), std: match[2] === undefined ? null : Number(match[2]) };
}

function readTestName(name: string, line: number) {
  // the test (group 1) is the one part every match has
  const match = TEST_NAME.exec(name);
  const [, test, promptSize, generationSize, depth, concurrency] = match ?? [];
  if (match === null || test === undefined) {
    throw new ParseError(`line ${line}: unrecognised test name ${describeValue(name)}`, `line ${line}`);
  }
  const size = promptSize ?? generationSize;
  const promptId = name.slice(0, match.index).trimEnd();
  return {
    promptId: promptId === "" ? null : promptId,
    kind: (test.startsWith("ctx_") ? test : test.slice(0, 2)) as BenchyRow["kind"],
    size: size === undefined ? null : Number(size),
    depth: Number(depth ?? 0),
    // no "(cN)" suffix: one concurrency level, and llama-benchy prints the suffix only above 1
    concurrency: Number(concurrency ?? 1),
  };
}

function toArtifact(
  rows: BenchyRow[],
  format: "md" | "csv",
  toolVersion: string | null,
  measuredAt: Date | null,
): ParsedArtifact {
  const model = rows[0]?.model;
  const stranger = rows.find((row) => row.model !== model);
  if (stranger) {
    throw new ParseError(
      `line ${stranger.line}: a second model (${stranger.model}) in one table`,
      `line ${stranger.line}`,
    );
  }
  const measurements = pairRows(rows);
  return {
    tool: "llama-benchy",
    format,
    toolVersion,
    model: model || null,
    measuredAt,
    measurements,
    matrix: null,
    sanityOutputs: [],
    // every row is in a measurement, alone or paired: the rows the run keeps
    part: { modelLabel: model || null, precision: null, distinguishing: {}, lines: rows.map((row) => row.line) },
  };
}

/** Pairs each prompt row with the generation row right after it (see the module comment). */
function pairRows(rows: BenchyRow[]): Measurement[] {
  const measurements: Measurement[] = [];
  let prompt: BenchyRow | null = null; // a prompt row waiting for the row after it
  for (const row of rows) {
    if (prompt && isPartner(prompt, row)) {
      measurements.push(toMeasurement(prompt, row));
      prompt = null;
      continue;
    }
    if (prompt) measurements.push(toMeasurement(prompt, null));
    prompt = row.kind.endsWith("pp") ? row : null;
    if (!prompt) measurements.push(toMeasurement(null, row));
  }
  if (prompt) measurements.push(toMeasurement(prompt, null));
  return measurements;
}

function isPartner(prompt: BenchyRow, generation: BenchyRow): boolean {
  return (
    generation.kind === (prompt.kind === "pp" ? "tg" : "ctx_tg") &&
    generation.depth === prompt.depth &&
    generation.concurrency === prompt.concurrency &&
    generation.promptId === prompt.promptId
  );
}

function toMeasurement(prompt: BenchyRow | null, generation: BenchyRow | null): Measurement {
  const anyRow = (prompt ?? generation) as BenchyRow;
  const where = {
    promptTokens: anyRow.kind.startsWith("ctx_") ? 0 : (prompt?.size ?? null),
    genTokens: generation?.size ?? null,
    depth: anyRow.depth,
    concurrency: anyRow.concurrency,
    repeats: null,
  };
  return validateRung(where, { prompt, generation }, (field, side, figure) => {
    const row = (side === "generation" ? generation : prompt) ?? anyRow;
    return { path: `line ${row.line}`, label: side ? row.labels[figure] : field };
  });
}
