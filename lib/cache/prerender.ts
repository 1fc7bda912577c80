/**
 * Pages with a parameter (/runs/[id], /models/[slug], …) must name one value for `next build` to
 * prerender, or Next.js renders them on every request instead of caching each page after its
 * first view. They name this one, which no run, slug or handle can be (an underscore), and
 * answer it with a 404 before reading anything: the build needs no database.
 */
import { connection } from "next/server";
import { env } from "@/lib/env";

export const PRERENDERED_PARAM = "_";

/** For generateStaticParams: the one value prerendered, under the route's parameter name. */
export function listPrerenderedParams<K extends string>(name: K): Array<Record<K, string>> {
  return [{ [name]: PRERENDERED_PARAM } as Record<K, string>];
}

/**
 * True while `next build` prerenders. The public pages without a parameter (/, /models, …) render
 * nothing then: what the build renders is never served (the page cache renders each page on its
 * first request, from the database it is served with), so the build needs no database.
 */
export function isBuildPrerender(): boolean {
  return env.NEXT_PHASE === "phase-production-build";
}

/**
 * For route handlers and metadata routes without a parameter (robots.txt, the sitemap, a feed, a
 * share image): answered on request, never by `next build`, which would otherwise run them once
 * and serve what it read (from its own database, with its own ARENA_PUBLIC_URL). Outside the
 * Next.js server (tests, scripts) there is no request scope, and nothing to defer.
 */
export async function deferToRequest(): Promise<void> {
  if (env.NEXT_RUNTIME) await connection();
}
