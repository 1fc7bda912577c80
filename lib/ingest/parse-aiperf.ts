/**
 * Parser for NVIDIA AIPerf's `profile_export_aiperf.json` and its predecessor GenAI-Perf's
 * `profile_export_genai_perf.json`: one profiling run per file, so one measurement. Pure module.
 *
 * Three shapes (ai-dynamo/aiperf's reference/json-export-schema.md in its docs; perf_analyzer
 * genai-perf/genai_perf/export_data/json_exporter.py):
 * - AIPerf schema 1.x: top-level `schema_version` ("1.0" to "1.5") and `aiperf_version`, a stats
 *   block per metric tag at the top level (`time_to_first_token`, `inter_token_latency`, ...),
 *   `input_config` (the resolved config: `endpoint.model_names`, `loadgen.concurrency`,
 *   `loadgen.request_rate`), `run_info` (1.2+, sweep coordinates in `variation_values`),
 *   `start_time`, `was_cancelled`, `error_summary[]`, `runtime_submission_invalid_reasons[]` (1.5).
 * - AIPerf before the schema was versioned (about Oct 2025): the same blocks under `records{}`,
 *   each with `tag` and `header`, some with short tags (`ttft`, `ttst`).
 * - GenAI-Perf: the blocks at the top level, `input_config` holding the CLI arguments (`model[]`,
 *   `concurrency`, `request_rate`, `service_kind`, `subcommand`).
 * A stats block is `{unit, avg, min, max, p1..p99, std, count, sum}`; derived metrics (throughputs,
 * counts) carry only `unit` and `avg`. `unit` is authoritative: latencies are converted to ms from
 * whatever it says. Nothing of `input_config` but the load and the model name is kept: its URL and
 * `cli_command` stay in the (redacted) file.
 */
import { describeValue, parsePythonJson } from "@/lib/ingest/json";
import { asRecord, readString, validateFields } from "@/lib/ingest/parse-vllm-bench";
import {
  MEASUREMENT_DEFINITIONS,
  measurementSchema,
  ParseError,
  type ParsedArtifact,
  type ParsedFile,
} from "@/lib/ingest/schema";
import { formatRateLabel } from "@/lib/ingest/vllm-parts";

type JsonRecord = Record<string, unknown>;

export const AIPERF_COMMAND = "aiperf profile ... (artifacts/<run>/profile_export_aiperf.json)";

/** Which writer and era a file is. */
export type AiperfEra = "aiperf-schema" | "aiperf-records" | "genai-perf";

/** Milliseconds per unit of time, as the tools spell their units. */
const MS_PER_UNIT: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  sec: 1000,
  secs: 1000,
  seconds: 1000,
};

const RATE_UNITS = new Set(["tokens/sec", "tokens/s", "tokens/sec/user", "requests/sec", "requests/s"]);
const COUNT_UNITS = new Set(["tokens", "requests", ""]);

/** A metric's block as read: where it was, its unit and figures. */
type Stat = { path: string; unit: string; block: JsonRecord };

/** A `profile_export_aiperf.json` or `*_genai_perf.json` text. */
export function parseAiperf(text: string): ParsedFile {
  let value: unknown;
  try {
    value = parsePythonJson(text);
  } catch (error) {
    if (!(error instanceof ParseError) || !error.message.startsWith("Malformed JSON")) throw error;
    throw new ParseError(
      `AIPerf: ${error.message}. Expected the profile_export_aiperf.json that \`${AIPERF_COMMAND}\` writes, ` +
        "or GenAI-Perf's profile_export_genai_perf.json.",
      error.path,
    );
  }
  return parseAiperfObject(value);
}

/** Which of the three shapes a document is; null when it is none of them. */
export function detectAiperfEra(document: JsonRecord): AiperfEra | null {
  if (typeof document.schema_version === "string" && "aiperf_version" in document) return "aiperf-schema";
  if (typeof document.records === "object" && document.records !== null && !Array.isArray(document.records)) {
    return "aiperf-records";
  }
  const config = document.input_config;
  if (typeof config === "object" && config !== null && ("service_kind" in config || "subcommand" in config)) {
    return "genai-perf";
  }
  if ("aiperf_version" in document || "schema_version" in document) return "aiperf-schema";
  return null;
}

export function parseAiperfObject(value: unknown): ParsedFile {
  const document = asRecord(value, "");
  const era = detectAiperfEra(document);
  if (era === null) {
    throw new ParseError(
      "AIPerf: the document has no `schema_version` and `aiperf_version`, no `records` and no GenAI-Perf " +
        "`input_config.service_kind`: it is not an AIPerf or GenAI-Perf profile export. Upload the " +
        `profile_export_aiperf.json that \`${AIPERF_COMMAND}\` writes.`,
      "",
    );
  }
  if (era === "aiperf-schema") checkSchemaVersion(document.schema_version);
  const metrics = era === "aiperf-records" ? asRecord(document.records, "records") : document;
  const prefix = era === "aiperf-records" ? "records." : "";
  const config =
    document.input_config === undefined || document.input_config === null
      ? {}
      : asRecord(document.input_config, "input_config");
  const notes: string[] = [];
  const measurement = readMeasurement(era, metrics, prefix, config, document, notes);
  const model = readModel(era, config);
  const toolVersion = era === "genai-perf" ? null : readVersion(document);
  notes.unshift(describeEra(era, document, toolVersion));
  const part: ParsedArtifact = {
    tool: "aiperf",
    format: "json",
    toolVersion,
    model,
    measuredAt: readStartTime(document),
    measurements: [measurement],
    matrix: null,
    sanityOutputs: [],
    part: { modelLabel: model, precision: null, distinguishing: {}, lines: [1] },
  };
  return { parts: [part], skipped: [], notes };
}

function checkSchemaVersion(version: unknown): void {
  if (typeof version !== "string" || !/^1\.\d+(\.\d+)?$/.test(version)) {
    throw new ParseError(
      `schema_version: AIPerf export schema ${describeValue(version)} is not read here; the arena reads schema ` +
        "1.x (1.0 to 1.5) and the older `records` shape.",
      "schema_version",
    );
  }
}

function readVersion(document: JsonRecord): string | null {
  const version = document.aiperf_version;
  if (version === undefined || version === null) return null;
  if (typeof version !== "string") {
    throw new ParseError(`aiperf_version must be a string, not ${describeValue(version)}`, "aiperf_version");
  }
  return version.trim() || null;
}

function describeEra(era: AiperfEra, document: JsonRecord, version: string | null): string {
  if (era === "genai-perf") return "Read as GenAI-Perf's profile_export_genai_perf.json.";
  if (era === "aiperf-records")
    return "Read as AIPerf's profile export of the older `records` shape (no schema_version).";
  const by = version ? ` written by aiperf ${version}` : "";
  return `Read as AIPerf's profile_export_aiperf.json, schema ${String(document.schema_version)}${by}.`;
}

/** A metric's block under the first of `tags` present; null when none is (the tool did not compute it). */
function findStat(metrics: JsonRecord, tags: string[], prefix: string): Stat | null {
  for (const tag of tags) {
    const value = metrics[tag];
    if (value === undefined || value === null) continue;
    const path = `${prefix}${tag}`;
    const block = asRecord(value, path);
    const unit = block.unit;
    if (typeof unit !== "string") {
      throw new ParseError(
        `${path}.unit: a metric's unit must be a string, not ${describeValue(unit)}`,
        `${path}.unit`,
      );
    }
    return { path, unit: unit.trim(), block };
  }
  return null;
}

/** One figure of a block (`avg`, `p50`, ...); null when absent or null. */
function statValue(stat: Stat | null, key: string): number | null {
  if (!stat) return null;
  const value = stat.block[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== "number") {
    throw new ParseError(`${stat.path}.${key} must be a number, not ${describeValue(value)}`, `${stat.path}.${key}`);
  }
  return value;
}

/** A time figure in ms, converted from the block's unit. */
function timeMs(stat: Stat | null, key: string): number | null {
  const value = statValue(stat, key);
  if (value === null || !stat) return null;
  const factor = MS_PER_UNIT[stat.unit.toLowerCase()];
  if (factor === undefined) {
    throw new ParseError(
      `${stat.path}.unit: ${describeValue(stat.unit)} is not a unit of time (ns, us, ms, s, sec)`,
      `${stat.path}.unit`,
    );
  }
  return value * factor;
}

/** A rate (tokens/sec, requests/sec) or a count (tokens, requests): read as the unit says, refused otherwise. */
function plainValue(stat: Stat | null, key: string, units: Set<string>): number | null {
  const value = statValue(stat, key);
  if (value === null || !stat) return null;
  if (!units.has(stat.unit.toLowerCase())) {
    const expected = [...units].filter(Boolean).join(", ");
    throw new ParseError(
      `${stat.path}.unit: expected ${expected}, not ${describeValue(stat.unit)}`,
      `${stat.path}.unit`,
    );
  }
  return value;
}

/** A whole count from a derived block's `avg` (request_count is written 89.0). */
function countValue(stat: Stat | null): number | null {
  const value = plainValue(stat, "avg", COUNT_UNITS);
  return value === null ? null : Math.round(value);
}

/** The load: AIPerf's `loadgen` block (or a sweep's coordinates), GenAI-Perf's top-level arguments. */
function readLoad(era: AiperfEra, config: JsonRecord, document: JsonRecord) {
  const loadgen = era === "genai-perf" ? config : optionalRecord(config.loadgen, "input_config.loadgen");
  const where = era === "genai-perf" ? "input_config" : "input_config.loadgen";
  const variations = readVariations(document);
  const pick = (key: string, variationKey: string) => {
    const value = loadgen?.[key] ?? variations?.[variationKey];
    if (value === undefined || value === null) return { value: null, path: `${where}.${key}` };
    if (typeof value !== "number") {
      throw new ParseError(`${where}.${key} must be a number, not ${describeValue(value)}`, `${where}.${key}`);
    }
    return { value, path: `${where}.${key}` };
  };
  return {
    concurrency: pick("concurrency", "phases.profiling.concurrency"),
    requestRate: pick("request_rate", "phases.profiling.request_rate"),
    requestCount: pick("request_count", "phases.profiling.request_count"),
  };
}

/** `run_info.variation_values` (schema 1.2+): a sweep's point as `{path: value}`. */
function readVariations(document: JsonRecord): JsonRecord | null {
  const runInfo = optionalRecord(document.run_info, "run_info");
  return runInfo ? optionalRecord(runInfo.variation_values, "run_info.variation_values") : null;
}

function optionalRecord(value: unknown, path: string): JsonRecord | null {
  return value === undefined || value === null ? null : asRecord(value, path);
}

function readMeasurement(
  era: AiperfEra,
  metrics: JsonRecord,
  prefix: string,
  config: JsonRecord,
  document: JsonRecord,
  notes: string[],
) {
  const stat = (...tags: string[]) => findStat(metrics, tags, prefix);
  const ttft = stat("time_to_first_token", "ttft");
  const itl = stat("inter_token_latency");
  const chunk = stat("inter_chunk_latency");
  const latency = stat("request_latency");
  const perUser = stat("output_token_throughput_per_user", "output_token_throughput_per_request");
  const output = stat("output_token_throughput");
  const requestThroughput = stat("request_throughput");
  const isl = stat("input_sequence_length");
  const osl = stat("output_sequence_length");
  const requestCount = stat("request_count");
  const errorCount = stat("error_request_count");
  const duration = stat("benchmark_duration");
  const load = readLoad(era, config, document);
  const successes = countValue(requestCount) ?? countFromBlock(ttft) ?? countFromBlock(latency);
  const errors = countValue(errorCount) ?? sumErrorSummary(document);
  if (successes === 0) {
    throw new ParseError(
      `AIPerf measured nothing: ${requestCount?.path ?? "request_count"} is 0, so no request succeeded and there ` +
        "is no figure to publish. Find out why every request failed (error_summary, the server's log), then " +
        "profile again.",
      requestCount?.path ?? "request_count",
    );
  }
  noteHealth(document, errors, notes);
  if (era === "genai-perf" && config.streaming === false) {
    notes.push("GenAI-Perf ran without streaming: its time to first token is the whole request's latency.");
  }
  const durationMs = timeMs(duration, "avg");
  const tpot = timeMs(itl, "avg");
  const perUserTps = plainValue(perUser, "avg", RATE_UNITS) ?? (tpot !== null && tpot > 0 ? 1000 / tpot : null);
  const rounded = (value: number | null) => (value === null ? null : Math.round(value));
  const concurrency = load.concurrency.value;
  const requestRate = load.requestRate.value;
  const input = {
    testLabel: formatRateLabel(requestRate, concurrency),
    definition: era === "genai-perf" ? MEASUREMENT_DEFINITIONS.genaiPerf : MEASUREMENT_DEFINITIONS.aiperf,
    promptTokens: rounded(plainValue(isl, "avg", COUNT_UNITS)),
    genTokens: rounded(plainValue(osl, "avg", COUNT_UNITS)),
    concurrency,
    maxConcurrency: concurrency,
    requestRate,
    numPrompts: load.requestCount.value,
    perUserTps,
    perUserTpsStd: plainValue(perUser, "std", RATE_UNITS),
    totalTps: plainValue(output, "avg", RATE_UNITS),
    ttftMeanMs: timeMs(ttft, "avg"),
    ttftStdMs: timeMs(ttft, "std"),
    ttftP50Ms: timeMs(ttft, "p50"),
    ttftP95Ms: timeMs(ttft, "p95"),
    ttftP99Ms: timeMs(ttft, "p99"),
    tpotMeanMs: tpot,
    itlMeanMs: timeMs(chunk, "avg"),
    e2elMeanMs: timeMs(latency, "avg"),
    requests: successes !== null && errors !== null ? successes + errors : null,
    successes,
    durationS: durationMs === null ? null : durationMs / 1000,
    achievedRate: plainValue(requestThroughput, "avg", RATE_UNITS),
  };
  const sources: Record<string, string | undefined> = {
    testLabel: load.requestRate.path,
    concurrency: load.concurrency.path,
    maxConcurrency: load.concurrency.path,
    requestRate: load.requestRate.path,
    numPrompts: load.requestCount.path,
    promptTokens: isl?.path,
    genTokens: osl?.path,
    perUserTps: perUser?.path ?? itl?.path,
    perUserTpsStd: perUser?.path,
    totalTps: output?.path,
    ttftMeanMs: ttft?.path,
    ttftStdMs: ttft?.path,
    ttftP50Ms: ttft?.path,
    ttftP95Ms: ttft?.path,
    ttftP99Ms: ttft?.path,
    tpotMeanMs: itl?.path,
    itlMeanMs: chunk?.path,
    e2elMeanMs: latency?.path,
    requests: errorCount?.path ?? "error_summary",
    successes: requestCount?.path,
    durationS: duration?.path,
    achievedRate: requestThroughput?.path,
  };
  return validateFields(measurementSchema, input, (field) => ({ path: sources[field] ?? field }));
}

/** A record metric's `count`: the requests behind it, when the file has no request_count block. */
function countFromBlock(stat: Stat | null): number | null {
  const count = statValue(stat, "count");
  return count === null ? null : Math.round(count);
}

/** The failed requests `error_summary` counts; null when the file has no error_summary. */
function sumErrorSummary(document: JsonRecord): number | null {
  const summary = document.error_summary;
  if (summary === undefined || summary === null) return null;
  if (!Array.isArray(summary)) throw new ParseError("error_summary must be a list", "error_summary");
  let total = 0;
  summary.forEach((entry, index) => {
    const count = asRecord(entry, `error_summary[${index}]`).count;
    if (typeof count !== "number" || !Number.isFinite(count) || count < 0) {
      throw new ParseError(
        `error_summary[${index}].count must be a non-negative number, not ${describeValue(count)}`,
        `error_summary[${index}].count`,
      );
    }
    total += count;
  });
  return Math.round(total);
}

/** What a reader of the run should know: failed requests by type, a cancelled run, an invalid submission. */
function noteHealth(document: JsonRecord, errors: number | null, notes: string[]): void {
  if (errors !== null && errors > 0) {
    const types = Array.isArray(document.error_summary)
      ? document.error_summary
          .slice(0, 5)
          .map((entry) => {
            const details = (entry as JsonRecord)?.error_details as JsonRecord | undefined;
            const type = typeof details?.type === "string" ? details.type.slice(0, 80) : "error";
            const code = typeof details?.code === "number" ? ` ${details.code}` : "";
            return `${type}${code} ×${String((entry as JsonRecord)?.count ?? "?")}`;
          })
          .join(", ")
      : "";
    notes.push(`${errors} requests failed${types ? `: ${types}` : ""}.`);
  }
  if (document.was_cancelled === true) notes.push("The run was cancelled before it finished (was_cancelled).");
  const invalid = document.runtime_submission_invalid_reasons;
  if (Array.isArray(invalid) && invalid.length > 0) {
    const reasons = invalid
      .slice(0, 5)
      .filter((reason): reason is string => typeof reason === "string")
      .map((reason) => reason.slice(0, 80));
    notes.push(`AIPerf marked the run invalid for submission: ${reasons.join(", ")}.`);
  }
}

/** AIPerf: `input_config.endpoint.model_names[0]`; GenAI-Perf: `input_config.model[0]`. */
function readModel(era: AiperfEra, config: JsonRecord): string | null {
  const endpoint = era === "genai-perf" ? null : optionalRecord(config.endpoint, "input_config.endpoint");
  const names = era === "genai-perf" ? config.model : (endpoint?.model_names ?? config.model_names);
  if (typeof names === "string") return names.trim() || null;
  if (Array.isArray(names)) {
    const first = names.find((name): name is string => typeof name === "string" && name.trim() !== "");
    return first?.trim() ?? null;
  }
  return endpoint ? readString(endpoint, "model") : null;
}

/** `start_time`: ISO 8601 in UTC ("2025-10-03T13:13:39.146443", or with "Z" or an offset). */
function readStartTime(document: JsonRecord): Date | null {
  const value = document.start_time;
  if (value === undefined || value === null) return null;
  if (typeof value !== "string" || value.length > 64) {
    throw new ParseError(`start_time must be an ISO 8601 time, not ${describeValue(value)}`, "start_time");
  }
  const text = /(?:Z|[+-]\d\d:?\d\d)$/.test(value) ? value : `${value}Z`;
  const date = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(?:Z|[+-]\d\d:?\d\d)$/.test(text) ? new Date(text) : null;
  if (!date || Number.isNaN(date.getTime())) {
    throw new ParseError(`start_time: unreadable time ${describeValue(value)}`, "start_time");
  }
  return date;
}
