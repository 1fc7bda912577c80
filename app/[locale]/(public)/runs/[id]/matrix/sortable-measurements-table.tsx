"use client";

import { useState } from "react";
import { HeaderCell, NumericCell, Table } from "@/components/ui/table";
import { EMPTY, formatContext, formatMs, formatNumber, formatThroughput } from "@/lib/format";
import type { MatrixCell } from "@/lib/ingest/schema";
import { computeNextSort, sortMeasurements, type MeasurementSortKey, type SortDirection } from "@/lib/matrix/sort";
import styles from "./sortable-measurements-table.module.css";

const STATUS = { valid: "Valid", over_capacity: "Over capacity", error: "Error" } as const;

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

/** Every cell of the matrix as one table, sortable by any column (missing figures stay last). */
export function SortableMeasurementsTable({ cells }: { cells: MatrixCell[] }) {
  const [sort, setSort] = useState<{ key: MeasurementSortKey; direction: SortDirection } | null>(null);
  const rows = sort ? sortMeasurements(cells, sort.key, sort.direction) : cells;
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
      <tbody>
        {rows.map((cell) => (
          <tr key={`${cell.phase}:${cell.contextTokens}:${cell.concurrency}`}>
            <td>{cell.phase === "prefill" ? "Prefill" : "Sustained decode"}</td>
            <td>{formatContext(cell.contextTokens)}</td>
            <td>{cell.concurrency}</td>
            <td title={cell.failureReason ?? undefined}>{STATUS[cell.status]}</td>
            <td>{formatThroughput(cell.totalTps)}</td>
            <NumericCell value={cell.perRequestTps} />
            <td>{formatMs(cell.ttftMs)}</td>
            <td>{formatMs(cell.tbtMs, 1)}</td>
            <NumericCell value={cell.avgActiveRequests} />
            <td>{cell.completedRequests ?? EMPTY}</td>
            <NumericCell value={cell.outputTokens} digits={0} />
            <td>{cell.measuredSeconds === null ? EMPTY : `${formatNumber(cell.measuredSeconds, 1)} s`}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
