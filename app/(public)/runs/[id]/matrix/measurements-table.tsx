import { EMPTY, formatContext, formatMs, formatNumber, formatThroughput } from "@/lib/format";
import type { RunMatrix } from "@/lib/runs/data";

type Cell = RunMatrix["matrixCells"][number];

const STATUS = { valid: "Valid", over_capacity: "Over capacity", error: "Error" } as const;

/** Every cell of the matrix, prefill first, as one table. */
export function MeasurementsTable({ cells }: { cells: Cell[] }) {
  return (
    <div className="table-wrap">
      <table>
        <caption>Latencies are medians. Total tok/s is output across all simultaneous requests.</caption>
        <thead>
          <tr>
            {[
              "Phase",
              "Context",
              "Requests at once",
              "Status",
              "Total tok/s",
              "Per request tok/s",
              "TTFT",
              "Time between tokens",
              "Average active requests",
              "Completed requests",
              "Output tokens",
              "Measured for",
            ].map((label) => (
              <th scope="col" key={label}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cells.map((cell) => (
            <tr key={`${cell.phase}:${cell.contextTokens}:${cell.concurrency}`}>
              <td>{cell.phase === "prefill" ? "Prefill" : "Sustained decode"}</td>
              <td>{formatContext(cell.contextTokens)}</td>
              <td>{cell.concurrency}</td>
              <td title={cell.failureReason ?? undefined}>{STATUS[cell.status]}</td>
              <td>{formatThroughput(cell.totalTps)}</td>
              <td>{formatNumber(cell.perRequestTps, 1)}</td>
              <td>{formatMs(cell.ttftMs)}</td>
              <td>{formatMs(cell.tbtMs, 1)}</td>
              <td>{formatNumber(cell.avgActiveRequests, 1)}</td>
              <td>{cell.completedRequests ?? EMPTY}</td>
              <td>{formatNumber(cell.outputTokens, 0)}</td>
              <td>{cell.measuredSeconds === null ? EMPTY : `${formatNumber(cell.measuredSeconds, 1)} s`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
