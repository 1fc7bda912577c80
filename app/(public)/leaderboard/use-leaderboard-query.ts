import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { LeaderboardResult } from "@/lib/leaderboard/data";
import {
  leaderboardQueryKey,
  toLeaderboardQueryString,
  type LeaderboardFilters,
} from "@/lib/leaderboard/search-params";

/** The view the page was rendered with: its rows need no fetch. */
export type InitialLeaderboard = { filters: LeaderboardFilters; result: LeaderboardResult };

/** Reads one leaderboard view from GET /api/v1/leaderboard; the page brings the first one. */
export function useLeaderboardQuery(filters: LeaderboardFilters, initial: InitialLeaderboard) {
  const isInitialView = toLeaderboardQueryString(filters) === toLeaderboardQueryString(initial.filters);
  return useQuery({
    queryKey: leaderboardQueryKey(filters),
    queryFn: async ({ signal }): Promise<LeaderboardResult> => {
      const search = toLeaderboardQueryString(filters);
      const response = await fetch(`/api/v1/leaderboard${search ? `?${search}` : ""}`, { signal });
      if (!response.ok) throw new Error(`The leaderboard could not be loaded (HTTP ${response.status}).`);
      return response.json();
    },
    // The page's own rows are as fresh as the page (cached pages are current until a run changes):
    // never refetched. A cached page may not read the clock while it renders, and the query reads
    // it to tell stale data; so the rows are "static" and their time comes from `performance`.
    initialData: isInitialView ? initial.result : undefined,
    initialDataUpdatedAt: isInitialView ? () => performance.timeOrigin + performance.now() : undefined,
    ...(isInitialView && { staleTime: "static" as const }),
    // Keep the rows on screen while the next filter or page loads.
    placeholderData: keepPreviousData,
  });
}
