/**
 * Runs once when a Next.js server process starts. It starts the listener that tells this
 * process what changed in the shared PostgreSQL (lib/cache/data-version.ts), before the first
 * request: until it is connected, the page and data caches serve nothing (lib/cache/ledger.mjs).
 * It also hands the cache handlers their memory budgets, and has the HTTP server stamp each
 * request with its socket's peer address (lib/security/peer-address.ts), which Next.js does not
 * pass on. Not during `next build`, which may have no database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { installPeerAddressStamp } = await import("@/lib/security/peer-address");
  installPeerAddressStamp();
  const [{ env }, { setCacheBudgets }, { getDataVersion }] = await Promise.all([
    import("@/lib/env"),
    import("@/lib/cache/handlers/budgets.mjs"),
    import("@/lib/cache/data-version"),
  ]);
  // Checked at start: a bad entry stops the server with the variable's name.
  const proxies = env.ARENA_TRUSTED_PROXIES.length;
  if (proxies > 0) console.log(`[arena] X-Forwarded-For read from ${proxies} trusted proxy networks`);
  setCacheBudgets({ pageMiB: env.ARENA_PAGE_CACHE_MB, dataMiB: env.ARENA_DATA_CACHE_MB });
  getDataVersion();
}
