"use client";

import type { MouseEvent } from "react";
import { toLeaderboardQueryString, type LeaderboardFilters } from "@/lib/leaderboard/search-params";
import styles from "./leaderboard.module.css";

/** Previous / next page links; real links, so they also work without script. */
export function Pagination({ filters, pageCount, onChange }: { filters: LeaderboardFilters; pageCount: number; onChange: (page: number) => void }) {
  if (pageCount <= 1) return null;
  const link = (page: number, label: string, rel: "prev" | "next") => {
    const disabled = page < 1 || page > pageCount;
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
      <span aria-current="page">
        Page {filters.page} of {pageCount}
      </span>
      {link(filters.page + 1, "Next →", "next")}
    </nav>
  );
}
