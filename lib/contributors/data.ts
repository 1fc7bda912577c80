import "server-only";
import { db } from "@/lib/db";

/**
 * A contributor's public profile: handle, name and listed runs, newest first. Nothing else of
 * the account leaves this function. Null for an unknown handle or a suspended account.
 */
export async function getContributor(handle: string) {
  const user = await db.user.findUnique({
    where: { handle },
    select: { id: true, handle: true, name: true, suspendedAt: true },
  });
  if (!user || user.suspendedAt) return null;
  const runs = await db.runFigures.findMany({
    where: { listed: true, run: { is: { contributorId: user.id } } },
    orderBy: { measuredAt: "desc" },
    take: 100,
    select: {
      runId: true,
      modelName: true,
      precision: true,
      score: true,
      hasSuite: true,
      hasMatrix: true,
      peakDecodeTps: true,
      measuredAt: true,
      run: { select: { hardware: { select: { name: true, slug: true } }, engine: { select: { name: true, version: true } } } },
    },
  });
  return { handle: user.handle, name: user.name, runs };
}

export type ContributorProfile = NonNullable<Awaited<ReturnType<typeof getContributor>>>;
