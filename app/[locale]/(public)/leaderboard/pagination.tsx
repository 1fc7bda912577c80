"use client";

import type { MouseEvent } from "react";
import { fill, type Texts } from "@/lib/i18n/fill";
import { toLeaderboardQueryString, type LeaderboardFilters } from "@/lib/leaderboard/search-params";
import styles from "./leaderboard.module.css";

type Props = {
  filters: LeaderboardFilters;
  /** Pages of the counted runs; with `countCapped`, more follow. */
  pageCount: number;
  countCapped: boolean;
  hasNextPage: boolean;
  onChange: (page: number) => void;
  texts: Texts<"Leaderboard">;
  /** The leaderboard's address in the page's language. */
  path: string;
};

/** "Page 3 of 12"; when the count stopped at its cap, "Page 3 of 200+", and past those pages "Page 250". */
function describePage(page: number, pageCount: number, countCapped: boolean, texts: Texts<"Leaderboard">): string {
  if (!countCapped) return fill(texts.pageOf, { page, count: pageCount });
  return page <= pageCount ? fill(texts.pageOfMore, { page, count: pageCount }) : fill(texts.page, { page });
}

/** Previous / next page links; real links, so they also work without script. */
export function Pagination({ filters, pageCount, countCapped, hasNextPage, onChange, texts, path }: Props) {
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
      <a href={`${path}${search ? `?${search}` : ""}`} rel={rel} onClick={go}>
        {label}
      </a>
    );
  };
  return (
    <nav className={styles.pagination} aria-label={texts.pages}>
      {link(filters.page - 1, texts.previous, "prev")}
      <span aria-current="page">{describePage(filters.page, pageCount, countCapped, texts)}</span>
      {link(filters.page + 1, texts.next, "next")}
    </nav>
  );
}
