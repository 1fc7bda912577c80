import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";
import { listSecurityHeaders } from "./lib/security/headers";

/**
 * The Next.js configuration for a phase. Server actions keep Next's own origin check (no
 * `serverActions.allowedOrigins` here: only same-host posts may run an action).
 */
export default function nextConfig(phase: string): NextConfig {
  return {
    poweredByHeader: false,
    reactStrictMode: true,
    // Server-only packages with native or WebAssembly parts: loaded from node_modules at run time.
    serverExternalPackages: ["pg", "@prisma/adapter-pg", "@electric-sql/pglite", "@electric-sql/pglite-socket"],
    // On every response: pages, route handlers and static files (lib/security/headers.ts). Not
    // "/:path*", which Next matches strictly: it misses "/".
    async headers() {
      return [{ source: "/(.*)", headers: listSecurityHeaders({ development: phase === PHASE_DEVELOPMENT_SERVER }) }];
    },
  };
}
