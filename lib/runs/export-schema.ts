/**
 * The read API's answers as zod schemas: the normalised run (GET /api/v1/runs/{id} and
 * /runs/{id}/export.json), errors, upload and review answers. The OpenAPI document
 * (lib/api/openapi.ts) and the route handlers share them. Safe to import on the client.
 */
import { z } from "zod";
import { matrixCellSchema, matrixMetaSchema, measurementSchema } from "@/lib/ingest/schema";
import { setupHealthSchema } from "@/lib/insights/schema";
import { RUN_ID_PATTERN } from "@/lib/runs/run-id";
import { SUITE_TEST_KEYS } from "@/lib/suite/test-keys";
import { errorSchema, issueSchema } from "@/lib/route-docs";

const num = z.number().nullable();
const int = z.number().int().nullable();
const str = z.string().nullable();
const testKey = z.enum(SUITE_TEST_KEYS);

/** A run id as the site makes them (cuid); anything else is no run. */
export const runIdSchema = z
  .string()
  .regex(RUN_ID_PATTERN, "A run id is 1 to 64 letters and digits.")
  .describe("Run id");

/** GET /api/v1/runs/{id}/rank: the run's arena rank among listed runs by score, or null when it has none. */
export const runRankSchema = z.object({
  rank: z.number().int().min(1).nullable().describe("1 + how many listed runs score higher; null: not ranked"),
});
export type RunRank = z.infer<typeof runRankSchema>;

export { errorSchema, issueSchema };

const capacityValueSchema = z
  .object({ value: z.number().describe("Requests per second"), atLeast: z.boolean().describe("Every rung passed") })
  .nullable();

export const testHeadlineSchema = z.object({
  concurrency: int.describe("Closed-loop concurrency of the headline; null for open-loop tests"),
  promptTokens: int,
  requestRate: num.describe("Configured arrival rate, req/s (open loop)"),
  perUserTps: num.describe("Tokens per second per user"),
  perUserTpsStd: num,
  ttftS: num.describe("Time to first token, seconds (mean closed-loop, p50 open-loop)"),
  ttftStdS: num,
  ttftKind: z.enum(["mean", "p50"]),
  success: num.describe("Share of requests that succeeded, 0..1"),
  repeats: int,
});

export const testFiguresSchema = z.object({
  key: testKey,
  counts: z.boolean().describe("The result counts under the Arena rules"),
  reason: str.describe("Why it does not count"),
  headline: testHeadlineSchema.nullable(),
  effectiveTps: num.describe("Effective output throughput at the headline concurrency, tok/s"),
  testScore: z.number(),
});

const locatedSchema = z.object({ contextTokens: z.number().int(), concurrency: z.number().int() }).nullable();

export const runFiguresSchema = z
  .object({
    rulesVersion: z.number().int().describe("Version of the Arena rules that computed these figures"),
    score: num.describe("Suitability score 0..100 (indicative); null for matrix-only runs"),
    suiteScore: num,
    qualityScore: num,
    qualityCoverage: z.number().int(),
    reliableCount: z.number().int().describe("Suite tests that count"),
    testCount: z.number().int(),
    throughputTps: num.describe("Effective throughput of RAG 8k at concurrency 10, tok/s"),
    vramGB: num.describe("Weights footprint, GB"),
    capacity: z.object({ p95Under5s: capacityValueSchema, p95Under10s: capacityValueSchema }),
    peakLoad: z
      .object({ achievedRate: num, configuredRate: num, successes: int, requests: int, ttftP95S: num })
      .nullable(),
    decodeCeilingTps: num,
    efficiency: num,
    tests: z.array(testFiguresSchema),
    matrix: z
      .object({
        peakTotalTps: num,
        peakTotalAt: locatedSchema,
        bestPerRequestTps: num,
        bestPerRequestAt: locatedSchema,
        maxContextByConcurrency: z.array(z.object({ concurrency: z.number().int(), contextTokens: int })),
        prefillByContext: z.array(z.object({ contextTokens: z.number().int(), tps: z.number(), ttftMs: num })),
      })
      .nullable(),
    notes: z.array(z.object({ topic: z.string(), title: z.string(), text: z.string() })),
    summarySentence: str,
  })
  .describe("Derived figures, stored with the rules version that made them");

export const artifactMetaSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  tool: z.string(),
  format: z.string().describe("md, json, jsonl or csv"),
  toolVersion: str,
  testKey: str.describe("The suite test the uploader named"),
  fileName: str,
  sha256: z.string(),
  sizeBytes: z.number().int(),
  url: z.string().describe("Path of the raw artifact, as uploaded (secrets redacted)"),
});

/** An entry's facts that no admin has settled yet (issue 24), or null when all are. */
const catalogueClaimSchema = z
  .object({
    fields: z.array(z.string()).describe('The unsettled facts: "paramsB", "description" ...'),
    claimant: str.describe("Handle of the contributor whose upload claims them; null once the claim is withdrawn"),
  })
  .nullable()
  .describe(
    "Facts claimed by the upload that created this entry and not yet checked by an admin: shown without " +
      "their links (hfRepo is null, addresses are cut out of the description), used for no other run's figures",
  );

/** A stored run, normalised: every figure with its units fixed (times in ms unless named *S). */
const catalogueMatchSchema = z.object({
  printed: z.string().describe("The name as the upload or its file printed it"),
  entry: z.string().describe("The catalogue entry's slug"),
  name: z.string(),
  from: z.string().describe("Where it was printed: a manifest field, or a file and line"),
});

export const runExportSchema = z
  .object({
    exportVersion: z.literal(1),
    id: z.string(),
    url: z.string().describe("Path of the run's page"),
    model: z.object({
      name: z.string(),
      slug: z.string(),
      organization: z.object({ name: z.string(), slug: z.string() }),
      paramsB: z.number(),
      activeParamsB: num,
      architecture: z.enum(["dense", "moe"]),
      hfRepo: str,
      description: str,
      quality: z.array(z.object({ benchmark: z.string(), value: z.number(), source: z.string() })),
      claim: catalogueClaimSchema,
    }),
    variant: z.object({ precision: z.string(), slug: z.string() }),
    hardware: z.object({
      slug: z.string(),
      name: z.string(),
      accelerator: z.string(),
      count: z.number().int(),
      memoryGB: z.number(),
      memoryKind: z.enum(["discrete", "unified"]),
      bandwidthGBs: num,
      claim: catalogueClaimSchema,
    }),
    host: z.object({ cpu: str, ramGB: num, os: str }),
    notes: str.describe("What the contributor added about the run, in their own words"),
    engine: z.object({ name: z.string(), version: z.string(), build: str, commit: str, backend: str, repository: str }),
    launchCommand: z.string().describe("As uploaded, with secrets replaced by <redacted>"),
    measuredAt: z.iso.datetime(),
    uploadedAt: z.iso.datetime(),
    maxContext: int,
    servedModel: str,
    revision: str,
    tools: z.array(z.object({ name: z.string(), version: z.string() })),
    contributor: z.object({ handle: z.string(), name: str }).nullable(),
    provenance: z
      .object({ kind: z.enum(["uploaded", "transcribed", "imported"]), source: str, author: str })
      .describe(
        "uploaded: figures parsed from the tools' own files, kept verbatim; transcribed: figures typed from the " +
          "publication named by source; imported: the tools' files as published at source, measured by author, " +
          "imported by the arena's operator",
      ),
    catalogueMatch: z
      .object({ hardware: catalogueMatchSchema.optional(), model: catalogueMatchSchema.optional() })
      .nullable()
      .describe("Which printed name found the run's catalogue hardware and model, and where it was printed"),
    machineMemoryGB: z
      .number()
      .nullable()
      .describe("The machine's own memory in GB, when its chip is sold with several sizes (a Mac, a server)"),
    review: z
      .object({
        state: z
          .enum(["pending", "passed", "failed"])
          .describe(
            "The verdict on the sanity check: pending until an admin has read it; a failed run is on no " +
              "leaderboard or ranking",
          ),
        note: str.describe("The reviewer's note, public (required when failed)"),
        reviewedAt: z.iso.datetime().nullable(),
      })
      .describe("An admin's verdict on what the model answered to the sanity prompts"),
    figures: runFiguresSchema.nullable(),
    setupHealth: setupHealthSchema.nullable(),
    measurements: z.array(measurementSchema.extend({ testKey: testKey.nullable(), artifactId: z.string() })),
    matrix: z
      .object({
        meta: matrixMetaSchema.nullable(),
        cells: z.array(matrixCellSchema.extend({ artifactId: z.string() })),
      })
      .nullable(),
    artifacts: z.array(artifactMetaSchema),
    sanitySamples: z.number().int().describe("Sanity samples stored (their text is shown to admins)"),
  })
  .describe("A stored run, normalised, with every result");

export type RunExport = z.output<typeof runExportSchema>;

const runStanding = {
  reviewState: z
    .enum(["pending", "passed", "failed"])
    .describe("The review of the run's sanity check: pending until an admin has read it"),
  listed: z
    .boolean()
    .describe(
      "Whether public lists and leaderboards show the run (not hidden, contributor not suspended, sanity check " +
        "not failed)",
    ),
};
const uploadedRunSchema = z.object({
  id: z.string().describe("The run's id"),
  url: z.string().describe("Path of the run's page"),
  model: z.string().describe("The run's model"),
  precision: z.string().describe("The run's precision (variant)"),
  modelLabel: str.describe("What the file calls the model (e.g. llama-bench's `qwen3 4B Q8_0`), when it names one"),
  setup: z
    .record(z.string(), z.string())
    .describe('What sets the run apart from the upload\'s other runs (e.g. { fa: "1" }); empty for a one-run upload'),
  status: z.enum(["created", "duplicate"]).describe("created: stored now; duplicate: the run that holds the file"),
  ...runStanding,
});
const skippedRowSchema = z.object({
  file: z.string().describe("The file's name"),
  line: int.describe("1-based line (or position in a JSON array); null when the file has no lines"),
  reason: z.string(),
  text: str.describe("The row as it stood, at most 200 characters"),
});
const uploadNoteSchema = z.object({ file: z.string(), note: z.string().describe("How the file was read") });
const uploadRuns = {
  runs: z.array(uploadedRunSchema).describe("Every run of the upload: one per model and setup its files hold"),
  skipped: z.array(skippedRowSchema).describe("Rows of the files that no run stores, each with its reason"),
  notes: z.array(uploadNoteSchema),
};
export const uploadCreatedSchema = z.object({
  id: z.string().describe("The first new run's id (`runs` lists them all)"),
  url: z.string().describe("Path of the first new run's page"),
  ...runStanding,
  ...uploadRuns,
});
export const uploadConflictSchema = errorSchema.extend({
  id: z.string().describe("The first run that holds the upload's file already (same bytes, same contributor)"),
  url: z.string().describe("Path of that run's page"),
  ...runStanding,
  ...uploadRuns,
});
export type UploadAnswer = z.output<typeof uploadCreatedSchema>;

/** The answer to a review verdict (POST /api/v1/admin/runs/{id}/review); the request is `reviewBodySchema`. */
export const reviewResultSchema = z.object({
  id: z.string(),
  reviewState: z.enum(["passed", "failed"]),
  reviewNote: str,
  failedTests: z.array(z.string()).describe("Tests whose sanity check failed; they do not count"),
  score: num.describe("The run's score after the verdict"),
  catalogue: z
    .object({
      pending: z
        .array(
          z.object({ id: z.string(), target: z.string(), field: z.string(), value: z.union([z.string(), z.number()]) }),
        )
        .describe("The run's catalogue proposals that still wait for an admin's separate acceptance"),
      withdrawn: z
        .array(z.object({ target: z.string(), field: z.string(), value: z.union([z.string(), z.number()]) }))
        .describe("Proposals a failing verdict withdrew"),
      note: z.string().describe("What the verdict did to the run's catalogue proposals"),
    })
    .describe("A verdict never settles catalogue facts: each proposal is accepted or rejected on its own"),
});
