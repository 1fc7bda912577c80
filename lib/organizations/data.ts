import "server-only";
import { cachePublicData } from "@/lib/cache/public-data";
import { organizationTag } from "@/lib/cache/tags";
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
