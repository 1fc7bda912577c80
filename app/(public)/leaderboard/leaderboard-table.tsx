"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { NotReviewedBadge } from "@/components/not-reviewed-badge";
import { HeaderCell, Table } from "@/components/ui/table";
import {
  formatDurationMs,
  formatEngineName,
  formatIsoDate,
  formatNumber,
  formatParams,
  formatRate,
} from "@/lib/format";
import type { LeaderboardRow } from "@/lib/leaderboard/data";
import { DEFAULT_DIR, type LeaderboardFilters, type SortKey } from "@/lib/leaderboard/search-params";
import styles from "./leaderboard.module.css";

type Column = { label: string; sort?: SortKey; left?: boolean; cell: (row: LeaderboardRow) => ReactNode };

const ms = (seconds: number | null | undefined) => formatDurationMs(seconds == null ? null : seconds * 1000);
export const describeRun = (row: LeaderboardRow) => `${row.modelName} ${row.precision} on ${row.hardwareName}`;

const MODEL: Column = {
  label: "Model",
  sort: "model",
  left: true,
  cell: (row) => (
    <>
      <Link href={`/models/${row.modelSlug}`}>{row.modelName}</Link>
      {row.reviewState === "pending" && (
        <>
          {" "}
          <NotReviewedBadge />
        </>
      )}
      <Link className="cell-sub" href={`/runs/${row.runId}`}>
        run details<span className={styles.hidden}> of {describeRun(row)}</span>
      </Link>
    </>
  ),
};
const PRECISION: Column = { label: "Precision", sort: "precision", left: true, cell: (row) => row.precision };
const HARDWARE: Column = { label: "Hardware", sort: "hardware", left: true, cell: (row) => row.hardwareName };
const ENGINE: Column = {
  label: "Engine",
  sort: "engine",
  left: true,
  cell: (row) => (
    <>
      {formatEngineName(row.engineName)}
      <span className="cell-sub">{row.engineVersion}</span>
    </>
  ),
};
const MEASURED: Column = { label: "Measured", sort: "measuredAt", cell: (row) => formatIsoDate(row.measuredAt) };

const OVERALL: Column[] = [
  MODEL,
  { label: "Organization", sort: "org", left: true, cell: (row) => row.orgName },
  {
    label: "Parameters",
    sort: "paramsB",
    cell: (row) => `${formatParams(row.paramsB)}${row.architecture === "moe" ? " MoE" : ""}`,
  },
  PRECISION,
  HARDWARE,
  ENGINE,
  {
    label: "Score",
    sort: "score",
    cell: (row) => (row.hasSuite ? formatNumber(row.score, 1) : <span className="muted">matrix only</span>),
  },
  { label: "Throughput tok/s", sort: "throughput", cell: (row) => formatNumber(row.throughputTps, 0) },
  { label: "Chat TTFT", sort: "chatTtft", cell: (row) => ms(row.chatTtftS) },
  { label: "Capacity at 5 s", sort: "capacity5s", cell: (row) => formatRate(row.capacity5s) },
  {
    label: "Reliable benches",
    sort: "reliable",
    cell: (row) => (row.hasSuite ? `${row.reliableCount}/${row.testCount}` : "—"),
  },
  MEASURED,
];

const PER_TEST: Column[] = [
  MODEL,
  PRECISION,
  HARDWARE,
  ENGINE,
  { label: "Test score", cell: (row) => formatNumber(row.test ? row.test.testScore * 100 : null, 1) },
  { label: "Tokens/s per user", cell: (row) => formatNumber(row.test?.perUserTps, 1) },
  { label: "TTFT", cell: (row) => ms(row.test?.ttftS) },
  { label: "Effective tok/s", cell: (row) => formatNumber(row.test?.effectiveTps, 0) },
  { ...MEASURED, sort: undefined },
];

type Props = {
  rows: LeaderboardRow[];
  /** The suite test the rows are ranked by (per-test view), or null for the overall view. */
  test: string | null;
  filters: LeaderboardFilters;
  caption: string;
  onSort: (sort: SortKey, dir: LeaderboardFilters["dir"]) => void;
  selected: string[];
  onToggle: (runId: string) => void;
  maxSelected: number;
};

/** The leaderboard table: headers sort (buttons with aria-sort), each row links to its model and run. */
export function LeaderboardTable({ rows, test, filters, caption, onSort, selected, onToggle, maxSelected }: Props) {
  const columns = test ? PER_TEST : OVERALL;
  const header = (column: Column) => {
    const active = test ? column.label === "Test score" : column.sort === filters.sort;
    const dir = test ? "desc" : filters.dir;
    const ariaSort = active ? (dir === "asc" ? "ascending" : "descending") : undefined;
    if (!column.sort || test) {
      return (
        <HeaderCell key={column.label} aria-sort={ariaSort} className={column.left ? styles.left : undefined}>
          {column.label}
        </HeaderCell>
      );
    }
    const sort = column.sort;
    const next = active ? (dir === "asc" ? "desc" : "asc") : DEFAULT_DIR[sort];
    return (
      <HeaderCell key={column.label} aria-sort={ariaSort} className={column.left ? styles.left : undefined}>
        <button type="button" className={styles.sortButton} onClick={() => onSort(sort, next)}>
          {column.label}
          <span aria-hidden="true" className={styles.arrow}>
            {active ? (dir === "asc" ? "▲" : "▼") : "↕"}
          </span>
        </button>
      </HeaderCell>
    );
  };
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          <HeaderCell>Rank</HeaderCell>
          {columns.map(header)}
          <HeaderCell>Compare</HeaderCell>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const checked = selected.includes(row.runId);
          return (
            <tr key={row.runId}>
              <td>{row.rank ?? "—"}</td>
              {columns.map((column) => (
                <td key={column.label} className={column.left ? styles.left : undefined}>
                  {column.cell(row)}
                </td>
              ))}
              <td>
                <input
                  type="checkbox"
                  aria-label={`Compare ${describeRun(row)}`}
                  checked={checked}
                  disabled={!checked && selected.length >= maxSelected}
                  onChange={() => onToggle(row.runId)}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
