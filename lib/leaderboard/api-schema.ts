/**
 * The leaderboard endpoints as the OpenAPI document shows them (lib/route-docs.ts): the
 * query's fields with their meaning, and the answer's shape, checked against what
 * listLeaderboard returns. Pure.
 */
import { z } from "zod";
import type { LeaderboardResult } from "@/lib/leaderboard/data";
import { headlineFiguresSchema } from "@/lib/measurements/schema";
import { PAGE_SIZE, SORT_KEYS } from "@/lib/leaderboard/schema";
import { SUITE_TEST_KEYS } from "@/lib/suite/test-keys";

// lib/leaderboard/schema.ts parses the query leniently (preprocess + catch, which JSON Schema
// cannot show), so its fields are restated here from the same constants.
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
  headline: headlineFiguresSchema.describe(
    "The run's headline figures by its own tests (llama-bench pp512 and tg128, a batched-bench table's B=1 and " +
      "widest batch, a llama-benchy sweep's first and deepest point), each with its definition: compare a figure " +
      "only with figures of the same definition and test (as /measurements ranks them)",
  ),
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
/** Fails to compile when the documented answer drifts from what the handler returns. */
export type DocumentedAnswer = Assert<LeaderboardResult extends z.output<typeof leaderboardPageSchema> ? true : false>;
