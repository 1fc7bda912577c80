import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { parseLeaderboardSearch, toLeaderboardQueryString, type LeaderboardFilters } from "@/lib/leaderboard/search-params";

/**
 * The leaderboard's state lives in the URL: read from the search params, written back with
 * `history.replaceState`, which Next.js folds into its router (useSearchParams updates) without
 * a reload or a server render; the query then fetches the new view.
 */
export function useLeaderboardFilters() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const filters = useMemo(() => parseLeaderboardSearch(new URLSearchParams(searchParams.toString())), [searchParams]);
  const setFilters = useCallback(
    (patch: Partial<LeaderboardFilters>) => {
      // Any change but paging starts again on page 1.
      const next = { ...filters, ...patch, page: patch.page ?? 1 };
      const search = toLeaderboardQueryString(next);
      window.history.replaceState(null, "", search ? `${pathname}?${search}` : pathname);
    },
    [filters, pathname],
  );
  return { filters, setFilters };
}
