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
import { listSuiteTestNames } from "@/lib/suite/labels";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";

/** Every view (filters, sort, page) names the default one as canonical: one page for search engines. */
export function leaderboardMetadata(locale: Locale): Metadata {
  const t = translate(locale, "Leaderboard");
  return buildPageMetadata({
    title: t("metaTitle"),
    description: t("metaDescription"),
    path: "/leaderboard",
    locale,
    image: "/leaderboard/share.png",
    feeds: [{ title: translate(locale, "Site")("feedTitle"), path: "/feed.xml" }],
  });
}

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
export async function renderLeaderboardPage(filters: LeaderboardFilters, locale: Locale) {
  if (isBuildPrerender()) return null;
  // The same view the API serves, cached until a run changes.
  const result = await listLeaderboardForPage(filters);
  const t = translate(locale, "Leaderboard");
  return (
    <>
      <JsonLd data={LEADERBOARD_DATASET} />
      <h1>{t("title")}</h1>
      <p className={`lead ${styles.lead}`}>
        {t("lead")} <span className={styles.leadDetail}>{t("leadDetail")} </span>
        {t.rich("leadMeasurementsBefore", { code: (chunks) => <code>{chunks}</code> })}{" "}
        <a href={getPathname({ locale, href: "/measurements" })}>{t("leadMeasurementsLink")}</a>
        {t("leadMeasurementsAfter")}
      </p>
      <LeaderboardView
        key={toLeaderboardQueryString(filters)}
        initial={{ filters, result }}
        locale={locale}
        texts={CATALOGUES[locale].Leaderboard}
        chartTexts={CATALOGUES[locale].QualityScatter}
        testNames={listSuiteTestNames(locale)}
      />
    </>
  );
}
