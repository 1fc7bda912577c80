"use client";

import { Link } from "@/components/locale-link";
import type { ReactNode } from "react";
import { HeadlineFigures } from "@/components/headline-figures";
import { ReviewBadge } from "@/components/review-badge";
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
import { fill, type Texts } from "@/lib/i18n/fill";
import type { LeaderboardRow } from "@/lib/leaderboard/data";
import { DEFAULT_DIR, type LeaderboardFilters, type SortKey } from "@/lib/leaderboard/search-params";
import styles from "./leaderboard.module.css";

/**
 * Where a column shows. "key": always, on a phone as a labelled part of the row's card (`phone` names its place);
 * "more": on screens wider than a phone, scrolled to past the key columns; "wide": only from 1600 px.
 */
type Priority = "key" | "more" | "wide";
type PhonePlace = "hardware" | "precision" | "score" | "figure";
type LeaderboardTexts = Texts<"Leaderboard">;
type ColumnId = keyof LeaderboardTexts["columns"];
type Column = {
  id: ColumnId;
  sort?: SortKey;
  left?: boolean;
  priority: Priority;
  phone?: PhonePlace;
  /** The label a phone card shows beside the figure, when shorter than the header's. */
  phoneLabel?: ColumnId;
  cell: (row: LeaderboardRow, texts: LeaderboardTexts) => ReactNode;
};

/** An energy or cost figure, with where the row's power comes from under it when there is a figure. */
function powerCell(read: (row: LeaderboardRow) => number | null, format: (value: number | null) => string) {
  return (row: LeaderboardRow, texts: LeaderboardTexts) => {
    const value = read(row);
    return (
      <>
        {format(value)}
        {value !== null && (
          <span className="cell-sub">{row.powerMeasured ? texts.powerMeasured : texts.powerEstimated}</span>
        )}
      </>
    );
  };
}
/** A run without the suite shows its own tests' figures in the score's place (on a phone, across the figures'). */
const showsHeadline = (row: LeaderboardRow) => !row.hasSuite && row.headline.figures.length > 0;
const ms = (seconds: number | null | undefined) => formatDurationMs(seconds == null ? null : seconds * 1000);
export const describeRun = (row: LeaderboardRow, texts: LeaderboardTexts) =>
  fill(texts.describeRun, { model: row.modelName, precision: row.precision, hardware: row.hardwareName });

const MODEL: Column = {
  id: "model",
  sort: "model",
  left: true,
  priority: "key",
  cell: (row, texts) => (
    <>
      <Link prefetch={false} href={`/models/${row.modelSlug}`}>
        {row.modelName}
      </Link>
      {row.reviewState !== "failed" && (
        <>
          {" "}
          <ReviewBadge state={row.reviewState} texts={texts} />
        </>
      )}
      <Link prefetch={false} className="cell-sub" href={`/runs/${row.runId}`}>
        {texts.runDetails}
        <span className="visually-hidden"> {fill(texts.runDetailsOf, { run: describeRun(row, texts) })}</span>
      </Link>
    </>
  ),
};
const PRECISION: Column = {
  id: "precision",
  sort: "precision",
  left: true,
  priority: "key",
  phone: "precision",
  cell: (row) => row.precision,
};
const HARDWARE: Column = {
  id: "hardware",
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
  id: "engine",
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
  id: "measured",
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
    id: "score",
    sort: "score",
    priority: "key",
    phone: "score",
    cell: (row, texts) => {
      if (row.hasSuite) return formatNumber(row.score, 1);
      if (showsHeadline(row)) return <HeadlineFigures headline={row.headline} texts={texts} />;
      return <span className="muted">{row.hasMatrix ? texts.matrixOnly : "—"}</span>;
    },
  },
  {
    id: "throughput",
    sort: "throughput",
    priority: "key",
    phone: "figure",
    phoneLabel: "throughputPhone",
    cell: (row) => formatNumber(row.throughputTps, 0),
  },
  {
    id: "chatTtft",
    sort: "chatTtft",
    priority: "key",
    phone: "figure",
    phoneLabel: "ttft",
    cell: (row) => ms(row.chatTtftS),
  },
  { id: "capacity5s", sort: "capacity5s", priority: "more", cell: (row) => formatRate(row.capacity5s) },
  {
    id: "cost",
    sort: "cost",
    priority: "more",
    cell: powerCell((row) => row.costPerMTokUsd, formatUsdPerMTokens),
  },
  {
    id: "tokensPerJoule",
    sort: "tokensPerJoule",
    priority: "more",
    cell: powerCell((row) => row.tokensPerJoule, formatTokensPerJoule),
  },
  ENGINE,
  {
    id: "reliable",
    sort: "reliable",
    priority: "more",
    cell: (row) => (row.hasSuite ? `${row.reliableCount}/${row.testCount}` : "—"),
  },
  MEASURED,
  {
    id: "organization",
    sort: "org",
    left: true,
    priority: "wide",
    cell: (row) => (
      <Link prefetch={false} href={`/organizations/${row.orgSlug}`}>
        {row.orgName}
      </Link>
    ),
  },
  {
    id: "parameters",
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
    id: "testScore",
    priority: "key",
    phone: "score",
    phoneLabel: "score",
    cell: (row) => formatNumber(row.test ? row.test.testScore * 100 : null, 1),
  },
  {
    id: "perUserTps",
    priority: "key",
    phone: "figure",
    phoneLabel: "perUserTpsPhone",
    cell: (row) => formatNumber(row.test?.perUserTps, 1),
  },
  { id: "ttft", priority: "key", phone: "figure", cell: (row) => ms(row.test?.ttftS) },
  { id: "effectiveTps", priority: "more", cell: (row) => formatNumber(row.test?.effectiveTps, 0) },
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
  texts: LeaderboardTexts;
};

/**
 * The leaderboard table: headers sort (buttons with aria-sort), each row links to its model, hardware and run.
 * The compare box, rank and model lead every row and stay put while the other columns scroll; on a phone
 * each row is a card (leaderboard.module.css).
 */
export function LeaderboardTable(props: Props) {
  const { rows, test, filters, caption, onSort, selected, onToggle, maxSelected, texts } = props;
  const columns = test ? PER_TEST : OVERALL;
  const header = (column: Column) => {
    const active = test ? column.id === "testScore" : column.sort === filters.sort;
    const dir = test ? "desc" : filters.dir;
    const ariaSort = active ? (dir === "asc" ? "ascending" : "descending") : undefined;
    if (!column.sort || test) {
      return (
        <HeaderCell key={column.id} aria-sort={ariaSort} className={columnClass(column)}>
          {texts.columns[column.id]}
        </HeaderCell>
      );
    }
    const sort = column.sort;
    const next = active ? (dir === "asc" ? "desc" : "asc") : DEFAULT_DIR[sort];
    return (
      <HeaderCell key={column.id} aria-sort={ariaSort} className={columnClass(column)}>
        <button type="button" className={styles.sortButton} onClick={() => onSort(sort, next)}>
          {texts.columns[column.id]}
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
          <HeaderCell className={styles.compare}>{texts.compare}</HeaderCell>
          <HeaderCell className={styles.rank}>{texts.columns.rank}</HeaderCell>
          {columns.map(header)}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const checked = selected.includes(row.runId);
          return (
            <tr key={row.runId} className={!test && showsHeadline(row) ? styles.headlineRow : undefined}>
              <td className={styles.compare}>
                {/* The label makes the whole cell the box's target: at least 24 px on a phone. */}
                <label className={styles.compareTarget}>
                  <input
                    type="checkbox"
                    aria-label={fill(texts.compareRun, { run: describeRun(row, texts) })}
                    checked={checked}
                    disabled={!checked && selected.length >= maxSelected}
                    onChange={() => onToggle(row.runId)}
                  />
                </label>
              </td>
              <td className={styles.rank}>{row.rank ?? "—"}</td>
              {columns.map((column) => (
                <td
                  key={column.id}
                  className={columnClass(column)}
                  data-label={texts.columns[column.phoneLabel ?? column.id]}
                >
                  {column.cell(row, texts)}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
