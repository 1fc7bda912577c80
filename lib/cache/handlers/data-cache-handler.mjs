// @ts-check
/**
 * The `"use cache"` handler (next.config.ts `cacheHandlers.default`): the results of the cached
 * data functions (lib/<domain>/data.ts), in this process's memory. An entry is served while the
 * ledger (lib/cache/ledger.mjs) says none of its tags changed since it was made, and never while
 * changes cannot be heard of (no listener, or a database that does not deliver notifications):
 * then every read goes to the database, as without a cache.
 *
 * Next.js loads this file from disk, outside its bundle: plain JavaScript, Node's own imports.
 */
import { createBoundedStore } from "./bounded-store.mjs";
import { getCacheBudget } from "./budgets.mjs";
import { getLastInvalidation, invalidateTags, isEntryCurrent, isLedgerTrusted, now } from "../ledger.mjs";

/** @typedef {import("next/cache").CacheEntry} CacheEntry */
/** @typedef {Omit<CacheEntry, "value"> & { bytes: Uint8Array }} StoredEntry */

/** @type {ReturnType<typeof createBoundedStore<StoredEntry>>} */
const store = createBoundedStore(() => getCacheBudget("dataBytes"));
/** Entries being written: a read of the same key waits for them rather than computing again. */
const pending = new Map();

/** @param {Uint8Array} bytes */
function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** @type {import("next/cache").CacheHandler} */
const handler = {
  async get(cacheKey) {
    if (!isLedgerTrusted()) return undefined;
    await pending.get(cacheKey);
    const entry = store.get(cacheKey);
    if (!entry) return undefined;
    // Past its revalidate time an in-memory entry is recomputed (as Next.js's own handler does);
    // the tags, not the clock, are what keep entries current.
    const outdated = now() > entry.timestamp + entry.revalidate * 1000 || !isEntryCurrent(entry.tags, entry.timestamp);
    if (outdated) {
      store.delete(cacheKey);
      return undefined;
    }
    const { bytes, ...metadata } = entry;
    return { ...metadata, value: streamOf(bytes) };
  },

  async set(cacheKey, pendingEntry) {
    /** @type {() => void} */
    let done = () => {};
    pending.set(cacheKey, new Promise((resolve) => (done = () => resolve(undefined))));
    try {
      const entry = await pendingEntry;
      const bytes = new Uint8Array(await new Response(entry.value).arrayBuffer());
      // An entry of a request-time value (expire 0) is never served back; nor is anything while untrusted.
      if (entry.expire === 0 || !isLedgerTrusted()) return;
      const { value: _stream, ...metadata } = entry;
      store.set(cacheKey, { ...metadata, bytes }, bytes.byteLength + cacheKey.length);
    } catch {
      // A failed computation leaves no entry: the next read computes again.
    } finally {
      pending.delete(cacheKey);
      done();
    }
  },

  async refreshTags() {
    // The ledger is kept current by this process's listener: nothing to fetch per request.
  },

  async getExpiration(tags) {
    // Next.js checks the route's implicit tags here; a listener (re)connect or a `*` change counts too.
    return getLastInvalidation(tags);
  },

  async updateTags(tags) {
    // revalidateTag()/revalidatePath() in this process; changes made elsewhere arrive by NOTIFY.
    invalidateTags(tags);
  },
};

export default handler;
