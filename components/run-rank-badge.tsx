"use client";

import { Badge } from "@/components/ui/badge";
import { useRunRankQuery } from "@/components/use-run-rank-query";
import { fill } from "@/lib/i18n/fill";

/**
 * A run's arena rank ("Rank 3"), read in the browser after the page loads (useRunRankQuery): a
 * page that showed it would be rendered again for each ranked upload anywhere
 * (docs/decisions/0007-page-cache.md). `label` is the message, with `{rank}`. Nothing while it
 * loads, or for a run without a rank.
 */
export function RunRankBadge({ runId, label }: { runId: string; label: string }) {
  const { data } = useRunRankQuery(runId);
  if (data?.rank == null) return null;
  return <Badge tone="accent">{fill(label, { rank: data.rank })}</Badge>;
}
