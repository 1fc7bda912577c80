import "server-only";
import { cachePublicData } from "@/lib/cache/public-data";
import { contributorTag } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import { RUN_LIST_SELECT } from "@/lib/runs/data";

/**
 * A contributor's public profile: handle, name and listed runs, newest first. Nothing else of
 * the account leaves this function. Null for an unknown handle or a suspended account.
 */
export async function getContributor(handle: string) {
  "use cache";
  cachePublicData(contributorTag(handle));
  const user = await db.user.findUnique({
    where: { handle },
    select: { id: true, handle: true, name: true, suspendedAt: true },
  });
  if (!user || user.suspendedAt) return null;
  const runs = await db.runFigures.findMany({
    where: { listed: true, run: { is: { contributorId: user.id } } },
    orderBy: { measuredAt: "desc" },
    take: 100,
    select: RUN_LIST_SELECT,
  });
  return { handle: user.handle, name: user.name, runs };
}
