import { useFetchedView } from "@/components/use-fetched-view";
import type { LeaderboardResult } from "@/lib/leaderboard/data";
import { toLeaderboardApiUrl, type LeaderboardFilters } from "@/lib/leaderboard/search-params";

/** The view the page was rendered with: its rows need no fetch. */
export type InitialLeaderboard = { filters: LeaderboardFilters; result: LeaderboardResult };

async function readLeaderboard(response: Response): Promise<LeaderboardResult> {
  if (!response.ok) throw new Error(`The leaderboard could not be loaded (HTTP ${response.status}).`);
  return response.json();
}

/**
 * Reads one leaderboard view from GET /api/v1/leaderboard; the page brings the first one, as
 * fresh as the page (cached pages are current until a run changes), so it is never fetched again.
 * The rows stay on screen while the next filter or page loads.
 */
export function useLeaderboardQuery(filters: LeaderboardFilters, initial: InitialLeaderboard) {
  return useFetchedView(toLeaderboardApiUrl(filters), {
    initial: { url: toLeaderboardApiUrl(initial.filters), data: initial.result },
    keepPrevious: true,
    read: readLeaderboard,
  });
}
