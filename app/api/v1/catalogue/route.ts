import { PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";
import { catalogueSchema } from "@/lib/catalogue/api-schema";
import { listCatalogue } from "@/lib/catalogue/list";
import { json, route } from "@/lib/http";
import { API_EXAMPLE_ORIGIN as base, component, jsonAnswer } from "@/lib/route-docs";

/**
 * GET /api/v1/catalogue: every curated hardware and model entry with its facts, where they come
 * from and when they were read (`catalogueSchema`), then the entries uploads created that a listed
 * run uses (`curated: false`).
 */
export const GET = route({
  docs: {
    operationId: "getCatalogue",
    summary: "List the hardware and model catalogue",
    description:
      "Every curated accelerator and model with the facts the arena computes with (memory, bandwidth, " +
      "parameters, architecture), the names tools print for them, and the page each fact was read from " +
      "and when; then the entries uploads created that a listed run uses, with `curated` false.",
    responses: {
      "200": jsonAnswer("The catalogue's entries.", component("Catalogue", catalogueSchema)),
    },
    examples: [`curl "${base}/api/v1/catalogue"`],
  },
  handle: async () => json(await listCatalogue(), { headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } }),
});
