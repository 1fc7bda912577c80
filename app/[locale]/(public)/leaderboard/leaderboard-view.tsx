"use client";

import { useState } from "react";
import { QualityThroughputScatter } from "@/components/charts/lazy/quality-throughput-scatter";
import { Section } from "@/components/section";
import { fill, type Texts } from "@/lib/i18n/fill";
import {
  type LeaderboardFilters as Filters,
  readCostAssumptions,
  toLeaderboardQueryString,
} from "@/lib/leaderboard/search-params";
import type { Locale } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";
import { buildCompareHref, MAX_COMPARE, MIN_COMPARE } from "@/lib/runs/compare";
import type { SuiteTestKey } from "@/lib/suite/test-keys";
import { LeaderboardFilters } from "./leaderboard-filters";
import { LeaderboardTable } from "./leaderboard-table";
import styles from "./leaderboard.module.css";
import { Pagination } from "./pagination";
import { TestSelector } from "./test-selector";
import { useLeaderboardFilters } from "./use-leaderboard-filters";
import { useLeaderboardQuery, type InitialLeaderboard } from "./use-leaderboard-query";
import { buttonClassName } from "@/components/ui/button";

type Counted = { total: number; totalCapped: boolean };

/** "12 runs match"; past the count's cap (lib/leaderboard/data.ts), "More than 10,000 runs match". */
function formatMatchCount({ total, totalCapped }: Counted, texts: Texts<"Leaderboard">, locale: Locale): string {
  const count = new Intl.NumberFormat(locale).format(total);
  return fill(totalCapped ? texts.matchCapped : total === 1 ? texts.matchOne : texts.matchOther, { count });
}

/**
 * The interactive leaderboard: filters, ranking, table, pages, export and the trade-off chart.
 * `initial` is the view the page's address names, rendered with its rows.
 */
type Props = {
  initial: InitialLeaderboard;
  locale: Locale;
  texts: Texts<"Leaderboard">;
  chartTexts: Texts<"QualityScatter">;
  /** The suite tests' names in the page's language, by key. */
  testNames: Record<SuiteTestKey, string>;
};

export function LeaderboardView({ initial, locale, texts, chartTexts, testNames }: Props) {
  const { filters, setFilters } = useLeaderboardFilters(initial.filters);
  const { data, isFetching, error } = useLeaderboardQuery(filters, initial);
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (runId: string) =>
    setSelected((ids) =>
      ids.includes(runId) ? ids.filter((id) => id !== runId) : [...ids, runId].slice(0, MAX_COMPARE),
    );

  const search = toLeaderboardQueryString({ ...filters, page: 1 });
  // Captions and columns follow the rows shown, which lag the URL while the next view loads.
  const view = data?.test ?? null;
  const caption = view
    ? fill(texts.captionTest, { test: testNames[view] })
    : filters.sort === "score" && filters.dir === "desc"
      ? texts.captionScore
      : texts.captionSorted;
  const points = (data?.rows ?? [])
    .filter((row) => row.throughputTps !== null && row.qualityCoverage > 0)
    .map((row) => ({
      id: row.runId,
      model: row.modelName,
      precision: row.precision,
      hardware: row.hardwareName,
      throughput: row.throughputTps as number,
      quality: (row.qualityScore ?? 0) * 100,
    }));

  return (
    <>
      {data && (
        <LeaderboardFilters
          filters={filters}
          options={data.options}
          onChange={setFilters}
          texts={texts}
          action={getPathname({ locale, href: "/leaderboard" })}
        />
      )}
      <Section title={texts.runs} id="runs">
        <div className={styles.toolbar}>
          <TestSelector
            test={filters.test}
            onChange={(key) => setFilters({ test: key })}
            texts={texts}
            testNames={testNames}
          />
          <div className={styles.links}>
            <a
              className={buttonClassName("secondary", "sm")}
              href={`/api/v1/leaderboard.csv${search ? `?${search}` : ""}`}
            >
              {texts.downloadCsv}
            </a>
            {selected.length >= MIN_COMPARE ? (
              <a
                className={buttonClassName("primary", "sm")}
                href={getPathname({ locale, href: buildCompareHref(selected) })}
              >
                {fill(texts.compareSelected, { count: selected.length })}
              </a>
            ) : (
              <span className="muted">{fill(texts.tickToCompare, { min: MIN_COMPARE, max: MAX_COMPARE })}</span>
            )}
          </div>
        </div>
        <p className={styles.status} role="status">
          {error
            ? `${error.message} ${texts.tryAgain}`
            : data
              ? `${formatMatchCount(data, texts, locale)}${isFetching ? ` · ${texts.updating}` : ""}`
              : texts.loading}
        </p>
        {data && (
          <div className={isFetching ? styles.fetching : undefined} aria-busy={isFetching}>
            <LeaderboardTable
              rows={data.rows}
              test={view}
              filters={filters}
              caption={caption}
              onSort={(sort, dir) => setFilters({ sort, dir })}
              selected={selected}
              onToggle={toggle}
              maxSelected={MAX_COMPARE}
              texts={texts}
            />
            <CostNote filters={filters} texts={texts} locale={locale} />
            <Pagination
              filters={filters}
              pageCount={data.pageCount}
              countCapped={data.totalCapped}
              hasNextPage={data.hasNextPage}
              onChange={(page) => setFilters({ page })}
              texts={texts}
              path={getPathname({ locale, href: "/leaderboard" })}
            />
          </div>
        )}
      </Section>
      <Section title={texts.tradeOff} id="trade-off">
        <QualityThroughputScatter points={points} caption={texts.tradeOffCaption} texts={chartTexts} />
      </Section>
    </>
  );
}

/** How the cost and tokens-per-joule columns are worked out, with the assumptions of this view. */
function CostNote({ filters, texts, locale }: { filters: Filters; texts: Texts<"Leaderboard">; locale: Locale }) {
  const { years, hoursPerDay, usdPerKwh } = readCostAssumptions(filters);
  const note = fill(texts.costNote, {
    years: fill(years === 1 ? texts.yearsOne : texts.yearsOther, { count: years }),
    hours: hoursPerDay,
    kwh: usdPerKwh,
  });
  return (
    <p className={`muted ${styles.costNote}`}>
      {note} <a href={getPathname({ locale, href: "/methodology#cost" })}>{texts.costNoteHow}</a>
    </p>
  );
}
