import { z } from "zod";
import { runIdSchema } from "@/lib/runs/export-schema";
import { PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";
import { json, notFound, route } from "@/lib/http";
import { getRunForExport } from "@/lib/runs/data";

/** GET /api/v1/runs/{id}: the stored run, normalised, with every result (`runExportSchema`). */
export const GET = route({
  params: z.object({ id: runIdSchema }),
  handle: async ({ params }) => {
    const run = await getRunForExport(params.id);
    if (!run) return notFound(`No public run has the id ${params.id}.`);
    return json(run, { headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } });
  },
});
