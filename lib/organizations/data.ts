import "server-only";
import { cachePublicData } from "@/lib/cache/public-data";
import { organizationTag, RUNS_TAG } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import { listModelSummaries } from "@/lib/models/data";
import { RUN_LIST_SELECT } from "@/lib/runs/data";

/**
 * An organization with the models it published that have a listed run (best score first) and
 * their listed runs, newest first. Null when unknown or without a listed run.
 */
export async function getOrganization(slug: string) {
  "use cache";
  cachePublicData(organizationTag(slug));
  const organization = await db.organization.findUnique({ where: { slug }, select: { slug: true, name: true } });
  if (!organization) return null;
  const [models, runs] = await Promise.all([
    listModelSummaries(slug),
    db.runFigures.findMany({
      where: { orgSlug: slug, listed: true },
      orderBy: { measuredAt: "desc" },
      take: 100,
      select: RUN_LIST_SELECT,
    }),
  ]);
  if (models.length === 0) return null;
  return { ...organization, models, runs };
}

/**
 * Every organization with a listed run, best score first (then by name): its models with a
 * listed run, those runs, and the best suitability score among them (null: matrix runs only).
 * Two grouped reads of the figures table and one of the names, whatever the number of runs.
 */
export async function listOrganizations() {
  "use cache";
  cachePublicData(RUNS_TAG);
  const [byOrganization, byModel] = await Promise.all([
    db.runFigures.groupBy({
      by: ["orgSlug"],
      where: { listed: true },
      _max: { score: true },
      _count: { runId: true },
    }),
    db.runFigures.groupBy({ by: ["orgSlug", "modelSlug"], where: { listed: true } }),
  ]);
  const names = await db.organization.findMany({
    where: { slug: { in: byOrganization.map((row) => row.orgSlug) } },
    select: { slug: true, name: true },
  });
  const nameBySlug = new Map(names.map((organization) => [organization.slug, organization.name]));
  const modelCount = new Map<string, number>();
  for (const row of byModel) modelCount.set(row.orgSlug, (modelCount.get(row.orgSlug) ?? 0) + 1);
  return byOrganization
    .map((row) => ({
      slug: row.orgSlug,
      name: nameBySlug.get(row.orgSlug) ?? row.orgSlug,
      modelCount: modelCount.get(row.orgSlug) ?? 0,
      runCount: row._count.runId,
      bestScore: row._max.score,
    }))
    .sort((a, b) => (b.bestScore ?? -1) - (a.bestScore ?? -1) || a.name.localeCompare(b.name));
}

export type OrganizationSummary = Awaited<ReturnType<typeof listOrganizations>>[number];
