/**
 * The run bundle: the one format every run enters the arena through (web form, API,
 * CLI, seed). Versioned by `schemaVersion`; its JSON Schema is served at
 * /api/v1/schema/run-bundle.json. Safe to import on the client.
 */
import { z } from "zod";
import { capMessage, UPLOAD_CAPS } from "@/lib/ingest/caps";
import { computeJsonDepth, MAX_JSON_DEPTH } from "@/lib/ingest/json";
import { ARTIFACT_TOOLS, storableString, withoutNul } from "@/lib/ingest/schema";
import { hasStringFields } from "@/lib/runs/json-fields";
import { SUITE_TEST_KEYS } from "@/lib/suite/test-keys";

const text = (max: number) => withoutNul(z.string().trim().min(1).max(max));

/** A tool behind a run's artifacts and its version; Run.benchmarkTools stores a list of them. */
export const benchmarkToolSchema = z.object({ name: text(100), version: text(100) });
export type BenchmarkTool = z.output<typeof benchmarkToolSchema>;

function isBenchmarkTool(value: unknown): value is BenchmarkTool {
  return hasStringFields(value, ["name", "version"]);
}

/**
 * Run.benchmarkTools read back, for display. An entry that is not a name and a version is left
 * out (and a value that is no list reads as none): a corrupt value shows fewer tools, not an error.
 */
export function readBenchmarkTools(value: unknown): BenchmarkTool[] {
  return Array.isArray(value) ? value.filter(isBenchmarkTool) : [];
}
const optionalText = (max: number) => withoutNul(z.string().trim().max(max)).optional();

export const qualityResultSchema = z.object({
  benchmark: text(100),
  value: z.number().finite().min(0).max(100),
  source: text(500),
});

export const bundleModelSchema = z.object({
  name: text(200),
  org: text(200),
  paramsB: z.number().finite().positive().max(100_000),
  activeParamsB: z.number().finite().positive().max(100_000).optional(),
  architecture: z.enum(["dense", "moe"]),
  hfRepo: optionalText(300),
  /** Precision or quantization of the weights served: BF16, FP8, AWQ 4-bit, GGUF Q4_K_M ... */
  precision: text(100),
  description: optionalText(2000),
  quality: z.array(qualityResultSchema).max(50).optional(),
});

export type BundleModel = z.output<typeof bundleModelSchema>;

/**
 * Facts of a model a file names by its own label ("qwen3 4B Q8_0", a `## heading`), for a file of
 * several models: each field left out is taken from the label, the catalogue or the bundle's model.
 */
export const partModelSchema = z
  .object({
    name: text(200),
    org: text(200),
    paramsB: z.number().finite().positive().max(100_000),
    activeParamsB: z.number().finite().positive().max(100_000),
    architecture: z.enum(["dense", "moe"]),
    hfRepo: text(300),
    precision: text(100),
  })
  .partial()
  .strict();
export type PartModel = z.output<typeof partModelSchema>;

/** How many runs one upload may become (one per model and setup its files hold). */
export const MAX_RUNS_PER_UPLOAD = 24;

export const bundleHardwareSchema = z
  .object({
    name: text(200),
    accelerator: text(200),
    count: z.number().int().positive().max(1024).optional(),
    memoryGB: z.number().finite().positive().max(1_000_000),
    memoryKind: z.enum(["discrete", "unified"]),
    bandwidthGBs: z.number().finite().positive().max(1_000_000).optional(),
    /** The host around the accelerators: they run in many hosts, and prefill on a CPU or offload depends on it. */
    cpu: optionalText(200).describe("The host's CPU, e.g. AMD EPYC 9454 (at most 200 characters)"),
    ramGB: z.number().finite().positive().max(1_000_000).optional().describe("The host's RAM in GB"),
    os: optionalText(200).describe(
      "The host's operating system, e.g. Ubuntu 24.04, kernel 6.8 (at most 200 characters)",
    ),
    /** Indicative price of the whole entry in US dollars, with where it was seen and when (both required). */
    priceUsd: z.number().finite().positive().max(100_000_000).optional(),
    priceSource: optionalText(500),
    priceAsOf: z.iso.date().optional(),
    /** Board (or system) power of the whole entry in watts, as its vendor specifies it, with that source. */
    boardPowerW: z.number().finite().positive().max(1_000_000).optional(),
    boardPowerSource: optionalText(500),
  })
  .superRefine((hardware, context) => {
    const need = (when: unknown, field: "priceSource" | "priceAsOf" | "boardPowerSource", message: string) => {
      if (when !== undefined && !hardware[field]) context.addIssue({ code: "custom", path: [field], message });
    };
    need(hardware.priceUsd, "priceSource", "A price needs its source: the URL or citation it was seen at.");
    need(hardware.priceUsd, "priceAsOf", "A price needs the day it was seen (YYYY-MM-DD).");
    need(hardware.boardPowerW, "boardPowerSource", "A board power needs its source: the vendor's specification.");
  });

export const bundleEngineSchema = z.object({
  name: text(100),
  version: text(100),
  build: optionalText(300),
  commit: optionalText(100),
  backend: optionalText(100),
  repository: optionalText(300),
});

export const artifactSchema = z.object({
  tool: z.enum(ARTIFACT_TOOLS),
  /** The suite test this artifact measures; when absent it is matched by its parameters. */
  test: z.enum(SUITE_TEST_KEYS).optional(),
  fileName: optionalText(255),
  /** The tool's raw output, verbatim: text (markdown, CSV, JSON Lines) or a JSON document. */
  content: z.union([
    storableString(UPLOAD_CAPS.artifactChars).min(1),
    z.record(z.string(), z.unknown()).refine((value) => computeJsonDepth(value) <= MAX_JSON_DEPTH, {
      message: `JSON nested more than ${MAX_JSON_DEPTH} levels deep`,
    }),
  ]),
});

export type ArtifactInput = z.input<typeof artifactSchema>;

export const sanitySampleSchema = z
  .object({
    test: z.enum(SUITE_TEST_KEYS).optional(),
    prompt: text(UPLOAD_CAPS.sanityPromptChars),
    output: storableString(UPLOAD_CAPS.sanityOutputChars),
  })
  .describe("A prompt sent to the served model and what it answered, for the admins' sanity check");

/** How long a run's notes may be. */
export const RUN_NOTES_CHARS = 2000;

/**
 * Where a run's figures come from: the benchmark tools' own output files ("uploaded", the
 * default), or figures typed from a publication ("transcribed"), which names its source.
 */
export const provenanceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("uploaded") }).strict(),
  z.object({ kind: z.literal("transcribed"), source: text(500) }).strict(),
]);

export type Provenance = z.output<typeof provenanceSchema>;

export const runBundleSchema = z.object({
  schemaVersion: z.literal(1),
  model: bundleModelSchema,
  hardware: bundleHardwareSchema,
  engine: bundleEngineSchema,
  /** How the server was started. Secrets are redacted before storage. */
  launchCommand: text(UPLOAD_CAPS.launchCommandChars),
  /**
   * When the measurement was taken: an ISO 8601 date or date-time. Optional when the files say
   * (llama-bench's `test_time`): each run is then dated by its own rows.
   */
  measuredAt: z
    .union([z.iso.datetime({ offset: true, local: true }).max(64), z.iso.date()])
    .transform((value) => new Date(value))
    .optional(),
  /**
   * Per-model facts for files that hold several models, keyed by the model label the file prints
   * ("qwen3 4B Q8_0", a section heading): which model and precision that part's run is.
   */
  models: z
    .record(text(200), partModelSchema)
    .refine((value) => Object.keys(value).length <= MAX_RUNS_PER_UPLOAD, {
      message: `at most ${MAX_RUNS_PER_UPLOAD} model labels`,
    })
    .optional()
    .describe(
      "Facts per model label the file prints, for files of several models: { name, org, paramsB, precision ... }",
    ),
  maxContext: z.number().int().positive().max(100_000_000).optional(),
  /** Model name the server answers to (`--served-model-name`). */
  servedModel: optionalText(200),
  revision: optionalText(200),
  /** Tools and versions, when the artifacts do not say (summaries). */
  benchmarkTools: z.array(benchmarkToolSchema).max(10).optional(),
  artifacts: z.array(artifactSchema).min(1).max(UPLOAD_CAPS.artifacts, capMessage("artifacts per run", "artifacts")),
  /** What the model answered to sanity prompts; an admin reads them before the run fully counts. */
  sanity: z
    .array(sanitySampleSchema)
    .max(UPLOAD_CAPS.sanitySamples, capMessage("sanity samples per run", "sanitySamples"))
    .optional(),
  provenance: provenanceSchema.default({ kind: "uploaded" }),
  /** Anything else the contributor wants readers to know, shown with the run's setup. */
  notes: optionalText(RUN_NOTES_CHARS).describe(
    `Anything else readers should know about the run, in your own words (at most ${RUN_NOTES_CHARS} characters)`,
  ),
  /** Average power drawn while the benchmark ran, in watts, when it was measured (nvidia-smi, a wall meter). */
  measuredPowerW: z.number().finite().positive().max(1_000_000).optional(),
});

export type RunBundleInput = z.input<typeof runBundleSchema>;
export type RunBundle = z.output<typeof runBundleSchema>;
