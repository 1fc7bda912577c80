/**
 * The site's name and absolute addresses (ARENA_PUBLIC_URL), for share cards, canonical links,
 * the sitemap, the feeds and structured data.
 */
import { DEFAULT_PUBLIC_URL, env } from "@/lib/env";

export const SITE_NAME = "Inference Arena";
export const SITE_DESCRIPTION =
  "How fast LLMs really run when self-hosted: tokens per second per user, time to first token and capacity, " +
  "from measured runs.";

/** Whether the operator named the site's public address (ARENA_PUBLIC_URL), rather than the default. */
export function isPublicUrlConfigured(): boolean {
  return env.ARENA_PUBLIC_URL !== DEFAULT_PUBLIC_URL;
}

/** An absolute URL for a path of the site ("/runs/x" -> "https://arena.example/runs/x"). */
export function absoluteUrl(path: string): string {
  return `${env.ARENA_PUBLIC_URL}${path.startsWith("/") ? path : `/${path}`}`;
}
