// @ts-check
/**
 * The page cache (next.config.ts `cacheHandler`): each rendered public page (HTML and its RSC
 * payload) in this process's memory, served while the ledger (lib/cache/ledger.mjs) says none of
 * the tags its data carried changed since the render began. Next.js's own file-system cache would
 * only learn of revalidateTag() calls made in this process; this one learns of every change to
 * the shared PostgreSQL through the listener (lib/cache/data-version.ts), so every app server
 * drops what changed. Pages prerendered by `next build` are never served: they may come from
 * another database, and nothing is known of what changed since.
 *
 * While changes cannot be heard of, nothing is stored or served: every request renders.
 * Next.js loads this file from disk, outside its bundle: plain JavaScript, Node's own imports.
 */
import { createBoundedStore } from "./bounded-store.mjs";
import { getCacheBudget } from "./budgets.mjs";
import { invalidateTags, isEntryCurrent, isLedgerTrusted, now } from "../ledger.mjs";

const TAGS_HEADER = "x-next-cache-tags";
/** Lookups whose render has not been stored yet, bounded (a render that failed never stores). */
const MAX_PENDING = 10_000;

/**
 * @typedef {{ kind: string, html?: { length?: number } | string, rscData?: { length: number },
 *   postponed?: string, segmentData?: Map<string, { length: number }>, body?: { length: number },
 *   headers?: Record<string, string | string[] | undefined> }} CachedValue
 * @typedef {{ value: CachedValue | null, madeAt: number, tags: string[],
 *   cacheControl?: { revalidate: number | false, expire?: number } }} StoredPage
 */

/** @param {CachedValue | null} value */
function estimateSize(value) {
  if (!value) return 64;
  const length = (/** @type {{ length?: number } | string | undefined} */ part) =>
    typeof part === "string" ? part.length : (part?.length ?? 0);
  let size = length(value.html) + length(value.rscData) + length(value.postponed) + length(value.body);
  for (const [path, data] of value.segmentData ?? []) size += path.length + data.length;
  return Math.max(size, 64);
}

/** @param {CachedValue | null} value @param {string[] | undefined} extra */
function readTags(value, extra) {
  const header = value?.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === "string" && header ? header.split(",") : [];
  return [...new Set([...fromHeader, ...(extra ?? [])])];
}

/** @type {ReturnType<typeof createBoundedStore<StoredPage>>} */
const store = createBoundedStore(() => getCacheBudget("pageBytes"));
/**
 * When the render of each key that missed (or went stale) began: the lookup that started it
 * (Next.js renders a key once for all the requests waiting on it). A page is stamped with it,
 * not with the time it is stored, so that a change landing while it renders makes it out of date.
 * @type {Map<string, number>}
 */
const renderStartedAt = new Map();

function rememberRenderStart(/** @type {string} */ key) {
  renderStartedAt.delete(key);
  renderStartedAt.set(key, now());
  if (renderStartedAt.size > MAX_PENDING) renderStartedAt.delete(renderStartedAt.keys().next().value ?? key);
}

/** Whether Next.js will render the page again in the background (its revalidate time passed). */
function isPastRevalidate(/** @type {StoredPage} */ page) {
  const revalidate = page.cacheControl?.revalidate;
  return typeof revalidate === "number" && now() > page.madeAt + revalidate * 1000;
}

export default class PageCacheHandler {
  /** @param {string} key */
  async get(key) {
    if (!isLedgerTrusted()) return null;
    const page = store.get(key);
    if (!page || !isEntryCurrent(page.tags, page.madeAt)) {
      store.delete(key);
      rememberRenderStart(key);
      return null;
    }
    if (isPastRevalidate(page)) rememberRenderStart(key);
    const cacheControl = page.cacheControl && { cacheControl: page.cacheControl };
    return { lastModified: page.madeAt, value: page.value, ...cacheControl };
  }

  /**
   * @param {string} key
   * @param {CachedValue | null} value
   * @param {{ tags?: string[], cacheControl?: StoredPage["cacheControl"] }} ctx
   */
  async set(key, value, ctx) {
    const madeAt = renderStartedAt.get(key);
    renderStartedAt.delete(key);
    // No lookup began this render (unknown start): not stored, rather than stored as too new.
    if (madeAt === undefined || !isLedgerTrusted()) return;
    const page = { value, madeAt, tags: readTags(value, ctx?.tags), cacheControl: ctx?.cacheControl };
    store.set(key, page, estimateSize(value) + key.length);
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    invalidateTags(typeof tags === "string" ? [tags] : tags);
  }

  resetRequestCache() {}
}
