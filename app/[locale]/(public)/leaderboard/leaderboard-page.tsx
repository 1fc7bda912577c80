import "server-only";
import type { Metadata } from "next";
import { isBuildPrerender } from "@/lib/cache/prerender";
import { listLeaderboardForPage } from "@/lib/leaderboard/data";
import { toLeaderboardQueryString, type LeaderboardFilters } from "@/lib/leaderboard/search-params";
import styles from "./leaderboard.module.css";
import { LeaderboardView } from "./leaderboard-view";
import { JsonLd } from "@/components/json-ld";
import { buildDatasetJsonLd } from "@/lib/discovery/json-ld";
import { buildPageMetadata } from "@/lib/discovery/metadata";
import { absoluteUrl, SITE_NAME } from "@/lib/discovery/site";

/** Every view (filters, sort, page) names the default one as canonical: one page for search engines. */
export const leaderboardMetadata: Metadata = buildPageMetadata({
  title: "Leaderboard",
  description:
    "Every measured run ranked by suitability score, throughput, time to first token and capacity; filter by " +
    "hardware, precision, engine and model.",
  path: "/leaderboard",
  image: "/leaderboard/share.png",
  feeds: [{ title: "Inference Arena: new runs", path: "/feed.xml" }],
});

/** The leaderboard as a schema.org Dataset: the CSV export holds every listed run. */
const LEADERBOARD_DATASET = buildDatasetJsonLd(
  {
    name: "Inference Arena leaderboard",
    description:
      "Self-hosted LLM inference runs measured with standard benchmark tools: model, precision, hardware, engine, " +
      "per-user tokens per second, time to first token, capacity and suitability score.",
    url: absoluteUrl("/leaderboard"),
    keywords: ["LLM inference", "benchmark", "tokens per second", "time to first token"],
    distributions: [
      { url: absoluteUrl("/api/v1/leaderboard.csv"), encodingFormat: "text/csv" },
      { url: absoluteUrl("/api/v1/leaderboard"), encodingFormat: "application/json" },
    ],
  },
  { name: SITE_NAME, url: absoluteUrl("/") },
);

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
      <JsonLd data={LEADERBOARD_DATASET} />
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
