import { z } from "zod";
import { PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";
import { json, notFound, route } from "@/lib/http";
import { getRunRank } from "@/lib/leaderboard/data";
import { runIdSchema, type RunRank } from "@/lib/runs/export-schema";

/**
 * GET /api/v1/runs/{id}/rank: the run's arena rank (`runRankSchema`). Run pages read it in the
 * browser (components/run-rank-badge.tsx), so that a ranked upload elsewhere leaves them cached.
 */
export const GET = route({
  params: z.object({ id: runIdSchema }),
  handle: async ({ params }) => {
    const rank = await getRunRank(params.id);
    if (!rank) return notFound(`No public run has the id ${params.id}.`);
    return json<RunRank>(rank, { headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } });
  },
});
