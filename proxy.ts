/**
 * While the database is down, pages and API requests are answered at once with a 503 and a
 * clear message: a page that failed half-way through streaming could not change its status any
 * more. The check reads a flag kept by lib/cache/database-health.ts: no query per request.
 *
 * Not matched: static files (they need no database), the OpenAPI document and the bundle schema;
 * GET /api/v1/leaderboard, the busiest endpoint, because the proxy costs each request about as
 * much as serving a static file (docs/PERFORMANCE.md); and the two upload endpoints, because
 * Next.js buffers a proxied request body and cuts it at 10 MB (`proxyClientMaxBodySize`), below
 * the 16 MiB an upload may have. Those three answer their own 503.
 */
import { NextResponse, type NextRequest } from "next/server";
import { isDatabaseReachable } from "@/lib/cache/database-health";

const MESSAGE = "The database is not reachable right now. Try again in a few seconds.";
const HEADERS = { "Retry-After": "5", "Cache-Control": "no-store" };

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Temporarily unavailable · Inference Arena</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Temporarily unavailable</h1><p>${MESSAGE} Nothing you uploaded is lost.</p></body></html>`;

export function proxy(request: NextRequest) {
  if (isDatabaseReachable()) return NextResponse.next();
  const { pathname } = request.nextUrl;
  const wantsJson = pathname.startsWith("/api/") || pathname.endsWith(".json") || request.headers.get("accept")?.includes("application/json");
  return wantsJson
    ? NextResponse.json({ error: MESSAGE, issues: [] }, { status: 503, headers: HEADERS })
    : new NextResponse(PAGE, { status: 503, headers: { ...HEADERS, "Content-Type": "text/html; charset=utf-8" } });
}

export const config = {
  matcher: [
    // Pages: every path without a file extension, outside /_next and /api.
    "/((?!_next/|api/|.*\\.[A-Za-z0-9]+$).*)",
    // The API, but for the endpoints named above.
    "/api/((?!v1/leaderboard$|v1/openapi\\.json$|v1/schema/|v1/runs$|v1/runs/preview$).*)",
    // Routes under pages that read the database and end in an extension.
    "/runs/:id/export.json",
    "/runs/:id/export.md",
    "/runs/:id/artifacts/:artifactId",
  ],
};
