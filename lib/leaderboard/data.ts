import "server-only";
import { db } from "@/lib/db";

/**
 * Arena rank of a score among listed runs with a suite score: 1 + how many score higher
 * (ties share a rank). One indexed count, so it costs the same at 1k or 100k runs.
 */
export async function getArenaRank(score: number | null): Promise<number | null> {
  if (score === null) return null;
  return 1 + (await db.runFigures.count({ where: { listed: true, score: { gt: score } } }));
}
