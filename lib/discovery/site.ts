/**
 * The site's name and absolute addresses (ARENA_PUBLIC_URL), for share cards, canonical links,
 * the sitemap, the feeds and structured data.
 */
import { env } from "@/lib/env";

export const SITE_NAME = "Inference Arena";
export const SITE_DESCRIPTION =
  "How fast LLMs really run when self-hosted: tokens per second per user, time to first token and capacity, " +
  "from measured runs.";

/** An absolute URL for a path of the site ("/runs/x" -> "https://arena.example/runs/x"). */
export function absoluteUrl(path: string): string {
  return `${env.ARENA_PUBLIC_URL}${path.startsWith("/") ? path : `/${path}`}`;
}
