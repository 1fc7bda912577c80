import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";

export type Me = { handle: string; role: "contributor" | "admin" };

async function fetchMe(signal: AbortSignal): Promise<Me | null> {
  const response = await fetch("/api/v1/me", { cache: "no-store", signal });
  if (!response.ok) return null;
  return ((await response.json()) as { user: Me | null }).user;
}

/**
 * Who is signed in, from GET /api/v1/me (null: nobody; undefined: not known yet). Keyed by the
 * page's path and never fresh, so it is read again on each navigation (signing in or out ends in
 * one), while the menu keeps what it showed. `forget` says nobody, at once (on signing out).
 */
export function useMeQuery(pathname: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ["me", pathname],
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const forget = () => queryClient.setQueriesData<Me | null>({ queryKey: ["me"] }, null);
  return { user: query.isError ? null : query.data, forget };
}
