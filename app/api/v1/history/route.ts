import { PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";
import { json, notFound, route } from "@/lib/http";
import { getSetupHistory } from "@/lib/insights/data";
import { historyQuerySchema } from "@/lib/insights/schema";

/**
 * GET /api/v1/history?model=&precision=&hardware=: a setup's figures across engine versions
 * (`setupHistorySchema`), the series /models/<slug>/history draws. 400 naming a missing or
 * malformed parameter; 404 when the model, precision or hardware does not exist.
 */
export const GET = route({
  query: historyQuerySchema,
  handle: async ({ query }) => {
    const history = await getSetupHistory({ model: query.model, precision: query.precision, hardware: query.hardware });
    if (!history) {
      return notFound(`No setup ${query.model} at ${query.precision} on ${query.hardware}: check the three slugs.`);
    }
    return json(history, { headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } });
  },
});
