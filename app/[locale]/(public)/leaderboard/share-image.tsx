import "server-only";
import { deferToRequest } from "@/lib/cache/prerender";
import { renderShareImage } from "@/components/share-card";
import { formatNumber } from "@/lib/format";
import { listTopRuns } from "@/lib/leaderboard/data";

/** The leaderboard's card: its five best-scored runs (the home page's cached read). */
export async function LeaderboardShareImage() {
  // Drawn on request from the cached read, never by `next build` (which reads no database).
  await deferToRequest();
  const top = await listTopRuns(5);
  return renderShareImage({
    eyebrow: "Leaderboard",
    title: "The best self-hosted LLM setups, measured",
    lines: top.map(
      (run) => `${run.modelName} ${run.precision} on ${run.hardwareName} · score ${formatNumber(run.score)}`,
    ),
  });
}
