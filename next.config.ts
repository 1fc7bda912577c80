import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { listCacheControlRules } from "./lib/cache/http-cache";
import { listSecurityHeaders } from "./lib/security/headers";

/**
 * use-intl's message formatting without its ICU parser (intl-messageformat, 12 kB gzip), for the
 * browser only: NextIntlClientProvider (components/providers.tsx) imports it, client components
 * format no catalogue message (they get their words as props), and the server's translator
 * (lib/i18n/translate.ts) parses the catalogues. next-intl's plugin sets the same alias for
 * precompiled messages; a path relative to the project, as Turbopack wants (vercel/next.js#88540).
 */
const FORMAT_WITHOUT_PARSER = `./${path.relative(
  process.cwd(),
  createRequire(import.meta.url).resolve("use-intl/format-message/format-only"),
)}`;

const handler = (name: string) => fileURLToPath(new URL(`./lib/cache/handlers/${name}`, import.meta.url));

/**
 * The Next.js configuration for a phase. Server actions keep Next's own origin check (no
 * `serverActions.allowedOrigins` here: only same-host posts may run an action).
 */
export default function nextConfig(phase: string): NextConfig {
  return {
    poweredByHeader: false,
    reactStrictMode: true,
    // Server-only packages with native or WebAssembly parts: loaded from node_modules at run time.
    serverExternalPackages: ["pg", "@prisma/adapter-pg", "@electric-sql/pglite"],
    // Public pages are rendered once and served from memory until the data they show changes
    // (docs/decisions/0007-page-cache.md): "use cache" reads tagged by what they show, and two
    // handlers that drop what a change names on every app server (lib/cache/handlers).
    cacheComponents: true,
    // A page not rendered yet is rendered before answering (not an app shell first), so that an
    // unknown run or model answers 404 and the cache holds whole pages.
    partialPrefetching: false,
    // proxy.ts rewrites views to paths of their own. Next.js would hand it the request URL with a
    // loopback address (127.0.0.1, ::1) renamed "localhost", and then take a rewrite to that name
    // for another origin and proxy it over HTTP to itself (next start --hostname 127.0.0.1). Not
    // normalized, the request's own URL gives a same-origin rewrite.
    skipProxyUrlNormalize: true,
    turbopack: { resolveAlias: { "use-intl/format-message": { browser: FORMAT_WITHOUT_PARSER } } },
    cacheHandler: handler("page-cache-handler.mjs"),
    cacheHandlers: { default: handler("data-cache-handler.mjs") },
    // On every response: pages, route handlers and static files (lib/security/headers.ts). Not
    // "/:path*", which Next matches strictly: it misses "/".
    // Then Cache-Control of pages in every locale, and of pages not found (lib/cache/http-cache.ts).
    async headers() {
      return [
        { source: "/(.*)", headers: listSecurityHeaders({ development: phase === PHASE_DEVELOPMENT_SERVER }) },
        ...listCacheControlRules(),
      ];
    },
  };
}
