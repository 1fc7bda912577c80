/**
 * The OpenAPI 3.1 document of the arena's API (/api/v1/openapi.json), built from the same zod
 * schemas the handlers check with (`z.toJSONSchema`). /api-docs renders it. Pure.
 */
import { z } from "zod";
import {
  errorSchema,
  reviewResultSchema,
  runExportSchema,
  runRankSchema,
  uploadConflictSchema,
  uploadCreatedSchema,
} from "@/lib/runs/export-schema";
import { formatByteSize } from "@/lib/format";
import type { LeaderboardResult } from "@/lib/leaderboard/data";
import { PAGE_SIZE, SORT_KEYS } from "@/lib/leaderboard/schema";
import type { ReviewOutcome } from "@/lib/reviews/mutations";
import {
  ADMIN_BODY_LIMIT_BYTES,
  moderationBodySchema,
  reviewBodySchema,
  suspendBodySchema,
} from "@/lib/reviews/schema";
import { runBundleSchema } from "@/lib/runs/schema";
import { MAX_UPLOAD_BYTES } from "@/lib/ingest/caps";
import { summaryContentSchema } from "@/lib/ingest/summary";
import { SUITE_TEST_KEYS } from "@/lib/suite/test-keys";
import { historyQuerySchema, setupHistorySchema } from "@/lib/insights/schema";

/** The subset of JSON Schema the document uses, as /api-docs reads it. */
export type JsonSchema = {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  default?: unknown;
  $ref?: string;
  additionalProperties?: JsonSchema | boolean;
};
export type Parameter = {
  name: string;
  in: "path" | "query";
  required: boolean;
  description?: string;
  schema: JsonSchema;
};
export type Body = { description?: string; content?: Record<string, { schema: JsonSchema }> };
export type Operation = {
  operationId: string;
  summary: string;
  description: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: Body & { required: boolean };
  responses: Record<string, Body>;
  "x-codeSamples": Array<{ lang: string; source: string }>;
};

// The leaderboard's query and answer as documented: lib/leaderboard/schema.ts parses the query
// leniently (preprocess + catch, which JSON Schema cannot show), so its fields are restated here
// from the same constants, and the answer's type is checked against listLeaderboard's below.
export const leaderboardQuerySchema = z.object({
  hardware: z.string().optional().describe("Hardware slug, e.g. dgx-spark"),
  precision: z.string().optional().describe("Precision as uploaded, e.g. BF16"),
  engine: z.string().optional().describe("Engine name, e.g. vllm"),
  org: z.string().optional().describe("Organization slug, e.g. alibaba"),
  minParams: z.number().nonnegative().optional().describe("Smallest total parameters, billions"),
  maxParams: z.number().nonnegative().optional().describe("Largest total parameters, billions"),
  architecture: z.enum(["dense", "moe"]).optional(),
  q: z.string().max(100).optional().describe("Words in the model name"),
  sort: z.enum(SORT_KEYS).default("score"),
  dir: z.enum(["asc", "desc"]).optional().describe("Default: the better end first for the sort key"),
  test: z.enum(SUITE_TEST_KEYS).optional().describe("Rank by one suite test's score instead of the run's"),
  page: z.number().int().positive().default(1).describe(`Page of ${PAGE_SIZE} rows`),
});

const num = z.number().nullable();
const option = z.object({ value: z.string(), label: z.string() });
export const leaderboardRowSchema = z.object({
  rank: z.number().int().nullable().describe("Position when ranked by score or by the test; null in other sorts"),
  runId: z.string(),
  modelName: z.string(),
  modelSlug: z.string(),
  orgSlug: z.string(),
  orgName: z.string(),
  paramsB: z.number(),
  architecture: z.enum(["dense", "moe"]),
  precision: z.string(),
  hardwareSlug: z.string(),
  hardwareName: z.string(),
  engineName: z.string(),
  engineVersion: z.string(),
  score: num.describe("Suitability score 0..100 (indicative)"),
  qualityScore: num,
  qualityCoverage: z.number().int(),
  throughputTps: num.describe("Effective throughput of RAG 8k at concurrency 10, tok/s"),
  chatTtftS: num.describe("Chat test's time to first token, seconds"),
  capacity5s: num.describe("Requests/s at p95 TTFT < 5 s"),
  reliableCount: z.number().int(),
  testCount: z.number().int(),
  hasSuite: z.boolean(),
  hasMatrix: z.boolean(),
  measuredAt: z.iso.datetime(),
  priceUsd: num.describe("The hardware's indicative price, US dollars, as the catalogue cites it"),
  powerW: num.describe("The power the energy figures use, W: measured by the run, else the hardware's board power"),
  powerMeasured: z.boolean().nullable().describe("True when powerW was measured, false when it is the board power"),
  tokensPerJoule: num.describe("Throughput ÷ power, output tokens per joule"),
  costPerMTokUsd: num.describe(
    "US dollars per million output tokens at the run's throughput, under the view's years, hours and kwh",
  ),
  reviewState: z
    .enum(["pending", "passed", "failed"])
    .describe(
      "The sanity check's review: runs are listed before review, as pending (shown as not reviewed yet); a " +
        "failed run leaves the leaderboard (its verdict and note: GET /api/v1/runs/{id})",
    ),
  test: z
    .object({ testScore: z.number(), perUserTps: num, ttftS: num, effectiveTps: num })
    .nullable()
    .describe("The test's figures in the per-test view"),
});
export const leaderboardPageSchema = z.object({
  test: z.enum(SUITE_TEST_KEYS).nullable(),
  rows: z.array(leaderboardRowSchema),
  total: z.number().int().describe("Matching runs, counted up to 10,000"),
  totalCapped: z.boolean().describe("More runs match than `total`: the count stops at 10,000"),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int().describe("Pages of the counted runs; more follow when `totalCapped`"),
  hasNextPage: z.boolean().describe("Another page of rows follows this one"),
  options: z
    .object({ hardware: z.array(option), precision: z.array(option), engine: z.array(option), org: z.array(option) })
    .describe("The values each filter offers"),
});

type Assert<T extends true> = T;
/** Fails to compile when the documented answers drift from what the handlers return. */
export type DocumentedAnswers = [
  Assert<LeaderboardResult extends z.output<typeof leaderboardPageSchema> ? true : false>,
  Assert<ReviewOutcome extends z.output<typeof reviewResultSchema> ? true : false>,
];

function toSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
  });
  return rest as JsonSchema;
}

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const jsonBody = (description: string, name: string): Body => ({
  description,
  content: { "application/json": { schema: ref(name) } },
});
const error = (description: string) => jsonBody(description, "Error");
const runIdParam: Parameter = {
  name: "id",
  in: "path",
  required: true,
  description: "Run id",
  schema: { type: "string" },
};
const base = "http://localhost:3000";
const ADMIN_FORBIDDEN =
  "Not an admin, a token without the `admin` scope, or the session cookie sent from another site.";
const ADMIN_TOO_LARGE = `The body is larger than ${formatByteSize(ADMIN_BODY_LIMIT_BYTES)}.`;

const MULTIPART_UPLOAD: JsonSchema = {
  type: "object",
  properties: {
    bundle: { type: "string", description: "A whole run bundle as JSON (then nothing else is read)" },
    manifest: {
      type: "string",
      description:
        'The run bundle without artifacts, as JSON; its member files, {"<file name>": {"tool": …, "test": …}}, ' +
        "may name a file's tool or test",
    },
    files: {
      type: "array",
      items: { type: "string", format: "binary" },
      description: "The tools' raw output files, as they wrote them",
    },
  },
};

function queryParameters(): Parameter[] {
  const input = toSchema(leaderboardQuerySchema, "input");
  return Object.entries(input.properties ?? {}).map(([name, schema]) => ({
    name,
    in: "query",
    required: false,
    description: schema.description,
    schema,
  }));
}

export function buildOpenApiDocument() {
  const bearer = [{ bearerToken: [] }];
  const paths: Record<string, Record<string, Operation>> = {
    "/api/v1/runs": {
      post: {
        operationId: "uploadRun",
        summary: "Upload a run",
        description:
          "Imports one run bundle (schema version 1). Secrets in the launch command and artifacts are redacted " +
          "before storage; the same content uploaded twice is one run. Bodies over " +
          `${MAX_UPLOAD_BYTES / (1024 * 1024)} MiB are refused.`,
        security: bearer,
        requestBody: {
          required: true,
          description:
            "A run bundle as JSON; or multipart/form-data with the bundle, " +
            "or with a manifest and the tools' raw files.",
          content: {
            "application/json": { schema: ref("RunBundle") },
            "multipart/form-data": { schema: MULTIPART_UPLOAD },
          },
        },
        responses: {
          "201": jsonBody("Created: the new run's id and page.", "UploadCreated"),
          "400": error("The bundle is not valid; each issue names the field."),
          "401": error("No valid API token."),
          "403": error("Sent with the session cookie from another site (send a token instead)."),
          "409": jsonBody("The same content was uploaded before; `id` names that run.", "UploadConflict"),
          "413": error("The body is over a cap; the message names it."),
          "415": error("The body is neither application/json nor multipart/form-data."),
          "429": error("Over the account's hourly upload limit (admins are exempt); `Retry-After` says when to retry."),
          "503": error("The database is not reachable; try again in a few seconds."),
        },
        "x-codeSamples": [
          {
            lang: "curl",
            source:
              `curl -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" --data @bundle.json ` +
              `${base}/api/v1/runs`,
          },
          {
            lang: "curl",
            source:
              `curl -H "Authorization: Bearer $TOKEN" -F manifest=@manifest.json -F files=@chat.md -F ` +
              `files=@capacity-sweep.jsonl ${base}/api/v1/runs`,
          },
        ],
      },
    },
    "/api/v1/runs/{id}": {
      get: {
        operationId: "getRun",
        summary: "Get a run",
        description:
          "The stored run, normalised, with every result: derived figures with their rules version, every " +
          "measurement, every matrix cell and links to the raw artifacts.",
        parameters: [runIdParam],
        responses: { "200": jsonBody("The run.", "RunExport"), "404": error("No public run has this id.") },
        "x-codeSamples": [{ lang: "curl", source: `curl ${base}/api/v1/runs/$RUN_ID` }],
      },
    },
    "/api/v1/runs/{id}/rank": {
      get: {
        operationId: "getRunRank",
        summary: "Get a run's arena rank",
        description:
          "Where the run stands among listed runs by score: 1 + how many score higher (ties share a rank); null " +
          "when it has no suite score or is not listed. Run pages read it in the browser.",
        parameters: [runIdParam],
        responses: { "200": jsonBody("The rank.", "RunRank"), "404": error("No public run has this id.") },
        "x-codeSamples": [{ lang: "curl", source: `curl ${base}/api/v1/runs/$RUN_ID/rank` }],
      },
    },
    "/api/v1/history": {
      get: {
        operationId: "getSetupHistory",
        summary: "Get a setup's engine-version history",
        description:
          "For one model, precision and hardware: each suite test's headline figure and the speed matrix's main " +
          "cells of every listed run, per engine, ordered by engine version then date, with falls of more than 5% " +
          "between consecutive versions marked as possible regressions (and the runs on either side).",
        parameters: Object.entries(toSchema(historyQuerySchema, "input").properties ?? {}).map(([name, schema]) => ({
          name,
          in: "query",
          required: true,
          description: schema.description,
          schema,
        })),
        responses: {
          "200": jsonBody("The setup's series.", "SetupHistory"),
          "400": error("A parameter is missing or not a slug; the issue names it."),
          "404": error("No such model, precision or hardware."),
        },
        "x-codeSamples": [
          { lang: "curl", source: `curl "${base}/api/v1/history?model=qwen3-5-9b&precision=bf16&hardware=dgx-spark"` },
        ],
      },
    },
    "/api/v1/leaderboard": {
      get: {
        operationId: "listLeaderboard",
        summary: "List the leaderboard",
        description:
          "Listed runs ranked by score (or by one test's result), filtered by hardware, precision, engine, " +
          "organization, size and architecture. Unknown values are ignored.",
        parameters: queryParameters(),
        responses: { "200": jsonBody("One page of ranked runs.", "LeaderboardPage") },
        "x-codeSamples": [
          { lang: "curl", source: `curl "${base}/api/v1/leaderboard?hardware=dgx-spark&sort=score&dir=desc"` },
        ],
      },
    },
    "/api/v1/leaderboard.csv": {
      get: {
        operationId: "exportLeaderboardCsv",
        summary: "Export the leaderboard as CSV",
        description: "The same rows as /api/v1/leaderboard with the same filters, every page, one run per line.",
        parameters: queryParameters().filter((parameter) => parameter.name !== "page"),
        responses: {
          "200": { description: "CSV with a header line.", content: { "text/csv": { schema: { type: "string" } } } },
        },
        "x-codeSamples": [
          { lang: "curl", source: `curl -o leaderboard.csv "${base}/api/v1/leaderboard.csv?precision=BF16"` },
        ],
      },
    },
    "/api/v1/schema/run-bundle.json": {
      get: {
        operationId: "getRunBundleSchema",
        summary: "Get the run-bundle JSON Schema",
        description:
          "The upload format as JSON Schema (draft 2020-12), built from the schema uploads are checked with.",
        responses: {
          "200": {
            description: "A JSON Schema document.",
            content: { "application/schema+json": { schema: { type: "object" } } },
          },
        },
        "x-codeSamples": [{ lang: "curl", source: `curl ${base}/api/v1/schema/run-bundle.json` }],
      },
    },
    "/api/v1/admin/runs/{id}/review": {
      post: {
        operationId: "reviewRun",
        summary: "Review a run's sanity check (admins)",
        description:
          "Records a sanity-check verdict on the whole run, or on some tests, and recomputes the run's figures. " +
          "A failed verdict needs a note: the contributor reads it. Admins only.",
        security: [{ sessionCookie: [] }, { bearerToken: [] }],
        parameters: [runIdParam],
        requestBody: { required: true, ...jsonBody("The verdict and a note.", "ReviewRequest") },
        responses: {
          "200": jsonBody("The run's review state after the verdict.", "ReviewResult"),
          "400": error("The verdict is not valid."),
          "401": error("Not signed in."),
          "403": error(ADMIN_FORBIDDEN),
          "404": error("No run has this id."),
          "413": error(ADMIN_TOO_LARGE),
          "415": error("The body is not application/json."),
        },
        "x-codeSamples": [
          {
            lang: "curl",
            source:
              `curl -H "Authorization: Bearer $ADMIN_TOKEN" -H "Content-Type: application/json" --data ` +
              `'{"verdict":"passed","note":"Answers read fine."}' ${base}/api/v1/admin/runs/$RUN_ID/review`,
          },
        ],
      },
    },
    ...Object.fromEntries(
      (
        [
          [
            "/api/v1/admin/runs/{id}/hide",
            "hideRun",
            "Hide a run (admins)",
            "Takes the run off leaderboards and public pages; its owner and admins still see it. 409 when it is " +
              "hidden already.",
            "id",
          ],
          [
            "/api/v1/admin/runs/{id}/restore",
            "restoreRun",
            "Restore a hidden run (admins)",
            "Puts the run back on the public pages. 409 when it is not hidden.",
            "id",
          ],
          [
            "/api/v1/admin/users/{handle}/suspend",
            "suspendUser",
            "Suspend a contributor (admins)",
            "Their tokens and sign-in stop working, their pending runs leave the queue and their runs leave the " +
              "leaderboards. 409 when suspended already.",
            "handle",
          ],
          [
            "/api/v1/admin/users/{handle}/unsuspend",
            "unsuspendUser",
            "Reinstate a contributor (admins)",
            "Undoes a suspension. 409 when not suspended.",
            "handle",
          ],
        ] as const
      ).map(([path, operationId, summary, description, param]) => [
        path,
        {
          post: {
            operationId,
            summary,
            description: `${description} Written to the audit log with the reason.`,
            security: [{ sessionCookie: [] }, { bearerToken: [] }],
            parameters: [
              param === "id"
                ? runIdParam
                : {
                    name: "handle",
                    in: "path",
                    required: true,
                    schema: { type: "string" },
                    description: "The contributor's handle",
                  },
            ],
            requestBody: {
              required: true,
              ...jsonBody("Why.", operationId === "suspendUser" ? "SuspendRequest" : "ModerationRequest"),
            },
            responses: {
              "200": { description: "The new state.", content: { "application/json": { schema: { type: "object" } } } },
              "400": error("The reason is missing."),
              "401": error("Not signed in."),
              "403": error(ADMIN_FORBIDDEN),
              "404": error("No such run or contributor."),
              "409": error("Already in that state."),
              "413": error(ADMIN_TOO_LARGE),
              "415": error("The body is not application/json."),
            },
            "x-codeSamples": [
              {
                lang: "curl",
                source:
                  `curl -H "Authorization: Bearer $ADMIN_TOKEN" -H "Content-Type: application/json" --data ` +
                  `'{"reason":"…"}' ${base}${path.replace("{id}", "$RUN_ID").replace("{handle}", "$HANDLE")}`,
              },
            ],
          },
        },
      ]),
    ),
  };
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Inference Arena API",
      version: "1",
      description:
        "Upload benchmark runs and read runs and leaderboards. Reads need no token; uploads need an API token.",
    },
    servers: [{ url: "/" }],
    paths,
    components: {
      securitySchemes: {
        bearerToken: {
          type: "http",
          scheme: "bearer",
          description: "An API token from your account page: `Authorization: Bearer <token>`.",
        },
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "authjs.session-token",
          description: "A signed-in session in the browser.",
        },
      },
      schemas: {
        RunBundle: toSchema(runBundleSchema, "input"),
        SummaryContent: toSchema(summaryContentSchema, "input"),
        RunExport: toSchema(runExportSchema, "output"),
        RunRank: toSchema(runRankSchema, "output"),
        LeaderboardPage: toSchema(leaderboardPageSchema, "output"),
        SetupHistory: toSchema(setupHistorySchema, "output"),
        ReviewRequest: toSchema(reviewBodySchema, "input"),
        ModerationRequest: toSchema(moderationBodySchema, "input"),
        SuspendRequest: toSchema(suspendBodySchema, "input"),
        ReviewResult: toSchema(reviewResultSchema, "output"),
        UploadCreated: toSchema(uploadCreatedSchema, "output"),
        UploadConflict: toSchema(uploadConflictSchema, "output"),
        Error: toSchema(errorSchema, "output"),
      } satisfies Record<string, JsonSchema>,
    },
  };
}
