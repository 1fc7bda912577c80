import { NextResponse } from "next/server";
import { PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";
import { route } from "@/lib/http";
import { getLeaderboardView } from "@/lib/leaderboard/data";
import { leaderboardSearchSchema } from "@/lib/leaderboard/schema";
import { API_EXAMPLE_ORIGIN as base, component, jsonAnswer } from "@/lib/route-docs";
import { leaderboardPageSchema, leaderboardQuerySchema } from "@/lib/leaderboard/api-schema";

/** Browsers check their copy every time (a 304 when the ETag still matches); a CDN may keep it 5 s. */
const CACHE_CONTROL = PUBLIC_CACHE_CONTROL;

/** True when If-None-Match names this ETag (weak or strong, in a list, or `*`). */
function matchesETag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const value = tag.trim().replace(/^W\//, "");
    return value === etag || value === "*";
  });
}

/**
 * GET /api/v1/leaderboard: one page (50 rows) of listed runs, the number of matching runs and
 * the filter choices. Query parameters as on /leaderboard; bad values fall back to defaults.
 * A view unchanged since the last upload is answered from memory; 304 for a current ETag.
 */
export const GET = route({
  docs: {
    operationId: "listLeaderboard",
    summary: "List the leaderboard",
    description:
      "Listed runs ranked by score (or by one test's result), filtered by hardware, precision, engine, " +
      "organization, size and architecture. Unknown values are ignored.",
    query: leaderboardQuerySchema,
    responses: { "200": jsonAnswer("One page of ranked runs.", component("LeaderboardPage", leaderboardPageSchema)) },
    examples: [`curl "${base}/api/v1/leaderboard?hardware=dgx-spark&sort=score&dir=desc"`],
  },
  query: leaderboardSearchSchema,
  handle: async ({ request, query }) => {
    const view = await getLeaderboardView(query);
    const headers = { ETag: view.etag, "Cache-Control": CACHE_CONTROL };
    if (matchesETag(request.headers.get("if-none-match"), view.etag))
      return new NextResponse(null, { status: 304, headers });
    // The JSON text is cached with the view: sent as is, not serialised again.
    return new NextResponse(view.body, { headers: { ...headers, "Content-Type": "application/json" } });
  },
});
