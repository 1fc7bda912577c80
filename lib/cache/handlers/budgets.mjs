// @ts-check
/**
 * How many bytes each cache handler may hold. The handlers are plain JavaScript loaded by Next.js
 * from disk and cannot import lib/env.ts, so the server's start (instrumentation.ts) hands them
 * the checked values (ARENA_PAGE_CACHE_MB, ARENA_DATA_CACHE_MB) through globalThis, as the ledger
 * does. Read on each write, so the order in which Next.js loads the handlers does not matter.
 */

const KEY = Symbol.for("inference-arena.cache-budgets");
const MiB = 1024 * 1024;

/** @typedef {{ pageBytes: number, dataBytes: number }} CacheBudgets */

/** The defaults of lib/env.ts, for a process that never set them (tests, scripts). */
const DEFAULTS = /** @type {CacheBudgets} */ ({ pageBytes: 256 * MiB, dataBytes: 128 * MiB });

function holder() {
  return /** @type {Record<symbol, CacheBudgets | undefined>} */ (/** @type {unknown} */ (globalThis));
}

/** @param {{ pageMiB: number, dataMiB: number }} budgets */
export function setCacheBudgets({ pageMiB, dataMiB }) {
  holder()[KEY] = { pageBytes: pageMiB * MiB, dataBytes: dataMiB * MiB };
}

/** @param {keyof CacheBudgets} kind */
export function getCacheBudget(kind) {
  return (holder()[KEY] ?? DEFAULTS)[kind];
}
