/** Types of data-cache-handler.mjs: plain JavaScript, loaded by Next.js from disk. */
import type { CacheHandler } from "next/cache";

declare const handler: CacheHandler;
export default handler;
