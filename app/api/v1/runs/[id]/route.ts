import { z } from "zod";
import { runExportSchema, runIdSchema } from "@/lib/runs/export-schema";
import { API_EXAMPLE_ORIGIN as base, component, errorAnswer, jsonAnswer } from "@/lib/route-docs";
import { PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";
import { json, notFound, route } from "@/lib/http";
import { getRunForExport } from "@/lib/runs/data";

/** GET /api/v1/runs/{id}: the stored run, normalised, with every result (`runExportSchema`). */
export const GET = route({
  docs: {
    operationId: "getRun",
    summary: "Get a run",
    description:
      "The stored run, normalised, with every result: derived figures with their rules version, every " +
      "measurement, every matrix cell and links to the raw artifacts.",
    responses: {
      "200": jsonAnswer("The run.", component("RunExport", runExportSchema)),
      "404": errorAnswer("No public run has this id."),
    },
    examples: [`curl ${base}/api/v1/runs/$RUN_ID`],
  },
  params: z.object({ id: runIdSchema }),
  handle: async ({ params }) => {
    const run = await getRunForExport(params.id);
    if (!run) return notFound(`No public run has the id ${params.id}.`);
    return json(run, { headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } });
  },
});
