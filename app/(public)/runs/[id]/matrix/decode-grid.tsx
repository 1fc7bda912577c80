import { formatContext, formatMs, formatThroughput } from "@/lib/format";
import type { RunMatrix } from "@/lib/runs/data";

export const OVER_CAPACITY_NOTE =
  "Over capacity: not run because this many requests at this context would exceed the server's KV cache.";

type Cell = RunMatrix["matrixCells"][number];

/** Sustained decode: rows are context length, columns are simultaneous requests. */
export function DecodeGrid({ cells }: { cells: Cell[] }) {
  const decode = cells.filter((cell) => cell.phase === "decode");
  const contexts = [...new Set(decode.map((cell) => cell.contextTokens))].sort((a, b) => a - b);
  const concurrencies = [...new Set(decode.map((cell) => cell.concurrency))].sort((a, b) => a - b);
  const byKey = new Map(decode.map((cell) => [`${cell.contextTokens}:${cell.concurrency}`, cell]));
  return (
    <div className="table-wrap">
      <table>
        <caption>total tok/s · rows are context length, columns are simultaneous requests</caption>
        <thead>
          <tr>
            <th scope="col">Context</th>
            {concurrencies.map((concurrency) => (
              <th scope="col" key={concurrency}>
                {concurrency}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {contexts.map((context) => (
            <tr key={context}>
              <th scope="row">{formatContext(context)}</th>
              {concurrencies.map((concurrency) => {
                const cell = byKey.get(`${context}:${concurrency}`);
                if (!cell) return <td key={concurrency}>—</td>;
                if (cell.status === "over_capacity") {
                  return (
                    <td key={concurrency} className="over-capacity">
                      Over capacity
                    </td>
                  );
                }
                if (cell.status === "error") {
                  return (
                    <td key={concurrency} className="over-capacity" title={cell.failureReason ?? undefined}>
                      Error
                    </td>
                  );
                }
                return (
                  <td key={concurrency}>
                    {formatThroughput(cell.totalTps)}
                    <span className="cell-sub">{formatMs(cell.ttftMs)} TTFT</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
