import "server-only";
import { cachePublicData } from "@/lib/cache/public-data";
import { organizationTag } from "@/lib/cache/tags";
import { db } from "@/lib/db";
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
  const where = { orgSlug: slug, listed: true };
  const [groups, runs] = await Promise.all([
    db.runFigures.groupBy({
      by: ["modelSlug", "modelName", "paramsB", "architecture"],
      where,
      _max: { score: true, measuredAt: true },
      _count: { runId: true },
    }),
    db.runFigures.findMany({
      where,
      orderBy: { measuredAt: "desc" },
      take: 100,
      select: RUN_LIST_SELECT,
    }),
  ]);
  if (groups.length === 0) return null;
  const models = groups
    .map((group) => ({
      slug: group.modelSlug,
      name: group.modelName,
      paramsB: group.paramsB,
      architecture: group.architecture,
      bestScore: group._max.score,
      lastMeasuredAt: group._max.measuredAt,
      runCount: group._count.runId,
    }))
    .sort((a, b) => (b.bestScore ?? -1) - (a.bestScore ?? -1) || a.name.localeCompare(b.name));
  return { ...organization, models, runs };
}
