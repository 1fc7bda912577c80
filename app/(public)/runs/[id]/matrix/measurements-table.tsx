import type { RunMatrix } from "@/lib/runs/data";
import { SortableMeasurementsTable } from "./sortable-measurements-table";

type Cell = RunMatrix["matrixCells"][number];

/** Every cell of the matrix, prefill first, as one table; sortable by any column in the browser. */
export function MeasurementsTable({ cells }: { cells: Cell[] }) {
  return <SortableMeasurementsTable cells={cells} />;
}
