/**
 * Pages with a parameter (/runs/[id], /models/[slug], …) must name one value for `next build` to
 * prerender, or Next.js renders them on every request instead of caching each page after its
 * first view. They name this one, which no run, slug or handle can be (an underscore), and
 * answer it with a 404 before reading anything: the build needs no database.
 *
 * The ceremony of such a page, in full (tests/unit/cache/prerender.test.ts checks every page):
 *
 *     export const instant = false; // a literal: Next.js reads segment config without running it
 *     export const generateStaticParams = prerenderOne("slug");
 *     const readModel = cache(skipPlaceholder(getModel)); // or: if (isPlaceholder(slug)) notFound();
 *
 * A view's page (`[view]`) has this done by defineViewPage (lib/routing/view-page.ts).
 */
import { connection } from "next/server";
import { env } from "@/lib/env";

export const PRERENDERED_PARAM = "_";

/** A page's generateStaticParams: the one value prerendered, under each of the route's parameter names. */
export function prerenderOne<K extends string>(...names: K[]): () => Array<Record<K, string>> {
  const params = Object.fromEntries(names.map((name) => [name, PRERENDERED_PARAM])) as Record<K, string>;
  return () => [{ ...params }];
}

/** True when any of these parameters is the prerendered placeholder: answer 404 without reading. */
export function isPlaceholder(...values: string[]): boolean {
  return values.includes(PRERENDERED_PARAM);
}

/** `read`, answering null for the placeholder without reading anything. */
export function skipPlaceholder<T>(read: (value: string) => Promise<T>): (value: string) => Promise<T | null> {
  return async (value) => (isPlaceholder(value) ? null : read(value));
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
