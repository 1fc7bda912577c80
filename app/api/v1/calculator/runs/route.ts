import { z } from "zod";
import { API_EXAMPLE_ORIGIN as base, component, jsonAnswer } from "@/lib/route-docs";
import { PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";
import { type CalculatorRun, listCalculatorRuns } from "@/lib/calculator/data";
import { calculatorRunsQuerySchema } from "@/lib/calculator/schema";
import { json, route } from "@/lib/http";

/**
 * GET /api/v1/calculator/runs?hardware=dgx-spark&model=qwen3-5-9b&precision=BF16
 * Listed runs of a hardware and model pair with their single-request decode and efficiency.
 * Parameters are read leniently: a missing or malformed hardware or model gives no runs.
 */
const num = z.number().nullable();
const calculatorRunsSchema = z.object({
  runs: z
    .array(
      z.object({
        runId: z.string(),
        modelName: z.string(),
        precision: z.string(),
        engineName: z.string(),
        engineVersion: z.string(),
        hasMatrix: z.boolean(),
        decodeCeilingTps: num.describe("Decode ceiling from bandwidth and weights, tok/s"),
        efficiency: num.describe("Measured single-request decode ÷ the ceiling"),
        singleRequestTps: num.describe("Measured single-request decode, tok/s"),
        measuredAt: z.iso.datetime(),
      }),
    )
    .describe("Newest first, at most 50"),
});
type Assert<T extends true> = T;
/** Fails to compile when the documented answer drifts from what the handler returns. */
export type DocumentedAnswer = Assert<
  CalculatorRun[] extends z.output<typeof calculatorRunsSchema>["runs"] ? true : false
>;

export const GET = route({
  docs: {
    operationId: "listCalculatorRuns",
    summary: "List measured runs for the calculator",
    description:
      "Listed runs of one hardware and model (optionally one precision) with their single-request decode " +
      "and its share of the decode ceiling, as the calculator compares them. A missing or malformed " +
      "hardware or model gives no runs.",
    responses: { "200": jsonAnswer("The runs.", component("CalculatorRuns", calculatorRunsSchema)) },
    examples: [`curl "${base}/api/v1/calculator/runs?hardware=dgx-spark&model=qwen3-5-9b&precision=BF16"`],
  },
  query: calculatorRunsQuerySchema,
  handle: async ({ query }) => {
    return json({ runs: await listCalculatorRuns(query) }, { headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } });
  },
});
