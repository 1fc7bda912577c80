import { NumericCell } from "@/components/ui/table";
import { EMPTY, formatContext, formatMs, formatNumber, formatThroughput } from "@/lib/format";
import type { Texts } from "@/lib/i18n/fill";
import type { MatrixCell } from "@/lib/ingest/schema";

/**
 * One cell of the matrix as a row of the all-measurements table, in its columns' order, in the page's
 * language (`texts`). Rendered on the server.
 */
export function MeasurementRow({ cell, texts }: { cell: MatrixCell; texts: Texts<"MatrixMeasurements"> }) {
  return (
    <tr>
      <td>{cell.phase === "prefill" ? texts.prefill : texts.decode}</td>
      <td>{formatContext(cell.contextTokens)}</td>
      <td>{cell.concurrency}</td>
      <td title={cell.failureReason ?? undefined}>{texts[cell.status]}</td>
      <td>{formatThroughput(cell.totalTps)}</td>
      <NumericCell value={cell.perRequestTps} />
      <td>{formatMs(cell.ttftMs)}</td>
      <td>{formatMs(cell.tbtMs, 1)}</td>
      <NumericCell value={cell.avgActiveRequests} />
      <td>{cell.completedRequests ?? EMPTY}</td>
      <NumericCell value={cell.outputTokens} digits={0} />
      <td>{cell.measuredSeconds === null ? EMPTY : `${formatNumber(cell.measuredSeconds, 1)} s`}</td>
    </tr>
  );
}

/** The figures the table sorts by, without the text a row shows (what the browser needs to sort). */
export function toSortableCell({ failureReason: _, ...cell }: MatrixCell) {
  return cell;
}
