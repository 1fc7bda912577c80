import { PRIVATE_CACHE_CONTROL } from "@/lib/cache/http-cache";
import { notFound, route } from "@/lib/http";

/**
 * Any path under /api/ that no endpoint serves: a JSON 404 that nothing in front may store (Next.js's
 * own not-found page would answer HTML that a CDN may keep for a year). The endpoints are listed
 * at /api/v1/openapi.json.
 */
const answer = route({
  handle: () => {
    const response = notFound("No API endpoint at this path. The endpoints are listed at /api/v1/openapi.json.");
    response.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return response;
  },
});

export { answer as DELETE, answer as GET, answer as HEAD, answer as PATCH, answer as POST, answer as PUT };
