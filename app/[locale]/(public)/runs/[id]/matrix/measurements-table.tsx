import { Link } from "@/components/locale-link";
import type { Texts } from "@/lib/i18n/fill";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";
import type { RunMatrix } from "@/lib/runs/data";
import { MATRIX_ROWS_PER_PAGE, pageRows } from "./limits";
import { MeasurementRow, toSortableCell } from "./measurement-row";
import { SortableMeasurementsTable } from "./sortable-measurements-table";

type Cell = RunMatrix["matrixCells"][number];

/** The rows rendered here, on the server; the browser only reorders them when a column is sorted. */
function Rows({ cells, texts }: { cells: Cell[]; texts: Texts<"MatrixMeasurements"> }) {
  return (
    <SortableMeasurementsTable cells={cells.map(toSortableCell)} texts={texts}>
      {cells.map((cell) => (
        <MeasurementRow key={`${cell.phase}:${cell.contextTokens}:${cell.concurrency}`} cell={cell} texts={texts} />
      ))}
    </SortableMeasurementsTable>
  );
}

/**
 * Every cell of the matrix, prefill first, as one table rendered on the server; sortable by any column in the
 * browser.
 * Beyond MATRIX_ROWS_PER_PAGE cells it is paged (`?page=N`), so one view stays small.
 */
export function MeasurementsTable(props: { cells: Cell[]; page: number; runId: string; locale: Locale }) {
  const { cells, page, runId, locale } = props;
  const texts = CATALOGUES[locale].MatrixMeasurements;
  const t = translate(locale, "MatrixPage");
  const shown = pageRows(cells, page);
  if (shown.pages === 1) return <Rows cells={cells} texts={texts} />;
  const first = (shown.page - 1) * MATRIX_ROWS_PER_PAGE + 1;
  const href = (target: number) => `/runs/${runId}/matrix?page=${target}#all-measurements`;
  return (
    <>
      <p className="muted">
        {t.rich("cellsOf", {
          first,
          last: first + shown.rows.length - 1,
          count: cells.length,
          perPage: MATRIX_ROWS_PER_PAGE,
          link: (chunks) => <a href={`/runs/${runId}/export.json`}>{chunks}</a>,
        })}
      </p>
      <Rows cells={shown.rows} texts={texts} />
      <nav aria-label={t("pages")} className="meta-line">
        {shown.page > 1 && <Link href={href(shown.page - 1)}>{t("previous", { count: MATRIX_ROWS_PER_PAGE })}</Link>}
        <span>{t("pageOf", { page: shown.page, count: shown.pages })}</span>
        {shown.page < shown.pages && (
          <Link href={href(shown.page + 1)}>{t("next", { count: MATRIX_ROWS_PER_PAGE })}</Link>
        )}
      </nav>
    </>
  );
}
