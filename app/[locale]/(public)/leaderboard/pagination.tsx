"use client";

import type { MouseEvent } from "react";
import { toLeaderboardQueryString, type LeaderboardFilters } from "@/lib/leaderboard/search-params";
import styles from "./leaderboard.module.css";

type Props = {
  filters: LeaderboardFilters;
  /** Pages of the counted runs; with `countCapped`, more follow. */
  pageCount: number;
  countCapped: boolean;
  hasNextPage: boolean;
  onChange: (page: number) => void;
};

/** "Page 3 of 12"; when the count stopped at its cap, "Page 3 of 200+", and past those pages "Page 250". */
function describePage(page: number, pageCount: number, countCapped: boolean): string {
  if (!countCapped) return `Page ${page} of ${pageCount}`;
  return page <= pageCount ? `Page ${page} of ${pageCount}+` : `Page ${page}`;
}

/** Previous / next page links; real links, so they also work without script. */
export function Pagination({ filters, pageCount, countCapped, hasNextPage, onChange }: Props) {
  if (filters.page <= 1 && !hasNextPage) return null;
  const link = (page: number, label: string, rel: "prev" | "next") => {
    const disabled = rel === "prev" ? page < 1 : !hasNextPage;
    if (disabled) return <span className="muted">{label}</span>;
    const search = toLeaderboardQueryString({ ...filters, page });
    const go = (event: MouseEvent) => {
      event.preventDefault();
      onChange(page);
    };
    return (
      <a href={`/leaderboard${search ? `?${search}` : ""}`} rel={rel} onClick={go}>
        {label}
      </a>
    );
  };
  return (
    <nav className={styles.pagination} aria-label="Pages">
      {link(filters.page - 1, "← Previous", "prev")}
      <span aria-current="page">{describePage(filters.page, pageCount, countCapped)}</span>
      {link(filters.page + 1, "Next →", "next")}
    </nav>
  );
}
