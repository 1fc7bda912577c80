"use client";

import { Badge } from "@/components/ui/badge";
import { useFetchedView } from "@/components/use-fetched-view";
import { fill } from "@/lib/i18n/fill";
import type { RunRank } from "@/lib/runs/export-schema";

/** The rank from the answer; nothing (no badge) when the answer is not one. */
async function readRunRank(response: Response): Promise<RunRank> {
  if (!response.ok) return { rank: null };
  const body = (await response.json()) as Partial<RunRank>;
  return { rank: typeof body.rank === "number" ? body.rank : null };
}

/**
 * A run's arena rank ("Rank 3"), read in the browser from GET /api/v1/runs/{id}/rank after the
 * page loads: the rank moves with every ranked upload anywhere, and a page that showed it would
 * be rendered again for each one (docs/decisions/0007-page-cache.md). `label` is the message,
 * with `{rank}`. Nothing while it loads, or for a run without a rank.
 */
export function RunRankBadge({ runId, label }: { runId: string; label: string }) {
  const { data } = useFetchedView(`/api/v1/runs/${encodeURIComponent(runId)}/rank`, { read: readRunRank });
  if (data?.rank == null) return null;
  return <Badge tone="accent">{fill(label, { rank: data.rank })}</Badge>;
}
