import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { LeaderboardResult } from "@/lib/leaderboard/data";
import { leaderboardQueryKey, toLeaderboardQueryString, type LeaderboardFilters } from "@/lib/leaderboard/search-params";

/** Reads one leaderboard view from GET /api/v1/leaderboard; the page prefetches the first one. */
export function useLeaderboardQuery(filters: LeaderboardFilters) {
  return useQuery({
    queryKey: leaderboardQueryKey(filters),
    queryFn: async ({ signal }): Promise<LeaderboardResult> => {
      const search = toLeaderboardQueryString(filters);
      const response = await fetch(`/api/v1/leaderboard${search ? `?${search}` : ""}`, { signal });
      if (!response.ok) throw new Error(`The leaderboard could not be loaded (HTTP ${response.status}).`);
      return response.json();
    },
    // Keep the rows on screen while the next filter or page loads.
    placeholderData: keepPreviousData,
  });
}
