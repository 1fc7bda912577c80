import { PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";
import { catalogueMatchQuerySchema, catalogueMatchSchema } from "@/lib/catalogue/api-schema";
import { matchCatalogue } from "@/lib/catalogue/list";
import { json, route } from "@/lib/http";
import { API_EXAMPLE_ORIGIN as base, component, errorAnswer, jsonAnswer } from "@/lib/route-docs";

/**
 * GET /api/v1/catalogue/match: the curated entries an upload's printed names denote (the GPU a
 * tool prints, llama.cpp's model type and parameter count, a typed name, the model file's name)
 * and the precision its label or file name states. The upload form fills its empty fields from it.
 */
export const GET = route({
  docs: {
    operationId: "matchCatalogue",
    summary: "Find the catalogue entries printed names denote",
    description:
      "Matches a machine or accelerator as a tool prints it and a model as llama.cpp's model type, a typed " +
      "name or repository, or a file name states it, the way an upload is matched, and reads the precision " +
      "from the model type or the file name. Every parameter is optional; an entry not found is null.",
    responses: {
      "200": jsonAnswer("The entries found.", component("CatalogueMatch", catalogueMatchSchema)),
      "400": errorAnswer("A parameter is longer than 300 characters or not a positive number; the issue names it."),
    },
    examples: [
      `curl "${base}/api/v1/catalogue/match?hardware=NVIDIA%20GeForce%20RTX%203080` +
        `&label=qwen3moe%2030B.A3B%20Q8_0&params=30.53"`,
    ],
  },
  query: catalogueMatchQuerySchema,
  handle: async ({ query }) =>
    json(await matchCatalogue(query), { headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } }),
});
