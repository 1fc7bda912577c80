import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import type { LeaderboardResult } from "@/lib/leaderboard/data";
import { toLeaderboardApiUrl, type LeaderboardFilters } from "@/lib/leaderboard/search-params";

/** The view the page was rendered with: its rows need no fetch. */
export type InitialLeaderboard = { filters: LeaderboardFilters; result: LeaderboardResult };

async function fetchLeaderboard(url: string, signal: AbortSignal): Promise<LeaderboardResult> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`The leaderboard could not be loaded (HTTP ${response.status}).`);
  return response.json();
}

/**
 * One leaderboard view from GET /api/v1/leaderboard, keyed by its address. The page's own view is
 * the query's initial data, so it is not fetched on hydration; the rows on screen stay while the
 * next filter or page loads, and after it failed (under the error). Views are never refetched by
 * age: they change only with uploads, and the page that brought them is current until one (it is
 * cached). A cached page may not read the clock while it renders, and the query reads it to tell
 * stale data: so the views are "static" and the initial one's time comes from `performance`.
 */
export function useLeaderboardQuery(filters: LeaderboardFilters, initial: InitialLeaderboard) {
  const url = toLeaderboardApiUrl(filters);
  const isInitialView = url === toLeaderboardApiUrl(initial.filters);
  const query = useQuery({
    queryKey: ["leaderboard", url],
    queryFn: ({ signal }) => fetchLeaderboard(url, signal),
    initialData: isInitialView ? initial.result : undefined,
    initialDataUpdatedAt: isInitialView ? () => performance.timeOrigin + performance.now() : undefined,
    staleTime: "static",
    placeholderData: keepPreviousData,
  });
  const shown = useRef(query.data);
  if (query.data !== undefined) shown.current = query.data;
  return { data: query.data ?? shown.current, error: query.error, isFetching: query.isFetching };
}
