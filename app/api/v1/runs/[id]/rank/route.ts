import { z } from "zod";
import { PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";
import { json, notFound, route } from "@/lib/http";
import { getRunRank } from "@/lib/leaderboard/data";
import { runIdSchema, runRankSchema, type RunRank } from "@/lib/runs/export-schema";
import { API_EXAMPLE_ORIGIN as base, component, errorAnswer, jsonAnswer } from "@/lib/route-docs";

/**
 * GET /api/v1/runs/{id}/rank: the run's arena rank (`runRankSchema`). Run pages read it in the
 * browser (components/run-rank-badge.tsx), so that a ranked upload elsewhere leaves them cached.
 */
export const GET = route({
  docs: {
    operationId: "getRunRank",
    summary: "Get a run's arena rank",
    description:
      "Where the run stands among listed runs by score: 1 + how many score higher (ties share a rank); null " +
      "when it has no suite score or is not listed. Run pages read it in the browser.",
    responses: {
      "200": jsonAnswer("The rank.", component("RunRank", runRankSchema)),
      "404": errorAnswer("No public run has this id."),
    },
    examples: [`curl ${base}/api/v1/runs/$RUN_ID/rank`],
  },
  params: z.object({ id: runIdSchema }),
  handle: async ({ params }) => {
    const rank = await getRunRank(params.id);
    if (!rank) return notFound(`No public run has the id ${params.id}.`);
    return json<RunRank>(rank, { headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } });
  },
});
