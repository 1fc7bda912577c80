/**
 * The pages whose view is their query, each declared by its feature, and the path that serves a
 * view (lib/routing/view-paths.ts): proxy.ts rewrites a request with search parameters to it, so
 * each view is a page of its own in the page cache. Domain (lib/layers.ts): it names the features,
 * which the platform's router may not. Pure.
 */
import { leaderboardView } from "@/lib/leaderboard/search-params";
import { matrixRunView } from "@/lib/matrix/search-params";
import { measurementView } from "@/lib/measurements/search-params";
import { plannerView } from "@/lib/planner/search-params";
import { findViewPath, type QueryView, toSortedQuery } from "@/lib/routing/view-paths";

export const QUERY_VIEWS: readonly QueryView[] = [
  leaderboardView,
  measurementView,
  matrixRunView,
  plannerView,
  // The runs compared and the calculator's inputs: any query, in one order.
  { pathname: "/compare", toQuery: toSortedQuery },
  { pathname: "/calculator", toQuery: toSortedQuery },
];

/** The path that serves `pathname` with `search`, or null when the page itself serves it. */
export function toViewPath(pathname: string, search: URLSearchParams): string | null {
  return findViewPath(pathname, search, QUERY_VIEWS);
}
