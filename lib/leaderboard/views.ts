/**
 * The leaderboard's filters as a view of their own, a cached page (lib/routing/view-paths.ts):
 * proxy.ts serves it (lib/views.ts), and its `[view]` page parses it. Apart from its search
 * parameters, which the browser reads: the view's path encoding uses Node's `Buffer`, which the
 * bundler would ship to the browser as a 7 kB polyfill. Pure.
 */
import { parseLeaderboardSearch, toLeaderboardQueryString } from "@/lib/leaderboard/search-params";
import { defineQueryView } from "@/lib/routing/view-paths";

export const leaderboardView = defineQueryView(
  "/leaderboard",
  (search) => toLeaderboardQueryString(parseLeaderboardSearch(search)),
  parseLeaderboardSearch,
);
