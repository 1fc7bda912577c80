/** Types of page-cache-handler.mjs: plain JavaScript, loaded by Next.js from disk. */
type CacheControl = { revalidate: number | false; expire?: number };
type StoredValue = { kind: string; headers?: Record<string, string | string[] | undefined> } & Record<string, unknown>;

export default class PageCacheHandler {
  get(key: string): Promise<{ lastModified: number; value: StoredValue | null; cacheControl?: CacheControl } | null>;
  set(key: string, value: StoredValue | null, ctx: { tags?: string[]; cacheControl?: CacheControl }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
