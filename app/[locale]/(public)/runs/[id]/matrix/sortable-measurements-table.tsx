"use client";

import { Children, type ReactNode, useState } from "react";
import { HeaderCell, Table } from "@/components/ui/table";
import type { Texts } from "@/lib/i18n/fill";
import {
  computeNextSort,
  sortMeasurements,
  type MeasurementSortKey,
  type SortableCell,
  type SortDirection,
} from "@/lib/matrix/sort";
import styles from "./sortable-measurements-table.module.css";

/** The columns in the reference pages' order, each with how it sorts; labelled by the message of its key. */
const COLUMNS = [
  "phase",
  "contextTokens",
  "concurrency",
  "status",
  "totalTps",
  "perRequestTps",
  "ttftMs",
  "tbtMs",
  "avgActiveRequests",
  "completedRequests",
  "outputTokens",
  "measuredSeconds",
] as const satisfies ReadonlyArray<MeasurementSortKey>;

const ARROWS: Record<SortDirection, string> = { ascending: "▲", descending: "▼" };

/**
 * Every cell of the matrix as one table, sortable by any column (missing figures stay last). The rows
 * come rendered from the server (`children`, one per cell, in the order of `cells`); the browser only
 * reorders them: no row is rendered by the page's code in the browser.
 */
export function SortableMeasurementsTable({
  cells,
  texts,
  children,
}: {
  cells: SortableCell[];
  texts: Texts<"MatrixMeasurements">;
  children: ReactNode;
}) {
  const [sort, setSort] = useState<{ key: MeasurementSortKey; direction: SortDirection } | null>(null);
  const rows = Children.toArray(children);
  const shown = sort
    ? sortMeasurements(
        cells.map((cell, index) => ({ ...cell, index })),
        sort.key,
        sort.direction,
      ).map((cell) => rows[cell.index])
    : rows;
  return (
    <Table caption={texts.caption} wrapClassName="sticky-first tall">
      <thead>
        <tr>
          {COLUMNS.map((key) => {
            const direction = sort?.key === key ? sort.direction : null;
            return (
              <HeaderCell key={key} aria-sort={direction ?? "none"} className={styles.header}>
                <button type="button" className={styles.sort} onClick={() => setSort(computeNextSort(sort, key))}>
                  {texts[key]}
                  <span className={direction ? styles.arrow : styles.idle} aria-hidden="true">
                    {direction ? ARROWS[direction] : "↕"}
                  </span>
                </button>
              </HeaderCell>
            );
          })}
        </tr>
      </thead>
      <tbody>{shown}</tbody>
    </Table>
  );
}
