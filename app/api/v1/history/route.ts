import { PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";
import { json, notFound, route } from "@/lib/http";
import { getSetupHistory } from "@/lib/insights/data";
import { historyQuerySchema, setupHistorySchema } from "@/lib/insights/schema";
import { API_EXAMPLE_ORIGIN as base, component, errorAnswer, jsonAnswer } from "@/lib/route-docs";

/**
 * GET /api/v1/history?model=&precision=&hardware=: a setup's figures across engine versions
 * (`setupHistorySchema`), the series /models/<slug>/history draws. 400 naming a missing or
 * malformed parameter; 404 when the model, precision or hardware does not exist.
 */
export const GET = route({
  docs: {
    operationId: "getSetupHistory",
    summary: "Get a setup's engine-version history",
    description:
      "For one model, precision and hardware: each suite test's headline figure and the speed matrix's main " +
      "cells of every listed run, per engine, ordered by engine version then date, with falls of more than 5% " +
      "between consecutive versions marked as possible regressions (and the runs on either side).",
    responses: {
      "200": jsonAnswer("The setup's series.", component("SetupHistory", setupHistorySchema)),
      "400": errorAnswer("A parameter is missing or not a slug; the issue names it."),
      "404": errorAnswer("No such model, precision or hardware."),
    },
    examples: [`curl "${base}/api/v1/history?model=qwen3-5-9b&precision=bf16&hardware=dgx-spark"`],
  },
  query: historyQuerySchema,
  handle: async ({ query }) => {
    const history = await getSetupHistory({ model: query.model, precision: query.precision, hardware: query.hardware });
    if (!history) {
      return notFound(`No setup ${query.model} at ${query.precision} on ${query.hardware}: check the three slugs.`);
    }
    return json(history, { headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } });
  },
});
