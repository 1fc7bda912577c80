/**
 * While the database is down, pages and API requests are answered at once with a 503 and a
 * clear message: a page that failed half-way through streaming could not change its status any
 * more. The check reads a flag kept by lib/database/health.ts: no query per request.
 *
 * Not matched: static files (they need no database), the OpenAPI document and the bundle schema;
 * GET /api/v1/leaderboard, the busiest endpoint, because the proxy costs each request about as
 * much as serving a static file (docs/PERFORMANCE.md); and the two upload endpoints, because
 * Next.js buffers a proxied request body and cuts it at 10 MB (`proxyClientMaxBodySize`), below
 * the 16 MiB an upload may have. Those three answer their own 503.
 *
 * It also answers 400 for a path whose percent-encoding does not decode (`/runs/%ZZ`): Next.js
 * fails on those while matching dynamic routes and answers a bare 500.
 *
 * Icons at addresses that name their content's hash (the pages' `<link rel="icon">`) may be kept
 * for good: Next.js serves them with `must-revalidate`, and a header set here comes first.
 *
 * And it serves a public page whose view is chosen by search parameters (/leaderboard?sort=…,
 * /compare?runs=…, /calculator?…, /models/x?precision=…) from the path of that view, so that each
 * view is a page of its own in the page cache (lib/views.ts, lib/routing/view-paths.ts). The address bar keeps
 * the URL.
 *
 * Pages live under app/[locale]/: a path without a locale is the default locale's, served from
 * /en/…, and /en/… itself redirects to the unprefixed path; /ja/… is Japanese: next-intl's routing
 * "as-needed" (lib/i18n/routing.ts, docs/decisions/0013-locales-in-the-path.md). Not next-intl's
 * middleware: its redirect is a 307 without the headers above, it decodes the path before it
 * rewrites (`/models/a%2Fb` would become `/models/a/b`), and its rewrite cannot be to a view's path.
 */
import { NextResponse, type NextRequest } from "next/server";
import { isDatabaseReachable } from "@/lib/database/health";
import { IMMUTABLE_CACHE_CONTROL, isHashedIconAddress, isIconPath } from "@/lib/cache/http-cache";
import { isLocalizedPath, routing, splitLocale, toLocaleRoutePath } from "@/lib/i18n/routing";
import { toViewPath } from "@/lib/views";
import { listSecurityHeaders } from "@/lib/security/headers";

const MESSAGE = "The database is not reachable right now. Try again in a few seconds.";
const BAD_PATH = "The address is not valid: it holds a malformed percent-encoding (such as %ZZ).";
const SECURITY_HEADERS = listSecurityHeaders({ development: process.env.NODE_ENV === "development" });
/** The proxy's own answers carry the security headers too (lib/security/headers.ts). */
const HEADERS = {
  ...Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key, value])),
  "Cache-Control": "no-store",
};

const STYLE =
  "font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5";
const page = (title: string, text: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Inference Arena</title></head>
<body style="${STYLE}"><h1>${title}</h1><p>${text}</p></body></html>`;

type Answer = { status: number; title: string; message: string; pageText?: string; headers?: Record<string, string> };

/** An answer of the proxy's own: JSON for API clients, a small page for browsers. */
function answer(request: NextRequest, { status, title, message, pageText = message, headers: extra }: Answer) {
  const { pathname } = request.nextUrl;
  const headers = { ...HEADERS, ...extra };
  const accept = request.headers.get("accept") ?? "";
  const wantsJson = pathname.startsWith("/api/") || pathname.endsWith(".json") || accept.includes("application/json");
  if (!wantsJson) {
    const html = { ...headers, "Content-Type": "text/html; charset=utf-8" };
    return new NextResponse(page(title, pageText), { status, headers: html });
  }
  const issues = status === 400 ? [{ path: "(path)", message }] : [];
  return NextResponse.json({ error: message, issues }, { status, headers });
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isIconPath(pathname)) {
    if (!isHashedIconAddress(pathname, search)) return NextResponse.next();
    return NextResponse.next({ headers: { "Cache-Control": IMMUTABLE_CACHE_CONTROL } });
  }
  // Only a path with "%" can fail to decode: the usual path costs one search for it.
  if (pathname.includes("%") && !isDecodable(pathname)) {
    return answer(request, { status: 400, title: "Not a valid address", message: BAD_PATH });
  }
  if (isDatabaseReachable()) return serveView(request);
  return answer(request, {
    status: 503,
    title: "Temporarily unavailable",
    message: MESSAGE,
    pageText: `${MESSAGE} Nothing you uploaded is lost.`,
    headers: { "Retry-After": "5" },
  });
}

/**
 * The page's route under app/[locale]/ (lib/i18n/routing.ts): an unprefixed path is the
 * default locale's. Then the path of the view its search parameters choose, if any. Built on the
 * request's own URL (next.config.ts skipProxyUrlNormalize), so the rewrite stays in this server;
 * Next.js's `_rsc` parameter (client navigations) goes along.
 */
function serveView(request: NextRequest) {
  const url = new URL(request.url);
  if (!isLocalizedPath(url.pathname)) return NextResponse.next();
  const { locale, path, prefixed } = splitLocale(url.pathname);
  if (prefixed && locale === routing.defaultLocale) {
    // One address per page: the default locale's is unprefixed (/en/models -> /models).
    url.pathname = path;
    return NextResponse.redirect(url, { status: 308, headers: HEADERS });
  }
  const isRead = request.method === "GET" || request.method === "HEAD";
  const viewPath = url.search !== "" && isRead ? toViewPath(path, url.searchParams) : null;
  if (!viewPath) {
    if (prefixed) return NextResponse.next();
    url.pathname = toLocaleRoutePath(locale, path);
    return NextResponse.rewrite(url);
  }
  const rsc = url.searchParams.get("_rsc");
  url.pathname = toLocaleRoutePath(locale, viewPath);
  url.search = rsc === null ? "" : `?_rsc=${encodeURIComponent(rsc)}`;
  return NextResponse.rewrite(url);
}

export const config = {
  matcher: [
    // Pages: every path without a file extension, outside /_next and /api.
    "/((?!_next/|api/|.*\\.[A-Za-z0-9]+$).*)",
    // The API, but for the endpoints named above.
    "/api/((?!v1/leaderboard$|v1/openapi\\.json$|v1/schema/|v1/runs$|v1/runs/preview$).*)",
    // Routes under pages that end in an extension: they live under app/[locale]/ too.
    "/runs/:id/export.json",
    "/runs/:id/export.md",
    "/runs/:id/artifacts/:artifactId",
    "/feed.xml",
    "/sitemap.xml",
    "/models/:slug/feed.xml",
    "/hardware/:slug/feed.xml",
    "/leaderboard/share.png",
    "/runs/:id/share.png",
    "/models/:slug/share.png",
    "/hardware/:slug/share.png",
    // The icon, for its hashed address (Cache-Control).
    "/icon.svg",
    // Any other path with a percent sign, such as /models/%ZZ.json: checked for a bad encoding.
    "/(.*%.*)",
  ],
};
