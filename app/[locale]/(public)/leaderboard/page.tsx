import { DEFAULT_FILTERS } from "@/lib/leaderboard/search-params";
import { leaderboardMetadata, renderLeaderboardPage } from "./leaderboard-page";

export const metadata = leaderboardMetadata;

/** The default view; any other is served from ./[view] (proxy.ts). */
export default function LeaderboardPage() {
  return renderLeaderboardPage(DEFAULT_FILTERS);
}
