/**
 * What every llama-bench result becomes, whatever its format: a measurement whose figure the
 * test's kind decides, in a row of its model and setup. The machine formats' records are read by
 * field name: fields of other builds are ignored, a missing `n_depth` is 0, and `flash_attn` may
 * be a boolean or an integer. Pure module.
 */
import { describeValue } from "@/lib/ingest/json";
import type { BenchRecord, BenchResult, RecordFormat, RecordSet } from "@/lib/ingest/llama-bench-records";
import { cleanText, type FamilyRow, parseFlashAttention, parseInteger, shortFacts } from "@/lib/ingest/llama-cpp";
import { parseUtcTimestamp, validateFields } from "@/lib/ingest/parse-vllm-bench";
import {
  MEASUREMENT_DEFINITIONS,
  measurementSchema,
  ParseError,
  type Measurement,
  type SkippedRow,
} from "@/lib/ingest/schema";

/**
 * Each test is one measurement, at concurrency 1: `pp N` (N prompt tokens, after `-d D` untimed
 * tokens of context) gives the prefill rate, `tg N` (N one-token decodes, no prompt) the
 * generation rate, `pp N + tg M` the rate of prompt plus generated tokens over the whole time.
 * The figure is the mean of the repetitions' rates and its sample standard deviation.
 */
export function toBenchMeasurement(result: BenchResult): Measurement {
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

/** Each record as a row of its model and setup; a record that cannot be read is skipped with its reason. */
export function readRecordRows({ format, unit, records }: RecordSet): { rows: FamilyRow[]; skipped: SkippedRow[] } {
  const rows: FamilyRow[] = [];
  const skipped: SkippedRow[] = [];
  for (const record of records) {
    const at = unit === "line" ? `line ${record.at}` : `[${record.at - 1}]`;
    try {
      rows.push(readRecordRow(record, at, format));
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      skipped.push({ line: record.at, reason: error.message, text: JSON.stringify(record.fields).slice(0, 200) });
    }
  }
  return { rows, skipped };
}

function readRecordRow(record: BenchRecord, at: string, format: RecordFormat): FamilyRow {
  const fields = record.fields;
  const facts = Object.fromEntries(SETUP_FIELDS.map((field) => [field, fields[field]]));
  const { build_commit, build_number, ...setupFacts } = facts;
  const commit = cleanText(build_commit);
  const time = cleanText(fields.test_time);
  return {
    tool: "llama-bench",
    format,
    at: record.at,
    model: cleanText(fields.model_type),
    name: cleanText(fields.model_filename),
    section: null,
    facts: { ...shortFacts(setupFacts), build: commit ? `${commit} (${cleanText(build_number) ?? "?"})` : null },
    setup: {
      buildCommit: commit,
      buildNumber: parseInteger(build_number),
      gpuInfo: cleanText(fields.gpu_info),
      cpuInfo: cleanText(fields.cpu_info),
      backends: cleanText(fields.backends) ?? legacyBackends(fields),
      modelFile: cleanText(fields.model_filename),
      modelType: cleanText(fields.model_type),
      modelSizeBytes: parseInteger(fields.model_size),
      modelParams: parseInteger(fields.model_n_params),
      nGpuLayers: parseInteger(fields.n_gpu_layers),
      flashAttention: parseFlashAttention(fields.flash_attn),
      nBatch: parseInteger(fields.n_batch),
      nUbatch: parseInteger(fields.n_ubatch),
      threads: parseInteger(fields.n_threads),
      typeK: cleanText(fields.type_k),
      typeV: cleanText(fields.type_v),
    },
    measuredAt: time ? parseUtcTimestamp(time, `${at}.test_time`) : null,
    measurement: toBenchMeasurement(readRecordResult(record, at)),
  };
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
