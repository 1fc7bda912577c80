/**
 * Parser for GuideLLM's `benchmarks.json` (`guidellm benchmark ... --output-path benchmarks.json`,
 * vllm-project/guidellm src/guidellm/benchmark/schemas). Pure module.
 *
 * One file holds many benchmarks: a `sweep` profile writes a synchronous, a throughput and N
 * constant-rate benchmarks; `concurrent`, `constant` and `poisson` profiles one per rate or stream
 * count. Each benchmark is one measurement, the benchmarks of one model one part (a rate sweep).
 * - `metadata.version` 2 (guidellm 0.7+): top-level `config` (the scenario), each benchmark's
 *   `config.strategy` `{type_, streams?, rate?, max_concurrency?}`.
 * - `metadata.version` 1 (guidellm 0.4 to 0.6): top-level `args` (`profile`, `rate[]`, `model`, ...)
 *   instead of `config`; a benchmark without a strategy takes `args.profile` and its `args.rate`.
 * Every metric is a StatusDistributionSummary `{successful, errored, incomplete, total}` of
 * `{mean, median, std_dev, count, percentiles{p50, p95, p99, ...}}`; figures come from `successful`.
 * Units: `_ms` fields in ms, `request_latency` in seconds. GuideLLM's TPOT includes the first token
 * and its ITL does not, so the definitions are GuideLLM's own. `config.backend` may hold an API key
 * and the target URL: nothing of it but the model name is read, and the per-request texts are not read.
 */
import { checkCountCap } from "@/lib/ingest/caps";
import { describeValue, parsePythonJson } from "@/lib/ingest/json";
import { asRecord, validateFields } from "@/lib/ingest/parse-vllm-bench";
import {
  MEASUREMENT_DEFINITIONS,
  type Measurement,
  measurementSchema,
  ParseError,
  type ParsedArtifact,
  type ParsedFile,
  type SkippedRow,
} from "@/lib/ingest/schema";

type JsonRecord = Record<string, unknown>;

export const GUIDELLM_COMMAND = "guidellm benchmark --target ... --output-path benchmarks.json";

const STRATEGIES = new Set(["synchronous", "concurrent", "throughput", "constant", "poisson"]);

type Row = { position: number; model: string | null; measurement: Measurement; startedAt: Date | null };

export function parseGuidellm(text: string): ParsedFile {
  let value: unknown;
  try {
    value = parsePythonJson(text);
  } catch (error) {
    if (!(error instanceof ParseError) || !error.message.startsWith("Malformed JSON")) throw error;
    throw new ParseError(
      `GuideLLM: ${error.message}. Expected the benchmarks.json that \`${GUIDELLM_COMMAND}\` writes.`,
      error.path,
    );
  }
  return parseGuidellmObject(value);
}

export function parseGuidellmObject(value: unknown): ParsedFile {
  const report = asRecord(value, "");
  const metadata = optionalRecord(report.metadata, "metadata");
  const version = metadata?.version;
  if (version !== 1 && version !== 2) {
    const said = metadata ? `metadata.version is ${describeValue(version)}` : "the file has no metadata";
    throw new ParseError(
      `GuideLLM: ${said}; the arena reads benchmarks.json of metadata version 1 (guidellm 0.4 to 0.6) and 2 ` +
        `(0.7 and later). Run \`${GUIDELLM_COMMAND}\` with a current guidellm and upload its file.`,
      "metadata.version",
    );
  }
  const benchmarks = report.benchmarks;
  if (!Array.isArray(benchmarks)) throw new ParseError("benchmarks must be a list", "benchmarks");
  checkCountCap(benchmarks.length, "measurementsPerArtifact", "benchmarks");
  const toolVersion = readText(metadata?.guidellm_version, "metadata.guidellm_version");
  const args = version === 1 ? optionalRecord(report.args, "args") : null;
  const scenario = version === 2 ? optionalRecord(report.config, "config") : null;
  const fileModel = readModelName(args ?? scenario);
  const definition = version === 1 ? MEASUREMENT_DEFINITIONS.guidellmV1 : MEASUREMENT_DEFINITIONS.guidellmV2;
  const rows: Row[] = [];
  const skipped: SkippedRow[] = [];
  benchmarks.forEach((entry, index) => {
    const path = `benchmarks[${index}]`;
    const benchmark = asRecord(entry, path);
    const type = benchmark.type_;
    if (type !== undefined && type !== "generative_benchmark") {
      skipped.push({
        line: index + 1,
        reason: `${path}: a ${describeValue(type)}, not a generative benchmark`,
        text: null,
      });
      return;
    }
    const row = readBenchmark(benchmark, path, index, { args, definition, fileModel });
    if (row.measurement.successes === 0) {
      const totals = `${row.measurement.requests ?? 0} requests, none successful`;
      skipped.push({
        line: index + 1,
        reason: `nothing was measured: ${path}: ${totals}`,
        text: row.measurement.testLabel,
      });
      return;
    }
    rows.push(row);
  });
  if (rows.length === 0) {
    const first = skipped[0];
    throw new ParseError(
      first
        ? `GuideLLM: no benchmark of the file could be used: ${first.reason}`
        : "GuideLLM: the file holds no benchmark",
      "benchmarks",
    );
  }
  const notes = [
    `Read as GuideLLM benchmarks.json, metadata version ${version}${toolVersion ? `, guidellm ${toolVersion}` : ""}.`,
  ];
  return { parts: groupByModel(rows, toolVersion), skipped, notes };
}

function groupByModel(rows: Row[], toolVersion: string | null): ParsedArtifact[] {
  const groups = new Map<string | null, Row[]>();
  for (const row of rows) groups.set(row.model, [...(groups.get(row.model) ?? []), row]);
  const several = groups.size > 1;
  return [...groups].map(
    ([model, group]): ParsedArtifact => ({
      tool: "guidellm",
      format: "json",
      toolVersion,
      model,
      measuredAt: group.find((row) => row.startedAt !== null)?.startedAt ?? null,
      measurements: group.map((row) => row.measurement),
      matrix: null,
      sanityOutputs: [],
      part: {
        modelLabel: model,
        precision: null,
        distinguishing: several ? { model: model ?? "none" } : {},
        lines: group.map((row) => row.position),
      },
    }),
  );
}

type Context = { args: JsonRecord | null; definition: string; fileModel: string | null };

function readBenchmark(benchmark: JsonRecord, path: string, index: number, context: Context): Row {
  const config = optionalRecord(benchmark.config, `${path}.config`);
  const strategy = readStrategy(benchmark, config, path, index, context.args);
  const metrics = asRecord(benchmark.metrics, `${path}.metrics`);
  const stat = (key: string) => readSuccessful(metrics, key, `${path}.metrics.${key}`);
  const ttft = stat("time_to_first_token_ms");
  const tpot = stat("time_per_output_token_ms");
  const itl = stat("inter_token_latency_ms");
  const latency = stat("request_latency");
  const totals = optionalRecord(metrics.request_totals, `${path}.metrics.request_totals`);
  const count = (key: string) => readCount(totals, key, `${path}.metrics.request_totals.${key}`);
  const figure = (summary: Summary | null, key: string) => summary?.[key] ?? null;
  const itlMean = figure(itl, "mean");
  const latencyMean = figure(latency, "mean");
  const rounded = (value: number | null) => (value === null ? null : Math.round(value));
  const input = {
    testLabel: strategy.label,
    definition: context.definition,
    concurrency: strategy.concurrency,
    maxConcurrency: strategy.maxConcurrency,
    requestRate: strategy.rate,
    promptTokens: rounded(figure(stat("prompt_token_count"), "mean")),
    genTokens: rounded(figure(stat("output_token_count"), "mean")),
    perUserTps: itlMean !== null && itlMean > 0 ? 1000 / itlMean : null,
    totalTps: figure(stat("output_tokens_per_second"), "mean"),
    ttftMeanMs: figure(ttft, "mean"),
    ttftStdMs: figure(ttft, "std_dev"),
    ttftP50Ms: figure(ttft, "p50") ?? figure(ttft, "median"),
    ttftP95Ms: figure(ttft, "p95"),
    ttftP99Ms: figure(ttft, "p99"),
    tpotMeanMs: figure(tpot, "mean"),
    itlMeanMs: itlMean,
    e2elMeanMs: latencyMean === null ? null : latencyMean * 1000,
    requests: count("total"),
    successes: count("successful"),
    achievedRate: figure(stat("requests_per_second"), "mean"),
    durationS: readDuration(benchmark, path),
  };
  const metric = (key: string) => `${path}.metrics.${key}.successful`;
  const sources: Record<string, string> = {
    testLabel: strategy.path,
    concurrency: strategy.path,
    maxConcurrency: strategy.path,
    requestRate: strategy.path,
    promptTokens: metric("prompt_token_count"),
    genTokens: metric("output_token_count"),
    perUserTps: metric("inter_token_latency_ms"),
    totalTps: metric("output_tokens_per_second"),
    ttftMeanMs: metric("time_to_first_token_ms"),
    ttftStdMs: metric("time_to_first_token_ms"),
    ttftP50Ms: metric("time_to_first_token_ms"),
    ttftP95Ms: metric("time_to_first_token_ms"),
    ttftP99Ms: metric("time_to_first_token_ms"),
    tpotMeanMs: metric("time_per_output_token_ms"),
    itlMeanMs: metric("inter_token_latency_ms"),
    e2elMeanMs: metric("request_latency"),
    requests: `${path}.metrics.request_totals.total`,
    successes: `${path}.metrics.request_totals.successful`,
    achievedRate: metric("requests_per_second"),
    durationS: `${path}.duration`,
  };
  const measurement = validateFields(measurementSchema, input, (field) => ({ path: sources[field] ?? path }));
  const backend = optionalRecord(config?.backend, `${path}.config.backend`);
  return {
    position: index + 1,
    model: readModelName(backend) ?? context.fileModel,
    measurement,
    startedAt: readStartTime(benchmark, path),
  };
}

type Strategy = {
  label: string;
  path: string;
  concurrency: number | null;
  maxConcurrency: number | null;
  rate: number | null;
};

/** The benchmark's strategy (`config.strategy`, older `args.strategy`), else v1's `args.profile` and `args.rate[i]`. */
function readStrategy(
  benchmark: JsonRecord,
  config: JsonRecord | null,
  path: string,
  index: number,
  args: JsonRecord | null,
): Strategy {
  const own = config?.strategy ?? optionalRecord(benchmark.args, `${path}.args`)?.strategy;
  const where = config?.strategy !== undefined ? `${path}.config.strategy` : `${path}.args.strategy`;
  if (own !== undefined && own !== null) {
    const strategy = asRecord(own, where);
    const type = strategy.type_ ?? strategy.kind;
    return describeStrategy(
      type,
      {
        streams: readNumber(strategy, "streams", where),
        rate: readNumber(strategy, "rate", where),
        maxConcurrency: readNumber(strategy, "max_concurrency", where),
      },
      `${where}.type_`,
    );
  }
  if (args) {
    const rates = args.rate;
    const rate = Array.isArray(rates) ? rates[index] : rates;
    if (rate !== undefined && rate !== null && (typeof rate !== "number" || !Number.isFinite(rate))) {
      throw new ParseError(`args.rate[${index}] must be a number, not ${describeValue(rate)}`, `args.rate`);
    }
    const value = typeof rate === "number" ? rate : null;
    const profile = args.profile;
    const streams = profile === "concurrent" ? value : null;
    const fixedRate = profile === "constant" || profile === "poisson" ? value : null;
    return describeStrategy(profile, { streams, rate: fixedRate, maxConcurrency: null }, "args.profile");
  }
  throw new ParseError(`${path}: the benchmark has no config.strategy`, `${path}.config.strategy`);
}

function describeStrategy(
  type: unknown,
  values: { streams: number | null; rate: number | null; maxConcurrency: number | null },
  path: string,
): Strategy {
  if (typeof type !== "string" || !STRATEGIES.has(type)) {
    throw new ParseError(
      `${path}: ${describeValue(type)} is not a GuideLLM strategy (${[...STRATEGIES].join(", ")})`,
      path,
    );
  }
  const { streams, rate, maxConcurrency } = values;
  const cap = maxConcurrency !== null ? ` ×${maxConcurrency}` : "";
  switch (type) {
    case "synchronous":
      return { label: "synchronous", path, concurrency: 1, maxConcurrency: 1, rate: null };
    case "concurrent":
      return {
        label: streams !== null ? `concurrent ×${streams}` : "concurrent",
        path,
        concurrency: streams,
        maxConcurrency: streams,
        rate: null,
      };
    case "throughput":
      return { label: `throughput${cap}`, path, concurrency: maxConcurrency, maxConcurrency, rate: null };
    default:
      return {
        label: `${type}${rate !== null ? ` ${rate} qps` : ""}${cap}`,
        path,
        concurrency: maxConcurrency,
        maxConcurrency,
        rate,
      };
  }
}

type Summary = Record<string, number | null>;

/** A metric's `successful` distribution: its mean, median, std_dev and percentiles; null when absent. */
function readSuccessful(metrics: JsonRecord, key: string, path: string): Summary | null {
  const metric = optionalRecord(metrics[key], path);
  const successful = metric ? optionalRecord(metric.successful, `${path}.successful`) : null;
  if (!successful) return null;
  const at = `${path}.successful`;
  const summary: Summary = {
    mean: readNumber(successful, "mean", at),
    median: readNumber(successful, "median", at),
    std_dev: readNumber(successful, "std_dev", at),
  };
  const percentiles = optionalRecord(successful.percentiles, `${at}.percentiles`);
  for (const name of ["p50", "p95", "p99"]) {
    summary[name] = percentiles ? readNumber(percentiles, name, `${at}.percentiles`) : null;
  }
  return summary;
}

function readNumber(record: JsonRecord, key: string, path: string): number | null {
  const value = record[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== "number") {
    throw new ParseError(`${path}.${key} must be a number, not ${describeValue(value)}`, `${path}.${key}`);
  }
  return value;
}

function readCount(totals: JsonRecord | null, key: string, path: string): number | null {
  if (!totals) return null;
  const value = totals[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== "number") throw new ParseError(`${path} must be a number, not ${describeValue(value)}`, path);
  return value;
}

/** `duration` (seconds), else the measured period of `scheduler_metrics`. */
function readDuration(benchmark: JsonRecord, path: string): number | null {
  const duration = readNumber(benchmark, "duration", path);
  if (duration !== null) return duration;
  const scheduler = optionalRecord(benchmark.scheduler_metrics, `${path}.scheduler_metrics`);
  if (!scheduler) return null;
  const start = readNumber(scheduler, "measure_start_time", `${path}.scheduler_metrics`);
  const end = readNumber(scheduler, "measure_end_time", `${path}.scheduler_metrics`);
  return start !== null && end !== null && end >= start ? end - start : null;
}

/** The benchmark's start, seconds since the epoch (`start_time`, or `scheduler_metrics.start_time`). */
function readStartTime(benchmark: JsonRecord, path: string): Date | null {
  const scheduler = optionalRecord(benchmark.scheduler_metrics, `${path}.scheduler_metrics`);
  const seconds =
    readNumber(benchmark, "start_time", path) ??
    (scheduler ? readNumber(scheduler, "start_time", `${path}.scheduler_metrics`) : null);
  // GuideLLM writes -1 or 0 for a time it did not take; a time before 2020 or past 2100 is not a run's
  if (seconds === null || seconds < 1_577_836_800 || seconds > 4_102_444_800) return null;
  return new Date(Math.round(seconds * 1000));
}

/** `model` of the v1 args, the v2 scenario or a benchmark's backend: nothing else of them is read. */
function readModelName(record: JsonRecord | null): string | null {
  const model = record?.model;
  return typeof model === "string" && model.trim() !== "" ? model.trim().slice(0, 500) : null;
}

function readText(value: unknown, path: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") throw new ParseError(`${path} must be a string, not ${describeValue(value)}`, path);
  return value.trim() || null;
}

function optionalRecord(value: unknown, path: string): JsonRecord | null {
  return value === undefined || value === null ? null : asRecord(value, path);
}
