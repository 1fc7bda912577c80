/**
 * The run bundle: the one format every run enters the arena through (web form, API,
 * CLI, seed). Versioned by `schemaVersion`; its JSON Schema is served at
 * /api/v1/schema/run-bundle.json. Safe to import on the client.
 */
import { z } from "zod";
import { matrixCellSchema, matrixMetaSchema, measurementSchema } from "@/lib/ingest/schema";
import { SUITE_TEST_KEYS } from "@/lib/suite/definition";

export const ARTIFACT_TOOLS = ["llama-benchy", "vllm-bench-serve", "llm-inference-bench", "summary"] as const;
export type ArtifactTool = (typeof ARTIFACT_TOOLS)[number];

/** Upper bound of one artifact's text, and of a whole upload body. */
export const MAX_ARTIFACT_BYTES = 8 * 1024 * 1024;
export const MAX_UPLOAD_BYTES = 16 * 1024 * 1024;

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

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
            measurements: z.array(measurementSchema).max(1000),
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
      .object({ meta: matrixMetaSchema, cells: z.array(matrixCellSchema).min(1).max(10_000) })
      .strict()
      .optional(),
  })
  .strict();

export type SummaryContent = z.output<typeof summaryContentSchema>;

/** No tool writes JSON this deep; deeper input is hostile and would exhaust the stack later on. */
export const MAX_JSON_DEPTH = 64;

/** How deeply a JSON value nests, counted without recursion (hostile input can nest thousands deep). */
export function computeJsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== "object") continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const inner of Object.values(current)) stack.push([inner, depth + 1]);
  }
  return deepest;
}

export const artifactSchema = z.object({
  tool: z.enum(ARTIFACT_TOOLS),
  /** The suite test this artifact measures; when absent it is matched by its parameters. */
  test: z.enum(SUITE_TEST_KEYS).optional(),
  fileName: optionalText(255),
  /** The tool's raw output, verbatim: text (markdown, CSV, JSON Lines) or a JSON document. */
  content: z.union([
    z.string().min(1).max(MAX_ARTIFACT_BYTES),
    z.record(z.string(), z.unknown()).refine((value) => computeJsonDepth(value) <= MAX_JSON_DEPTH, {
      message: `JSON nested more than ${MAX_JSON_DEPTH} levels deep`,
    }),
  ]),
});

export type ArtifactInput = z.input<typeof artifactSchema>;

export const sanitySampleSchema = z.object({
  test: z.enum(SUITE_TEST_KEYS).optional(),
  prompt: text(100_000),
  output: z.string().max(1_000_000),
});

export const runBundleSchema = z.object({
  schemaVersion: z.literal(1),
  model: bundleModelSchema,
  hardware: bundleHardwareSchema,
  engine: bundleEngineSchema,
  /** How the server was started. Secrets are redacted before storage. */
  launchCommand: text(20_000),
  /** When the measurement was taken: an ISO 8601 date or date-time. */
  measuredAt: z
    .union([z.iso.datetime({ offset: true, local: true }), z.iso.date()])
    .transform((value) => new Date(value)),
  maxContext: z.number().int().positive().max(100_000_000).optional(),
  /** Model name the server answers to (`--served-model-name`). */
  servedModel: optionalText(200),
  revision: optionalText(200),
  /** Tools and versions, when the artifacts do not say (summaries). */
  benchmarkTools: z.array(z.object({ name: text(100), version: text(100) })).max(10).optional(),
  artifacts: z.array(artifactSchema).min(1).max(200),
  sanity: z.array(sanitySampleSchema).max(200).optional(),
});

export type RunBundleInput = z.input<typeof runBundleSchema>;
export type RunBundle = z.output<typeof runBundleSchema>;
