import { z } from "zod";
import { runIdSchema } from "@/lib/runs/export-schema";
import { PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";
import { json, notFound, route } from "@/lib/http";
import { getRunForExport } from "@/lib/runs/data";

/** The run's source data and metadata as JSON: the same body as GET /api/v1/runs/{id}. */
export const GET = route({
  params: z.object({ id: runIdSchema }),
  handle: async ({ params }) => {
    const run = await getRunForExport(params.id);
    if (!run) return notFound(`No public run has the id ${params.id}.`);
    const disposition = `inline; filename="run-${run.id}.json"`;
    return json(run, { headers: { "Content-Disposition": disposition, "Cache-Control": PUBLIC_CACHE_CONTROL } });
  },
});
