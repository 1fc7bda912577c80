/**
 * Parser for llm-inference-bench results (local-inference-lab/llm-inference-bench,
 * `llm_decode_bench.py`, `save_results`): the context x concurrency speed matrix. Pure module.
 *
 * - `prefill["<context>"]` -> a prefill cell at concurrency 1 (`tok_per_sec`, `ttft_seconds`);
 *   one without a rate is status "error".
 * - `results[]` -> decode cells. Latencies are the medians (`*_p50`), seconds -> ms. The tool
 *   writes 0 for a latency or rate it could not measure (no client samples, no Prometheus), so 0
 *   there reads as "not reported" (null), as in the tool's own tables.
 * - A cell the tool invalidated is status "error" with its reason: `loop_detected` (its
 *   `aggregate_tps` is then the sentinel from `metadata.loop_detection`), a null throughput or a
 *   null in `summary_table`, or request errors without throughput. A negative throughput on a cell
 *   not marked invalid is rejected as malformed.
 * - `capacity_limited` cells (the server could not hold the requested concurrency; the tool
 *   hides their figure behind "∅") are status "over_capacity" with their figures kept.
 * - Grid cells (`metadata.context_lengths` x `metadata.concurrency_levels`) absent from `results`
 *   were skipped because they exceed the KV cache: status "over_capacity" with no figures.
 *   A `--prefill-only` run has no decode grid at all.
 * - `metadata.timestamp` (`datetime.now().isoformat()`, no zone) is read as UTC.
 */
import { checkCountCap } from "@/lib/ingest/caps";
import { describeValue } from "@/lib/ingest/json";
import {
  asRecord,
  parsePythonJson,
  parseUtcTimestamp,
  readNumber,
  readString,
  validateFields,
} from "@/lib/ingest/parse-vllm-bench";
import {
  matrixCellSchema,
  matrixMetaSchema,
  ParseError,
  type MatrixCell,
  type ParsedArtifact,
} from "@/lib/ingest/schema";

type JsonRecord = Record<string, unknown>;

/** Keys that carry a failed cell's reason, in the order they are preferred. */
const FAILURE_KEYS = ["failure_reason", "error", "error_message", "invalid_reason"];

export function parseLlmInferenceBench(text: string): ParsedArtifact {
  return parseLlmInferenceBenchObject(parsePythonJson(text));
}

export function parseLlmInferenceBenchObject(value: unknown): ParsedArtifact {
  const report = asRecord(value, "");
  const metadata = asRecord(report.metadata, "metadata");
  if (report.results === undefined && report.prefill === undefined) {
    throw new ParseError("No prefill or results: not a decode-matrix report of llm-inference-bench", "results");
  }
  const prefill = report.prefill === undefined || report.prefill === null ? {} : asRecord(report.prefill, "prefill");
  const results = report.results ?? [];
  if (!Array.isArray(results)) throw new ParseError("results must be a list", "results");
  checkCountCap(results.length, "matrixCellsPerRun", "results");
  checkCountCap(Object.keys(prefill).length, "matrixCellsPerRun", "prefill");
  const summary = report.summary_table ? asRecord(report.summary_table, "summary_table") : {};
  const loopDetection = asRecord(metadata.loop_detection ?? {}, "metadata.loop_detection");
  const sentinelKey = "invalid_cell_aggregate_tps_sentinel";
  const loopSentinel = readNumber(loopDetection, sentinelKey, `metadata.loop_detection.${sentinelKey}`);

  const decode = results.map((item, index) =>
    readDecodeCell(asRecord(item, `results[${index}]`), `results[${index}]`, summary, loopSentinel),
  );
  const measured = new Set(decode.map((cell) => `${cell.contextTokens}x${cell.concurrency}`));
  const grid = metadata.prefill_only === true ? [] : listGrid(metadata);
  const skipped = grid.filter(([context, concurrency]) => !measured.has(`${context}x${concurrency}`));
  const overCapacity = skipped.map(([contextTokens, concurrency]) =>
    validateFields(
      matrixCellSchema,
      { phase: "decode", contextTokens, concurrency, status: "over_capacity" },
      (field) => ({
        path: field === "concurrency" ? "metadata.concurrency_levels" : "metadata.context_lengths",
      }),
    ),
  );
  const prefillCells = Object.keys(prefill)
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => readPrefillCell(key, asRecord(prefill[key], prefillPath(key))));
  const byGridPosition = (a: MatrixCell, b: MatrixCell) =>
    a.contextTokens - b.contextTokens || a.concurrency - b.concurrency;

  const timestamp = readString(metadata, "timestamp");
  const hardwareSummary = report.hardware_run_summary
    ? asRecord(report.hardware_run_summary, "hardware_run_summary")
    : {};
  const averagePowerW = readNumber(hardwareSummary, "power_total_avg_w", "hardware_run_summary.power_total_avg_w");
  return {
    tool: "llm-inference-bench",
    format: "json",
    toolVersion: readString(metadata, "version"),
    model: readString(metadata, "model"),
    measuredAt: timestamp ? parseUtcTimestamp(timestamp, "metadata.timestamp") : null,
    measurements: [],
    matrix: {
      meta: validateFields(
        matrixMetaSchema,
        {
          decodeMode: readString(metadata, "decode_mode"),
          prefillMode: readString(metadata, "prefill_mode"),
          secondsPerMeasurement: readNumber(metadata, "duration_per_test", "metadata.duration_per_test"),
          maxOutputTokens: readNumber(metadata, "max_tokens", "metadata.max_tokens"),
          ...(averagePowerW !== null && averagePowerW > 0 && { averagePowerW }),
        },
        (field) => ({
          path:
            field === "averagePowerW"
              ? "hardware_run_summary.power_total_avg_w"
              : `metadata.${META_SOURCE[field] ?? field}`,
        }),
      ),
      cells: [...prefillCells, ...[...decode, ...overCapacity].sort(byGridPosition)],
    },
    sanityOutputs: [],
  };
}

/** The planned grid, from the metadata's context lengths and concurrency levels. */
function listGrid(metadata: JsonRecord): Array<[number, number]> {
  const list = (key: string) => {
    const value = metadata[key] ?? [];
    if (!Array.isArray(value) || !value.every((item) => Number.isInteger(item))) {
      throw new ParseError(`metadata.${key} must be a list of whole numbers`, `metadata.${key}`);
    }
    return value as number[];
  };
  const concurrencies = list("concurrency_levels");
  const contexts = list("context_lengths");
  // two short lists can name millions of cells: counted before any is made
  checkCountCap(contexts.length * concurrencies.length, "matrixCellsPerRun", "metadata.context_lengths");
  return contexts.flatMap((context) => concurrencies.map((c): [number, number] => [context, c]));
}

/** Where a prefill entry sits; a hostile key is shortened, not echoed whole. */
function prefillPath(key: string): string {
  return `prefill[${describeValue(key)}]`;
}

function readPrefillCell(key: string, entry: JsonRecord): MatrixCell {
  const at = prefillPath(key);
  if (!/^\d+$/.test(key)) throw new ParseError(`${at}: the key must be a context length in tokens`, at);
  const num = (name: string) => readNumber(entry, name, `${at}.${name}`);
  const skipped = entry.skipped === true;
  const throughput = num("tok_per_sec");
  // a prefill sample that produced no rate failed; a negative rate is malformed and rejected below
  const failed = !skipped && (throughput === null || throughput === 0);
  const input = {
    phase: "prefill",
    contextTokens: Number(key),
    concurrency: 1,
    status: skipped ? "over_capacity" : failed ? "error" : "valid",
    totalTps: skipped || failed ? null : throughput,
    ttftMs: skipped || failed ? null : toMs(num("ttft_seconds")),
    completedRequests: skipped || failed ? null : num("samples") || 1,
    failureReason: skipped
      ? (readString(entry, "reason") ?? readString(entry, "skip_reason"))
      : failed
        ? "no prefill throughput reported"
        : null,
  };
  const source: Record<string, string> = {
    totalTps: "tok_per_sec",
    ttftMs: "ttft_seconds",
    completedRequests: "samples",
  };
  return validateFields(matrixCellSchema, input, (field) => ({ path: `${at}.${source[field] ?? field}` }));
}

function readDecodeCell(cell: JsonRecord, at: string, summary: JsonRecord, loopSentinel: number | null): MatrixCell {
  const num = (name: string) => readNumber(cell, name, `${at}.${name}`);
  /** The tool's 0 means "not measured". */
  const measuredOrNull = (name: string) => {
    const value = num(name);
    return value === 0 ? null : value;
  };
  const contextTokens = num("context_tokens");
  const concurrency = num("concurrency");
  const throughput = num("aggregate_tps");
  const errors = num("num_errors") ?? 0;
  const loop = cell.loop_detected === true;
  const summaryRow = summary[String(contextTokens)];
  const summaryNull =
    typeof summaryRow === "object" && summaryRow !== null && (summaryRow as JsonRecord)[String(concurrency)] === null;
  const isSentinel = loopSentinel !== null && loopSentinel < 0 && throughput === loopSentinel;
  const failed = loop || throughput === null || summaryNull || isSentinel || (errors > 0 && !(throughput > 0));
  const reason = FAILURE_KEYS.map((key) => readString(cell, key)).find((text) => text !== null) ?? null;
  const base = { phase: "decode", contextTokens, concurrency };
  if (failed) {
    const fallback = loop
      ? "exact-repetition loop detected"
      : errors > 0
        ? `${errors} request errors`
        : "no throughput reported";
    const input = { ...base, status: "error", failureReason: (reason ?? fallback).slice(0, 2000) };
    return validateFields(matrixCellSchema, input, (field) => ({ path: `${at}.${SOURCE[field] ?? field}` }));
  }
  const limited = cell.capacity_limited === true;
  const running = measuredOrNull("avg_running_reqs");
  const window = measuredOrNull("measurement_seconds");
  const input = {
    ...base,
    status: limited ? "over_capacity" : "valid",
    totalTps: throughput,
    perRequestTps: measuredOrNull("per_request_avg_tps"),
    ttftMs: toMs(measuredOrNull("ttft_p50")),
    tbtMs: toMs(measuredOrNull("inter_token_latency_p50")),
    avgActiveRequests: running ?? measuredOrNull("effective_concurrency"),
    completedRequests: num("completed_request_count"),
    outputTokens: num("total_tokens"),
    measuredSeconds: window ?? measuredOrNull("wall_time"),
    failureReason: limited ? (readString(cell, "timeout_reason") ?? reason) : null,
  };
  const source = (field: string) =>
    field === "avgActiveRequests" && running === null
      ? "effective_concurrency"
      : field === "measuredSeconds" && window === null
        ? "wall_time"
        : (SOURCE[field] ?? field);
  return validateFields(matrixCellSchema, input, (field) => ({ path: `${at}.${source(field)}` }));
}

const META_SOURCE: Record<string, string> = {
  secondsPerMeasurement: "duration_per_test",
  maxOutputTokens: "max_tokens",
};

const SOURCE: Record<string, string> = {
  contextTokens: "context_tokens",
  totalTps: "aggregate_tps",
  perRequestTps: "per_request_avg_tps",
  ttftMs: "ttft_p50",
  tbtMs: "inter_token_latency_p50",
  avgActiveRequests: "avg_running_reqs",
  completedRequests: "completed_request_count",
  outputTokens: "total_tokens",
  measuredSeconds: "measurement_seconds",
};

/** Seconds to milliseconds, rounded to the nanosecond to drop float noise (0.412 s -> 412 ms). */
function toMs(seconds: number | null): number | null {
  return seconds === null ? null : Math.round(seconds * 1e9) / 1e6;
}
