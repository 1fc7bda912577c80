/**
 * Every public page type of the site (app/[locale]/(public)), each with the paths a warm load test rotates
 * over: entity pages over ten entities of the filled data, so that a figure is not one page's.
 * Picked from the listed runs, as a visitor following the site's links would reach them.
 */
import { db } from "@/lib/db";
import type { LoadResult } from "./load";

export type PageType = { name: string; paths: string[] };

/**
 * A page type under load, warm in the page cache; `ratio` is its req/s over the framework floor's,
 * `cache` what Next.js's x-nextjs-cache header said before the load.
 */
export type PageLoad = {
  page: string;
  paths: string[];
  ratio: number;
  cache: string;
  loadAverage: number;
} & LoadResult;

const ROTATION = 10;

const mostRun = async (by: "hardwareSlug" | "orgSlug") =>
  (
    await db.runFigures.groupBy({
      by: [by],
      where: { listed: true },
      _count: { runId: true },
      orderBy: { _count: { runId: "desc" } },
      take: ROTATION,
    })
  ).map((row) => row[by]);

/** The page types, given the model slugs and matrix run ids the benchmark already rotates over. */
export async function listPublicPageTypes(modelSlugs: string[], matrixRunIds: string[]): Promise<PageType[]> {
  const [runIds, hardwareSlugs, orgSlugs, handles] = await Promise.all([
    db.runFigures
      .findMany({
        where: { listed: true, hasSuite: true },
        orderBy: { runId: "asc" },
        take: ROTATION,
        select: { runId: true },
      })
      .then((rows) => rows.map((row) => row.runId)),
    mostRun("hardwareSlug"),
    mostRun("orgSlug"),
    db.user
      .findMany({
        where: { suspendedAt: null, runs: { some: { figures: { listed: true } } } },
        orderBy: { handle: "asc" },
        take: ROTATION,
        select: { handle: true },
      })
      .then((rows) => rows.map((row) => row.handle)),
  ]);
  const pairs = runIds.map((id, index) => `${id},${runIds[(index + 1) % runIds.length]}`);
  return [
    { name: "home", paths: ["/"] },
    { name: "leaderboard", paths: ["/leaderboard"] },
    // A view chosen by search parameters: proxy.ts rewrites it to a path of its own.
    { name: "leaderboard, filtered", paths: hardwareSlugs.map((slug) => `/leaderboard?hardware=${slug}`) },
    { name: "measurements", paths: ["/measurements"] },
    { name: "models", paths: ["/models"] },
    { name: "model", paths: modelSlugs.map((slug) => `/models/${slug}`) },
    { name: "run", paths: runIds.map((id) => `/runs/${id}`) },
    { name: "matrix", paths: matrixRunIds.map((id) => `/runs/${id}/matrix`) },
    { name: "compare", paths: pairs.map((runs) => `/compare?runs=${runs}`) },
    { name: "hardware index", paths: ["/hardware"] },
    { name: "hardware", paths: hardwareSlugs.map((slug) => `/hardware/${slug}`) },
    { name: "organization", paths: orgSlugs.map((slug) => `/organizations/${slug}`) },
    { name: "contributor", paths: handles.map((handle) => `/contributors/${handle}`) },
    { name: "benchmarks", paths: ["/benchmarks"] },
    { name: "methodology", paths: ["/methodology"] },
    { name: "calculator", paths: ["/calculator"] },
    { name: "api docs", paths: ["/api-docs"] },
  ];
}

/**
 * Asks for every path twice (which also puts it in the page cache) and throws unless each answers
 * 200: a 404 or a 500 is fast and would make a meaningless figure. Returns, per page type, what
 * Next.js's `x-nextjs-cache` said on the second ask (HIT when the page is served from the cache).
 */
export async function checkPagesAnswer(baseUrl: string, pageTypes: PageType[]): Promise<Map<string, string>> {
  const failures: string[] = [];
  const caches = new Map<string, string>();
  for (const { name, paths } of pageTypes) {
    if (paths.length === 0) failures.push(`${name}: no path to load (the data has none)`);
    const seen = new Set<string>();
    for (const pagePath of paths) {
      for (let ask = 0; ask < 2; ask++) {
        const response = await fetch(`${baseUrl}${pagePath}`, { signal: AbortSignal.timeout(30_000) });
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`${name}: ${pagePath} answered ${response.status}`);
        if (ask === 1) seen.add(response.headers.get("x-nextjs-cache") ?? "–");
      }
    }
    caches.set(name, [...seen].sort().join(", "));
  }
  if (failures.length > 0) throw new Error(`public pages that do not answer 200:\n  ${failures.join("\n  ")}`);
  return caches;
}
