/**
 * Parser for `vllm bench serve --save-result` files (vllm/benchmarks/serve.py) and the legacy
 * benchmarks/benchmark_serving.py files, plus the helpers every JSON parser of this folder shares:
 * readers of fields and a validator that names the source field of a rejected figure (the JSON
 * reader they use is lib/ingest/json.ts). Pure module.
 *
 * One object per file, or JSON Lines from `--append-result` (one object per line, one measurement
 * per line). Keys: `date` "YYYYmmdd-HHMMSS" (local time of the client, read as UTC), `model_id`,
 * `num_prompts`, `--metadata` pairs as extra string keys, `request_rate` (number or "inf"),
 * `burstiness`, `max_concurrency`, then the results; legacy files spell `"request_goodput:"` and
 * have no `failed`. Per-request lists come with `--save-detailed` (always in legacy files).
 */
import type { z } from "zod";
import { checkCountCap } from "@/lib/ingest/caps";
import { describeValue, parsePythonJson } from "@/lib/ingest/json";
import {
  getFirstIssue,
  MEASUREMENT_DEFINITIONS,
  measurementSchema,
  ParseError,
  type ParsedArtifact,
} from "@/lib/ingest/schema";

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

export function parseVllmBenchServe(text: string): ParsedArtifact {
  const lines = text
    .split("\n")
    .map((line, index) => ({ line, number: index + 1 }))
    .filter((l) => l.line.trim() !== "");
  if (lines.length > 1 && lines.every((l) => l.line.trimStart().startsWith("{"))) {
    checkCountCap(lines.length, "measurementsPerArtifact", `line ${lines.at(-1)?.number}`);
    const results = lines.map((l) => ({ value: parsePythonJson(l.line, l.number), where: `line ${l.number}` }));
    return buildArtifact(results, "jsonl");
  }
  return buildArtifact([{ value: parsePythonJson(text), where: "" }], "json");
}

/** Already-parsed content (one result object). */
export function parseVllmBenchServeObject(value: unknown): ParsedArtifact {
  return buildArtifact([{ value, where: "" }], "json");
}

function buildArtifact(results: Array<{ value: unknown; where: string }>, format: "json" | "jsonl"): ParsedArtifact {
  const artifact: ParsedArtifact = {
    tool: "vllm-bench-serve",
    format,
    toolVersion: null,
    model: null,
    measuredAt: null,
    measurements: [],
    matrix: null,
    sanityOutputs: [],
  };
  for (const { value, where } of results) {
    const at = (key: string) => (where ? `${where}: ${key}` : key);
    const result = asRecord(value, where);
    const model = readString(result, "model_id");
    if (artifact.model && model && model !== artifact.model) {
      throw new ParseError(
        `${at("model_id")}: ${describeValue(model)} differs from ${describeValue(artifact.model)} on an earlier line`,
        at("model_id"),
      );
    }
    artifact.model ??= model;
    artifact.toolVersion ??= readString(result, "vllm_version") ?? readString(result, "version");
    const date = readString(result, "date");
    artifact.measuredAt ??= date ? parseUtcTimestamp(date, at("date")) : null;
    artifact.measurements.push(readMeasurement(result, at));
    artifact.sanityOutputs.push(...readStrings(result, "generated_texts", at));
  }
  return artifact;
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
  const input = {
    promptTokens: perRequest("total_input_tokens"),
    genTokens: perRequest("total_output_tokens"),
    concurrency: num("max_concurrency"),
    requestRate: readRequestRate(result, at("request_rate")),
    burstiness: num("burstiness"),
    maxConcurrency: num("max_concurrency"),
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
