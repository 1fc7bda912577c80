/**
 * The normalised shapes every parser produces and the importer stores.
 * Units are fixed here, once: times in milliseconds, throughput in tokens per second,
 * rates in requests per second, sizes in tokens. Safe to import on the client.
 */
import { z } from "zod";

/** The tools whose output the arena reads; "summary" is figures an uploader states directly. */
export const ARTIFACT_TOOLS = [
  "llama-benchy",
  "vllm-bench-serve",
  "llm-inference-bench",
  "summary",
  "llama-bench",
  "llama-batched-bench",
  "llama-sweep-bench",
  "aiperf",
  "guidellm",
  "sglang-bench-serving",
] as const;
export type ArtifactTool = (typeof ARTIFACT_TOOLS)[number];

/** The largest value of a PostgreSQL `integer` (Prisma `Int`) column. */
export const POSTGRES_INT_MAX = 2_147_483_647;
/**
 * The largest figure stored (tok/s, ms, seconds, req/s): a trillion is beyond any measurement,
 * and keeps every sum and product of figures finite.
 */
export const MAX_FIGURE = 1e12;

/** Refuses U+0000, which PostgreSQL's `text` and `jsonb` cannot hold (the insert would fail). */
export const withoutNul = (schema: z.ZodString) =>
  schema.refine((value) => !value.includes("\u0000"), "contains a NUL character (U+0000), which cannot be stored");

/** Text PostgreSQL can store: bounded, and without U+0000. */
export const storableString = (max: number) => withoutNul(z.string().max(max));

/** A whole number that fits an `integer` column. */
export const storableInt = () => z.number().int().max(POSTGRES_INT_MAX, `must be at most ${POSTGRES_INT_MAX}`);

/** A finite, non-negative figure; null when the tool did not report it. */
const figure = z
  .number()
  .finite()
  .nonnegative()
  .max(MAX_FIGURE, `must be at most ${MAX_FIGURE}`)
  .nullable()
  .default(null);
const count = storableInt().nonnegative().nullable().default(null);

/** One rung of a suite test as a tool reports it (one concurrency x prompt size x rate). */
export const measurementSchema = z.object({
  /** The tool's own name of the test ("pp512 @ d4096", "tg128"); formed from the parameters when it has none. */
  testLabel: storableString(100).nullable().default(null),
  /**
   * What the figures mean (lib/measurements/definitions.ts); the artifact's tool when the parser says
   * nothing finer.
   */
  definition: storableString(60).nullable().default(null),
  // Where the rung sits.
  promptTokens: count,
  genTokens: count,
  depth: count,
  concurrency: count,
  /** Configured arrival rate; null for an unlimited rate ("inf") or a closed-loop tool. */
  requestRate: figure,
  burstiness: figure,
  maxConcurrency: count,
  dataset: storableString(200).nullable().default(null),
  numPrompts: count,
  // What was measured.
  perUserTps: figure,
  perUserTpsStd: figure,
  totalTps: figure,
  totalTpsStd: figure,
  prefillTps: figure,
  prefillTpsStd: figure,
  peakTps: figure,
  ttftMeanMs: figure,
  ttftStdMs: figure,
  ttftP50Ms: figure,
  ttftP95Ms: figure,
  ttftP99Ms: figure,
  tpotMeanMs: figure,
  itlMeanMs: figure,
  e2elMeanMs: figure,
  /** Requests sent and requests that succeeded. */
  requests: count,
  successes: count,
  /** Repeats behind a mean ± std (llama-benchy `--runs`). */
  repeats: count,
  durationS: figure,
  /** Achieved request throughput in req/s. */
  achievedRate: figure,
});

export type MeasurementInput = z.input<typeof measurementSchema>;

/**
 * The definitions the parsers set: a figure is only compared with figures of the same definition
 * (a llama-bench tg rate is one timed generation without a prompt, not a served request).
 */
export const MEASUREMENT_DEFINITIONS = {
  llamaBenchy: "llama-benchy",
  vllmBenchServe: "vllm-bench-serve",
  llmInferenceBench: "llm-inference-bench",
  summary: "summary",
  /** llama-bench `-p N`: N prompt tokens decoded in batches, after `-d D` untimed tokens of context. */
  llamaBenchPrompt: "llama-bench:pp",
  /** llama-bench `-n N`: N one-token decodes, no prompt. */
  llamaBenchGeneration: "llama-bench:tg",
  /** llama-bench `-pg N,M`: prompt plus generated tokens over the whole time (not a decode rate). */
  llamaBenchPromptGeneration: "llama-bench:pg",
  /** llama-batched-bench: B sequences prompted as one batch, then generated together. */
  llamaBatchedBench: "llama-batched-bench",
  /** llama-batched-bench `-pps` (is_pp_shared = 1): one prompt shared by all sequences, S_PP counts it once. */
  llamaBatchedBenchSharedPrompt: "llama-batched-bench:shared-prompt",
  /** llama-batched-bench with is_tg_separate = 1: sequences generated one after another, not together. */
  llamaBatchedBenchSeparateGeneration: "llama-batched-bench:separate-tg",
  /** ik_llama.cpp's llama-sweep-bench: PP prompt tokens and TG one-token decodes after N_KV tokens of context. */
  llamaSweepBench: "llama-sweep-bench",
  /** NVIDIA AIPerf: inter_token_latency excludes the first token; output_token_throughput over the run. */
  aiperf: "aiperf",
  /** GenAI-Perf, AIPerf's predecessor: its own clock and counting (non-streaming TTFT = request latency). */
  genaiPerf: "genai-perf",
  /** GuideLLM benchmarks.json, metadata version 1: TPOT includes the first token, ITL excludes it. */
  guidellmV1: "guidellm-v1",
  /** GuideLLM benchmarks.json, metadata version 2 (guidellm 0.7+). */
  guidellmV2: "guidellm-v2",
  /** SGLang `bench_serving` JSON Lines: TPOT excludes the first token; TTFT to the first non-empty chunk. */
  sglangBenchServing: "sglang-bench-serving",
} as const;
export type Measurement = z.output<typeof measurementSchema>;

export const MATRIX_PHASES = ["prefill", "decode"] as const;
export const MATRIX_CELL_STATUSES = ["valid", "over_capacity", "error"] as const;

/** One cell of a context x concurrency speed matrix. */
export const matrixCellSchema = z.object({
  phase: z.enum(MATRIX_PHASES),
  contextTokens: storableInt().nonnegative(),
  concurrency: storableInt().positive(),
  status: z.enum(MATRIX_CELL_STATUSES),
  totalTps: figure,
  perRequestTps: figure,
  ttftMs: figure,
  /** Median time between tokens. */
  tbtMs: figure,
  avgActiveRequests: figure,
  completedRequests: count,
  outputTokens: count,
  measuredSeconds: figure,
  failureReason: storableString(2000).nullable().default(null),
});

export type MatrixCellInput = z.input<typeof matrixCellSchema>;
export type MatrixCell = z.output<typeof matrixCellSchema>;

export const matrixMetaSchema = z.object({
  /** "duration" = fixed-duration decode. */
  decodeMode: storableString(100).nullable().default(null),
  /** "integrated_decode_scout" = measured during decode warm-up, "standalone_cold", "skipped". */
  prefillMode: storableString(100).nullable().default(null),
  secondsPerMeasurement: figure,
  maxOutputTokens: count,
  /** Average power of the accelerators over the whole matrix, W (llm-inference-bench's hardware summary). */
  averagePowerW: z.number().finite().positive().max(1_000_000, "must be at most 1000000").optional(),
});

export type MatrixMeta = z.output<typeof matrixMetaSchema>;

/**
 * Run.matrixMeta read back, for display: four fields, parsed once per matrix page. A value that
 * is not matrix settings (or null, a run without a matrix) reads as none, so a corrupt value
 * shows the settings as unknown rather than failing the page.
 */
export function readMatrixMeta(value: unknown): Partial<MatrixMeta> {
  const parsed = matrixMetaSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

const setupString = (max: number) => storableString(max).nullable().default(null);
const setupInt = storableInt().nullable().default(null);

/**
 * Facts about how a benchmark was run, as the tool's output states them (llama.cpp's tools
 * print them; null where the format does not carry a fact). One setup per artifact.
 */
export const artifactSetupSchema = z.object({
  /** Short commit hash of the engine's build, e.g. "2f68ce7cf". */
  buildCommit: setupString(64),
  /** The build's number (llama.cpp's `b6918` release is build 6918; forks print small numbers). */
  buildNumber: setupInt,
  gpuInfo: setupString(500),
  cpuInfo: setupString(500),
  /** Backends compiled in, as the tool names them: "CUDA", "MTL,BLAS", "Vulkan". */
  backends: setupString(200),
  modelFile: setupString(500),
  /** Architecture, size and quantization as printed: "llama 8B Q4_K - Medium". */
  modelType: setupString(200),
  modelSizeBytes: z.number().int().nonnegative().max(MAX_FIGURE).nullable().default(null),
  modelParams: z.number().int().nonnegative().max(MAX_FIGURE).nullable().default(null),
  /** Layers offloaded to the GPU; -1 or 99 and above mean all. */
  nGpuLayers: setupInt,
  flashAttention: z.enum(["on", "off", "auto"]).nullable().default(null),
  nBatch: setupInt,
  nUbatch: setupInt,
  threads: setupInt,
  /** KV cache types: "f16", "q8_0". */
  typeK: setupString(20),
  typeV: setupString(20),
});

export type ArtifactSetup = z.output<typeof artifactSetupSchema>;

/** The stored `Artifact.setup` column: null when absent or not a setup (it was checked when stored). */
export function readArtifactSetup(value: unknown): ArtifactSetup | null {
  if (value === null || value === undefined) return null;
  const parsed = artifactSetupSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** What one parser returns for one artifact. */
export type ParsedArtifact = {
  tool: ArtifactTool;
  format: "md" | "json" | "jsonl" | "csv" | "sql";
  toolVersion: string | null;
  model: string | null;
  measuredAt: Date | null;
  /** Suite rungs, each with the suite test it was named for, when the artifact says. */
  measurements: Array<Measurement & { test?: string | null }>;
  matrix: { meta: MatrixMeta; cells: MatrixCell[] } | null;
  /** Outputs the model produced (e.g. vLLM `generated_texts`), for the sanity check. */
  sanityOutputs: string[];
  /** Figures a summary states directly (e.g. capacity of a rate sweep). */
  statedCapacity?: { test: string; p95Under5s: number | null; p95Under10s: number | null } | null;
  /** Tests a summary declares complete (all rungs of the definition were measured). */
  declaredComplete?: string[];
  /** How the benchmark was run, where the tool's output says (llama.cpp's tools). */
  setup?: ArtifactSetup | null;
  /** Which model and setup of the file these rows are, when the file holds several (issue 26). */
  part?: ArtifactPart | null;
};

/**
 * One model and setup of a file that holds several (`llama-bench -m a -m b`, `-fa 0,1`, a README
 * with a table per model, a sweep over deployments). Each part becomes a run of its own; a run
 * never holds rows of two parts.
 */
export type ArtifactPart = {
  /** What the file calls the model: llama-bench's `model_type` ("qwen3 4B Q8_0"), a `## heading`, a file name. */
  modelLabel: string | null;
  /** The precision the file states for this part ("Q8_0", "BF16"), when it does. */
  precision: string | null;
  /**
   * What sets it apart from the file's other parts, for labels: `{ fa: "1" }`, `{ rocm: "6.4.1" }`,
   * `{ deployment: "kvcache" }`.
   */
  distinguishing: Record<string, string>;
  /** The 1-based lines (or, for JSON arrays, 1-based positions) its rows came from. */
  lines: number[];
};

/** A row of the file that was not stored, named with its place and why (nothing is dropped in silence). */
export type SkippedRow = {
  /** 1-based line, or 1-based position in a JSON array; null when the file has no lines to point at. */
  line: number | null;
  reason: string;
  /** The row as it stood, shortened to 200 characters. */
  text: string | null;
};

/**
 * What one file holds: a part per model and setup (one for most files), the rows it skipped and
 * notes on how it was read ("no header line: columns read by their shape").
 */
export type ParsedFile = {
  parts: ParsedArtifact[];
  skipped: SkippedRow[];
  notes: string[];
};

export class ParseError extends Error {
  constructor(
    message: string,
    /** Where in the artifact: a JSON path, or "line N". */
    readonly path: string,
  ) {
    super(message);
    this.name = "ParseError";
  }
}

/** The first issue of a failed parse, the one an error message names; zod reports at least one. */
export function getFirstIssue(error: z.ZodError): z.ZodError["issues"][number] {
  const [issue] = error.issues;
  if (!issue) throw new Error("zod reported a failed parse without any issue");
  return issue;
}
