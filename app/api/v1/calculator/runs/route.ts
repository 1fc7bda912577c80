import { PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";
import { listCalculatorRuns } from "@/lib/calculator/data";
import { calculatorRunsQuerySchema } from "@/lib/calculator/schema";
import { json, route } from "@/lib/http";

/**
 * GET /api/v1/calculator/runs?hardware=dgx-spark&model=qwen3-5-9b&precision=BF16
 * Listed runs of a hardware and model pair with their single-request decode and efficiency.
 * Parameters are read leniently: a missing or malformed hardware or model gives no runs.
 */
export const GET = route({
  query: calculatorRunsQuerySchema,
  handle: async ({ query }) => {
    return json({ runs: await listCalculatorRuns(query) }, { headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } });
  },
});
