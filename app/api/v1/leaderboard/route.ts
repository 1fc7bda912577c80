import { json } from "@/lib/http";
import { listLeaderboard } from "@/lib/leaderboard/data";
import { parseLeaderboardSearch } from "@/lib/leaderboard/schema";

/**
 * GET /api/v1/leaderboard: one page (50 rows) of listed runs, the number of matching runs and
 * the filter choices. Query parameters as on /leaderboard; bad values fall back to defaults.
 */
export async function GET(request: Request) {
  const filters = parseLeaderboardSearch(new URL(request.url).searchParams);
  const result = await listLeaderboard(filters);
  return json(result, { headers: { "Cache-Control": "no-store" } });
}
