import { Link } from "@/components/locale-link";
import type { RunMatrix } from "@/lib/runs/data";
import { MATRIX_ROWS_PER_PAGE, pageRows } from "./limits";
import { MeasurementRow, toSortableCell } from "./measurement-row";
import { SortableMeasurementsTable } from "./sortable-measurements-table";

type Cell = RunMatrix["matrixCells"][number];

/** The rows rendered here, on the server; the browser only reorders them when a column is sorted. */
function Rows({ cells }: { cells: Cell[] }) {
  return (
    <SortableMeasurementsTable cells={cells.map(toSortableCell)}>
      {cells.map((cell) => (
        <MeasurementRow key={`${cell.phase}:${cell.contextTokens}:${cell.concurrency}`} cell={cell} />
      ))}
    </SortableMeasurementsTable>
  );
}

/**
 * Every cell of the matrix, prefill first, as one table rendered on the server; sortable by any column in the
 * browser.
 * Beyond MATRIX_ROWS_PER_PAGE cells it is paged (`?page=N`), so one view stays small.
 */
export function MeasurementsTable({ cells, page, runId }: { cells: Cell[]; page: number; runId: string }) {
  const shown = pageRows(cells, page);
  if (shown.pages === 1) return <Rows cells={cells} />;
  const first = (shown.page - 1) * MATRIX_ROWS_PER_PAGE + 1;
  const href = (target: number) => `/runs/${runId}/matrix?page=${target}#all-measurements`;
  return (
    <>
      <p className="muted">
        Cells {first}–{first + shown.rows.length - 1} of {cells.length}, {MATRIX_ROWS_PER_PAGE} a page; sorting orders
        this page. Every cell is in <a href={`/runs/${runId}/export.json`}>export.json</a>.
      </p>
      <Rows cells={shown.rows} />
      <nav aria-label="Pages of the measurements" className="meta-line">
        {shown.page > 1 && <Link href={href(shown.page - 1)}>← Previous {MATRIX_ROWS_PER_PAGE}</Link>}
        <span>
          Page {shown.page} of {shown.pages}
        </span>
        {shown.page < shown.pages && <Link href={href(shown.page + 1)}>Next {MATRIX_ROWS_PER_PAGE} →</Link>}
      </nav>
    </>
  );
}
