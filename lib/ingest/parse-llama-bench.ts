/**
 * Parser for llama.cpp's `llama-bench` (tools/llama-bench/llama-bench.cpp) in every output format:
 * the markdown table (`-o md`, the default), `-o csv`, `-o json`, `-o jsonl` and `-o sql`, across
 * the builds since 2023. Pure module.
 *
 * Each test is one measurement, at concurrency 1: `pp N` (N prompt tokens, after `-d D` untimed
 * tokens of context) gives the prefill rate, `tg N` (N one-token decodes, no prompt) the
 * generation rate, `pp N + tg M` the rate of prompt plus generated tokens over the whole time.
 * The figure is the mean of the repetitions' rates and its sample standard deviation.
 *
 * Markdown is read by column name (llama-bench-markdown.ts). The machine formats are read by
 * field name: fields of other builds are ignored, a missing `n_depth` is 0, and `flash_attn` may
 * be a boolean or an integer.
 */
import { describeValue } from "@/lib/ingest/json";
import { isResultHeader, readMarkdown, splitRow } from "@/lib/ingest/llama-bench-markdown";
import {
  findRecordFormat,
  readRecords,
  type BenchRecord,
  type BenchResult,
  type RecordSet,
} from "@/lib/ingest/llama-bench-records";
import {
  cleanText,
  firstKnown,
  parseFlashAttention,
  parseInteger,
  requireOneSetup,
  validateSetup,
  type SetupEntry,
} from "@/lib/ingest/llama-cpp";
import { parseUtcTimestamp, validateFields } from "@/lib/ingest/parse-vllm-bench";
import {
  MEASUREMENT_DEFINITIONS,
  measurementSchema,
  ParseError,
  type ArtifactSetup,
  type Measurement,
  type ParsedArtifact,
} from "@/lib/ingest/schema";

/** JSON/CSV fields that vary per test; every other known field is a setup fact. */
const PER_TEST_FIELDS = new Set([
  "n_prompt",
  "n_gen",
  "n_depth",
  "test_time",
  "avg_ns",
  "stddev_ns",
  "avg_ts",
  "stddev_ts",
  "samples_ns",
  "samples_ts",
  "model_type",
]);
/** Setup fields of every era, in the printer's order (unknown fields of newer builds are ignored). */
const SETUP_FIELDS = [
  "build_commit",
  "build_number",
  "cuda",
  "opencl",
  "vulkan",
  "kompute",
  "metal",
  "sycl",
  "rpc",
  "gpu_blas",
  "blas",
  "cpu_info",
  "gpu_info",
  "backends",
  "model_filename",
  "model_size",
  "model_n_params",
  "n_batch",
  "n_ubatch",
  "n_threads",
  "cpu_mask",
  "cpu_strict",
  "poll",
  "f16_kv",
  "type_k",
  "type_v",
  "n_gpu_layers",
  "n_cpu_moe",
  "split_mode",
  "main_gpu",
  "no_kv_offload",
  "flash_attn",
  "devices",
  "mul_mat_q",
  "tensor_split",
  "tensor_buft_overrides",
  "use_mmap",
  "use_direct_io",
  "load_mode",
  "lazy_mode",
  "embeddings",
  "no_op_offload",
  "no_host",
  "fit_target",
  "fit_min_ctx",
].filter((field) => !PER_TEST_FIELDS.has(field));

export function parseLlamaBench(text: string): ParsedArtifact {
  // quoted pastes ("> | model | ...") read as the table they quote
  const lines = text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .map(unquote);
  for (const [index, text] of lines.entries()) {
    const line = text.trim();
    // bounds the line (checkLineChars) unless it opens a JSON document
    const format = findRecordFormat(line, index + 1);
    if (format) return fromRecords(readRecords(lines, index, format));
    if (line.startsWith("|") && isResultHeader(splitRow(line))) {
      const { results, setup } = readMarkdown(lines, index);
      return toArtifact("md", setup, results, null);
    }
  }
  const what = lines.every((line) => line.trim() === "") ? "The llama-bench output is empty" : "No llama-bench results";
  throw new ParseError(
    `${what}: expected its markdown table (| model | size | ... | test | t/s |), CSV, JSON, JSON Lines or SQL`,
    "line 1",
  );
}

/** A quoted paste's line ("> | model | ...", ">> ...") without its quote marks; by hand, in one pass. */
function unquote(line: string): string {
  let at = 0;
  while (line.charAt(at) === ">") at += /\s/.test(line.charAt(at + 1)) ? 2 : 1;
  return at === 0 ? line : line.slice(at);
}

function fromRecords({ format, unit, records }: RecordSet): ParsedArtifact {
  const [firstRecord] = records;
  if (!firstRecord) throw new ParseError(`The llama-bench ${format.toUpperCase()} holds no results`, "$");
  const where = (record: BenchRecord) => (unit === "line" ? `line ${record.at}` : `[${record.at - 1}]`);
  const entries: SetupEntry[] = records.map((record) => ({
    at: record.at,
    model: cleanText(record.fields.model_type),
    facts: Object.fromEntries(SETUP_FIELDS.map((field) => [field, cleanText(record.fields[field])])),
  }));
  requireOneSetup(entries, unit, "for JSON: one object per file; otherwise the lines of one model's results");
  const results = records.map((record) => readRecordResult(record, where(record)));
  const known = firstKnown(records.map((record) => record.fields));
  const first = where(firstRecord);
  const setup = validateSetup(
    {
      buildCommit: cleanText(known.build_commit),
      buildNumber: parseInteger(known.build_number),
      gpuInfo: cleanText(known.gpu_info),
      cpuInfo: cleanText(known.cpu_info),
      backends: cleanText(known.backends) ?? legacyBackends(known),
      modelFile: cleanText(known.model_filename),
      modelType: cleanText(known.model_type),
      modelSizeBytes: parseInteger(known.model_size),
      modelParams: parseInteger(known.model_n_params),
      nGpuLayers: parseInteger(known.n_gpu_layers),
      flashAttention: parseFlashAttention(known.flash_attn),
      nBatch: parseInteger(known.n_batch),
      nUbatch: parseInteger(known.n_ubatch),
      threads: parseInteger(known.n_threads),
      typeK: cleanText(known.type_k),
      typeV: cleanText(known.type_v),
    },
    (field) => `${first}.${field}`,
  );
  const times = records.flatMap((record) => {
    const time = cleanText(record.fields.test_time);
    return time ? [parseUtcTimestamp(time, `${where(record)}.test_time`)] : [];
  });
  const measuredAt = times.length > 0 ? new Date(Math.min(...times.map((time) => time.getTime()))) : null;
  return toArtifact(format, setup, results, measuredAt);
}

/** The label builds before 2025 printed in the markdown `backend` column, by flag, first match wins. */
const LEGACY_BACKENDS: Array<[string, string]> = [
  ["cuda", "CUDA"],
  ["vulkan", "Vulkan"],
  ["kompute", "Kompute"],
  ["metal", "Metal"],
  ["sycl", "SYCL"],
  ["opencl", "OpenCL"],
  ["gpu_blas", "GPU BLAS"],
  ["blas", "BLAS"],
];

/** Builds before 2025 say their backend by one boolean per backend (`cuda`, `metal`, ...), not by name. */
function legacyBackends(fields: Record<string, unknown>): string | null {
  if (!LEGACY_BACKENDS.some(([flag]) => flag in fields)) return null;
  const isOn = (flag: string) => fields[flag] === true || fields[flag] === "1" || fields[flag] === "true";
  const label = LEGACY_BACKENDS.find(([flag]) => isOn(flag))?.[1] ?? "CPU";
  return isOn("rpc") ? `${label}+RPC` : label;
}

function readRecordResult(record: BenchRecord, at: string): BenchResult {
  const number = (field: string): number | null => {
    const value = record.fields[field];
    if (value === undefined || value === null || value === "") return null;
    // a number in JSON, a numeric string in CSV and SQL
    const parsed = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
    if (!Number.isFinite(parsed)) {
      throw new ParseError(`${at}.${field} must be a number, not ${describeValue(value)}`, `${at}.${field}`);
    }
    return parsed;
  };
  const samples = record.fields.samples_ns;
  const avgNs = number("avg_ns");
  return {
    at,
    nPrompt: number("n_prompt") ?? 0,
    nGen: number("n_gen") ?? 0,
    nDepth: number("n_depth") ?? 0,
    mean: number("avg_ts"),
    std: number("stddev_ts"),
    repeats: Array.isArray(samples) ? samples.length : null,
    durationS: avgNs === null ? null : avgNs / 1e9,
  };
}

function toArtifact(
  format: ParsedArtifact["format"],
  setup: ArtifactSetup,
  results: BenchResult[],
  measuredAt: Date | null,
): ParsedArtifact {
  return {
    tool: "llama-bench",
    format,
    toolVersion: setup.buildCommit ? `${setup.buildCommit} (${setup.buildNumber ?? "?"})` : null,
    model: setup.modelType,
    measuredAt,
    measurements: results.map(toMeasurement),
    matrix: null,
    sanityOutputs: [],
    setup,
  };
}

/** The test's kind decides which figure its rate is (see the module comment). */
function toMeasurement(result: BenchResult): Measurement {
  const { nPrompt, nGen, nDepth, mean, std } = result;
  if (nPrompt === 0 && nGen === 0) throw new ParseError(`${result.at}: a test of 0 tokens`, result.at);
  const kind = nGen === 0 ? "pp" : nPrompt === 0 ? "tg" : "pg";
  const name = kind === "pp" ? `pp${nPrompt}` : kind === "tg" ? `tg${nGen}` : `pp${nPrompt}+tg${nGen}`;
  const figures = {
    pp: { prefillTps: mean, prefillTpsStd: std, definition: MEASUREMENT_DEFINITIONS.llamaBenchPrompt },
    tg: { perUserTps: mean, perUserTpsStd: std, definition: MEASUREMENT_DEFINITIONS.llamaBenchGeneration },
    pg: { totalTps: mean, totalTpsStd: std, definition: MEASUREMENT_DEFINITIONS.llamaBenchPromptGeneration },
  }[kind];
  const input = {
    promptTokens: nPrompt,
    genTokens: nGen,
    depth: nDepth,
    concurrency: 1,
    repeats: result.repeats,
    durationS: result.durationS,
    testLabel: nDepth > 0 ? `${name} @ d${nDepth}` : name,
    ...figures,
  };
  return validateFields(measurementSchema, input, (field) => ({ path: result.at, label: field }));
}
