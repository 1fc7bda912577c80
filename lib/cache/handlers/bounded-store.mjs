// @ts-check
/**
 * A map bounded by the size of what it holds: the least recently used entries go first. Both
 * cache handlers keep their entries in one (a Map keeps insertion order; a hit moves to the end).
 */

/**
 * @template T
 * @param {() => number} readMaxBytes The budget, read on each write (lib/cache/handlers/budgets.mjs).
 */
export function createBoundedStore(readMaxBytes) {
  /** @type {Map<string, { value: T, size: number }>} */
  const entries = new Map();
  let total = 0;
  return {
    /** @param {string} key */
    get(key) {
      const found = entries.get(key);
      if (!found) return undefined;
      entries.delete(key);
      entries.set(key, found);
      return found.value;
    },
    /** @param {string} key @param {T} value @param {number} size */
    set(key, value, size) {
      this.delete(key);
      const maxBytes = readMaxBytes();
      if (size > maxBytes) return;
      entries.set(key, { value, size });
      total += size;
      for (const [oldest, entry] of entries) {
        if (total <= maxBytes) break;
        entries.delete(oldest);
        total -= entry.size;
      }
    },
    /** @param {string} key */
    delete(key) {
      const found = entries.get(key);
      if (!found) return;
      entries.delete(key);
      total -= found.size;
    },
    clear() {
      entries.clear();
      total = 0;
    },
    size: () => entries.size,
  };
}
