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
  formatTokensPerJoule,
  formatUsdPerMTokens,
} from "@/lib/format";
import type { LeaderboardRow } from "@/lib/leaderboard/data";
import { DEFAULT_DIR, type LeaderboardFilters, type SortKey } from "@/lib/leaderboard/search-params";
import styles from "./leaderboard.module.css";

/**
 * Where a column shows. "key": always, on a phone as a labelled part of the row's card (`phone` names its place);
 * "more": on screens wider than a phone, scrolled to past the key columns; "wide": only from 1600 px.
 */
type Priority = "key" | "more" | "wide";
type PhonePlace = "hardware" | "precision" | "score" | "figure";
type Column = {
  label: string;
  sort?: SortKey;
  left?: boolean;
  priority: Priority;
  phone?: PhonePlace;
  /** The label a phone card shows beside the figure, when shorter than the header's. */
  phoneLabel?: string;
  cell: (row: LeaderboardRow) => ReactNode;
};

/** Where a row's power comes from, under its energy and cost figures. */
const describePower = (row: LeaderboardRow) => (row.powerMeasured ? "measured" : "est. from board power");
const ms = (seconds: number | null | undefined) => formatDurationMs(seconds == null ? null : seconds * 1000);
export const describeRun = (row: LeaderboardRow) => `${row.modelName} ${row.precision} on ${row.hardwareName}`;

const MODEL: Column = {
  label: "Model",
  sort: "model",
  left: true,
  priority: "key",
  cell: (row) => (
    <>
      <Link prefetch={false} href={`/models/${row.modelSlug}`}>
        {row.modelName}
      </Link>
      {row.reviewState === "pending" && (
        <>
          {" "}
          <NotReviewedBadge />
        </>
      )}
      <Link prefetch={false} className="cell-sub" href={`/runs/${row.runId}`}>
        run details<span className={styles.hidden}> of {describeRun(row)}</span>
      </Link>
    </>
  ),
};
const PRECISION: Column = {
  label: "Precision",
  sort: "precision",
  left: true,
  priority: "key",
  phone: "precision",
  cell: (row) => row.precision,
};
const HARDWARE: Column = {
  label: "Hardware",
  sort: "hardware",
  left: true,
  priority: "key",
  phone: "hardware",
  cell: (row) => (
    <Link prefetch={false} href={`/hardware/${row.hardwareSlug}`}>
      {row.hardwareName}
    </Link>
  ),
};
const ENGINE: Column = {
  label: "Engine",
  sort: "engine",
  left: true,
  priority: "more",
  cell: (row) => (
    <>
      {formatEngineName(row.engineName)}
      <span className="cell-sub">{row.engineVersion}</span>
    </>
  ),
};
const MEASURED: Column = {
  label: "Measured",
  sort: "measuredAt",
  priority: "more",
  cell: (row) => formatIsoDate(row.measuredAt),
};

// Key columns first, so that at 1366 px they fit beside the sticky compare, rank and model columns.
const OVERALL: Column[] = [
  MODEL,
  HARDWARE,
  PRECISION,
  {
    label: "Score",
    sort: "score",
    priority: "key",
    phone: "score",
    cell: (row) => (row.hasSuite ? formatNumber(row.score, 1) : <span className="muted">matrix only</span>),
  },
  {
    label: "Throughput tok/s",
    sort: "throughput",
    priority: "key",
    phone: "figure",
    phoneLabel: "tok/s",
    cell: (row) => formatNumber(row.throughputTps, 0),
  },
  {
    label: "Chat TTFT",
    sort: "chatTtft",
    priority: "key",
    phone: "figure",
    phoneLabel: "TTFT",
    cell: (row) => ms(row.chatTtftS),
  },
  { label: "Capacity at 5 s", sort: "capacity5s", priority: "more", cell: (row) => formatRate(row.capacity5s) },
  {
    label: "Cost $/M tok",
    sort: "cost",
    priority: "more",
    cell: (row) => (
      <>
        {formatUsdPerMTokens(row.costPerMTokUsd)}
        {row.costPerMTokUsd !== null && <span className="cell-sub">{describePower(row)}</span>}
      </>
    ),
  },
  {
    label: "Tokens/J",
    sort: "tokensPerJoule",
    priority: "more",
    cell: (row) => (
      <>
        {formatTokensPerJoule(row.tokensPerJoule)}
        {row.tokensPerJoule !== null && <span className="cell-sub">{describePower(row)}</span>}
      </>
    ),
  },
  ENGINE,
  {
    label: "Reliable benches",
    sort: "reliable",
    priority: "more",
    cell: (row) => (row.hasSuite ? `${row.reliableCount}/${row.testCount}` : "—"),
  },
  MEASURED,
  { label: "Organization", sort: "org", left: true, priority: "wide", cell: (row) => row.orgName },
  {
    label: "Parameters",
    sort: "paramsB",
    priority: "wide",
    cell: (row) => `${formatParams(row.paramsB)}${row.architecture === "moe" ? " MoE" : ""}`,
  },
];

const PER_TEST: Column[] = [
  MODEL,
  HARDWARE,
  PRECISION,
  {
    label: "Test score",
    priority: "key",
    phone: "score",
    phoneLabel: "Score",
    cell: (row) => formatNumber(row.test ? row.test.testScore * 100 : null, 1),
  },
  {
    label: "Tokens/s per user",
    priority: "key",
    phone: "figure",
    phoneLabel: "tok/s per user",
    cell: (row) => formatNumber(row.test?.perUserTps, 1),
  },
  { label: "TTFT", priority: "key", phone: "figure", cell: (row) => ms(row.test?.ttftS) },
  { label: "Effective tok/s", priority: "more", cell: (row) => formatNumber(row.test?.effectiveTps, 0) },
  ENGINE,
  { ...MEASURED, sort: undefined },
];

/** The classes that place a column's cells: its alignment, where it shows, its place on a phone card. */
function columnClass(column: Column): string {
  const classes = [styles[column.priority], column.left ? styles.left : "", column.phone ? styles[column.phone] : ""];
  if (column === MODEL) classes.push(styles.model);
  return classes.filter(Boolean).join(" ");
}

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

/**
 * The leaderboard table: headers sort (buttons with aria-sort), each row links to its model, hardware and run.
 * The compare box, rank and model lead every row and stay put while the other columns scroll; on a phone
 * each row is a card (leaderboard.module.css).
 */
export function LeaderboardTable({ rows, test, filters, caption, onSort, selected, onToggle, maxSelected }: Props) {
  const columns = test ? PER_TEST : OVERALL;
  const header = (column: Column) => {
    const active = test ? column.label === "Test score" : column.sort === filters.sort;
    const dir = test ? "desc" : filters.dir;
    const ariaSort = active ? (dir === "asc" ? "ascending" : "descending") : undefined;
    if (!column.sort || test) {
      return (
        <HeaderCell key={column.label} aria-sort={ariaSort} className={columnClass(column)}>
          {column.label}
        </HeaderCell>
      );
    }
    const sort = column.sort;
    const next = active ? (dir === "asc" ? "desc" : "asc") : DEFAULT_DIR[sort];
    return (
      <HeaderCell key={column.label} aria-sort={ariaSort} className={columnClass(column)}>
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
    <Table caption={caption} wrapClassName={`${styles.board} tall`}>
      <thead>
        <tr>
          <HeaderCell className={styles.compare}>Compare</HeaderCell>
          <HeaderCell className={styles.rank}>Rank</HeaderCell>
          {columns.map(header)}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const checked = selected.includes(row.runId);
          return (
            <tr key={row.runId}>
              <td className={styles.compare}>
                {/* The label makes the whole cell the box's target: at least 24 px on a phone. */}
                <label className={styles.compareTarget}>
                  <input
                    type="checkbox"
                    aria-label={`Compare ${describeRun(row)}`}
                    checked={checked}
                    disabled={!checked && selected.length >= maxSelected}
                    onChange={() => onToggle(row.runId)}
                  />
                </label>
              </td>
              <td className={styles.rank}>{row.rank ?? "—"}</td>
              {columns.map((column) => (
                <td key={column.label} className={columnClass(column)} data-label={column.phoneLabel ?? column.label}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
