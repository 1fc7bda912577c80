/**
 * Parser for `vllm bench serve --save-result` files (vllm/benchmarks/serve.py) and the legacy
 * benchmarks/benchmark_serving.py files, plus the helpers every JSON parser of this folder shares:
 * readers of fields and a validator that names the source field of a rejected figure (the JSON
 * reader they use is lib/ingest/json.ts). Pure module.
 *
 * One object per file, or JSON Lines from `--append-result` (one object per line, one measurement
 * per line; lines of another model or `--metadata` are another part, see lib/ingest/vllm-parts.ts),
 * or the console text (lib/ingest/vllm-console.ts). Keys: `date` "YYYYmmdd-HHMMSS" (local time of
 * the client, read as UTC), `model_id`, `num_prompts`, `--metadata` pairs as extra string keys,
 * `request_rate` (number or "inf"), `burstiness`, `max_concurrency`, then the results; legacy files
 * spell `"request_goodput:"` and have no `failed`. Per-request lists come with `--save-detailed`
 * (always in legacy files).
 */
import type { z } from "zod";
import { checkCountCap } from "@/lib/ingest/caps";
import { describeValue, parsePythonJson } from "@/lib/ingest/json";
import {
  getFirstIssue,
  MEASUREMENT_DEFINITIONS,
  measurementSchema,
  ParseError,
  type ParsedFile,
  type SkippedRow,
} from "@/lib/ingest/schema";
import { parseVllmConsole } from "@/lib/ingest/vllm-console";
import {
  formatRateLabel,
  groupVllmRows,
  NOTHING_MEASURED,
  nothingMeasuredError,
  shortenRowText,
  VLLM_SAVE_COMMAND,
  type VllmRow,
} from "@/lib/ingest/vllm-parts";

export { parsePythonJson };

type JsonRecord = Record<string, unknown>;

export function asRecord(value: unknown, path: string): JsonRecord {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ParseError(`${path || "the document"} must be a JSON object`, path || "$");
  }
  return value as JsonRecord;
}

/** A number, or null when absent or null; anything else is rejected naming the path. */
export function readNumber(record: JsonRecord, key: string, path: string): number | null {
  const value = record[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== "number") throw new ParseError(`${path} must be a number, not ${describeValue(value)}`, path);
  return value;
}

export function readString(record: JsonRecord, key: string): string | null {
  const value = record[key];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** Where a normalised field came from: the path for ParseError and an optional column label. */
export type FieldSource = { path: string; label?: string };

/**
 * Validates one normalised row; the first rejected field is reported at its source
 * (e.g. `results[3].aggregate_tps`, or `line 7` with the column named).
 */
export function validateFields<S extends z.ZodType>(
  schema: S,
  input: Record<string, unknown>,
  sourceOf: (field: string) => FieldSource,
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = getFirstIssue(result.error);
  const field = String(issue.path[0] ?? "");
  const source = sourceOf(field);
  const label = source.label ? ` (${source.label})` : "";
  const got = field in input ? ` (got ${describeValue(input[field])})` : "";
  throw new ParseError(`${source.path}${label}: ${issue.message}${got}`, source.path);
}

/** "2026-08-07 10:02:51Z", "2026-08-07T10:02:51.5182" or "20260807-100251", read as UTC. */
export function parseUtcTimestamp(text: string, path: string): Date {
  const match = /^(\d{4})-?(\d\d)-?(\d\d)[ T-](\d\d):?(\d\d):?(\d\d)(\.\d+)?Z?$/.exec(text.trim());
  // a match has all six parts (only the fraction is optional); without one, NaN fails the check below
  const [year = NaN, month = NaN, day = NaN, hour = NaN, minute = NaN, second = NaN] = (match ?? [])
    .slice(1, 7)
    .map(Number);
  const millis = Math.round(Number(match?.[7] ?? 0) * 1000);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second, millis));
  if (!match || date.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    throw new ParseError(`${path}: unreadable date ${describeValue(text)}`, path);
  }
  return date;
}

/**
 * A `--save-result` file (one object), `--append-result` JSON Lines (a result per line; a line
 * that cannot be used is skipped, named), a runner's JSON wrapping the console text in
 * `raw_output`, or the console text itself (lib/ingest/vllm-console.ts).
 */
export function parseVllmBenchServe(text: string): ParsedFile {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return parseVllmConsole(text, null);
  const lines = text
    .split("\n")
    .map((line, index) => ({ line, number: index + 1 }))
    .filter((l) => l.line.trim() !== "");
  if (lines.length > 1 && isJsonObjectLine(lines[0]?.line ?? "")) {
    checkCountCap(lines.length, "measurementsPerArtifact", `line ${lines.at(-1)?.number}`);
    return readJsonLines(lines);
  }
  return parseVllmBenchServeObject(readJson(text));
}

/** Already-parsed content: one result object, or a runner's `{"raw_output": "<console text>"}`. */
export function parseVllmBenchServeObject(value: unknown): ParsedFile {
  const console = readWrappedConsole(value);
  if (console !== null) return parseVllmConsole(console, "raw_output");
  const row = readResultRow(value, "", 1);
  if (row.measurement.successes === 0) throw nothingMeasuredError(describeNothingMeasured(value), "completed");
  return groupVllmRows([row], [], [], "json");
}

function readJsonLines(lines: Array<{ line: string; number: number }>): ParsedFile {
  const rows: VllmRow[] = [];
  const skipped: SkippedRow[] = [];
  for (const { line, number } of lines) {
    const json = readJsonLine(line, number);
    const skip = (reason: string) => skipped.push({ line: number, reason, text: shortenRowText(line) });
    if ("malformed" in json) {
      skip(json.malformed);
      continue;
    }
    try {
      const row = readResultRow(json.value, `line ${number}`, number);
      if (row.measurement.successes === 0) skip(`${NOTHING_MEASURED}: ${describeNothingMeasured(json.value)}`);
      else rows.push(row);
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      skip(error.message);
    }
  }
  return groupVllmRows(rows, skipped, [], "jsonl");
}

/**
 * One line's JSON. A syntax error makes the line a skipped row; nesting past the cap or a lone
 * surrogate is hostile input and refuses the file (thrown).
 */
function readJsonLine(line: string, number: number): { value: unknown } | { malformed: string } {
  try {
    return { value: parsePythonJson(line, number) };
  } catch (error) {
    if (error instanceof ParseError && error.message.startsWith("Malformed JSON")) return { malformed: error.message };
    throw error;
  }
}

/** "completed: 0, failed: 8", as the file says it (legacy files have no `failed`). */
function describeNothingMeasured(value: unknown): string {
  const failed = (value as JsonRecord).failed;
  return typeof failed === "number" ? `completed: 0, failed: ${failed}` : "completed: 0";
}

/** A line that is a JSON object by itself: the first line of JSON Lines, never of a pretty-printed object. */
function isJsonObjectLine(line: string): boolean {
  if (!line.trimStart().startsWith("{")) return false;
  try {
    return typeof parsePythonJson(line) === "object";
  } catch (error) {
    if (error instanceof ParseError) return false;
    throw error;
  }
}

/** JSON text; a syntax error says which file was expected. */
function readJson(text: string): unknown {
  try {
    return parsePythonJson(text);
  } catch (error) {
    if (!(error instanceof ParseError) || !error.message.startsWith("Malformed JSON")) throw error;
    throw new ParseError(
      `vllm bench serve: ${error.message}. Expected the JSON file that \`${VLLM_SAVE_COMMAND}\` writes ` +
        "(one object; one per line with --append-result), or the console output with its result block.",
      error.path,
    );
  }
}

/** A runner script's wrapping of the console text: `{"success": true, "raw_output": "..."}`. */
function readWrappedConsole(value: unknown): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const record = value as JsonRecord;
  return typeof record.raw_output === "string" && !("completed" in record) ? record.raw_output : null;
}

/** Keys of a result that are not setup: the rung, the figures, and facts kept elsewhere. */
const NOT_SETUP_KEYS = new Set(["date", "model_id", "request_rate", "dataset_name", "vllm_version", "version"]);

/** One result object as a row: its setup is every string key but the rung's (backend, label, --metadata pairs). */
function readResultRow(value: unknown, where: string, line: number): VllmRow {
  const at = (key: string) => (where ? `${where}: ${key}` : key);
  const result = asRecord(value, where);
  const date = readString(result, "date");
  const setup = Object.fromEntries(
    Object.entries(result).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === "string" && entry[1].trim() !== "" && !NOT_SETUP_KEYS.has(entry[0]),
    ),
  );
  return {
    line,
    model: readString(result, "model_id"),
    setup,
    measurement: readMeasurement(result, at),
    measuredAt: date ? parseUtcTimestamp(date, at("date")) : null,
    toolVersion: readString(result, "vllm_version") ?? readString(result, "version"),
    sanityOutputs: readStrings(result, "generated_texts", at),
  };
}

/** Maps one result object onto a Measurement; see the field list in the module comment. */
function readMeasurement(result: JsonRecord, at: (key: string) => string) {
  const num = (key: string) => readNumber(result, key, at(key));
  const completed = num("completed");
  if (completed === null) throw new ParseError(`${at("completed")}: missing`, at("completed"));
  const errors = readStrings(result, "errors", at);
  const failed = num("failed") ?? (Array.isArray(result.errors) ? errors.length : null);
  const numPrompts = num("num_prompts");
  const tpot = num("mean_tpot_ms");
  const perRequest = (key: string) => {
    const total = num(key);
    return total !== null && completed > 0 ? Math.round(total / completed) : null;
  };
  const sources: Record<string, string> = {
    testLabel: "request_rate",
    requestRate: "request_rate",
    burstiness: "burstiness",
    maxConcurrency: "max_concurrency",
    concurrency: "max_concurrency",
    numPrompts: "num_prompts",
    requests: "num_prompts",
    successes: "completed",
    durationS: "duration",
    achievedRate: "request_throughput",
    totalTps: "output_throughput",
    perUserTps: "mean_tpot_ms",
    ttftMeanMs: "mean_ttft_ms",
    ttftStdMs: "std_ttft_ms",
    ttftP50Ms: "median_ttft_ms",
    ttftP95Ms: "p95_ttft_ms",
    ttftP99Ms: "p99_ttft_ms",
    tpotMeanMs: "mean_tpot_ms",
    itlMeanMs: "mean_itl_ms",
    e2elMeanMs: "mean_e2el_ms",
    promptTokens: "total_input_tokens",
    genTokens: "total_output_tokens",
    dataset: "dataset_name",
  };
  const requestRate = readRequestRate(result, at("request_rate"));
  const maxConcurrency = num("max_concurrency");
  const input = {
    testLabel: formatRateLabel(requestRate, maxConcurrency),
    promptTokens: perRequest("total_input_tokens"),
    genTokens: perRequest("total_output_tokens"),
    concurrency: maxConcurrency,
    requestRate,
    burstiness: num("burstiness"),
    maxConcurrency,
    dataset: readString(result, "dataset_name"),
    numPrompts,
    perUserTps: tpot !== null && tpot > 0 ? 1000 / tpot : null,
    totalTps: num("output_throughput"),
    ttftMeanMs: num("mean_ttft_ms"),
    ttftStdMs: num("std_ttft_ms"),
    ttftP50Ms: num("median_ttft_ms") ?? num("p50_ttft_ms"),
    ttftP95Ms: num("p95_ttft_ms"),
    ttftP99Ms: num("p99_ttft_ms"),
    tpotMeanMs: tpot,
    itlMeanMs: num("mean_itl_ms"),
    e2elMeanMs: num("mean_e2el_ms"),
    requests: numPrompts ?? (failed !== null ? completed + failed : null),
    successes: completed,
    durationS: num("duration"),
    achievedRate: num("request_throughput"),
    definition: MEASUREMENT_DEFINITIONS.vllmBenchServe,
  };
  return validateFields(measurementSchema, input, (field) => ({ path: at(sources[field] ?? field) }));
}

/** `request_rate`: a number, or "inf" (also Python's Infinity) for an unlimited rate -> null. */
function readRequestRate(result: JsonRecord, path: string): number | null {
  const rate = result.request_rate;
  if (rate === undefined || rate === null || rate === "inf") return null;
  if (typeof rate === "number") return rate;
  throw new ParseError(`${path}: expected a number or "inf", not ${describeValue(rate)}`, path);
}

/** Non-empty strings of a per-request list (`generated_texts`, `errors`); nulls and "" skipped. */
function readStrings(result: JsonRecord, key: string, at: (key: string) => string): string[] {
  const list = result[key];
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) throw new ParseError(`${at(key)} must be a list`, at(key));
  return list.filter((item): item is string => typeof item === "string" && item.trim() !== "");
}
