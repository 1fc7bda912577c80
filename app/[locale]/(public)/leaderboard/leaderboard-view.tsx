"use client";

import { useState } from "react";
import { QualityThroughputScatter } from "@/components/charts/lazy";
import { Section } from "@/components/section";
import { describeAssumptions } from "@/lib/cost/search-params";
import { readCostAssumptions, toLeaderboardQueryString } from "@/lib/leaderboard/search-params";
import { buildCompareHref, MAX_COMPARE, MIN_COMPARE } from "@/lib/runs/compare";
import { getSuiteTest } from "@/lib/suite/definition";
import { LeaderboardFilters } from "./leaderboard-filters";
import { LeaderboardTable } from "./leaderboard-table";
import styles from "./leaderboard.module.css";
import { Pagination } from "./pagination";
import { TestSelector } from "./test-selector";
import { useLeaderboardFilters } from "./use-leaderboard-filters";
import { useLeaderboardQuery, type InitialLeaderboard } from "./use-leaderboard-query";
import { buttonClassName } from "@/components/ui/button";

/** "12 runs match"; past the count's cap (lib/leaderboard/data.ts), "More than 10,000 runs match". */
function formatMatchCount({ total, totalCapped }: { total: number; totalCapped: boolean }): string {
  if (totalCapped) return `More than ${total.toLocaleString("en-US")} runs match`;
  return `${total.toLocaleString("en-US")} ${total === 1 ? "run matches" : "runs match"}`;
}

/**
 * The interactive leaderboard: filters, ranking, table, pages, export and the trade-off chart.
 * `initial` is the view the page's address names, rendered with its rows.
 */
export function LeaderboardView({ initial }: { initial: InitialLeaderboard }) {
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
  const test = view ? getSuiteTest(view) : undefined;
  const caption = test
    ? `Ranked by the ${test.name} test's score, among runs where it counts`
    : filters.sort === "score" && filters.dir === "desc"
      ? "Ranked by suitability score (indicative); matrix-only runs have no score and come last"
      : "Sorted as chosen; runs without the figure come last";
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
      {data && <LeaderboardFilters filters={filters} options={data.options} onChange={setFilters} />}
      <Section title="Runs" id="runs">
        <div className={styles.toolbar}>
          <TestSelector test={filters.test} onChange={(key) => setFilters({ test: key })} />
          <div className={styles.links}>
            <a
              className={buttonClassName("secondary", "sm")}
              href={`/api/v1/leaderboard.csv${search ? `?${search}` : ""}`}
            >
              Download CSV
            </a>
            {selected.length >= MIN_COMPARE ? (
              <a className={buttonClassName("primary", "sm")} href={buildCompareHref(selected)}>
                Compare {selected.length} selected runs →
              </a>
            ) : (
              <span className="muted">
                Tick {MIN_COMPARE} to {MAX_COMPARE} runs to compare them
              </span>
            )}
          </div>
        </div>
        <p className={styles.status} role="status">
          {error
            ? `${error.message} Try again in a moment.`
            : data
              ? `${formatMatchCount(data)}${isFetching ? " · updating…" : ""}`
              : "Loading…"}
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
            />
            <p className={`muted ${styles.costNote}`}>
              Cost per million output tokens at the run&apos;s throughput, with{" "}
              {describeAssumptions(readCostAssumptions(filters))} (change them under Filters); tokens per joule is
              throughput divided by the power the run measured, else the hardware&apos;s board power. Hardware without a
              cited price or power shows —, never a guess (<a href="/methodology#cost">how</a>).
            </p>
            <Pagination
              filters={filters}
              pageCount={data.pageCount}
              countCapped={data.totalCapped}
              hasNextPage={data.hasNextPage}
              onChange={(page) => setFilters({ page })}
            />
          </div>
        )}
      </Section>
      <Section title="Quality against throughput" id="trade-off">
        <QualityThroughputScatter
          points={points}
          caption={
            "Each point is a run in the table above: further right is faster (effective throughput of the RAG 8k " +
            "test at 10 concurrent requests), higher up scores better on the vendors' own quality benchmarks " +
            "(MMLU-Pro, GPQA-Diamond, LiveCodeBench v6; reference only, not our evaluation)."
          }
        />
      </Section>
    </>
  );
}
