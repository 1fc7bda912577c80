import { useCallback, useState } from "react";
import { toLeaderboardQueryString, type LeaderboardFilters } from "@/lib/leaderboard/search-params";

/**
 * The leaderboard's state lives in the URL. The page renders the view its address names (the
 * server parsed it: `initial`); changes are written back with `history.replaceState`, without a
 * reload or a server render, and the query fetches the new view. Not read with useSearchParams:
 * a page that reads its search parameters could not be served from the page cache.
 */
export function useLeaderboardFilters(initial: LeaderboardFilters) {
  const [filters, setState] = useState(initial);
  const setFilters = useCallback(
    (patch: Partial<LeaderboardFilters>) => {
      // Any change but paging starts again on page 1.
      const next = { ...filters, ...patch, page: patch.page ?? 1 };
      const search = toLeaderboardQueryString(next);
      const { pathname } = window.location;
      window.history.replaceState(null, "", search ? `${pathname}?${search}` : pathname);
      setState(next);
    },
    [filters],
  );
  return { filters, setFilters };
}
