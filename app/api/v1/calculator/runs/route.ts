import type { NextRequest } from "next/server";
import { listCalculatorRuns } from "@/lib/calculator/data";
import { calculatorRunsQuerySchema } from "@/lib/calculator/schema";
import { answering503WhenDatabaseIsDown, json } from "@/lib/http";

/**
 * GET /api/v1/calculator/runs?hardware=dgx-spark&model=qwen3-5-9b&precision=BF16
 * Listed runs of a hardware and model pair with their single-request decode and efficiency.
 * Parameters are read leniently: a missing or malformed hardware or model gives no runs.
 */
async function handleGet(request: NextRequest) {
  const query = calculatorRunsQuerySchema.parse(Object.fromEntries(request.nextUrl.searchParams));
  const runs = await listCalculatorRuns(query);
  return json({ runs }, { headers: { "Cache-Control": "no-store" } });
}

export const GET = answering503WhenDatabaseIsDown(handleGet);
