/**
 * One address per public page type for Lighthouse: the benchmark's list (scripts/bench/pages.ts),
 * its first entity of each, without the filtered leaderboard (the same page), and the index pages
 * the benchmark does not load.
 */
import { db } from "@/lib/db";
import { listPublicPageTypes } from "../bench/pages";

export type LighthousePage = { name: string; path: string };

const NOT_LOADED_BY_THE_BENCHMARK: LighthousePage[] = [
  { name: "organizations", path: "/organizations" },
  { name: "matrix runs", path: "/matrix-runs" },
  { name: "getting started", path: "/getting-started" },
];

export async function listLighthousePages(): Promise<LighthousePage[]> {
  // The model with the most runs (its page is the heaviest) and the first run with a matrix.
  const [models, matrices] = await Promise.all([
    db.runFigures.groupBy({
      by: ["modelSlug"],
      where: { listed: true, hasSuite: true },
      _count: { runId: true },
      orderBy: { _count: { runId: "desc" } },
      take: 1,
    }),
    db.runFigures.findMany({
      where: { listed: true, hasMatrix: true },
      orderBy: { runId: "asc" },
      take: 1,
      select: { runId: true },
    }),
  ]);
  const pageTypes = await listPublicPageTypes(
    models.map((row) => row.modelSlug),
    matrices.map((row) => row.runId),
  );
  const pages = pageTypes
    .filter((type) => type.name !== "leaderboard, filtered")
    .map((type) => {
      const [path] = type.paths;
      if (!path) throw new Error(`no page to audit for ${type.name}: the data has none`);
      return { name: type.name, path };
    });
  return [...pages, ...NOT_LOADED_BY_THE_BENCHMARK];
}
