// @ts-check
/**
 * What each app server knows about changes to the public data, shared by the two sides that
 * need it in one process: lib/cache/data-version.ts (bundled into the server by Next.js) writes
 * it when PostgreSQL announces a change, and the cache handlers Next.js loads from disk
 * (lib/cache/handlers/*.mjs, outside the bundle) read it to drop what changed. Plain JavaScript
 * so both can import it; the state lives on globalThis so both copies of the module share it.
 *
 * Times are milliseconds on the clock cache entries are stamped with (performance.timeOrigin +
 * performance.now(), as Next.js stamps them). An entry made at `t` is out of date when one of
 * its tags was invalidated after `t`, or when everything was (`everythingAt`).
 */

const KEY = Symbol.for("inference-arena.cache-ledger");
/**
 * Tags remembered at most (a run's tag is added by each change to it). Past it the oldest half is
 * forgotten, and everything made before the newest forgotten one counts as out of date: coarser,
 * never stale.
 */
const MAX_TAGS = 100_000;

/**
 * @typedef {object} Ledger
 * @property {boolean} trusted True while this server's listener receives every change (see data-version.ts).
 * @property {number} everythingAt When everything was last invalidated: the listener (re)connected, or a
 *   change too big to name.
 * @property {Map<string, number>} tags When each tag was last invalidated.
 */

/** @returns {Ledger} */
function ledger() {
  const holder = /** @type {Record<symbol, Ledger | undefined>} */ (/** @type {unknown} */ (globalThis));
  holder[KEY] ??= { trusted: false, everythingAt: now(), tags: new Map() };
  return holder[KEY];
}

/** The clock Next.js stamps cache entries with. */
export function now() {
  return performance.timeOrigin + performance.now();
}

/** Whether cached pages and data may be served: only while every change is heard of. */
export function isLedgerTrusted() {
  return ledger().trusted;
}

/**
 * Trust starts (the listener is connected and delivery verified) or ends (connection lost).
 * Either way everything cached so far is out of date: changes may have been missed meanwhile.
 * @param {boolean} trusted
 */
export function setLedgerTrusted(trusted) {
  const state = ledger();
  state.trusted = trusted;
  state.everythingAt = now();
}

/**
 * Records that what these tags mark changed now; `"*"` among them means everything.
 * @param {readonly string[]} tags
 */
export function invalidateTags(tags) {
  const state = ledger();
  const at = now();
  if (tags.includes("*")) {
    state.everythingAt = at;
    // Every tag is older than `everythingAt` now: the map can start afresh.
    state.tags.clear();
    return;
  }
  for (const tag of tags) {
    // Re-inserted, so that the map stays in the order of the last invalidation.
    state.tags.delete(tag);
    state.tags.set(tag, at);
  }
  if (state.tags.size > MAX_TAGS) forgetOldestTags(state);
}

/** @param {Ledger} state */
function forgetOldestTags(state) {
  for (const [tag, at] of state.tags) {
    if (state.tags.size <= MAX_TAGS / 2) break;
    state.tags.delete(tag);
    state.everythingAt = Math.max(state.everythingAt, at);
  }
}

/**
 * The last time any of these tags, or everything, was invalidated (0: never).
 * @param {readonly string[]} tags
 */
export function getLastInvalidation(tags) {
  const state = ledger();
  let latest = state.everythingAt;
  for (const tag of tags) latest = Math.max(latest, state.tags.get(tag) ?? 0);
  return latest;
}

/**
 * Whether an entry made at `madeAt` carrying `tags` may still be served.
 * @param {readonly string[]} tags
 * @param {number} madeAt
 */
export function isEntryCurrent(tags, madeAt) {
  return ledger().trusted && getLastInvalidation(tags) < madeAt;
}
