import { buildOpenApiDocument } from "@/lib/api/openapi";
import { json, route } from "@/lib/http";

/** The API described as OpenAPI 3.1, built from the zod schemas the handlers use. */
export const GET = route({
  handle: () => json(buildOpenApiDocument(), { headers: { "Cache-Control": "public, max-age=3600" } }),
});
