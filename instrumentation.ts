/**
 * Runs once when a Next.js server process starts. It starts the listener that tells this
 * process what changed in the shared PostgreSQL (lib/cache/data-version.ts), before the first
 * request: until it is connected, the page and data caches serve nothing (lib/cache/ledger.mjs).
 * Not during `next build`, which may have no database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { getDataVersion } = await import("@/lib/cache/data-version");
  getDataVersion();
}
