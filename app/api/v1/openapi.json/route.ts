import { buildOpenApiDocument } from "@/lib/api/openapi";
import { json } from "@/lib/http";

export const dynamic = "force-static";

/** The API described as OpenAPI 3.1, built from the zod schemas the handlers use. */
export function GET() {
  return json(buildOpenApiDocument(), { headers: { "Cache-Control": "public, max-age=3600" } });
}
