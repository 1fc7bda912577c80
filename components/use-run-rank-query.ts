import { useQuery } from "@tanstack/react-query";
import type { RunRank } from "@/lib/runs/export-schema";

/** The rank from the answer; no rank when the answer is not one (a run without a rank, an error). */
async function fetchRunRank(runId: string, signal: AbortSignal): Promise<RunRank> {
  const response = await fetch(`/api/v1/runs/${encodeURIComponent(runId)}/rank`, { signal });
  if (!response.ok) return { rank: null };
  const body = (await response.json()) as Partial<RunRank>;
  return { rank: typeof body.rank === "number" ? body.rank : null };
}

/**
 * A run's arena rank, from GET /api/v1/runs/{id}/rank. Read in the browser after the page loads:
 * the rank moves with every ranked upload anywhere (docs/decisions/0007-page-cache.md).
 */
export function useRunRankQuery(runId: string) {
  return useQuery({ queryKey: ["run-rank", runId], queryFn: ({ signal }) => fetchRunRank(runId, signal) });
}
