"use client";

import { Children, type ReactNode, useState } from "react";
import { HeaderCell, Table } from "@/components/ui/table";
import {
  computeNextSort,
  sortMeasurements,
  type MeasurementSortKey,
  type SortableCell,
  type SortDirection,
} from "@/lib/matrix/sort";
import styles from "./sortable-measurements-table.module.css";

/** The columns in the reference pages' order, each with how it sorts. */
const COLUMNS: Array<{ key: MeasurementSortKey; label: string }> = [
  { key: "phase", label: "Phase" },
  { key: "contextTokens", label: "Context" },
  { key: "concurrency", label: "Requests at once" },
  { key: "status", label: "Status" },
  { key: "totalTps", label: "Total tok/s" },
  { key: "perRequestTps", label: "Per request tok/s" },
  { key: "ttftMs", label: "TTFT" },
  { key: "tbtMs", label: "Time between tokens" },
  { key: "avgActiveRequests", label: "Average active requests" },
  { key: "completedRequests", label: "Completed requests" },
  { key: "outputTokens", label: "Output tokens" },
  { key: "measuredSeconds", label: "Measured for" },
];

const ARROWS: Record<SortDirection, string> = { ascending: "▲", descending: "▼" };

/**
 * Every cell of the matrix as one table, sortable by any column (missing figures stay last). The rows
 * come rendered from the server (`children`, one per cell, in the order of `cells`); the browser only
 * reorders them: no row is rendered by the page's code in the browser.
 */
export function SortableMeasurementsTable({ cells, children }: { cells: SortableCell[]; children: ReactNode }) {
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
    <Table
      caption="Latencies are medians. Total tok/s is output across all simultaneous requests."
      wrapClassName="sticky-first tall"
    >
      <thead>
        <tr>
          {COLUMNS.map((column) => {
            const direction = sort?.key === column.key ? sort.direction : null;
            return (
              <HeaderCell key={column.key} aria-sort={direction ?? "none"} className={styles.header}>
                <button
                  type="button"
                  className={styles.sort}
                  onClick={() => setSort(computeNextSort(sort, column.key))}
                >
                  {column.label}
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
