/**
 * Parser for SGLang's `python -m sglang.bench_serving --output-file x.jsonl` (sgl-project/sglang
 * python/sglang/benchmark/serving.py): JSON Lines, one run per line, appended, so a sweep over
 * `--max-concurrency` or `--request-rate` is many lines of one file. Pure module.
 *
 * A line: the arguments (`tag`, `backend`, `dataset_name`, `request_rate`, `max_concurrency`,
 * `random_input_len`, `random_output_len`, ...), `server_info` (the server's /server_info: its
 * launch arguments and version), the totals (`duration` s, `completed`, `total_input_tokens`,
 * `total_output_tokens`), the throughputs (`request_throughput`, `output_throughput`,
 * `max_output_tokens_per_s`) and `{mean,median,std,p95,p99}_{ttft,tpot,itl,e2e_latency}_ms`;
 * `concurrency` is the measured mean of requests in flight, and `accept_length` the mean speculative
 * acceptance length, null without speculative decoding. `request_rate` defaults to float("inf"),
 * which Python's json.dumps writes as the bare token `Infinity` (read here as an unlimited rate).
 * TPOT excludes the first token, as vLLM's does, but the figures keep SGLang's own definition.
 *
 * Lines of one model, backend, dataset and server launch are one part. Of `server_info` only the
 * launch facts named in LAUNCH_KEYS are read: it also holds the server's API key and host.
 */
import { checkCountCap } from "@/lib/ingest/caps";
import { describeValue, parsePythonJson } from "@/lib/ingest/json";
import { asRecord, readNumber, readString, validateFields } from "@/lib/ingest/parse-vllm-bench";
import {
  MEASUREMENT_DEFINITIONS,
  type Measurement,
  measurementSchema,
  ParseError,
  type ParsedArtifact,
  type ParsedFile,
  type SkippedRow,
} from "@/lib/ingest/schema";
import { formatRateLabel, shortenRowText } from "@/lib/ingest/vllm-parts";

type JsonRecord = Record<string, unknown>;

export const SGLANG_COMMAND = "python -m sglang.bench_serving --backend sglang ... --output-file results.jsonl";

/**
 * The launch facts of `server_info` that set a run apart, kept as the part's setup; nothing else of
 * it is read (it holds `api_key`, `host` and paths too).
 */
const LAUNCH_KEYS = [
  "tp_size",
  "dp_size",
  "pp_size",
  "ep_size",
  "quantization",
  "dtype",
  "kv_cache_dtype",
  "attention_backend",
  "speculative_algorithm",
  "speculative_num_steps",
  "speculative_eagle_topk",
  "speculative_num_draft_tokens",
  "enable_dp_attention",
  "disable_radix_cache",
  "chunked_prefill_size",
  "max_running_requests",
  "mem_fraction_static",
  "context_length",
  "schedule_policy",
  "cuda_graph_max_bs",
] as const;

/** Line fields that are the run's setup, beside the launch facts. */
const SETUP_KEYS = ["tag", "backend", "dataset_name"] as const;

/** At most this many answers per line are kept for the sanity check. */
const SANITY_PER_LINE = 20;

type Row = {
  line: number;
  model: string | null;
  toolVersion: string | null;
  setup: Record<string, string>;
  measurement: Measurement;
  sanityOutputs: string[];
  acceptLength: number | null;
};

export function parseSglangBench(text: string): ParsedFile {
  const lines = text
    .split("\n")
    .map((line, index) => ({ line, number: index + 1 }))
    .filter((l) => l.line.trim() !== "");
  checkCountCap(lines.length, "measurementsPerArtifact", `line ${lines.at(-1)?.number ?? 1}`);
  if (lines.length > 1 && !lines[0]?.line.trimStart().startsWith("{")) {
    throw new ParseError(
      `SGLang bench_serving: line ${lines[0]?.number} is not a JSON object. Expected the JSON Lines file that ` +
        `\`${SGLANG_COMMAND}\` appends to, one run per line.`,
      `line ${lines[0]?.number}`,
    );
  }
  // one line, or a pretty-printed single result: read the whole text as one document
  if (lines.length === 1 || !isObjectLine(lines[0]?.line ?? "")) {
    return readRows([{ text, number: 1, parsed: { value: readWholeDocument(text) } }]);
  }
  return readRows(lines.map(({ line, number }) => ({ text: line, number, parsed: readLine(line, number) })));
}

/** Already-parsed content: one line's object, or a list of them. */
export function parseSglangBenchObject(value: unknown): ParsedFile {
  const values = Array.isArray(value) ? value : [value];
  checkCountCap(values.length, "measurementsPerArtifact", "");
  return readRows(
    values.map((item, index) => ({ text: JSON.stringify(item) ?? "", number: index + 1, parsed: { value: item } })),
  );
}

type Parsed = { value: unknown } | { malformed: string };
type Line = { text: string; number: number; parsed: Parsed };

function readRows(lines: Line[]): ParsedFile {
  const rows: Row[] = [];
  const skipped: SkippedRow[] = [];
  for (const { text, number, parsed } of lines) {
    const skip = (reason: string) => skipped.push({ line: number, reason, text: shortenRowText(text) });
    if ("malformed" in parsed) {
      skip(parsed.malformed);
      continue;
    }
    try {
      const row = readRow(parsed.value, `line ${number}`, number);
      if (row === null) skip("no result: SGLang writes only the per-request details of a run that failed");
      else if (row.measurement.successes === 0) skip("nothing was measured: completed is 0");
      else rows.push(row);
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      skip(error.message);
    }
  }
  if (rows.length === 0) {
    const first = skipped[0];
    const more = skipped.length > 1 ? ` (and ${skipped.length - 1} more lines could not be used)` : "";
    throw new ParseError(
      `SGLang bench_serving: no line of the file could be used${first ? `: line ${first.line}: ${first.reason}` : ""}` +
        `${more}. Upload the file that \`${SGLANG_COMMAND}\` writes.`,
      first ? `line ${first.line}` : "",
    );
  }
  const notes = rows.flatMap((row) =>
    row.acceptLength !== null
      ? [
          `line ${row.line} (${row.measurement.testLabel}): mean speculative acceptance length ` +
            `${Number(row.acceptLength.toFixed(3))} tokens per step (accept_length).`,
        ]
      : [],
  );
  return { parts: groupRows(rows), skipped, notes };
}

/** One line's JSON; a syntax error makes a skipped line, nesting past the cap or a lone surrogate refuses the file. */
function readLine(line: string, number: number): Parsed {
  try {
    return { value: parsePythonJson(line, number) };
  } catch (error) {
    if (error instanceof ParseError && error.message.startsWith("Malformed JSON")) return { malformed: error.message };
    throw error;
  }
}

function readWholeDocument(text: string): unknown {
  try {
    return parsePythonJson(text);
  } catch (error) {
    if (!(error instanceof ParseError) || !error.message.startsWith("Malformed JSON")) throw error;
    throw new ParseError(
      `SGLang bench_serving: ${error.message}. Expected the JSON Lines file that \`${SGLANG_COMMAND}\` writes.`,
      error.path,
    );
  }
}

function isObjectLine(line: string): boolean {
  try {
    const value = parsePythonJson(line);
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch (error) {
    if (error instanceof ParseError) return false;
    throw error;
  }
}

/** One line as a row; null for a line without results (a failed run's `result_details`). */
function readRow(value: unknown, where: string, line: number): Row | null {
  const result = asRecord(value, where);
  if (!("completed" in result) && !("mean_ttft_ms" in result)) return null;
  const at = (key: string) => `${where}: ${key}`;
  const server =
    result.server_info === undefined || result.server_info === null
      ? null
      : asRecord(result.server_info, at("server_info"));
  const setup: Record<string, string> = {};
  for (const key of SETUP_KEYS) {
    const text = readString(result, key);
    if (text !== null) setup[key] = text.slice(0, 200);
  }
  for (const key of LAUNCH_KEYS) {
    const fact = server?.[key];
    if (typeof fact === "string" && fact.trim() !== "") setup[key] = fact.trim().slice(0, 200);
    else if (typeof fact === "number" || typeof fact === "boolean") setup[key] = String(fact);
  }
  const acceptLength = readNumber(result, "accept_length", at("accept_length"));
  return {
    line,
    model: readModel(result, server),
    toolVersion: server ? readString(server, "version") : null,
    setup,
    measurement: readMeasurement(result, at),
    sanityOutputs: readTexts(result, at),
    acceptLength: acceptLength !== null && Number.isFinite(acceptLength) ? acceptLength : null,
  };
}

/** `server_info.served_model_name`, else its `model_path`, else the line's own model fields. */
function readModel(result: JsonRecord, server: JsonRecord | null): string | null {
  const name =
    (server && (readString(server, "served_model_name") ?? readString(server, "model_path"))) ??
    readString(result, "model_id") ??
    readString(result, "model");
  return name === null ? null : name.slice(0, 500);
}

function readMeasurement(result: JsonRecord, at: (key: string) => string): Measurement {
  const num = (key: string) => readNumber(result, key, at(key));
  const completed = num("completed");
  if (completed === null) throw new ParseError(`${at("completed")}: missing`, at("completed"));
  const perRequest = (key: string) => {
    const total = num(key);
    return total !== null && completed > 0 ? Math.round(total / completed) : null;
  };
  const rate = readRequestRate(result, at("request_rate"));
  const maxConcurrency = num("max_concurrency");
  const tpot = num("mean_tpot_ms");
  const numPrompts = num("num_prompts");
  const input = {
    testLabel: rate === "trace" ? "trace" : formatRateLabel(rate, maxConcurrency),
    definition: MEASUREMENT_DEFINITIONS.sglangBenchServing,
    promptTokens: perRequest("total_input_tokens"),
    genTokens: perRequest("total_output_tokens"),
    concurrency: maxConcurrency,
    maxConcurrency,
    requestRate: rate === "trace" ? null : rate,
    dataset: readString(result, "dataset_name"),
    numPrompts,
    perUserTps: tpot !== null && tpot > 0 ? 1000 / tpot : null,
    totalTps: num("output_throughput"),
    peakTps: num("max_output_tokens_per_s"),
    ttftMeanMs: num("mean_ttft_ms"),
    ttftStdMs: num("std_ttft_ms"),
    ttftP50Ms: num("median_ttft_ms"),
    ttftP95Ms: num("p95_ttft_ms"),
    ttftP99Ms: num("p99_ttft_ms"),
    tpotMeanMs: tpot,
    itlMeanMs: num("mean_itl_ms"),
    e2elMeanMs: num("mean_e2e_latency_ms"),
    requests: numPrompts,
    successes: completed,
    durationS: num("duration"),
    achievedRate: num("request_throughput"),
  };
  const sources: Record<string, string> = {
    testLabel: "request_rate",
    requestRate: "request_rate",
    concurrency: "max_concurrency",
    maxConcurrency: "max_concurrency",
    promptTokens: "total_input_tokens",
    genTokens: "total_output_tokens",
    numPrompts: "num_prompts",
    requests: "num_prompts",
    perUserTps: "mean_tpot_ms",
    totalTps: "output_throughput",
    peakTps: "max_output_tokens_per_s",
    ttftMeanMs: "mean_ttft_ms",
    ttftStdMs: "std_ttft_ms",
    ttftP50Ms: "median_ttft_ms",
    ttftP95Ms: "p95_ttft_ms",
    ttftP99Ms: "p99_ttft_ms",
    tpotMeanMs: "mean_tpot_ms",
    itlMeanMs: "mean_itl_ms",
    e2elMeanMs: "mean_e2e_latency_ms",
    successes: "completed",
    durationS: "duration",
    achievedRate: "request_throughput",
  };
  return validateFields(measurementSchema, input, (field) => ({ path: at(sources[field] ?? field) }));
}

/** `request_rate`: a number; `Infinity` (bare, as json.dumps writes it) or "inf" for unlimited -> null; "trace". */
function readRequestRate(result: JsonRecord, path: string): number | null | "trace" {
  const rate = result.request_rate;
  if (rate === undefined || rate === null || rate === "inf" || rate === Number.POSITIVE_INFINITY) return null;
  if (rate === "trace") return "trace";
  if (typeof rate === "number" && Number.isFinite(rate)) return rate;
  throw new ParseError(`${path}: expected a number, Infinity or "trace", not ${describeValue(rate)}`, path);
}

/** `generated_texts` of `--output-details`: the first few non-empty answers. */
function readTexts(result: JsonRecord, at: (key: string) => string): string[] {
  const list = result.generated_texts;
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) throw new ParseError(`${at("generated_texts")} must be a list`, at("generated_texts"));
  const texts: string[] = [];
  for (const item of list) {
    if (texts.length >= SANITY_PER_LINE) break;
    if (typeof item === "string" && item.trim() !== "") texts.push(item);
  }
  return texts;
}

/** Lines of one model and setup are one part (a sweep); setup facts that differ between parts name each. */
function groupRows(rows: Row[]): ParsedArtifact[] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = JSON.stringify([row.model, Object.entries(row.setup).sort(([a], [b]) => a.localeCompare(b))]);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const members = [...groups.values()];
  const keys = new Set(members.flatMap(([first]) => Object.keys(first?.setup ?? {})));
  const differing = [...keys].filter((key) => new Set(members.map(([first]) => first?.setup[key])).size > 1).sort();
  return members.map((group): ParsedArtifact => {
    const [first] = group;
    return {
      tool: "sglang-bench-serving",
      format: "jsonl",
      toolVersion: group.find((row) => row.toolVersion !== null)?.toolVersion ?? null,
      model: first?.model ?? null,
      measuredAt: null,
      measurements: group.map((row) => row.measurement),
      matrix: null,
      sanityOutputs: group.flatMap((row) => row.sanityOutputs),
      part: {
        modelLabel: first?.model ?? null,
        precision: null,
        distinguishing: Object.fromEntries(differing.map((key) => [key, first?.setup[key] ?? "none"])),
        lines: group.map((row) => row.line),
      },
    };
  });
}
