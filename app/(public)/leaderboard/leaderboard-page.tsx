import "server-only";
import type { Metadata } from "next";
import { isBuildPrerender } from "@/lib/cache/prerender";
import { listLeaderboardForPage } from "@/lib/leaderboard/data";
import { toLeaderboardQueryString, type LeaderboardFilters } from "@/lib/leaderboard/search-params";
import styles from "./leaderboard.module.css";
import { LeaderboardView } from "./leaderboard-view";

export const leaderboardMetadata: Metadata = {
  title: "Leaderboard",
  description:
    "Every measured run ranked by suitability score, throughput, time to first token and capacity; filter by " +
    "hardware, precision, engine and model.",
};

/**
 * The leaderboard at one view (filters, sort, page): /leaderboard for the default one, the others
 * through ./[view], which proxy.ts serves /leaderboard?<filters> from, so that each view is a page
 * of its own in the cache. Its rows are on the first paint; later changes are fetched by the browser.
 */
export async function renderLeaderboardPage(filters: LeaderboardFilters) {
  if (isBuildPrerender()) return null;
  // The same view the API serves, cached until a run changes.
  const result = await listLeaderboardForPage(filters);
  return (
    <>
      <h1>Leaderboard</h1>
      <p className={`lead ${styles.lead}`}>
        Every listed run, ranked by its indicative suitability score, or by one test of the standard suite.{" "}
        <span className={styles.leadDetail}>
          Filter by hardware, precision, engine, organization and model size; sort by any figure. The address keeps your
          view, so you can share it.{" "}
        </span>
        To rank by any one test a tool measured (llama-bench <code>tg128</code>, a prompt at 100k tokens of context),
        use the <a href="/measurements">measurements leaderboard</a>.
      </p>
      <LeaderboardView key={toLeaderboardQueryString(filters)} initial={{ filters, result }} />
    </>
  );
}
