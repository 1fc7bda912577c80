/**
 * For the cached reads of public pages (`"use cache"` functions in lib/<domain>/data.ts): the
 * lifetime they share and the tags of what they show (lib/cache/tags.ts), so that a change
 * invalidates them on every app server (docs/decisions/0007-page-cache.md).
 */
import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { cacheLife, cacheTag } from "next/cache";
import { env } from "@/lib/env";

/**
 * Kept until a change names one of its tags; the clock only refreshes what a change could not
 * name (15 min) and drops what nobody read for a day. `stale` is the browser router's: under
 * 30 s Next.js would not put the result in a cached page at all.
 */
const PUBLIC_DATA_LIFE = { stale: 30, revalidate: 900, expire: 86_400 };

/** The tags of the reads made inside collectCacheTags, outside the Next.js server. */
const collected = new AsyncLocalStorage<Set<string>>();

/**
 * Called first in a `"use cache"` function: its result lasts until a change names one of `tags`.
 * Outside the Next.js server (tests, scripts) the directive is a plain string and nothing is
 * cached: then this does nothing, and the function reads the database as before (but for
 * telling collectCacheTags which tags it named).
 */
export function cachePublicData(...tags: string[]): void {
  if (!env.NEXT_RUNTIME) {
    for (const tag of tags) collected.getStore()?.add(tag);
    return;
  }
  cacheLife(PUBLIC_DATA_LIFE);
  cacheTag(...tags);
}

/**
 * Runs `work` (rendering a page, outside the Next.js server) and answers with the tags its cached
 * reads named: the tags the page cache would store the page with, so the changes that clear it.
 */
export async function collectCacheTags<T>(work: () => Promise<T>): Promise<{ value: T; tags: Set<string> }> {
  const tags = new Set<string>();
  const value = await collected.run(tags, work);
  return { value, tags };
}
