/** Sorting the all-measurements table of a speed matrix. Pure: safe on client and server. */
import type { MatrixCell } from "@/lib/ingest/schema";

export type MeasurementSortKey = Exclude<keyof MatrixCell, "failureReason">;
/** What sorting reads of a cell: every figure a column sorts by. */
export type SortableCell = Pick<MatrixCell, MeasurementSortKey>;
export type SortDirection = "ascending" | "descending";

const PHASE_ORDER: Record<MatrixCell["phase"], number> = { prefill: 0, decode: 1 };
const STATUS_ORDER: Record<MatrixCell["status"], number> = { valid: 0, over_capacity: 1, error: 2 };

function sortValue(cell: SortableCell, key: MeasurementSortKey): number | null {
  if (key === "phase") return PHASE_ORDER[cell.phase];
  if (key === "status") return STATUS_ORDER[cell.status];
  return cell[key];
}

/**
 * A sorted copy of the cells. Missing figures (over capacity, not reported) go last in both
 * directions; ties keep the order they came in (prefill first, context then concurrency).
 */
export function sortMeasurements<T extends SortableCell>(
  cells: readonly T[],
  key: MeasurementSortKey,
  direction: SortDirection,
): T[] {
  const sign = direction === "ascending" ? 1 : -1;
  return cells
    .map((cell, index) => ({ cell, index, value: sortValue(cell, key) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value === b.value) return a.index - b.index;
        return a.value === null ? 1 : -1;
      }
      return a.value === b.value ? a.index - b.index : (a.value - b.value) * sign;
    })
    .map(({ cell }) => cell);
}

/** The direction a header click gives: a new column starts ascending, the same column flips. */
export function computeNextSort(
  current: { key: MeasurementSortKey; direction: SortDirection } | null,
  key: MeasurementSortKey,
): { key: MeasurementSortKey; direction: SortDirection } {
  if (current?.key !== key) return { key, direction: "ascending" };
  return { key, direction: current.direction === "ascending" ? "descending" : "ascending" };
}
