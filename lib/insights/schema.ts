/**
 * The answers of the insights as zod schemas: a run's setup health (in the run's API answer, its
 * exports and the upload preview) and a setup's engine-version history (GET /api/v1/history and
 * /models/<slug>/history). The OpenAPI document reads them too. Safe to import on the client.
 */
import { z } from "zod";

const num = z.number().nullable();

export const figureStandingSchema = z.object({
  key: z.string().describe("Which figure: chatPerUserTps, singleDecodeTps, chatTtftS, ragTtftS, …"),
  label: z.string(),
  unit: z.enum(["tok/s", "s", "req/s"]),
  better: z.enum(["higher", "lower"]),
  value: z.number().describe("This run's figure"),
  peers: z.number().int().describe("Other listed runs of the setup that measured this figure"),
  compared: z.boolean().describe("False with fewer than 3 peers: then nothing is claimed"),
  median: num.describe("The peers' median"),
  rank: z.number().int().nullable().describe("1 = best; ties share the better rank"),
  of: z.number().int().nullable().describe("Runs ranked: the peers and this run"),
  percentile: num.describe("Share of peers this run beats, ties counted half, 0..100"),
  ratioToMedian: num.describe("This run over the median (the median over this run for times): under 1 is worse"),
  farBelow: z.boolean().describe("Under 0.7 of the median and worse than at least 9 of 10 peers"),
  note: z.string().nullable(),
});

export const settingDifferenceSchema = z.object({
  setting: z.string().describe("A launch flag, an environment variable, or the engine's version or backend"),
  thisRun: z.string().describe('This run\'s value, "on" for a flag without one, or "not set"'),
  fasterRuns: z.array(z.object({ value: z.string(), runs: z.number().int() })),
  ofRuns: z.number().int().describe("Faster runs compared"),
});

export const setupHealthSchema = z
  .object({
    scope: z.enum(["engine", "setup"]).describe("engine: peers ran the same engine (3 or more did); setup: any engine"),
    engineName: z.string(),
    peerRuns: z.number().int().describe("Other listed runs in the scope"),
    figures: z.array(figureStandingSchema),
    ceiling: z.object({
      ceilingTps: num.describe("Memory bandwidth over the weights read per token, tok/s"),
      measuredTps: num.describe("Single-request decode, tok/s"),
      ratio: num.describe("Measured over the ceiling"),
      missing: z.string().nullable().describe("Why there is no ratio"),
    }),
    flag: z
      .object({
        text: z.string(),
        figures: z.array(z.string()).describe("The figures far below the peers"),
        fasterRuns: z.number().int(),
        differences: z.array(settingDifferenceSchema),
      })
      .nullable(),
  })
  .describe(
    "Where the run stands among the listed runs of the same model, precision and hardware " +
      "(and engine, when 3 or more such runs exist)",
  );

export type FigureStanding = z.output<typeof figureStandingSchema>;
export type SetupHealth = z.output<typeof setupHealthSchema>;

const pointSchema = z.object({
  runId: z.string(),
  engineVersion: z.string(),
  measuredAt: z.iso.datetime(),
  value: z.number(),
});

export const historySeriesSchema = z.object({
  key: z.string().describe("test:<suite test key>, matrix:peak, or matrix:decode:<context>:<concurrency>"),
  label: z.string(),
  unit: z.string(),
  points: z.array(pointSchema).describe("Every listed run that measured it, by engine version then date"),
  versions: z
    .array(
      z.object({
        engineVersion: z.string(),
        value: z.number().describe("Median of the version's runs"),
        runId: z.string().describe("The version's run closest to its median"),
        runs: z.number().int(),
      }),
    )
    .describe("One value per engine version, in version order"),
  drops: z
    .array(
      z.object({
        fromVersion: z.string(),
        toVersion: z.string(),
        fromRunId: z.string(),
        toRunId: z.string(),
        fromValue: z.number(),
        toValue: z.number(),
        changePercent: z.number().describe("Negative: the fall from the previous version, percent"),
      }),
    )
    .describe("Falls of more than 5% between consecutive versions: possible regressions"),
});

export const setupHistorySchema = z
  .object({
    model: z.object({ slug: z.string(), name: z.string() }),
    variant: z.object({ slug: z.string(), precision: z.string() }),
    hardware: z.object({ slug: z.string(), name: z.string() }),
    runs: z.number().int().describe("Listed runs of the setup read (the newest 500 at most)"),
    engines: z.array(z.object({ engineName: z.string(), series: z.array(historySeriesSchema) })),
  })
  .describe("How a setup's figures moved across engine versions");

export type SetupHistory = z.output<typeof setupHistorySchema>;
export type HistorySeries = z.output<typeof historySeriesSchema>;

const slug = (what: string, example: string) =>
  z
    .string({ error: `Name the ${what} by its slug, e.g. ${example}.` })
    .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, `A ${what} slug is 1 to 100 lower-case letters, digits and hyphens.`)
    .describe(`The ${what}'s slug, e.g. ${example}`);

/** GET /api/v1/history's query: the setup, by slugs (a model's, a variant's, a hardware's). */
export const historyQuerySchema = z.object({
  model: slug("model", "qwen3-5-9b"),
  precision: slug("precision", "bf16").describe("The variant's slug (the precision in a URL), e.g. bf16, awq-4-bit"),
  hardware: slug("hardware", "dgx-spark"),
});
