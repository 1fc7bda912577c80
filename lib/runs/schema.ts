/**
 * The run bundle: the one format every run enters the arena through (web form, API,
 * CLI, seed). Versioned by `schemaVersion`; its JSON Schema is served at
 * /api/v1/schema/run-bundle.json. Safe to import on the client.
 */
import { z } from "zod";
import { computeJsonDepth, MAX_JSON_DEPTH } from "@/lib/ingest/json";
import { matrixCellSchema, matrixMetaSchema, measurementSchema, storableString, withoutNul } from "@/lib/ingest/schema";
import { SUITE_TEST_KEYS } from "@/lib/suite/definition";

export { computeJsonDepth, MAX_JSON_DEPTH };

export const ARTIFACT_TOOLS = ["llama-benchy", "vllm-bench-serve", "llm-inference-bench", "summary"] as const;
export type ArtifactTool = (typeof ARTIFACT_TOOLS)[number];

const MiB = 1024 * 1024;

/**
 * Caps on one upload, set well above what a real run reaches (a run has 1 to 30 artifacts, a
 * few hundred measurements and 50 to 200 matrix cells) so that only hostile input meets them.
 * They bound the work and the memory of one request. Each is answered naming it: 413 for the
 * size of the whole (body, parts, files), 400 naming the field for the rest. Quoted by the
 * README, the OpenAPI document and docs/SECURITY.md.
 */
export const UPLOAD_CAPS = {
  /** Bytes of one request body, JSON or multipart. */
  bodyBytes: 16 * MiB,
  /** Characters of one artifact's text (a tool's raw output). */
  artifactChars: 8 * MiB,
  /** Artifacts (tool output files) in one run. */
  artifacts: 200,
  /** Parts of a multipart body: the manifest or bundle plus one per file, counted while streaming. */
  multipartParts: 210,
  /** Measurements (suite rungs) read from one artifact, and from all artifacts of a run. */
  measurementsPerArtifact: 2_000,
  measurementsPerRun: 10_000,
  /** Cells of a run's context x concurrency matrix, all artifacts together. */
  matrixCellsPerRun: 5_000,
  /** Sanity samples (prompt and answer) in one run, and the characters of each prompt and answer. */
  sanitySamples: 200,
  sanityPromptChars: 100_000,
  sanityOutputChars: 100_000,
  /** Characters of the launch command. */
  launchCommandChars: 20_000,
  /** Nesting of any JSON document (a bundle, a manifest, an artifact). */
  jsonDepth: MAX_JSON_DEPTH,
  /** Issues an error answer lists; the rest are counted. */
  issuesReported: 20,
} as const;

/** Upper bound of a whole upload body. */
export const MAX_UPLOAD_BYTES = UPLOAD_CAPS.bodyBytes;

/** The message of a count over one of UPLOAD_CAPS: names the cap, so a client can find it documented. */
export function capMessage(what: string, cap: keyof typeof UPLOAD_CAPS): string {
  return `At most ${UPLOAD_CAPS[cap].toLocaleString("en-US")} ${what} (upload cap ${cap}).`;
}

const text = (max: number) => withoutNul(z.string().trim().min(1).max(max));
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

export const bundleHardwareSchema = z.object({
  name: text(200),
  accelerator: text(200),
  count: z.number().int().positive().max(1024).optional(),
  memoryGB: z.number().finite().positive().max(1_000_000),
  memoryKind: z.enum(["discrete", "unified"]),
  bandwidthGBs: z.number().finite().positive().max(1_000_000).optional(),
  cpu: optionalText(200),
  ramGB: z.number().finite().positive().max(1_000_000).optional(),
  os: optionalText(200),
});

export const bundleEngineSchema = z.object({
  name: text(100),
  version: text(100),
  build: optionalText(300),
  commit: optionalText(100),
  backend: optionalText(100),
  repository: optionalText(300),
});

export const summaryContentSchema = z
  .object({
    tests: z
      .array(
        z
          .object({
            test: z.enum(SUITE_TEST_KEYS),
            /** The uploader states that every rung of the test's definition was measured. */
            complete: z.boolean().default(false),
            measurements: z
              .array(measurementSchema)
              .max(
                UPLOAD_CAPS.measurementsPerArtifact,
                capMessage("measurements per artifact", "measurementsPerArtifact"),
              ),
            capacity: z
              .object({
                p95Under5s: z.number().finite().nonnegative().nullable(),
                p95Under10s: z.number().finite().nonnegative().nullable(),
              })
              .optional(),
          })
          .strict(),
      )
      .max(100)
      .optional(),
    matrix: z
      .object({
        meta: matrixMetaSchema,
        cells: z
          .array(matrixCellSchema)
          .min(1)
          .max(UPLOAD_CAPS.matrixCellsPerRun, capMessage("matrix cells per run", "matrixCellsPerRun")),
      })
      .strict()
      .optional(),
  })
  .strict();

export type SummaryContent = z.output<typeof summaryContentSchema>;

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

export const sanitySampleSchema = z.object({
  test: z.enum(SUITE_TEST_KEYS).optional(),
  prompt: text(UPLOAD_CAPS.sanityPromptChars),
  output: storableString(UPLOAD_CAPS.sanityOutputChars),
});

export const runBundleSchema = z.object({
  schemaVersion: z.literal(1),
  model: bundleModelSchema,
  hardware: bundleHardwareSchema,
  engine: bundleEngineSchema,
  /** How the server was started. Secrets are redacted before storage. */
  launchCommand: text(UPLOAD_CAPS.launchCommandChars),
  /** When the measurement was taken: an ISO 8601 date or date-time. */
  measuredAt: z
    .union([z.iso.datetime({ offset: true, local: true }).max(64), z.iso.date()])
    .transform((value) => new Date(value)),
  maxContext: z.number().int().positive().max(100_000_000).optional(),
  /** Model name the server answers to (`--served-model-name`). */
  servedModel: optionalText(200),
  revision: optionalText(200),
  /** Tools and versions, when the artifacts do not say (summaries). */
  benchmarkTools: z
    .array(z.object({ name: text(100), version: text(100) }))
    .max(10)
    .optional(),
  artifacts: z.array(artifactSchema).min(1).max(UPLOAD_CAPS.artifacts, capMessage("artifacts per run", "artifacts")),
  sanity: z
    .array(sanitySampleSchema)
    .max(UPLOAD_CAPS.sanitySamples, capMessage("sanity samples per run", "sanitySamples"))
    .optional(),
});

export type RunBundleInput = z.input<typeof runBundleSchema>;
export type RunBundle = z.output<typeof runBundleSchema>;
