import { API_EXAMPLE_ORIGIN as base } from "@/lib/route-docs";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { json, route } from "@/lib/http";
import { API_ROUTES } from "../route-registry";

/** The API described as OpenAPI 3.1, built from the routes' declarations (app/api/v1/route-registry.ts). */
export const GET = route({
  docs: {
    operationId: "getOpenApiDocument",
    summary: "Get this API's OpenAPI document",
    description:
      "Every endpoint of this API as OpenAPI 3.1, built from the declarations the endpoints check their input " +
      "with; this page shows the same document.",
    responses: {
      "200": { description: "An OpenAPI 3.1 document.", content: { "application/json": { json: { type: "object" } } } },
    },
    examples: [`curl ${base}/api/v1/openapi.json`],
  },
  handle: () => json(buildOpenApiDocument(API_ROUTES), { headers: { "Cache-Control": "public, max-age=3600" } }),
});
