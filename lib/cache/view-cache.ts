/**
 * An in-process cache of computed views, keyed by the view and valid for one data version
 * (lib/cache/data-version.ts): a view that has not changed since the last upload is served
 * from memory, without a query. Concurrent misses of the same view share one computation.
 * Bounded: the least recently used views go first.
 */
import "server-only";
import { getDataVersion } from "@/lib/cache/data-version";

type Entry<T> = { version: number; value: Promise<T> };

export type ViewCache<T> = {
  /** The view for `key`: cached when the data version allows, else `load()`. */
  get: (key: string, load: () => Promise<T>) => Promise<T>;
  size: () => number;
};

export function createViewCache<T>(maxEntries: number, version: () => number | null = getDataVersion): ViewCache<T> {
  const entries = new Map<string, Entry<T>>();
  return {
    size: () => entries.size,
    get(key, load) {
      const current = version();
      if (current === null) return load();
      const entry = entries.get(key);
      if (entry && entry.version === current) {
        // Most recently used last: Map keeps insertion order.
        entries.delete(key);
        entries.set(key, entry);
        return entry.value;
      }
      const value = load();
      const fresh: Entry<T> = { version: current, value };
      entries.delete(key);
      entries.set(key, fresh);
      // A failed read is not kept: the next request tries again.
      value.catch(() => {
        if (entries.get(key) === fresh) entries.delete(key);
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return value;
    },
  };
}
